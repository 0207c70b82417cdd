"""Abandoned z3 work is waited for before new work starts (teacher/abandoned_work.py
``settle``): a thread told to stop that ends in time is forgotten; one still running past the
wait is kept, and the wait does not outlast its seconds."""

from __future__ import annotations

import threading
import time

from errlang.teacher import abandoned_work as solver


def test_abandoned_work_that_ends_is_waited_for_and_forgotten(monkeypatch) -> None:
    monkeypatch.setattr(solver, "_ABANDONED", [])
    stop = threading.Event()
    thread = threading.Thread(target=lambda: stop.wait(0.3), daemon=True)
    thread.start()
    solver.abandon((object(), thread))
    assert solver.abandoned()
    assert solver.settle(5.0)
    assert not thread.is_alive() and not solver.abandoned()


def test_work_still_running_is_kept_and_the_wait_is_bounded(monkeypatch) -> None:
    monkeypatch.setattr(solver, "_ABANDONED", [])
    stop = threading.Event()
    thread = threading.Thread(target=stop.wait, daemon=True)
    thread.start()
    solver.abandon(thread)
    started = time.monotonic()
    assert not solver.settle(0.2)
    assert time.monotonic() - started < 1.0 and solver.abandoned()
    stop.set()
    assert solver.settle(5.0) and not solver.abandoned()
