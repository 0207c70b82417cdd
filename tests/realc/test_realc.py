"""C as people write it, from sources errlang's authors did not write (issue 15).

* A Csmith program (``csmith --no-bitfields --no-packed-struct --max-funcs 1 …``, seed 7,
  compiled against the headers of Debian's ``libcsmith-dev``): every function of the program
  and of its headers (helpers over ``float``/``double`` with ``<float.h>`` limits included) is
  lowered, and ``check`` analyses it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir.program import build_ir

HERE = Path(__file__).resolve().parent
CSMITH_INCLUDE = Path("/usr/include/csmith")
needs_csmith = pytest.mark.skipif(
    not (CSMITH_INCLUDE / "csmith.h").exists(), reason="libcsmith-dev is not installed"
)


@needs_csmith
def test_csmith_program_is_lowered_without_refusal():
    program = parse_file(HERE / "csmith_small.c", include_dirs=[str(CSMITH_INCLUDE)])
    ir = build_ir(program)
    assert ir.refused == []  # the float helpers are the header's, never called
    reachable = ir.reachable("main")
    assert "func_1" in reachable
    for name in reachable:
        assert not any(isinstance(i, n.Unsupported) for i in ir.functions[name].body), name
    floats = [name for name in program.functions if "float" in name]
    assert floats and all(name in ir.functions for name in floats)  # float/double lowered
    refused = [
        name
        for name, function in ir.functions.items()
        if function.body and isinstance(function.body[0], n.Unsupported)
    ]
    assert refused == []


@needs_csmith
def test_csmith_program_is_checked():
    command = [sys.executable, "-m", "errlang", "check", "--json", "--timeout", "3"]
    command += ["-I", str(CSMITH_INCLUDE), str(HERE / "csmith_small.c")]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    result = json.loads(done.stdout)
    assert result["errors"] == [] and done.returncode == 0
