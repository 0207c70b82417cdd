"""Issue 19, "Done when", the editor's half: *Learn error language* on the 2015 tool's
Linux-list bubble sort at default settings (60 s budget, the bound driver raising the bound)
returns an automaton — the last bound completed, shown partially while the next is learned — with
the reason it stopped, within the budget (≤ 62 s from the command, the workers being up), and
never a killed worker. Slow: it spends the whole 60 s budget (about 62 s)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client

pytestmark = [pytest.mark.asyncio, pytest.mark.slow]

BUBBLE = (
    Path(__file__).resolve().parents[2]
    / "benchmarks"
    / "programs"
    / "atva2015"
    / "bubble_sort_linux.c"
)
ASSERTION = 35  # 0-based line of _Learn_assert(at->next->prev == at)
BUDGET = 60  # the default errlang.timeout


async def test_learn_on_the_bubble_sort_at_default_settings_ends_within_the_budget(
    workspace: Path, server_env: dict[str, str]
) -> None:
    shutil.copy(BUBBLE, workspace / "bubble.c")
    async with errlang_client(workspace, env=server_env) as client:
        uri = client.open(workspace / "bubble.c")
        await client.ready_workers()  # the budget counts from the command, once they are up
        started = time.monotonic()
        await client.learn(uri, ASSERTION)
        partial_seen: list[tuple[float, int]] = []

        def finished() -> dict[str, object] | None:
            for status in client.statuses:
                for entry in status["targets"]:
                    if entry["line"] != ASSERTION:
                        continue
                    bound = entry.get("partial")
                    if isinstance(bound, int) and bound not in [b for _, b in partial_seen]:
                        partial_seen.append((time.monotonic() - started, bound))
                    if entry["state"] in ("done", "error"):
                        return dict(entry)
            return None

        state = await client.wait_for(finished, BUDGET + 30)
        seconds = time.monotonic() - started
        answer = await client.automaton(uri, ASSERTION)
    print(f"bubble sort, editor learn at default settings: {seconds:.1f} s; partial automata "
          f"(s, bound): {partial_seen}")  # fmt: skip
    assert state["state"] == "done", state  # not "killed by SIGKILL … it was restarted"
    assert seconds <= BUDGET + 2, seconds
    assert partial_seen and partial_seen[0][1] == 1  # bound 1 was shown while learning went on
    automaton = answer["automaton"]
    assert "partial" not in automaton and "partial" not in answer
    bounds = automaton["bounds"]
    assert bounds["loop_bound"] >= max(b for _, b in partial_seen)
    assert bounds["stopped"]  # why it stopped (and what to change, when a budget ran out)
    if "ran out" in bounds["stopped"]:
        assert "To get further" in bounds["stopped"]
