"""Learning lowers the program as ``check`` does (``errlang.session.check.lowered_for_check``):
a loop in which no letter of the alphabet can occur runs in one step (array loops, scalar loops
accelerated in automatic depth), so a bug behind a long loop is learned at a small bound; a loop
in which a letter can occur keeps its iterations, whose letters are part of the words."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir.kept_loops import hidden_loops, restore_loops
from errlang.ir.program import build_ir
from errlang.session import Settings, learn
from errlang.session.check import lowered_for_check

# a 100-trip loop over an array (summarised by errlang.ir.array_loops), then two events
ARRAY_THEN_EVENTS = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int a[100];
static void first(void) {}
static void second(void) {}
int main(void) {
  for (int i = 0; i < 100; i++)
    a[i] = __VERIFIER_nondet_int();
  int n = 0;
  if (a[99] > 0) { first(); n++; }
  if (a[98] > 0) { second(); n++; }
  assert(n < 2);
  return 0;
}
"""

# a loop over a scalar up to an input (accelerated by errlang.ir.scalar_loops in automatic depth)
COUNT_TO_INPUT = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  int c = 0;
  while (c < n)
    c++;
  assert(c != 2);
  return 0;
}
"""


def _words(result: dict[str, object]) -> list[list[str]]:
    counterexamples = result["counterexamples"]
    assert isinstance(counterexamples, list)
    return sorted(c["word"] for c in counterexamples)


def _array_loops(path: Path, kinds: tuple[str, ...]) -> int:
    ir = lowered_for_check(parse_file(str(path)), 2, kinds)
    return sum(isinstance(i, n.ArrayLoop) for f in ir.functions.values() for i in f.body)


def test_a_long_loop_without_letters_runs_in_one_step_at_a_small_bound(tmp_path: Path) -> None:
    path = tmp_path / "array.c"
    path.write_text(ARRAY_THEN_EVENTS)
    result = learn(str(path), line=12, settings=Settings(loop_bound=2, timeout=60.0))
    # without the summary the 100 iterations are cut at bound 2 and no run fails
    assert _words(result) == [["first", "second", "!error"]]
    assert "no run reaches loop bound 2" in result["bounds"]["stopped"]
    assert _array_loops(path, ("functions",)) == 1


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_a_counterexample_through_a_summarised_loop_replays(tmp_path: Path) -> None:
    """The counterexample lists the inputs of the loop's first iterations only; the replay
    gets every iteration's (as check --replay), so the compiled program fails the assertion."""
    from errlang.session.analysis import Analysis

    path = tmp_path / "array.c"
    path.write_text(ARRAY_THEN_EVENTS)
    analysis = Analysis(str(path), settings=Settings(loop_bound=2, timeout=60.0))
    explanation = analysis.explain(12, replay=True)
    (example,) = explanation.examples
    assert example.run.word[-1] == "!error" and len(example.run.inputs) < 100
    assert example.replay is not None and example.replay.reproduced, example.replay


def test_a_loop_whose_own_test_is_a_letter_keeps_its_iterations(tmp_path: Path) -> None:
    path = tmp_path / "array.c"
    path.write_text(ARRAY_THEN_EVENTS)
    assert _array_loops(path, ()) == 1  # check's lowering
    assert _array_loops(path, ("branches",)) == 0  # the loop's test letters stay
    result = learn(
        str(path), line=12, settings=Settings(loop_bound=2, alphabet=("branches",), timeout=60.0)
    )
    assert _words(result) == []  # every run passes 100 loop tests: all cut at bound 2


def test_an_accelerated_loop_is_kept_when_its_letters_are_in_the_alphabet(
    tmp_path: Path,
) -> None:
    path = tmp_path / "count.c"
    path.write_text(COUNT_TO_INPUT)
    # no letter in the loop: c reaches the input in one step, bound 1 is complete
    functions = learn(str(path), line=10, settings=Settings(timeout=60.0))
    assert _words(functions) == [["!error"]]
    assert functions["bounds"]["bounds_tried"] == [1]
    # the loop's branch letters: each iteration is in the word, as without any summary
    branches = learn(str(path), line=10, settings=Settings(alphabet=("branches",), timeout=60.0))
    assert _words(branches) == [["L8:T", "L8:T", "L8:F", "!error"]]


def test_a_loop_calling_a_function_that_can_emit_a_letter_is_hidden_from_the_passes(
    tmp_path: Path,
) -> None:
    """The letter may be two calls away (a marker in a function the loop's callee calls)."""
    path = tmp_path / "calls.c"
    path.write_text(
        "#include <errlang.h>\n"
        "static void leaf(void) { ERRLANG_EVENT(tick); }\n"
        "static void middle(void) { leaf(); }\n"
        "static void quiet(void) {}\n"
        "int main(void) {\n"
        "  for (int i = 0; i < 3; i++) middle();\n"
        "  for (int j = 0; j < 3; j++) quiet();\n"
        "  return 0;\n"
        "}\n"
    )
    ir = build_ir(parse_file(str(path)))
    main = ir.functions["main"]
    before = list(main.body)
    hidden = hidden_loops(ir.functions, ("events",))
    assert [before[p].loc.line for (_, p) in hidden] == [6]
    assert all(isinstance(main.body[p], n.Skip) for (_, p) in hidden)
    restore_loops(ir.functions, hidden)
    assert main.body == before
    assert hidden_loops(ir.functions, ()) == {}
    both = hidden_loops(ir.functions, ("branches",))  # both loops test a condition: kept
    assert sorted(before[p].loc.line for (_, p) in both) == [6, 7]
    restore_loops(ir.functions, both)


def test_only_counted_loops_with_letters_hold_the_driver_back(tmp_path: Path) -> None:
    """The driver's "unrolled" bound (a confirmed picture does not stop it below the trip count
    of a counted loop) counts only loops whose iterations are in the words."""
    from errlang.session.analysis import Analysis
    from errlang.session.driver import _counted_unrolled

    path = tmp_path / "trips.c"
    path.write_text(
        "static void f(void) {}\n"
        "int main(void) {\n"
        "  int s = 0;\n"
        "  for (int i = 0; i < 3; i++) s += i;\n"
        "  for (int j = 0; j < 2; j++) f();\n"
        "  return s;\n"
        "}\n"
    )
    assert _counted_unrolled(Analysis(str(path), settings=Settings())) == 2
    assert _counted_unrolled(Analysis(str(path), settings=Settings(alphabet=("branches",)))) == 3
    assert _counted_unrolled(Analysis(str(path), settings=Settings(alphabet=("events",)))) == 0
