"""``errlang check``'s text output names the run's values as the JSON does (issue 14): inputs
by the variable receiving them, the values written on each step, and the violation."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.cli.check import print_human
from errlang.session.check import check_program
from errlang.session.settings import Settings

BANK = Path(__file__).resolve().parents[2] / "examples" / "bank.c"


def test_the_text_output_names_inputs_written_values_and_the_violation(
    capsys: pytest.CaptureFixture[str],
) -> None:
    print_human(check_program(str(BANK), None, Settings(loop_bound=1, timeout=30.0)))
    lines = capsys.readouterr().out.splitlines()
    assert "    inputs: rounds = 1, op = 1" in lines
    assert "    fails with: credit = -1" in lines
    (withdrawn,) = [line for line in lines if line.lstrip().startswith("16 withdraw")]
    assert withdrawn.endswith("credit -= amount;   credit = -1")
    assert not any("__VERIFIER_nondet_int@" in line for line in lines)
