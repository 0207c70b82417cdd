"""The bound driver does not stop at its usual largest bound (4) while nothing fails: a bug
that needs five loop iterations (the fresh ring buffer's shape, tests/learn/programs/fresh)
is learned without --loop-bound, as check finds it."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.session import Settings, learn
from errlang.session.driver import EMPTY_DRIVER_BOUND, MAX_DRIVER_BOUND

FIVE = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static void tick(void) {}
int main(void) {
  int count = 0;
  for (int i = 0; i < 5; i++)
    if (__VERIFIER_nondet_int()) {
      tick();
      count++;
    }
  assert(count != 5);
  return 0;
}
"""


def test_driver_deepens_past_its_largest_bound_while_the_language_is_empty(
    tmp_path: Path,
) -> None:
    assert MAX_DRIVER_BOUND < 5 <= EMPTY_DRIVER_BOUND
    path = tmp_path / "five.c"
    path.write_text(FIVE)
    result = learn(str(path), line=11, settings=Settings(timeout=60.0))
    bounds = result["bounds"]
    assert bounds["bounds_tried"] == [1, 2, 3, 4, 5]
    assert "no run reaches loop bound 5" in bounds["stopped"]
    assert [c["word"] for c in result["counterexamples"]] == [["tick"] * 5 + ["!error"]]
    assert result["guarantee"]["unproven"] == []


def test_driver_stops_at_its_largest_bound_once_something_fails(tmp_path: Path) -> None:
    path = tmp_path / "four.c"
    unbounded = FIVE.replace("for (int i = 0; i < 5; i++)", "while (__VERIFIER_nondet_int())")
    path.write_text(unbounded.replace("count != 5", "count < 2"))  # fails from bound 2 on
    result = learn(str(path), line=11, settings=Settings(timeout=60.0))
    assert result["bounds"]["bounds_tried"][-1] <= MAX_DRIVER_BOUND


def test_an_empty_language_needs_no_cut_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no failing word the smallest automaton right on the decided words is the empty one,
    whatever the bound leaves free: the driver does not list the cut words (on the fresh ring
    buffer, bounds 1-4 are empty and their cut words took 5 of the learn's 6.7 s)."""
    from errlang.session import learn_picture

    def listed(*args: object, **kwargs: object) -> None:
        raise AssertionError("cut words listed for an empty language")

    monkeypatch.setattr(learn_picture, "decided_words", listed)
    path = tmp_path / "five.c"
    path.write_text(FIVE)
    result = learn(str(path), line=11, settings=Settings(loop_bound=3, timeout=60.0))
    assert not any(state["accepting"] for state in result["states"])
    picture = result["picture"]
    assert picture["exact"]
    assert "no run within loop bound 3 fails" in picture["reason"]
