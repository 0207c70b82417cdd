"""Compiling a small C program with gcc and reading what it prints (layout comparisons)."""

import shutil
import subprocess
from pathlib import Path

import pytest


def gcc_output(tmp_path: Path, lines: list[str]) -> list[str]:
    """The whitespace-separated words printed by ``lines`` (a C program) compiled with gcc;
    the test is skipped without a C compiler."""
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        pytest.skip("no C compiler")
    program = tmp_path / "layout.c"
    program.write_text("\n".join(lines))
    binary = tmp_path / "layout"
    subprocess.run([compiler, "-w", "-o", str(binary), str(program)], check=True)
    return subprocess.run([str(binary)], capture_output=True, text=True, check=True).stdout.split()
