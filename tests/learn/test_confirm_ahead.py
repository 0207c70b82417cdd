"""The check of a fixed bound's picture at b+1 in a forked child (session/confirm_ahead.py, issue
31 item 5): the same verdict as in this process, no child left behind, and the check still
runs where no child can be had."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from errlang.session import Settings, confirm_ahead, forked, learn_picture
from errlang.session.analysis import Analysis

PROGRAM = Path(__file__).resolve().parents[2] / "benchmarks/programs/atva2015/sll_to_dll_rev.c"
LINE = 81


def picture_check(bound: int) -> tuple[int, tuple[int, ...], tuple[int, ...], tuple[str, ...]]:
    settings = Settings(timeout=120.0, loop_bound=bound, max_length=28)
    result = Analysis(str(PROGRAM), None, settings).learn(LINE)
    shown = result.picture
    assert shown is not None
    return len(shown.picture.dfa.states), shown.confirmed_at, shown.refuted_at, shown.refuted_by


def children() -> list[int]:
    """This process's child processes that are still there (zombies included)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == os.getpid():
                found.append(int(entry.name))
    return found


@pytest.fixture(autouse=True)
def generous(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A cold cache, and budgets no machine load runs out of (the verdict must not depend on
    how fast the machine is today)."""
    monkeypatch.setenv("ERRLANG_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(confirm_ahead, "CONFIRM_SHARE", 1.0)
    monkeypatch.setattr(confirm_ahead, "CONFIRM_FACTOR", 1000.0)
    monkeypatch.setattr(learn_picture, "PICTURE_AT_LEAST", 60.0)  # the picture's search too
    monkeypatch.setattr(learn_picture, "PICTURE_SHARE", 1.0)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_the_child_gives_the_verdict_of_the_check_in_process_and_is_gone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started: list[confirm_ahead.Ahead] = []
    start = confirm_ahead.Ahead.start

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        ahead = start(*args, **kwargs)
        started.extend([ahead] if ahead else [])
        return ahead

    monkeypatch.setattr(confirm_ahead.Ahead, "start", counted)
    in_child = picture_check(1)
    assert [a.bound for a in started] == [2]  # the check at b+1 ran in a child
    assert not [pid for pid in children() if pid == started[0].child.pid]
    monkeypatch.setattr(confirm_ahead.Ahead, "start", lambda *a, **k: None)
    assert picture_check(1) == in_child
    assert in_child[2] == (2,)  # refuted at 2 (tests/learn/table1_results.json)


def test_without_a_child_the_check_runs_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_process(work):  # type: ignore[no-untyped-def]
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(confirm_ahead, "start_forked", no_process)
    states, confirmed, refuted, by = picture_check(1)
    assert states == 12 and not confirmed
    assert refuted == (2,) and by == ("create_sll", "chain_node", "alloc_node", "!error")


def test_a_waiting_parent_stops_a_child_when_it_is_cancelled() -> None:
    child = forked.start_forked(lambda send: time.sleep(30))
    assert child is not None
    began = time.monotonic()
    outcome = child.outcome(time.monotonic() + 30, cancel=lambda: time.monotonic() > began + 0.2)
    assert outcome.killed and not outcome.finished
    assert time.monotonic() - began < 10
