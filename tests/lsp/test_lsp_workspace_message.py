"""``errlang.checkWorkspace`` run from the palette: VS Code drops a command's answer, so the
server says the outcome in a message (was: nothing at all when no compile_commands.json was
found), with the budget it ran under — the user's ``errlang.timeout`` (was always the
default)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types

pytestmark = pytest.mark.asyncio

MAIN = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
    int x = __VERIFIER_nondet_int();
    assert(x != 3);
    return 0;
}
"""


async def _check_workspace(client: object) -> dict[str, object]:
    params = types.ExecuteCommandParams(command="errlang.checkWorkspace", arguments=[])
    return await client.workspace_execute_command_async(params)  # type: ignore[attr-defined]


async def test_no_database_is_said(tmp_path: Path, server_env: dict[str, str]) -> None:
    (tmp_path / "main.c").write_text(MAIN)
    async with errlang_client(tmp_path, env=server_env) as client:
        summary = await _check_workspace(client)
        [message] = client.messages
    assert summary["state"] == "no-database"
    assert message.type == types.MessageType.Warning
    assert "no compile_commands.json" in message.message and str(tmp_path) in message.message


async def test_the_outcome_and_budget_are_said(tmp_path: Path, server_env: dict[str, str]) -> None:
    (tmp_path / "main.c").write_text(MAIN)
    entry = {"directory": str(tmp_path), "file": "main.c", "arguments": ["cc", "-c", "main.c"]}
    (tmp_path / "compile_commands.json").write_text(json.dumps([entry]))
    settings = {"timeout": 7}
    async with errlang_client(tmp_path, env=server_env, settings=settings) as client:
        summary = await _check_workspace(client)
        [message] = client.messages
    assert summary["state"] == "done" and summary["timeout"] == 7, summary
    assert message.type == types.MessageType.Warning  # a failing assertion
    assert "checked 1 program(s)" in message.message and "budget 7 s each" in message.message
    assert "1 failing assertion(s)" in message.message
