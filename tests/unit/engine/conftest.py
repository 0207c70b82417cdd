"""Engine tests: ``c_file`` writes a C program (the private cache is tests/conftest.py's)."""

import textwrap
from pathlib import Path

import pytest


@pytest.fixture
def c_file(tmp_path):
    def write(source: str, name: str = "prog.c") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(source))
        return path

    return write
