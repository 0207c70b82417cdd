"""Confirming a picture at b+1 by queries (teacher/confirmation.py) gives the verdict that
learning at b+1 and comparing with its decided words gives (teacher/decided.py's ``confirm``),
on pictures that are confirmed and on pictures that are refuted."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.automata.dfa import DFA
from errlang.automata.picture import exact_picture
from errlang.learner.base import learn
from errlang.session import Settings
from errlang.session.analysis import Analysis
from errlang.teacher import confirmation
from errlang.teacher.confirmation import confirm_by_queries, missing_candidates
from errlang.teacher.decided import (
    ConfirmedPicture,
    DecidedWords,
    confirm,
    decided_words,
    follow,
)

LOOP = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static void tick(void) {}
static void tock(void) {}
int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    tick();
    n++;
  }
  tock();
  assert(n %s);
  return 0;
}
"""
LINE = 12


def picture_at(analysis: Analysis, bound: int) -> tuple[ConfirmedPicture, DecidedWords]:
    teacher = analysis.teacher(analysis.target(LINE), bound, 6)
    decided = decided_words(teacher, learn(teacher).dfa)
    return follow(None, decided, 5.0), decided


@pytest.mark.parametrize("known", [False, True])  # with the decided words of b, or without
@pytest.mark.parametrize("free_queries", [0, 8])  # cut words enumerated at once, or asked
@pytest.mark.parametrize("condition", ["== 0", "!= 2", "< 3", "!= 1"])
def test_confirmation_by_queries_agrees_with_learning_at_the_next_bound(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, condition: str, free_queries: int,
    known: bool,
) -> None:  # fmt: skip
    monkeypatch.setattr(confirmation, "FREE_QUERIES", free_queries)
    path = tmp_path / "loop.c"
    path.write_text(LOOP % condition)
    analysis = Analysis(str(path), None, Settings(timeout=60.0))
    for bound in (1, 2):
        picture, decided = picture_at(analysis, bound)
        following = analysis.teacher(analysis.target(LINE), bound + 1, 6)
        expected = confirm(picture, decided_words(following, learn(following).dfa))
        if known:  # the candidates of b answer the missing-word half: never the one query
            monkeypatch.setattr(following, "missing_word", _not_asked)
        checked = confirm_by_queries(picture, following, before=decided if known else None)
        assert checked is not None
        assert checked.confirmed_at == expected.confirmed_at, (condition, bound)
        assert checked.refuted_at == expected.refuted_at, (condition, bound)


def _not_asked(hypothesis: DFA) -> None:
    raise AssertionError("the one query over all runs was asked")


MISSING = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static void tick(void) {}
static void tock(void) {}
int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    tick();
    n++;
  }
  tock();
  assert(n != 1 && n != 3);
  return 0;
}
"""


def test_a_candidate_missing_word_refutes_the_picture(tmp_path: Path) -> None:
    """`n != 1 && n != 3` at b = 2: Fail(P, 2, 6) = {tick tock err}, the cut word is tick tick.
    Its exact automaton as the picture rejects `tick tick tick tock err` (free at 2, a failure
    at 3): the candidates left by b's decided words include it, and it refutes the picture."""
    path = tmp_path / "loop.c"
    path.write_text(MISSING)
    analysis = Analysis(str(path), None, Settings(timeout=60.0))
    teacher = analysis.teacher(analysis.target(LINE), 2, 6)
    decided = decided_words(teacher, learn(teacher).dfa)
    assert decided.cuts.words == frozenset({("tick", "tick")})
    following = analysis.teacher(analysis.target(LINE), 3, 6)
    spec = decided.automaton()
    assert spec is not None
    picture = decided.exact  # right on b's decided words (it is Fail(P, 2, 6)), no loop
    candidates = missing_candidates(
        picture, spec, following.projection, following.final_letter, following.max_length
    )
    assert candidates is not None
    assert ("tick", "tick", "tick", "tock", "!error") in candidates
    assert ("tick", "tock", "!error") not in candidates  # decided at 2, and accepted
    assert all(len(word) <= 6 and not picture.accepts(word) for word in candidates)
    confirmed = ConfirmedPicture(exact_picture(picture, "test"), 2, 6)
    checked = confirm_by_queries(confirmed, following, before=decided)
    assert checked is not None and checked.refuted_at == (3,)
    assert checked.refuted_by == ("tick", "tick", "tick", "tock", "!error")
    assert checked.refuted_failing  # a failure of bound 3 that the picture rejects
