"""The picture on the programs users bring first (issue 20): a Linux-list bubble sort in the
2015 tool's style at (b, n) = (3, 15), and a command loop whose iterations may emit nothing."""

from __future__ import annotations

import time

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
