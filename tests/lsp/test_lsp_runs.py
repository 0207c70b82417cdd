"""End to end over stdio: how runs behave — responsiveness, cancellation, staleness, death.

``ERRLANG_LSP_JOB_DELAY`` makes the (real) engine's learn jobs start late, so that the tests can
act while a run is in progress; ``:hard`` makes the wait ignore cancellation.
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path

import pytest
from errlang.session.hold import HOLD_VARIABLE
from errlang_lsp.testing import ErrlangClient, errlang_client, lens_at
from lsprotocol import types

pytestmark = pytest.mark.asyncio

FAILING = 21


async def _running_learn(client: ErrlangClient, workspace: Path) -> tuple[str, str, int]:
    """Open bank.c; wait until its marked target is being learned: (uri, token, worker pid)."""
    uri = client.open(workspace / "bank.c")
    await client.wait_for_state(uri, FAILING, "running")
    token = await client.wait_for(lambda: next(iter(client.progress_reports), None))
    workers = await client.workers()
    pid = next(w["pid"] for w in workers if w["job"] and w["job"]["kind"] == "learn")
    return uri, str(token), pid


async def test_requests_answer_while_learning(workspace: Path, server_env: dict[str, str]) -> None:
    env = {**server_env, "ERRLANG_LSP_JOB_DELAY": "learn=20:hard"}
    async with errlang_client(workspace, env=env) as client:
        uri, _, _ = await _running_learn(client, workspace)
        started = time.monotonic()
        await client.hover_text(uri, FAILING)
        await client.code_lenses(uri)
        assert (await client.automaton(uri, FAILING))["status"] == "running"
        # answered while the learn (held 20 s) runs, not after it: three requests well within
        # its time (1.18 s once in a clean-clone run beside the other pytest worker, so no
        # quiet-machine figure such as 1 s is asserted)
        assert time.monotonic() - started < 5.0


async def test_cancel_from_progress(workspace: Path, server_env: dict[str, str]) -> None:
    env = {**server_env, "ERRLANG_LSP_JOB_DELAY": "learn=20"}
    async with errlang_client(workspace, env=env) as client:
        uri, token, pid = await _running_learn(client, workspace)
        client.window_work_done_progress_cancel(types.WorkDoneProgressCancelParams(token=token))
        entry = await client.wait_for_state(uri, FAILING, "error", timeout=5)
        assert "cancelled" in entry["message"]
        end = await client.wait_for(
            lambda: isinstance(client.progress_reports[token][-1], types.WorkDoneProgressEnd)
        )
        assert end
        assert pid in [w["pid"] for w in await client.workers()]  # cooperative: same worker
        lens = lens_at(await client.code_lenses(uri), FAILING)
        assert lens is not None and lens.title == "Learn error language"


async def test_cancel_kills_a_worker_that_does_not_stop(
    workspace: Path, server_env: dict[str, str]
) -> None:
    env = {**server_env, "ERRLANG_LSP_JOB_DELAY": "learn=20:hard"}
    async with errlang_client(workspace, env=env) as client:
        uri, token, pid = await _running_learn(client, workspace)
        client.window_work_done_progress_cancel(types.WorkDoneProgressCancelParams(token=token))
        entry = await client.wait_for_state(uri, FAILING, "error", timeout=5)
        assert "cancelled" in entry["message"]
        pids = [w["pid"] for w in await client.workers()]
        assert pid not in pids and len(pids) == 2
        assert not [d for d in client.diagnostics.get(uri, []) if d.code == "learn-failed"]


async def test_edit_during_a_run_makes_its_result_stale(
    workspace: Path, server_env: dict[str, str]
) -> None:
    env = {**server_env, "ERRLANG_LSP_JOB_DELAY": "learn=1"}
    async with errlang_client(workspace, env=env) as client:
        uri = client.open(workspace / "bank.c")
        await client.wait_for_state(uri, FAILING, "running")
        version = client.edit(uri, 0, "// a comment\n")  # the target moves down one line
        entry = await client.wait_for_state(uri, FAILING + 1, "stale", timeout=20)
        assert "version 1" in entry["message"]
        answer = await client.automaton(uri, FAILING + 1)
        assert answer["status"] == "stale" and answer["version"] == 1
        assert answer["automaton"]["states"]
        lens = lens_at(await client.code_lenses(uri), FAILING + 1)
        assert (
            lens is not None
            and lens.title == "Error language: outdated (the file changed) · Show automaton"
        )
        # stale results are never published as current diagnostics
        assert all(p.version == 1 for p in client.published.get(uri, []))
        client.save(uri)
        await client.wait_for_state(uri, FAILING + 1, "done", timeout=30)
        answer = await client.automaton(uri, FAILING + 1)
        assert answer["status"] == "done" and answer["version"] == version


async def test_killed_worker_is_restarted_and_reported(
    workspace: Path, server_env: dict[str, str]
) -> None:
    env = {**server_env, "ERRLANG_LSP_JOB_DELAY": "learn=20:hard"}
    async with errlang_client(workspace, env=env) as client:
        uri, _, pid = await _running_learn(client, workspace)
        os.kill(pid, signal.SIGKILL)
        entry = await client.wait_for_state(uri, FAILING, "error", timeout=5)
        assert f"worker (pid {pid}) was killed by SIGKILL" in entry["message"]
        assert "restarted" in entry["message"]
        published = await client.wait_for_diagnostics(
            uri, lambda p: any(d.code == "learn-failed" for d in p.diagnostics)
        )
        (failure,) = [d for d in published.diagnostics if d.code == "learn-failed"]
        assert failure.range.start.line == FAILING and "SIGKILL" in failure.message
        pids = [w["pid"] for w in await client.workers()]
        assert pid not in pids and len(pids) == 2
        assert "error" in await client.hover_text(uri, FAILING)
        # the replacement worker answers (membership runs without the test delay)
        answer = await asyncio.wait_for(client.membership(uri, FAILING, ["withdraw"]), 20)
        assert answer["member"] is False


def _reports(client: ErrlangClient, token: str, text: str) -> bool:
    """Whether a progress report of ``token`` says ``text``."""
    reports = client.progress_reports.get(token, [])
    return any(text in (getattr(report, "message", None) or "") for report in reports)


async def test_engine_stops_when_cancelled(
    workspace: Path, server_env: dict[str, str], load_slack: float
) -> None:
    """No server test delay: the engine itself polls cancel() and stops; the worker survives.

    The engine's encoding is held at a known point (``ERRLANG_TEST_HOLD=encode``,
    :mod:`errlang.session.hold`) where it polls cancel() as a slow encoding does: before, the
    test relied on slow.c taking ~30 s, and lost on a day z3 was fast (issue 32)."""
    env = {**server_env, HOLD_VARIABLE: "encode"}
    async with errlang_client(workspace, env=env) as client:
        uri = client.open(workspace / "slow.c")
        target = 18
        await client.wait_for_state(uri, target, "running")
        token = await client.wait_for(lambda: next(iter(client.progress_reports), None))
        workers = await client.workers()
        pid = next(w["pid"] for w in workers if w["job"] and w["job"]["kind"] == "learn")
        # past parsing (which does not poll cancel()): learning a bound, its encoding held
        await client.wait_for(lambda: _reports(client, token, "loop bound"), timeout=60)
        await asyncio.sleep(1.0)  # let the engine get going
        started = time.monotonic()
        client.window_work_done_progress_cancel(types.WorkDoneProgressCancelParams(token=token))
        entry = await client.wait_for_state(uri, target, "error", timeout=5 + load_slack)
        assert "cancelled" in entry["message"]
        assert time.monotonic() - started < 2.0 + load_slack
        assert pid in [w["pid"] for w in await client.workers()]
