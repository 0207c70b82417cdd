"""Warnings of the front end (a function called without a declaration is an input, as CBMC
warns) reach the user: in check's typed result and JSON, on stderr in the CLI text, and as
Warning diagnostics in the editor."""

from __future__ import annotations

import pytest
from check_testing import PROGRAMS, checked
from errlang.cli.check import print_human
from errlang.cli.main import main
from errlang.session.check_json import check_json
from errlang.session.verdicts import InputError


def test_the_result_and_its_json_carry_the_undeclared_function_warning() -> None:
    result = checked("undeclared_input.c", loop_bound=1, timeout=30.0)
    (warning,) = result.warnings
    assert isinstance(warning, InputError)
    assert (warning.line, warning.column) == (3, 11)
    assert "nondet_int" in warning.message and "not declared" in warning.message
    data = check_json(result)
    where = {"file": str(PROGRAMS / "undeclared_input.c")}  # every location with its file
    assert data["warnings"] == [{"line": 3, "column": 11, "message": warning.message, **where}]
    assert [a["verdict"] for a in data["assertions"]] == ["holds"]  # the verdicts stand


def test_a_declared_program_has_no_warning() -> None:
    assert checked("unreachable_loop.c", loop_bound=3).warnings == ()


def test_the_text_output_prints_the_warning_on_stderr(
    capsys: pytest.CaptureFixture[str],
) -> None:
    print_human(checked("undeclared_input.c", loop_bound=1, timeout=30.0))
    out, err = capsys.readouterr()
    path = PROGRAMS / "undeclared_input.c"
    assert f"{path}:3:11: warning: function 'nondet_int' is not declared" in err
    assert "warning" not in out


def test_learn_prints_the_warning_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    path = PROGRAMS / "undeclared_input.c"
    args = ["learn", str(path), "--line", "6", "--loop-bound", "1", "--timeout", "30"]
    assert main(args) == 0
    err = capsys.readouterr().err
    assert f"{path}:3:11: warning: function 'nondet_int' is not declared" in err


def test_a_declared_function_defined_nowhere_is_a_warning_at_its_call() -> None:
    result = checked("declared_only.c", loop_bound=1, timeout=30.0)
    (warning,) = result.warnings  # lib only: rand is errlang's own C library's
    assert (warning.line, warning.column) == (9, 10)
    assert "'lib' is declared but defined nowhere" in warning.message
    assert "link the unit" in warning.message
    assert [a.verdict for a in result.assertions] == ["fails"]  # lib() is an input
