import sys

from errlang.cli.main import main

sys.exit(main())
