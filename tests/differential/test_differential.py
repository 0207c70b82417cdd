"""Differential testing against gcc on Csmith programs (issue 9, item 1): a seeded small batch.

The larger batch is ``benchmarks/differential.py --count N``. These tests also check that the
oracle itself can fail: fabricated wrong verdicts are caught, and C-Reduce's guard rejects
programs with undefined behaviour.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from csmith_program import (
    Pin,
    generate,
    literal_value,
    make_program,
    needed_loop_bound,
    pin_candidates,
    tools_available,
)
from csmith_reduce import free_of_ub, kind
from diff_batch import run_batch
from diff_oracle import Options, Verdict, compare, run_gcc

pytestmark = pytest.mark.skipif(not tools_available(), reason="needs csmith and gcc")

# Seeds whose programs errlang analyses in a few seconds (Csmith 2.3.0, options of
# csmith_program.CSMITH_OPTIONS): 2 programs, 6 variants.
CI_SEEDS = (3, 7)


def test_seeded_batch_agrees_with_gcc() -> None:
    summary = run_batch(CI_SEEDS, Options(timeout=30))
    problems = [r for r in summary.results if r.outcome != "agreed"]
    assert not problems, "\n".join(
        f"{r.seed} {r.variant}: {r.outcome} {r.detail}" for r in problems
    )
    assert {r.variant for r in summary.results} == {"plain", "pinned", "flipped"}
    assert summary.analysed == len(summary.results) == 6


@pytest.fixture(scope="module")
def seed3(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, int]:
    directory = tmp_path_factory.mktemp("seed3")
    text = generate(3, directory)
    probe = directory / "probe.c"
    probe.write_text(make_program(text, None))
    run = run_gcc(probe)
    assert run.status == "ok" and run.checksum is not None
    return directory, text, run.checksum


def test_program_text_asserts_gccs_checksum(seed3: tuple[Path, str, int]) -> None:
    directory, text, checksum = seed3
    program = directory / "plain.c"
    program.write_text(make_program(text, checksum))
    run = run_gcc(program)
    lines = program.read_text().splitlines()
    assert run.checksum == checksum
    assert run.failed_line is not None and "assert(diff_crc !=" in lines[run.failed_line - 1]
    assert '#include "csmith.h"' not in program.read_text()


def test_oracle_catches_wrong_verdicts(seed3: tuple[Path, str, int]) -> None:
    directory, text, checksum = seed3
    program = directory / "lie.c"
    program.write_text(make_program(text, checksum))
    lines = program.read_text().splitlines()
    eq = next(i for i, t in enumerate(lines, 1) if "assert(diff_crc ==" in t)
    holds = Verdict("holds-within-bound", complete=True)
    fails = Verdict("fails", complete=True)
    truth = compare(program, (eq, eq + 1), (holds, fails), (), samples=2)
    assert truth is None
    missed = compare(program, (eq, eq + 1), (holds, holds), (), samples=2)
    assert missed is not None and kind(missed) == "wrong-holds"
    invented = compare(program, (eq, eq + 1), (fails, fails), (), samples=2)
    assert invented is not None and kind(invented) == "no-replay"
    cut = compare(program, (eq, eq + 1), (holds, Verdict("holds-within-bound", False)), (), 2)
    assert cut == "beyond-bound"


def test_pins_and_flips(seed3: tuple[Path, str, int]) -> None:
    directory, text, checksum = seed3
    pins = pin_candidates(text)
    assert pins, "seed 3 has integer globals"
    pin = pins[0]
    pinned = directory / "pinned.c"
    pinned.write_text(make_program(text, checksum, (pin,)))
    assert run_gcc(pinned, [literal_value(pin.value)]).checksum == checksum
    assert run_gcc(pinned, [literal_value(pin.value) + 1]).status == "assume"
    flipped = directory / "flipped.c"
    flipped.write_text(
        make_program(text, checksum, (Pin(pin.variable, pin.ctype, pin.value, True),))
    )
    assert run_gcc(flipped, [literal_value(pin.value)]).status == "assume"


def test_literal_values() -> None:
    assert literal_value("(-6L)") == -6
    assert literal_value("0xF3UL") == 0xF3
    assert literal_value("18446744073709551615UL") == 2**64 - 1


def test_needed_loop_bound(tmp_path: Path) -> None:
    program = tmp_path / "loops.c"
    program.write_text(
        "#include <stdio.h>\nint g;\nint main(void) {\n  int i;\n"
        "  for (i = 0; i < 3; i++)\n    g++;\n"
        "  for (g = 0; g != 7; g++)\n    ;\n"
        '  printf("checksum = %d\\n", g);\n  return 0;\n}\n'
    )
    assert needed_loop_bound(program) == 7


@pytest.mark.skipif(shutil.which("creduce") is None, reason="needs creduce")
def test_reduction_guard_rejects_undefined_behaviour(tmp_path: Path) -> None:
    clean = tmp_path / "clean.c"
    clean.write_text('#include <stdio.h>\nint main(void) { printf("checksum = 1\\n"); }\n')
    assert free_of_ub(clean, ())
    ub = tmp_path / "ub.c"
    ub.write_text(
        "#include <stdio.h>\nint z;\n"
        'int main(void) { int x = 1 / z; printf("checksum = %d\\n", x); }\n'
    )
    assert not free_of_ub(ub, ())
