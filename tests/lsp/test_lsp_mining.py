"""End to end over stdio with the real engine: a specification mined in the editor (issue 12)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from errlang_lsp.testing import ErrlangClient, plain
from lsprotocol import types

PROGRAM = Path(__file__).parents[2] / "benchmarks/programs/api/file_copy.c"


async def _mine(client: ErrlangClient, uri: str, seed: str) -> dict[str, Any]:
    answer = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="errlang.mine", arguments=[uri, seed, {"timeout": 30}])
    )
    return dict(plain(answer))


async def _spec(client: ErrlangClient, uri: str) -> dict[str, Any]:
    params = {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}
    return dict(plain(await client.protocol.send_request_async("errlang/spec", params)))


@pytest.mark.asyncio
async def test_mined_specification_in_the_view(client: ErrlangClient, workspace: Path) -> None:
    path = workspace / "file_copy.c"
    shutil.copy(PROGRAM, path)
    uri = client.open(path)
    assert (await _spec(client, uri))["status"] == "none"
    answer = await _mine(client, uri, "X = f_open(...)")
    assert answer["state"] == "done" and answer["states"] >= 2 and answer["scenarios"] > 0
    shown = await _spec(client, uri)
    assert shown["status"] == "done"
    automaton = shown["automaton"]
    letters = {t["letter"] for t in automaton["transitions"]}
    assert "X0 = f_open(_, _)" in letters and "f_close(X0)" in letters
    assert len(automaton["probabilities"]) == len(automaton["transitions"])
    assert shown["specification"]["radius"] == [2, 0]
    bad = await _mine(client, uri, "X = = (")
    assert bad["state"] == "error" and bad["message"]
