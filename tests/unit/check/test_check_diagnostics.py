"""The editor's diagnostics for check results: findings are warnings at their line; holds
verdicts carry the reason (issue 16). Built from the engine's own JSON, without a server."""

from __future__ import annotations

from pathlib import Path

from errlang.session.check import check
from errlang.session.settings import Settings
from errlang_lsp.features.check_diagnostics import check_diagnostics
from errlang_lsp.state import CheckRecord, DocumentState, Snapshot
from lsprotocol import types

PROGRAMS = Path(__file__).resolve().parents[2] / "check" / "programs"


def diagnostics(name: str, settings: Settings) -> list[types.Diagnostic]:
    path = PROGRAMS / name
    text = path.read_text()
    doc = DocumentState(uri=path.as_uri(), path=path, root=None, version=1, text=text)
    record = CheckRecord(Snapshot(1, text), check(str(path), text, settings))
    return check_diagnostics(doc, record)


def test_undefined_behaviour_is_a_warning_at_its_line() -> None:
    found = diagnostics("only_through_ub.c", Settings(timeout=60))
    (warning,) = [d for d in found if d.code == "undefined-behaviour"]
    assert warning.severity == types.DiagnosticSeverity.Warning
    assert warning.range.start.line == 7  # line 8, 0-based
    assert "division by zero" in warning.message
    assert warning.related_information  # the steps of a run reaching it
    (verdict,) = [d for d in found if d.code == "holds"]
    assert verdict.severity == types.DiagnosticSeverity.Information  # no run reaches it
    assert "division by zero at line 8" in verdict.message


def test_an_unreached_assertion_says_which_loop_needs_more_iterations() -> None:
    (verdict,) = diagnostics("unreachable_loop.c", Settings(loop_bound=3, timeout=60))
    assert verdict.code == "holds-within-bound"
    assert verdict.severity == types.DiagnosticSeverity.Information
    assert "the loop at line 8 needs more iterations" in verdict.message


def test_an_undeclared_function_is_a_warning_at_its_call() -> None:
    found = diagnostics("undeclared_input.c", Settings(loop_bound=1, timeout=30))
    (warning,) = [d for d in found if d.code == "warning"]
    assert warning.severity == types.DiagnosticSeverity.Warning
    assert (warning.range.start.line, warning.range.start.character) == (2, 10)
    assert "'nondet_int' is not declared" in warning.message


def test_a_finding_through_an_unlinked_function_says_so_in_the_editor() -> None:
    found = diagnostics("unlinked_finding.c", Settings(timeout=60))
    (warning,) = [d for d in found if d.code == "undefined-behaviour"]
    assert "out-of-bounds" in warning.message
    assert "defined nowhere" in warning.message and "cannot link" in warning.message
