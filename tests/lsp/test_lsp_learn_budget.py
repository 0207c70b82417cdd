"""The editor's learn keeps its budget and shows the last bound learned (issue 19): the engine's
deadline is below the worker pool's kill timeout (timeout + 10 s), so a learn that runs out of
time ends as a done automaton with the reason, never as a killed worker."""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client

pytestmark = pytest.mark.asyncio

# the bubble sort: its first loop bounds are learned quickly, a larger one does not fit in the
# budget (sll_to_dll_rev served here until its loop bound 2 became fast)
BUBBLE = (
    Path(__file__).resolve().parents[2]
    / "benchmarks"
    / "programs"
    / "atva2015"
    / "bubble_sort_linux.c"
)
ASSERTION = 35  # 0-based line of inspect's assertion
TIMEOUT = 5


async def test_a_learn_that_runs_out_of_time_shows_the_last_bound_with_the_reason(
    workspace: Path, server_env: dict[str, str]
) -> None:
    shutil.copy(BUBBLE, workspace / "bubble.c")
    settings = {"timeout": TIMEOUT}
    async with errlang_client(workspace, env=server_env, settings=settings) as client:
        uri = client.open(workspace / "bubble.c")
        await client.ready_workers()  # the time counts from the command, once they are up
        started = time.monotonic()
        await client.learn(uri, ASSERTION)
        state = await client.wait_for_state(uri, ASSERTION, ("done", "failed"), timeout=60)
        seconds = time.monotonic() - started
        assert state["state"] == "done", state
        answer = await client.automaton(uri, ASSERTION)
    assert seconds < TIMEOUT + 6, seconds  # not the pool's kill at TIMEOUT + 10 s
    automaton = answer["automaton"]
    shown = automaton["bounds"]["loop_bound"]
    assert automaton["bounds"]["bounds_tried"] == list(range(1, shown + 1))
    stopped = automaton["bounds"]["stopped"]
    # ran out, or the next bound's check did not finish in its share and learning that bound
    # would not fit in what was left (session/driver.py): either way the budget stopped it
    assert re.search(rf"time budget of {TIMEOUT} s (ran out|is too short to go on)", stopped)
    assert f"at loop bound {shown + 1}" in stopped
    assert f"the automaton of loop bound {shown} is shown" in stopped
    assert "raise the timeout" in stopped
