"""One membership path: the analysis answers exactly as the automaton it learned (|w| ≤ n)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from errlang.session import Analysis, Settings

PROGRAMS = Path(__file__).parent.parent / "explain" / "programs"


@pytest.mark.parametrize(
    ("name", "line", "function"),
    [("door.c", 9, None), ("threshold.c", 13, None), ("door.c", None, "main")],
)
def test_membership_agrees_with_the_learned_automaton(
    name: str, line: int | None, function: str | None
) -> None:
    analysis = Analysis(str(PROGRAMS / name), None, Settings())
    learned = analysis.learn(line, function)
    assert learned.guarantee.unproven == ()
    letters = (*learned.letters, learned.final_letter)
    n = learned.bounds.max_length
    for length in range(n + 1):
        for word in itertools.product(letters, repeat=length):
            answer = analysis.membership(word, line=line, function=function)
            assert answer.member == learned.dfa.accepts(word), word
            assert (answer.loop_bound, answer.max_length) == (learned.bounds.loop_bound, n)
            if answer.member:
                assert answer.run is not None and answer.run.word == word
