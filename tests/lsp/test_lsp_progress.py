"""Work-done progress of a learning run carries the loop bound and the queries so far
(docs/protocol.md: ``learning with loop bound 2 · 120 queries · 14 solver calls``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from errlang_lsp.testing import ErrlangClient
from lsprotocol import types

pytestmark = pytest.mark.asyncio

SLOW_TARGET = 18  # 0-based line of the marked assertion of slow.c (learning takes ~30 s)
# the extension's reading (vscode-extension/src/panelModel.ts)
BOUND = re.compile(r"loop bound (\d+)")
QUERIES = re.compile(r"(\d+) (?:membership )?quer(?:y|ies)")


def _with_queries(client: ErrlangClient) -> tuple[str, str] | None:
    for token, values in client.progress_reports.items():
        for value in values:
            message = getattr(value, "message", None) or ""
            if isinstance(value, types.WorkDoneProgressReport) and QUERIES.search(message):
                return str(token), message
    return None


async def test_learning_reports_the_queries_so_far(client: ErrlangClient, workspace: Path) -> None:
    uri = client.open(workspace / "slow.c")
    await client.wait_for_state(uri, SLOW_TARGET, "running")
    token, message = await client.wait_for(lambda: _with_queries(client), timeout=20)
    assert token.startswith("errlang/learn/")
    assert BOUND.search(message) and "solver call" in message
    client.window_work_done_progress_cancel(types.WorkDoneProgressCancelParams(token=token))
    await client.wait_for_state(uri, SLOW_TARGET, "error", timeout=5)
