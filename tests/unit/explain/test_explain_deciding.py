"""The deciding step (issue 21, item 3): the branch or statement in the code whose outcome
commits a failing run, with the values tested there; on bank.c the test on line 15, not the
assertion on line 34."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.explain.deciding import condition_text, control_lines, deciding_step
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir
from errlang.session.analysis import Analysis
from errlang.session.check import check_program
from errlang.session.explain import learn_and_explain, mark_deciding
from errlang.session.settings import Settings
from errlang.session.verdicts import AssertionVerdict

ROOT = Path(__file__).resolve().parents[3]
BANK = ROOT / "examples" / "bank.c"
PROGRAMS = ROOT / "tests" / "explain" / "programs"


def _ir(tmp_path: Path, text: str) -> tuple[str, IRProgram]:
    path = tmp_path / "p.c"
    path.write_text(text)
    return str(path), build_ir(parse_file(str(path)))


def _failing(path: str | Path, bound: int = 1) -> AssertionVerdict:
    result = check_program(str(path), None, Settings(loop_bound=bound, timeout=60))
    return next(a for a in result.assertions if a.verdict == "fails")


def test_control_dependence_by_line(tmp_path: Path) -> None:
    _, ir = _ir(
        tmp_path,
        "int f(int c, int d) {\n"  # 1
        "  int x = 0;\n"  # 2
        "  if (c > 0) {\n"  # 3
        "    x = 1;\n"  # 4
        "    if (d) x = 2;\n"  # 5
        "  }\n"  # 6
        "  x = x + 1;\n"  # 7
        "  while (d < 3) d++;\n"  # 8
        "  return x;\n"  # 9
        "}\n"
        "int main(void) { return f(1, 2); }\n",
    )
    lines = control_lines(ir.functions["f"])
    assert 3 in lines[4] and 3 not in lines.get(7, frozenset())
    assert 5 in lines[5]  # `if (d) x = 2;`: the write is under the branch on its own line
    assert not lines.get(9)  # after every join: depends on no branch


def test_on_bank_the_deciding_step_is_the_test_on_line_15() -> None:
    verdict = _failing(BANK)
    found = verdict.deciding
    assert found is not None and verdict.counterexample is not None
    assert (found.kind, found.line, found.function) == ("branch", 15, "withdraw")
    assert {v.name: v.value for v in found.values} == {"amount": 1, "credit": 0}
    assert found.write_line == 16 and [(v.name, v.value) for v in found.written] == [("credit", -1)]
    assert verdict.counterexample.steps[found.step_index] == (15, "withdraw")
    assert found.to_json()["line"] == 15
    assert found.text() == (
        "line 15 in withdraw: tests amount = 1, credit = 0; so line 16 writes credit = -1"
    )


def test_a_write_under_no_branch_is_the_deciding_statement() -> None:
    found = _failing(PROGRAMS / "door.c").deciding
    assert found is not None
    assert (found.kind, found.line, found.function) == ("statement", 7, "lock")


def test_a_branch_and_its_write_on_one_line(tmp_path: Path) -> None:
    path, _ = _ir(
        tmp_path,
        "extern int __VERIFIER_nondet_int(void);\n"
        "void __VERIFIER_assert(int);\n"
        "int main(void) {\n"
        "  int credit = 5;\n"
        "  int op = __VERIFIER_nondet_int();\n"
        "  if (op == 7) credit = -1;\n"
        "  __VERIFIER_assert(credit >= 0);\n"
        "  return 0;\n"
        "}\n",
    )
    found = _failing(path).deciding
    assert found is not None and (found.kind, found.line) == ("branch", 6)
    assert [(v.name, v.value) for v in found.values] == [("op", 7)]


def test_a_never_written_field_is_decided_where_its_object_was_allocated() -> None:
    verdict = _failing(PROGRAMS / "gl_bubble.c")
    assert verdict.counterexample is not None
    assert any(v.value == "uninitialised" for v in verdict.counterexample.violation)
    found = verdict.deciding
    assert found is not None
    assert (found.kind, found.line, found.function) == ("allocation", 32, "gl_insert")
    assert found.text() == (
        "line 32 in gl_insert: allocates it; node->nested.prev is never written"
    )


def test_an_uninitialised_variable_of_its_own_has_no_deciding_step(tmp_path: Path) -> None:
    path, _ = _ir(
        tmp_path,
        "void __VERIFIER_assert(int);\n"
        "int main(void) {\n"
        "  int x;\n"
        "  __VERIFIER_assert(x != 7);\n"
        "  return 0;\n"
        "}\n",
    )
    verdict = _failing(path)
    assert verdict.counterexample is not None and verdict.deciding is None


def test_a_step_before_the_part_of_the_run_is_not_chosen() -> None:
    verdict = _failing(BANK)
    assert verdict.counterexample is not None
    ir = build_ir(parse_file(str(BANK)))
    after = len(verdict.counterexample.steps) - 1  # only the assertion's own step
    assert deciding_step(verdict.counterexample, ir, after) is None


@pytest.mark.parametrize("shortest", [0])
def test_explain_puts_the_hidden_decision_of_bank_on_line_15(shortest: int) -> None:
    analysis = Analysis(str(BANK), BANK.read_text(), Settings(timeout=60))
    explanation = analysis.explain(34)
    decision = explanation.examples[shortest].abstraction.decision
    assert decision is not None and not decision.visible  # the error letter decides
    assert decision.deciding_step is not None
    assert (decision.deciding_step.line, decision.deciding_step.kind) == (15, "branch")
    assert decision.to_json()["deciding_step"]["line"] == 15
    assert "line 15 in withdraw: tests amount = 1, credit = 0" in explanation.summary[-1]


def test_the_editor_document_carries_the_deciding_branch_and_its_condition() -> None:
    """Where the server reads it (``counterexamples[i].deciding``), with the condition's text."""
    document = learn_and_explain(str(BANK), BANK.read_text(), line=34)
    first = document["counterexamples"][0]
    deciding = first["deciding"]
    assert (deciding["line"], deciding["kind"], deciding["condition"]) == (
        15,
        "branch",
        "amount <= credit + 1",
    )
    assert deciding["values"] == [{"name": "amount", "value": 1}, {"name": "credit", "value": 0}]


def test_without_an_explanation_the_whole_run_is_searched() -> None:
    verdict = _failing(BANK)
    assert verdict.counterexample is not None
    document = {"counterexamples": [verdict.counterexample.to_json()]}
    mark_deciding(document, BANK.read_text(), [verdict.deciding])
    assert document["counterexamples"][0]["deciding"]["line"] == 15


@pytest.mark.parametrize(
    ("line", "condition"),
    [
        ("  if (amount <= credit + 1) /* bug */", "amount <= credit + 1"),
        ("  for (int i = 0; i < rounds; i++) {", "i < rounds"),
        ("  } while (f(x) > 2);", "f(x) > 2"),
        ("  credit -= amount;", None),
        ("  for (;;) {", None),
    ],
)
def test_condition_text(line: str, condition: str | None) -> None:
    assert condition_text(line) == condition
