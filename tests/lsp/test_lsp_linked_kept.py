"""A check of a file as part of its program (a ``compile_commands.json`` project) whose worker
is killed keeps the bounds it finished in the editor, in every file of the program, as a
single file's check does (tests/lsp/test_lsp_check_kept.py): the engine streams the linked
result's JSON after every bound (``session.linked.check_linked(partial=…)``,
tests/project/test_linked_partial.py) and the server shows the last one.

The real engine is held right after loop bound 1 finished and was streamed
(``ERRLANG_TEST_HOLD=bound:stuck@TOKEN``: the worker removes TOKEN when it gets there), and
the test kills that worker then: no clock decides what was finished."""

from __future__ import annotations

import json
import os
import shutil
import signal
from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types

PROGRAM = Path(__file__).parents[1] / "project" / "fixtures" / "deepening"  # main.c, ledger.c
FAILS = 5  # 0-based: main.c's assertion, failing at loop bound 1
NEEDS_DEPTH = 6  # ledger.c's, which needs five iterations: within bound 1 it holds


def _project(folder: Path) -> Path:
    shutil.copytree(PROGRAM, folder)
    entries = [
        {"directory": str(folder), "file": n, "arguments": ["cc", "-c", n]}
        for n in ("main.c", "ledger.c")
    ]
    (folder / "compile_commands.json").write_text(json.dumps(entries))
    return folder


@pytest.mark.asyncio
async def test_a_killed_linked_check_keeps_its_finished_bound_in_each_file(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    project = _project(tmp_path / "project")
    token = tmp_path / "hold-once"
    token.write_text("")
    env = {**server_env, "ERRLANG_TEST_HOLD": f"bound:stuck@{token}"}
    # default settings: a configuration answered late changes nothing, nothing analysed twice
    async with errlang_client(project, env=env) as client:
        main = client.open(project / "main.c")
        await client.wait_for(lambda: not token.exists(), timeout=120)  # held after bound 1
        (held,) = [w for w in await client.workers() if (w["job"] or {}).get("kind") == "check"]
        os.kill(held["pid"], signal.SIGKILL)
        published = await client.wait_for_diagnostics(
            main, lambda p: any(d.code == "failed" for d in p.diagnostics), timeout=60
        )
        ledger = (project / "ledger.c").resolve().as_uri()
        elsewhere = await client.wait_for_diagnostics(ledger, lambda p: bool(p.diagnostics))
    codes = {d.code: d for d in published.diagnostics}
    assert "SIGKILL" in codes["failed"].message  # why the analysis ended
    kept = codes["fails"]  # and bound 1's verdict, with its run, at main.c's assertion
    assert kept.range.start.line == FAILS and kept.severity == types.DiagnosticSeverity.Error
    (bounded,) = elsewhere.diagnostics  # ledger.c's assertion, in ledger.c
    assert bounded.range.start.line == NEEDS_DEPTH and bounded.code == "holds-within-bound"
    assert "loop bound 1" in bounded.message
