"""The persistent query cache (DESIGN §4): unchanged programs and edits outside the target's slice
re-learn without the solver, edits inside the slice ask it again, and the oracle still agrees."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.session import Settings, learn
from oracle import compare, explore, have_toolchain

pytestmark = pytest.mark.skipif(not have_toolchain(), reason="needs gcc, nm and addr2line")

PROGRAM = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int unused(int x) { return x + 1; }

static void tick(void) {}

static void tock(void) {}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0)
      tick();
    else
      tock();
  }
  assert(n != 2);
  return 0;
}
"""
LINE = 20
SETTINGS = Settings(loop_bound=3, timeout=300.0)


def automaton(result: dict) -> tuple:
    return (result["initial"], result["states"], result["transitions"])


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "prog.c"
    path.write_text(text)
    return path


def test_second_run_on_an_unchanged_program_makes_no_solver_call(tmp_path: Path) -> None:
    path = write(tmp_path, PROGRAM)
    first = learn(str(path), line=LINE, settings=SETTINGS)
    second = learn(str(path), line=LINE, settings=SETTINGS)
    assert first["stats"]["solver_calls"] > 0
    assert second["stats"]["solver_calls"] == 0
    assert automaton(second) == automaton(first)
    assert second["counterexamples"] == first["counterexamples"]


def test_edit_outside_the_slice_relearns_from_the_cache(tmp_path: Path) -> None:
    path = write(tmp_path, PROGRAM)
    first = learn(str(path), line=LINE, settings=SETTINGS)
    path.write_text(PROGRAM.replace("return x + 1;", "return x * 7 - 1;"))
    edited = learn(str(path), line=LINE, settings=SETTINGS)
    assert edited["stats"]["solver_calls"] == 0
    assert edited["stats"]["membership_queries"] > 0
    assert automaton(edited) == automaton(first)


def test_edit_inside_the_slice_asks_the_solver_again(tmp_path: Path) -> None:
    path = write(tmp_path, PROGRAM)
    first = learn(str(path), line=LINE, settings=SETTINGS)
    path.write_text(PROGRAM.replace("assert(n != 2);", "assert(n != 3);"))
    edited = learn(str(path), line=LINE, settings=SETTINGS)
    assert edited["stats"]["solver_calls"] > 0
    assert automaton(edited) != automaton(first)
    expected = explore(path, domain=(0, 3)).failing_words(LINE, 3)
    assert expected == {("tick", "tock", "tick", "!error")}
    comparison = compare(edited, expected)
    assert comparison.exact, comparison.describe()


def test_edit_of_a_called_function_asks_the_solver_again(tmp_path: Path) -> None:
    path = write(tmp_path, PROGRAM)
    learn(str(path), line=LINE, settings=SETTINGS)
    calling = "static void tock(void) { tick(); }"
    path.write_text(PROGRAM.replace("static void tock(void) {}", calling))
    edited = learn(str(path), line=LINE, settings=SETTINGS)
    assert edited["stats"]["solver_calls"] > 0
    expected = explore(path, domain=(0, 3)).failing_words(LINE, 3)
    assert expected == {("tick", "tock", "tick", "!error")}
    assert compare(edited, expected).exact


def test_counterexample_lines_follow_a_shift_outside_the_slice(tmp_path: Path) -> None:
    path = write(tmp_path, PROGRAM)
    first = learn(str(path), line=LINE, settings=SETTINGS)
    path.write_text("\n" + PROGRAM)
    shifted = learn(str(path), line=LINE + 1, settings=SETTINGS)
    assert shifted["target"]["line"] == first["target"]["line"] + 1
    before = [i["line"] for i in first["counterexamples"][0]["inputs"]]
    after = [i["line"] for i in shifted["counterexamples"][0]["inputs"]]
    assert after == [line + 1 for line in before]
