"""Partial results of the bound driver (issue 19: "the view shows bound 1's automaton while
bound 2 is learned"): ``learn(..., partial=...)`` is given the automaton of every bound the
driver completed before it goes on, marked partial and saying which bound is being learned."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from errlang.session.api import learn
from errlang.session.settings import Settings

PROGRAM = """\
#include <assert.h>
int nondet(void);
void a(void) {}
void b(void) {}
int main(void) {
  int n = 0;
  while (nondet()) {
    if (nondet()) { a(); n++; } else { b(); }
  }
  assert(n < 2);
  return 0;
}
"""


def test_each_completed_bound_is_reported_before_the_next_is_learned(tmp_path: Path) -> None:
    source = tmp_path / "count.c"
    source.write_text(PROGRAM)
    shown: list[dict[str, Any]] = []
    final = learn(str(source), line=10, partial=shown.append)
    assert shown, "the driver went through several bounds but reported none"
    tried = [p["bounds"]["loop_bound"] for p in shown]
    # since issue 31 the final bound's own picture is shown too while it is checked at the
    # next bound by queries (a picture confirmed there stops the driver at that bound)
    assert tried == sorted(tried) and tried[-1] <= final["bounds"]["loop_bound"]
    assert (
        tried[-1] < final["bounds"]["loop_bound"]
        or "checked by queries" in (final["bounds"]["stopped"])
    )
    for automaton in shown:
        assert automaton["partial"] is True
        bound = automaton["bounds"]["loop_bound"]
        assert automaton["bounds"]["stopped"] == (
            f"still learning: loop bound {bound + 1} is being learned"
        )
        # since issue 31 a partial result lists its bound's shortest failing runs too (the
        # view shows counterexamples at every stage): each a failing word of that bound
        for run in automaton["counterexamples"]:
            assert (
                run["word"][-1] == "!error"
                and len(run["word"]) <= automaton["bounds"]["max_length"]
            )
    assert any(a["counterexamples"] for a in shown if a["states"] and len(a["states"]) > 1)
    assert "partial" not in final


def test_a_fixed_bound_reports_no_partial_result(tmp_path: Path) -> None:
    source = tmp_path / "count.c"
    source.write_text(PROGRAM)
    shown: list[dict[str, Any]] = []
    learn(str(source), line=10, settings=Settings(loop_bound=2), partial=shown.append)
    assert shown == []
