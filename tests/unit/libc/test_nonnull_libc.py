"""glibc's ``__nonnull`` in errlang's <string.h>/<stdlib.h> (errlang.frontend.nonnull): a null
pointer passed there is a finding at the call, as gcc's -fsanitize=undefined reports it, even
with a length that is 0 at run time; no finding where gcc folds the call away (a constant 0
length, a literal ``""``), which gcc measured decides (the program's first lines)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings

PROGRAM = Path(__file__).parent / "programs" / "nonnull_folds.c"
FIRST_CASE_LINE = 15  # `if (w == 1)`: case w is on line w + 14
REPORTED = frozenset({24, 25, 27, 28, 32, 33, 34, 35, 36})
"""The lines gcc 12 -O0 -fsanitize=undefined reports ("null pointer passed as argument N")."""


def test_errlang_finds_the_null_arguments_gcc_reports() -> None:
    result = check_program(str(PROGRAM), None, Settings(timeout=60))
    assert {f.line for f in result.findings} == REPORTED


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_gcc_reports_those_lines(tmp_path: Path) -> None:
    nondet = tmp_path / "nondet.c"
    nondet.write_text(
        '#include <stdlib.h>\nint __VERIFIER_nondet_int(void) { return atoi(getenv("W")); }\n'
    )
    exe = tmp_path / "folds"
    flags = ["-std=gnu11", "-O0", "-w", "-fsanitize=address,undefined"]
    subprocess.run(
        ["gcc", *flags, "-fno-sanitize-recover=all", str(PROGRAM), str(nondet), "-o", str(exe)],
        check=True,
    )
    reported = set()
    for case in range(1, 23):
        environment = {**os.environ, "W": str(case), "ASAN_OPTIONS": "detect_leaks=0"}
        done = subprocess.run([str(exe)], capture_output=True, text=True, env=environment)
        if "null pointer passed as argument" in done.stderr:
            reported.add(case + FIRST_CASE_LINE - 1)
    assert reported == REPORTED
