"""A computation with a hard time limit in a forked child (session/forked.py): its value comes
back, its exception is raised here, and one that overruns is killed on time — even when it
holds the GIL the whole time (as python-sat's CaDiCaL does)."""

from __future__ import annotations

import time

import pytest
from errlang.session.forked import Overran, call_within


def test_the_value_comes_back() -> None:
    assert call_within(lambda: {"states": (0, 1)}, 5.0) == {"states": (0, 1)}


def test_an_exception_is_raised_here() -> None:
    def fail() -> int:
        raise ValueError("no separating automaton")

    with pytest.raises(ValueError, match="no separating automaton"):
        call_within(fail, 5.0)


def test_an_overrun_is_killed_on_time() -> None:
    def spin() -> int:
        while True:  # pure Python: never yields to a timer in this process
            pass

    started = time.monotonic()
    with pytest.raises(Overran):
        call_within(spin, 0.3)
    assert time.monotonic() - started < 2.0
