"""Every job ends with a readable status while the workers' fork server warms up or dies
(issue 32; docs/server.md, "Workers"): a learn cancelled while it is queued behind the fork
server's warm-up, a fork server killed in its warm-up (the pool spawns its workers), a worker
forked from it killed while it learns, and a pool whose workers cannot start at all.

The fake engine holds the fork server in its import until the test creates a file
(``FAKE_ENGINE_FORKSERVER_HOLD``), so "while it warms up" is a state the test controls, not a
race."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path
from typing import Any

import pytest
from errlang_lsp.pool import JobSpec, WorkerPool
from errlang_lsp.preload import START_ENV
from errlang_lsp.state import CANCELLED
from errlang_lsp.testing import ErrlangClient, errlang_client
from fake_engine import HOLD_ENV
from lsprotocol import types
from processes import fork_servers

PROGRAM = "int main(void) {\n  int x = 0;\n  assert(x == 1);\n  return 0;\n}\n"
SLOW = "int main(void) {\n  int x = 0; // SLEEP(60)\n  assert(x == 1);\n  return 0;\n}\n"
ASSERTION = 2  # 0-based


@pytest.fixture
def gate(tmp_path: Path) -> Path:
    """Created by a test to let the fork server finish its import."""
    return tmp_path / "fork-server-may-go-on"


@pytest.fixture
def held_env(fake_engine_env: dict[str, str], gate: Path) -> dict[str, str]:
    return {**fake_engine_env, START_ENV: "forkserver", HOLD_ENV: str(gate)}


def _server_pid(client: ErrlangClient) -> int:
    assert client._server is not None
    return client._server.pid


async def _fork_server(client: ErrlangClient) -> int:
    for _ in range(1500):
        found = fork_servers(_server_pid(client))
        if found:
            return found[0]
        await asyncio.sleep(0.02)
    raise TimeoutError("the server started no fork server")


async def _open_and_learn(client: ErrlangClient, workspace: Path, text: str) -> str:
    path = workspace / "ends.c"
    path.write_text(text)
    uri = client.open(path)
    assert (await client.learn(uri, ASSERTION))["state"] == "queued"
    return uri


@pytest.mark.asyncio
async def test_a_learn_cancelled_while_queued_behind_the_warm_up_ends_cancelled(
    workspace: Path, held_env: dict[str, str], gate: Path
) -> None:
    async with errlang_client(workspace, env=held_env, fresh=True) as client:
        uri = await _open_and_learn(client, workspace, PROGRAM)
        queued = await client.wait_for_state(uri, ASSERTION, "queued")
        assert [w["pid"] for w in await client.workers()] == [None, None]  # still warming up
        client.window_work_done_progress_cancel(
            types.WorkDoneProgressCancelParams(token=queued["progress"])
        )
        ended = await client.wait_for_state(uri, ASSERTION, "error")
        assert ended["message"] == CANCELLED
        gate.touch()  # the fork server goes on: the pool works, its workers preloaded
        await client.wait_for_diagnostics(uri, lambda p: bool(p.diagnostics), timeout=60)
        workers = await client.ready_workers()
        assert all(w["preloaded"] for w in workers)


@pytest.mark.asyncio
async def test_a_fork_server_killed_in_its_warm_up_leaves_spawned_workers(
    workspace: Path, held_env: dict[str, str]
) -> None:
    async with errlang_client(workspace, env=held_env, fresh=True) as client:
        uri = await _open_and_learn(client, workspace, PROGRAM)
        await client.wait_for_state(uri, ASSERTION, "queued")
        os.kill(await _fork_server(client), signal.SIGKILL)  # held in its import: warming up
        done = await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        assert done["kind"] == "assertion"
        await client.wait_for_diagnostics(uri, lambda p: bool(p.diagnostics), timeout=60)
        workers = await client.ready_workers()
        assert len(workers) == 2 and not any(w["preloaded"] for w in workers)


@pytest.mark.asyncio
async def test_a_forked_worker_killed_while_it_learns_ends_the_learn_with_why(
    workspace: Path, held_env: dict[str, str], gate: Path
) -> None:
    gate.touch()
    async with errlang_client(workspace, env=held_env, fresh=True) as client:
        uri = await _open_and_learn(client, workspace, SLOW)
        await client.wait_for_state(uri, ASSERTION, "running", timeout=60)
        learning = [w for w in await client.workers() if (w["job"] or {}).get("kind") == "learn"]
        assert len(learning) == 1 and learning[0]["preloaded"]
        os.kill(learning[0]["pid"], signal.SIGKILL)
        ended: dict[str, Any] = await client.wait_for_state(uri, ASSERTION, "error")
        assert "killed by SIGKILL" in ended["message"] and "restarted" in ended["message"]
        replaced = await client.ready_workers(besides=learning[0]["pid"])
        assert all(w["preloaded"] for w in replaced)  # forked again, from the same fork server


@pytest.mark.asyncio
@pytest.mark.usefixtures("fake_engine_importable")
async def test_a_pool_whose_workers_cannot_start_fails_every_job_with_why(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_process(pool: WorkerPool) -> None:
        raise OSError("no processes left")

    monkeypatch.setattr(WorkerPool, "_spawn", no_process)
    pool = WorkerPool(size=2, engine="fake_engine")
    pool.start()
    try:
        queued = pool.submit(JobSpec("check", {"path": "x.c", "text": "int main(){}"}))
        later = pool.submit(JobSpec("learn", {"path": "x.c", "text": "int main(){}", "line": 1}))
        for job in (queued, later):
            outcome = await asyncio.wait_for(job.future, 10)
            assert outcome.status == "failed"
            assert "could not be started: no processes left" in outcome.message
    finally:
        pool.shutdown()


@pytest.mark.asyncio
async def test_a_fork_server_killed_while_a_worker_learns_ends_the_learn_with_why(
    workspace: Path, held_env: dict[str, str], gate: Path
) -> None:
    gate.touch()
    async with errlang_client(workspace, env=held_env, fresh=True) as client:
        uri = await _open_and_learn(client, workspace, SLOW)
        await client.wait_for_state(uri, ASSERTION, "running", timeout=60)
        os.kill(await _fork_server(client), signal.SIGKILL)  # its workers die with it
        ended: dict[str, Any] = await client.wait_for_state(uri, ASSERTION, "error")
        assert "ended with the workers' fork server, which was killed by SIGKILL" in ended[
            "message"
        ] and ended["message"].endswith("it was restarted")
        workers = await client.ready_workers()
        assert len(workers) == 2 and not any(w["preloaded"] for w in workers)  # spawned
        client.replace_all(uri, PROGRAM)
        await client.learn(uri, ASSERTION)  # learned again by the new workers
        done = await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        assert done["kind"] == "assertion"
