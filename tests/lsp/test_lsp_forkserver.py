"""The server's workers come from a fork server that imported the engine once (docs/server.md,
"Workers"; ``errlang_lsp.pool``, ``errlang_lsp.preload``): every worker, the first ones and a
replacement, starts with the engine loaded; the fork server forks from one thread; killing the
server ends the fork server and every worker. And the pool's way out when the fork server
cannot start: it spawns its workers."""

from __future__ import annotations

import asyncio
import os
import signal
from multiprocessing import forkserver
from pathlib import Path

import pytest
from errlang_lsp.pool import JobSpec, WorkerPool
from errlang_lsp.preload import START_ENV, preload
from errlang_lsp.testing import errlang_client
from lsprotocol import types
from processes import alive, descendants, fork_servers


def _any_diagnostic(published: types.PublishDiagnosticsParams) -> bool:
    return bool(published.diagnostics)


@pytest.mark.asyncio
async def test_workers_are_forked_with_the_engine_loaded_and_end_with_the_server(
    workspace: Path, server_env: dict[str, str]
) -> None:
    # the default (preload.start_method_from_environment), asked for whatever the caller set
    env = {**server_env, START_ENV: "forkserver"}
    async with errlang_client(workspace, env=env, fresh=True) as client:
        uri = client.open(workspace / "bank.c")
        published = await client.wait_for_diagnostics(uri, _any_diagnostic, timeout=60)
        assert any("balance >= 0" in d.message for d in published.diagnostics)  # the engine works
        workers = await client.ready_workers()
        assert len(workers) == 2 and all(w["preloaded"] for w in workers)
        assert client._server is not None
        server = client._server.pid
        forkservers = fork_servers(server)
        assert len(forkservers) == 1  # and the workers are its children, not the server's
        assert {w["pid"] for w in workers} <= descendants(forkservers[0])
        assert len(os.listdir(f"/proc/{forkservers[0]}/task")) == 1  # forks from one thread

        killed = workers[0]["pid"]
        os.kill(killed, signal.SIGKILL)
        replaced = await client.ready_workers(besides=killed)
        assert all(w["preloaded"] for w in replaced)  # a replacement is forked as cheaply

        tree = descendants(server)
        os.kill(server, signal.SIGKILL)
        for _ in range(600):
            if not alive(tree):
                break
            await asyncio.sleep(0.05)
        assert not alive(tree), "the fork server or a worker outlived the server"


def test_preload_leaves_an_engine_that_does_not_import_to_the_worker() -> None:
    loaded = preload("no_such_engine_module")
    assert loaded == ["errlang_lsp.limits"]  # no exception: the worker reports the error


@pytest.mark.asyncio
@pytest.mark.usefixtures("fake_engine_importable")
async def test_a_pool_whose_fork_server_cannot_start_spawns_its_workers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken() -> None:
        raise OSError("no fork server here")

    monkeypatch.setattr(forkserver, "ensure_running", broken)
    pool = WorkerPool(size=1, engine="fake_engine", start_method="forkserver")
    pool.start()
    try:
        job = pool.submit(JobSpec("check", {"path": "x.c", "text": "int main(){}"}))
        outcome = await asyncio.wait_for(job.future, 30)
        assert outcome.status == "ok" and outcome.value["file"] == "x.c"
        assert pool.start_method == "spawn"
        assert [w["preloaded"] for w in pool.workers()] == [False]
    finally:
        pool.shutdown()
