"""Language servers forked from the test process's zygote (``errlang_lsp.zygote``, what
``errlang_client`` starts unless ``fresh=True``): each is a server of its own whose workers
come from a fork server forked from it with the engine loaded, and whose end — a kill of the
process the client started, the launcher — takes its whole tree with it, as a server started
as a user does; the environment is the client's, read again where modules read it at import.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import pytest
from errlang_lsp import testing, zygote
from errlang_lsp.testing import errlang_client
from lsprotocol import types
from processes import alive, children, descendants
from processes import command as command_line

forked_here = pytest.mark.skipif(
    os.environ.get(testing.ZYGOTE_ENV, "0") in ("", "0"), reason="servers are not forked here"
)


async def _analyses_bank(client: testing.ErrlangClient, workspace: Path) -> None:
    """The server analyses bank.c with the engine: its assertion's verdict comes."""
    uri = client.open(workspace / "bank.c")
    published = await client.wait_for_diagnostics(uri, lambda p: bool(p.diagnostics), timeout=60)
    assert any("balance >= 0" in d.message for d in published.diagnostics)


@forked_here
@pytest.mark.asyncio
async def test_a_forked_server_analyses_and_ends_with_its_launcher(
    workspace: Path, server_env: dict[str, str]
) -> None:
    async with errlang_client(workspace, env=server_env) as client:
        await _analyses_bank(client, workspace)
        workers = await client.ready_workers()
        assert len(workers) == 2 and all(w["preloaded"] for w in workers)
        zygote = testing._zygote[0][0].pid
        pids = {w["pid"] for w in workers}  # forked by the server's own fork server
        (server,) = [pid for pid in children(zygote) if pids <= descendants(pid)]
        tree = descendants(server)
        assert not pids & children(server)
        assert client._server is not None
        os.kill(client._server.pid, signal.SIGKILL)  # the launcher, as a test's kill
        deadline = asyncio.get_running_loop().time() + 30
        while alive(tree | {server}) and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.05)
        assert not alive(tree | {server})


@forked_here
@pytest.mark.asyncio
async def test_the_launcher_exits_as_the_server_does(
    workspace: Path, server_env: dict[str, str]
) -> None:
    async with errlang_client(workspace, env=server_env) as client:
        await client.ready_workers()
        await client.shutdown_session()
        client.protocol.notify(types.EXIT)
        assert client._server is not None
        assert await asyncio.wait_for(client._server.wait(), 30) == 0


@pytest.mark.asyncio
async def test_a_launcher_without_a_zygote_starts_the_server_itself(
    workspace: Path, server_env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A zygote that ended (or never listened): the launcher becomes ``python -m errlang_lsp``."""
    nowhere = workspace / "no-zygote-here"
    launcher = [sys.executable, "-S", "-E", "-P", str(zygote.LAUNCHER), str(nowhere)]

    async def command() -> list[str]:
        return launcher

    monkeypatch.setattr(testing, "server_command", command)
    async with errlang_client(workspace, env=server_env) as client:
        await _analyses_bank(client, workspace)
        assert client._server is not None
        assert "errlang_lsp" in command_line(client._server.pid)  # it became the server
