"""End to end over stdio (issue 22): PAC verification, mining and models of a file that is a
unit of a ``compile_commands.json`` project. PAC and mining read the *program* (the other units
linked, their open buffers counted); a model reads one translation unit and says so."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from errlang_lsp.testing import ErrlangClient, errlang_client, plain
from lsprotocol import types

pytestmark = pytest.mark.asyncio

HEADER = "int ledger_post(int amount);\nint ledger_count(void);\n"
MAIN = """#include <assert.h>
#include "ledger.h"

extern int __VERIFIER_nondet_int(void);
int dev_open(void);
void dev_write(int fd, int value);
void dev_close(int fd);

int main(void) {
    int n = __VERIFIER_nondet_int();
    int fd = dev_open();
    if (fd < 0)
        return 1;
    ledger_post(n);
    ledger_post(n);
    dev_close(fd);
    assert(ledger_count() == 2);
    return 0;
}
"""
ASSERTION = 16  # 0-based: holds only with ledger.c's definitions (alone: an unknown function)

LEDGER = """#include <assert.h>
#include "ledger.h"

void dev_write(int fd, int value);
static int posts;

int ledger_count(void) { return posts; }

int ledger_post(int amount) {
    posts = posts + 1;
    dev_write(3, amount);
    return amount;
}
"""
POST = 9  # 0-based line of the increment in ledger.c
TICK_C = """static int ticks;

// errlang: model observe=ticks
void tick(void) {
    if (ticks < 3)
        ticks = ticks + 1;
}
"""
TICK = 3  # 0-based line of tick()


def _project(folder: Path) -> Path:
    folder.mkdir()
    (folder / "ledger.h").write_text(HEADER)
    (folder / "main.c").write_text(MAIN)
    (folder / "ledger.c").write_text(LEDGER)
    (folder / "tick.c").write_text(TICK_C)
    entries = [
        {"directory": str(folder), "file": name, "arguments": ["cc", "-c", name]}
        for name in ("main.c", "ledger.c", "tick.c")
    ]
    (folder / "compile_commands.json").write_text(json.dumps(entries))
    return folder


async def _command(client: ErrlangClient, command: str, *arguments: Any) -> dict[str, Any]:
    answer = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=command, arguments=list(arguments))
    )
    return dict(plain(answer))


async def _request(client: ErrlangClient, method: str, uri: str, line: int) -> dict[str, Any]:
    params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": 0}}
    return dict(plain(await client.protocol.send_request_async(method, params)))


async def test_pac_and_mining_read_the_linked_program(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    project = _project(tmp_path / "project")
    async with errlang_client(project, env=server_env) as client:
        main = client.open(project / "main.c")
        options = {"timeout": 30, "seed": 1}
        answer = await _command(client, "errlang.verifyPac", main, ASSERTION, options)
        assert answer["state"] == "done" and answer["verdict"] == "holds", answer
        model = await _request(client, "errlang/pacModel", main, ASSERTION)
        letters = {e["letter"]: e["locations"] for e in model["automaton"]["alphabet"]}
        assert "main.c:A17:F" in letters and "main.c:L12:T" in letters  # files named
        assert all("file" not in loc for loc in letters["main.c:A17:F"])  # this file's
        assert model["automaton"]["error_letter"] == "main.c:A17:F"

        # an unsaved edit of ledger.c's buffer is the program PAC verifies
        ledger = client.open(project / "ledger.c")
        client.edit(ledger, POST, "    posts = posts + 2;\n", end_line=POST + 1)
        answer = await _command(client, "errlang.verifyPac", main, ASSERTION, options)
        assert answer["verdict"] == "fails", answer
        client.edit(ledger, POST, "    posts = posts + 1;\n", end_line=POST + 1)

        # mining: ledger_post runs its definition; dev_write, called in ledger.c, is recorded
        mined = await _command(client, "errlang.mine", main, "dev_write", {"timeout": 30})
        assert mined["state"] == "done", mined
        assert mined["program"]["linked"] and len(mined["program"]["units"]) == 3
        spec = await _request(client, "errlang/spec", main, 0)
        assert "dev_write(_, _)" in spec["specification"]["alphabet"]

        # a model reads one unit: tick.c's model (a unit of main.c's program) says so
        tick = client.open(project / "tick.c")
        learned = await _command(client, "errlang.learnModel", tick, TICK, {"timeout": 30})
        assert learned["state"] == "done", learned
        assert "of this file alone" in learned["alone"] and "main.c" in learned["alone"]
        hover = await client.hover_text(tick, TICK)
        assert "of this file alone" in hover


async def test_pac_alone_without_linking(tmp_path: Path, server_env: dict[str, str]) -> None:
    project = _project(tmp_path / "project")
    settings = {"linkProject": False}
    async with errlang_client(project, env=server_env, settings=settings) as client:
        main = client.open(project / "main.c")
        answer = await _command(client, "errlang.verifyPac", main, ASSERTION, {"timeout": 30})
        assert answer["verdict"] == "fails", answer  # ledger_count() unknown: an input
        mined = await _command(client, "errlang.mine", main, "dev_write", {"timeout": 30})
        assert mined["state"] == "error" and mined["program"] is None  # never called here
