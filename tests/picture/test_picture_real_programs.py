"""The picture on the programs users bring first (issue 20): a Linux-list bubble sort in the
2015 tool's style at (b, n) = (3, 15), and a command loop whose iterations may emit nothing."""

from __future__ import annotations

import itertools
import time

import pytest
from errlang.encoder.encoding import ERROR_LETTER as ERR
from errlang.teacher.decided import decided_words, picture_of
from picture_support import learn_at

INSERT = ("gl_insert", "list_add", "__list_add")


def test_bubble_sort_list_picture_loops_on_the_insertion_sequence() -> None:
    learned = learn_at("bubble_sort_list.c", 46, 3, max_length=15)
    decided = decided_words(learned.teacher, learned.exact)
    started = time.perf_counter()
    picture = picture_of(decided)
    seconds = time.perf_counter() - started
    assert seconds <= 2.0, seconds  # measured 0.2-0.4 s on the shared 2-core machine
    assert len(picture.dfa.states) <= 8 and picture.minimal and not picture.timed_out
    assert len(learned.exact.states) >= 13  # the exact automaton is the unrolled chain
    for k in range(1, 7):  # the loop: beyond the bound of 3 insertions too
        assert picture.dfa.accepts(("gl_read", *INSERT * k, "inspect", ERR)), k
    assert not picture.dfa.accepts(("gl_read", "inspect", ERR))
    assert not picture.dfa.accepts(("gl_read", *INSERT, "gl_insert", "inspect", ERR))
    assert {letter for _, letter in picture.loops} == set(INSERT)


SESSION = ("s_open", "s_read", "s_write", "s_close")


def test_session_picture_does_not_claim_writes_right_after_open() -> None:
    learned = learn_at("session_api.c", 13, 3)
    decided = decided_words(learned.teacher, learned.exact)
    assert decided.cuts.subsumed  # the silent iterations (op = 5) were left out
    picture = picture_of(decided)
    accepts = picture.dfa.accepts
    assert not accepts(("s_open", "s_write", ERR))
    assert not accepts(("s_open", "s_read", "s_write", ERR))
    assert accepts(("s_open", "s_close", "s_write", ERR))
    assert accepts(("s_open", "s_read", "s_close", "s_write", ERR))
    assert picture.loops  # and it generalises beyond the bound:
    assert accepts(("s_open", "s_write", "s_read", "s_write", "s_close", "s_read", "s_write", ERR))


@pytest.mark.parametrize(
    ("name", "line", "letters"),
    [("session_api.c", 13, SESSION), ("event_loop.c", 20, ("connect", "ack", "send", "hangup"))],
)
def test_decided_rejects_hold_at_a_larger_bound(
    name: str, line: int, letters: tuple[str, ...]
) -> None:
    """Soundness of leaving the stutters out and of deciding a cut word followed by the error
    letter: every word the bound-3 analysis decides to reject is no failing word at bound 5
    either (membership queries to the program)."""
    small = learn_at(name, line, 3)
    decided = decided_words(small.teacher, small.exact)
    assert not decided.final_after_cut
    spec = decided.automaton()
    assert spec is not None
    large = learn_at(name, line, 5, max_length=small.teacher.max_length)
    rejected = 0
    for k in range(1, small.teacher.max_length + 1):
        for word in itertools.product((*letters, ERR), repeat=k):
            if spec.verdict(word) == "reject" and word[-1] == ERR and ERR not in word[:-1]:
                rejected += 1
                assert not large.teacher.membership(word), word
    assert rejected > 20


def test_a_silent_iteration_that_changes_live_state_is_no_stutter() -> None:
    learned = learn_at("silent_counter.c", 10, 3)
    decided = decided_words(learned.teacher, learned.exact)
    spec = decided.automaton()
    assert spec is not None
    # three silent credit++ reach the bound with the empty word: spend may fail after them
    assert spec.verdict(("spend", ERR)) != "reject"
    assert learn_at("silent_counter.c", 10, 4).teacher.membership(("spend", ERR))


def test_picture_after_takes_an_explicit_budget_and_says_when_it_ran_out() -> None:
    from errlang.session.picture import picture_after

    learned = learn_at("bubble_sort_list.c", 46, 3, max_length=15)
    deadline = time.perf_counter() + 60
    starved = picture_after(None, learned.teacher, learned.exact, deadline, budget_seconds=0.0)
    assert starved.picture.timed_out and "budget of 0 s ran out" in starved.guarantee()
    fed = picture_after(None, learned.teacher, learned.exact, deadline)
    assert not fed.picture.timed_out and len(fed.picture.dfa.states) == 7
