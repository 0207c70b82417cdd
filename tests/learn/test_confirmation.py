"""Confirming a picture at b+1 by queries (teacher/confirmation.py) gives the verdict that
learning at b+1 and comparing with its decided words gives (teacher/decided.py's ``confirm``),
on pictures that are confirmed and on pictures that are refuted."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.learner.base import learn
from errlang.session import Settings
from errlang.session.analysis import Analysis
from errlang.teacher import confirmation
from errlang.teacher.confirmation import confirm_by_queries
from errlang.teacher.decided import ConfirmedPicture, confirm, decided_words, follow

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


def picture_at(analysis: Analysis, bound: int) -> ConfirmedPicture:
    teacher = analysis.teacher(analysis.target(LINE), bound, 6)
    return follow(None, decided_words(teacher, learn(teacher).dfa), 5.0)


@pytest.mark.parametrize("free_queries", [0, 8])  # cut words enumerated at once, or asked
@pytest.mark.parametrize("condition", ["== 0", "!= 2", "< 3", "!= 1"])
def test_confirmation_by_queries_agrees_with_learning_at_the_next_bound(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, condition: str, free_queries: int
) -> None:
    monkeypatch.setattr(confirmation, "FREE_QUERIES", free_queries)
    path = tmp_path / "loop.c"
    path.write_text(LOOP % condition)
    analysis = Analysis(str(path), None, Settings(timeout=60.0))
    for bound in (1, 2):
        picture = picture_at(analysis, bound)
        following = analysis.teacher(analysis.target(LINE), bound + 1, 6)
        expected = confirm(picture, decided_words(following, learn(following).dfa))
        checked = confirm_by_queries(picture, following)
        assert checked is not None
        assert checked.confirmed_at == expected.confirmed_at, (condition, bound)
        assert checked.refuted_at == expected.refuted_at, (condition, bound)
