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


def _failing(path: str | Path, bound: int | None = 1) -> AssertionVerdict:
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


def _decided(tmp_path: Path, text: str, bound: int | None = 1) -> str | None:
    path, _ = _ir(tmp_path, text)
    found = _failing(path, bound).deciding
    return found.text() if found is not None else None


def test_an_uninitialised_variable_is_decided_by_the_branch_that_skipped_its_write(
    tmp_path: Path,
) -> None:
    text = _decided(
        tmp_path,
        "extern int __VERIFIER_nondet_int(void);\n"
        "void __VERIFIER_assert(int);\n"
        "int main(void) {\n"
        "  int flag;\n"
        "  int v = __VERIFIER_nondet_int();\n"
        "  if (v > 3)\n"  # 6
        "    flag = 1;\n"
        "  __VERIFIER_assert(flag == 1);\n"
        "  return 0;\n"
        "}\n",
    )
    assert text is not None and text.startswith("line 6 in main: tests v = ")
    assert text.endswith("; so flag is never written")


def test_a_value_a_call_returns_is_decided_in_the_callee(tmp_path: Path) -> None:
    text = _decided(
        tmp_path,
        "extern int __VERIFIER_nondet_int(void);\n"
        "void __VERIFIER_assert(int);\n"
        "int clamp(int v, int hi) {\n"
        "  if (v > hi) return hi + 1;\n"  # 4: the bug
        "  return v;\n"
        "}\n"
        "int scale(int v) { return clamp(v * 2, 100); }\n"
        "int main(void) {\n"
        "  int r = scale(__VERIFIER_nondet_int());\n"  # 9
        "  __VERIFIER_assert(r <= 100);\n"
        "  return 0;\n"
        "}\n",
    )
    assert text is not None and text.startswith("line 4 in clamp: tests v = ")
    assert "hi = 100; so line 9 writes r = 101" in text


def test_a_returned_variable_is_followed_to_its_write(tmp_path: Path) -> None:
    text = _decided(
        tmp_path,
        "extern int __VERIFIER_nondet_int(void);\n"
        "void __VERIFIER_assert(int);\n"
        "int pick(int n) {\n"
        "  int v = 0;\n"
        "  if (n > 3)\n"  # 5
        "    v = 9;\n"  # 6
        "  return v;\n"
        "}\n"
        "int main(void) {\n"
        "  int r = pick(__VERIFIER_nondet_int());\n"
        "  __VERIFIER_assert(r != 9);\n"
        "  return 0;\n"
        "}\n",
    )
    assert text is not None and text.startswith("line 5 in pick: tests n = ")
    assert text.endswith("; so line 6 writes v = 9")


def test_a_place_written_through_another_pointer_is_found(tmp_path: Path) -> None:
    heap = _decided(
        tmp_path,
        "#include <stdlib.h>\n"
        "void __VERIFIER_assert(int);\n"
        "struct item { int key; int tag; };\n"
        "struct item *make(int key) {\n"
        "  struct item *it = malloc(sizeof *it);\n"
        "  if (!it) abort();\n"  # malloc never returns NULL: this branch decides nothing
        "  it->key = key;\n"  # 7
        "  return it;\n"
        "}\n"
        "int main(void) {\n"
        "  struct item *node = make(4);\n"
        "  __VERIFIER_assert(node->key != 4);\n"
        "  return 0;\n"
        "}\n",
    )
    assert heap == "line 7 in make: writes it->key = 4"
    element = _decided(
        tmp_path,
        "extern int __VERIFIER_nondet_int(void);\n"
        "void __VERIFIER_assert(int);\n"
        "struct account { int id; int balance; };\n"
        "struct account acc[3];\n"
        "void deposit(struct account *a, int amount) {\n"
        "  if (amount > 0)\n"  # 6
        "    a->balance += amount;\n"
        "}\n"
        "int main(void) {\n"
        "  int k = __VERIFIER_nondet_int();\n"
        "  if (k < 0 || k >= 3) return 0;\n"
        "  deposit(&acc[k], __VERIFIER_nondet_int());\n"
        "  __VERIFIER_assert(acc[k].balance != 5);\n"
        "  return 0;\n"
        "}\n",
    )
    assert element == "line 6 in deposit: tests amount = 5; so line 7 writes a->balance = 5"


def test_a_write_the_run_does_not_record_gives_no_deciding_step(tmp_path: Path) -> None:
    # check runs the loop in one step: the run records `total = 0` and then reads 6
    text = _decided(
        tmp_path,
        "extern unsigned __VERIFIER_nondet_uint(void);\n"
        "void __VERIFIER_assert(int);\n"
        "int main(void) {\n"
        "  unsigned n = __VERIFIER_nondet_uint();\n"
        "  unsigned total = 0;\n"
        "  if (n > 10) return 0;\n"
        "  for (unsigned i = 0; i < n; i++) {\n"
        "    total += i;\n"
        "  }\n"
        "  __VERIFIER_assert(total != 6);\n"
        "  return 0;\n"
        "}\n",
        bound=None,  # automatic depth: the loop runs in one step
    )
    assert text is None or "total = 6" in text  # never `writes total = 0`


def test_a_pointer_is_read_with_the_value_it_had_at_the_write(tmp_path: Path) -> None:
    text = _decided(
        tmp_path,
        "#include <stdlib.h>\n"
        "void __VERIFIER_assert(int);\n"
        "struct item { int key; };\n"
        "int main(void) {\n"
        "  struct item *a = malloc(sizeof *a);\n"
        "  struct item *b = malloc(sizeof *b);\n"
        "  struct item *p = a;\n"
        "  p->key = 4;\n"  # 8: a->key, written through p
        "  b->key = 0;\n"
        "  p = b;\n"  # p holds the other object afterwards
        "  __VERIFIER_assert(a->key != 4);\n"
        "  return 0;\n"
        "}\n",
    )
    assert text == "line 8 in main: writes p->key = 4"


def test_a_visible_decision_at_an_event_that_writes_nothing_is_decided_before_it() -> None:
    """Issue 31: bank's `withdraw fee fee` committed at the second `fee` (an event that writes
    nothing the assertion reads) said "decided at line 19" (the event's own line); the test on
    line 15 decides, and the whole run is searched for it."""
    from dataclasses import replace

    from errlang.explain.counterexample import _in_code, abstract

    analysis = Analysis(str(BANK), BANK.read_text(), Settings(timeout=60))
    explanation = analysis.explain(34)
    assert explanation.behaviour is not None
    run = analysis.membership(["withdraw", "fee", "fee", "!error"], line=34).run
    assert run is not None
    sites = {letter.letter: letter.locations for letter in explanation.failing.alphabet}
    found = abstract(explanation.behaviour, run, explanation.failing.target, sites, analysis.ir)
    assert found.decision is not None
    fee = max(i for i, step in enumerate(found.steps) if step.letter == "fee")
    at_fee = replace(found.decision, step=fee, visible=True, letter="fee")
    deciding = _in_code(at_fee, found.steps, run, analysis.ir)
    assert deciding is not None
    assert (deciding.line, deciding.kind) == (15, "branch")
