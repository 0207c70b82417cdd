"""gcc's build of a hand-written differential program whose ``__VERIFIER_nondet_int()`` reads
the inputs from ``DIFF_INPUTS`` (a counterexample's inputs, a finding's run), and the report
of one of its runs: what ``tests/differential/programs/*.c`` are checked against."""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from pathlib import Path

NONDET = (
    "#include <stdlib.h>\nstatic char *next;\n"
    "int __VERIFIER_nondet_int(void) {\n"
    '  if (!next) next = getenv("DIFF_INPUTS");\n'
    "  return (int)strtol(next, &next, 10);\n}\n"
)


def build(program: Path, directory: Path, flags: Sequence[str]) -> Path:
    """``program`` built by ``flags`` (gcc and its options) with the inputs' harness."""
    harness = directory / "nondet.c"
    harness.write_text(NONDET)
    exe = directory / program.stem
    subprocess.run([*flags, str(program), str(harness), "-o", str(exe)], check=True, timeout=120)
    return exe


def report(exe: Path, inputs: tuple[int, ...], assertions: bool = False) -> str:
    """The first line of UBSan's report of ``exe``'s run on ``inputs`` ("" when none); with
    ``assertions``, a failed assertion's message counts too."""
    environment = {"DIFF_INPUTS": " ".join(map(str, inputs))}
    done = subprocess.run(
        [str(exe)], capture_output=True, text=True, timeout=30, check=False, env=environment
    )
    wanted = ("runtime error", "Assertion") if assertions else ("runtime error",)
    lines = done.stderr.splitlines()
    return next((line for line in lines if any(w in line for w in wanted)), "")
