"""A computation with a hard time limit in a forked child (session/forked.py): its value comes
back, its exception is raised here, and one that overruns is killed on time — even when it
holds the GIL the whole time (as python-sat's CaDiCaL does) — with the last value it sent
before (the picture's best automaton so far)."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable

import pytest
from errlang.session import forked
from errlang.session.forked import Overran, best_within, call_within, run_forked


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


def test_the_last_value_sent_comes_back_when_the_child_is_killed() -> None:
    def improve(send: Callable[[int], None]) -> int:
        for best in (9, 7, 5):  # each a better answer, sent before the search goes on
            send(best)
        while True:  # then a proof that never ends
            pass

    started = time.monotonic()
    assert best_within(improve, 0.5) == (5, False)
    assert time.monotonic() - started < 2.0


def test_a_finished_child_gives_its_result_not_what_it_sent() -> None:
    def improve(send: Callable[[int], None]) -> int:
        send(9)
        return 4

    assert best_within(improve, 5.0) == (4, True)


def test_a_message_cut_off_by_the_kill_leaves_the_earlier_ones_readable(monkeypatch) -> None:
    whole = forked._write
    calls = []

    def stuck_halfway(fd: int, tag: bytes, payload: bytes) -> None:
        calls.append(tag)
        if len(calls) == 1:
            whole(fd, tag, payload)
            return
        os.write(fd, forked._HEADER.pack(tag, len(payload)) + payload[: len(payload) // 2])
        while True:  # killed in the middle of the second message
            pass

    monkeypatch.setattr(forked, "_write", stuck_halfway)

    def improve(send: Callable[[bytes], None]) -> bytes:
        send(b"first")
        send(b"second, never whole")
        return b"never"

    assert best_within(improve, 0.5) == (b"first", False)


def test_how_a_child_ended_without_a_result_is_said() -> None:
    killed = run_forked(lambda send: os.kill(os.getpid(), signal.SIGSEGV), time.monotonic() + 5)
    assert not killed.finished and "killed by signal SIGSEGV" in killed.reason
    failed = run_forked(lambda send: 1 // 0, time.monotonic() + 5)
    assert isinstance(failed.error, ZeroDivisionError) and "division" in failed.error_text
