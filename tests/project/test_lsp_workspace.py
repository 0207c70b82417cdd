"""The server's ``errlang.checkWorkspace`` command: every program of the workspace's build
checked, diagnostics published for every unit (over stdio, a real server)."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types
from project_testing import SHOP_VERDICTS, shop_project

pytestmark = pytest.mark.asyncio


async def test_check_workspace_publishes_every_units_diagnostics(
    tmp_path: Path, private_cache: Path
) -> None:
    root = shop_project(tmp_path)
    async with errlang_client(root, env={"ERRLANG_CACHE_DIR": str(private_cache)}) as client:
        summary = await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="errlang.checkWorkspace", arguments=[])
        )
        assert summary["state"] == "done", summary
        assert (summary["programs"], summary["failing"], summary["skipped"]) == (2, 2, 2)
        published = {uri: params[-1] for uri, params in client.published.items()}
    for (file, line), verdict in SHOP_VERDICTS.items():
        diagnostics = published[(root / file).resolve().as_uri()].diagnostics
        (found,) = [d for d in diagnostics if d.range.start.line == line - 1]
        assert found.code == verdict and found.source == "errlang (workspace)"
        severity = (
            types.DiagnosticSeverity.Error if verdict == "fails" else types.DiagnosticSeverity.Hint
        )
        assert found.severity == severity
    sale = published[(root / "app" / "sale.c").resolve().as_uri()].diagnostics
    (failing,) = [d for d in sale if d.code == "fails"]
    assert "in program app/sale.c" in failing.message and "price_of" in failing.message
    # the libraries were published too (cleared: no assertions there), the broken unit warned
    assert not published[(root / "lib" / "price.c").resolve().as_uri()].diagnostics
    (broken,) = published[(root / "lib" / "broken.c").resolve().as_uri()].diagnostics
    assert (
        broken.severity == types.DiagnosticSeverity.Warning and "does not parse" in broken.message
    )
    assert (broken.range.start.line, broken.range.start.character) == (1, 30)


async def test_check_workspace_without_a_database(tmp_path: Path) -> None:
    async with errlang_client(tmp_path) as client:
        summary = await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="errlang.checkWorkspace", arguments=[])
        )
    assert summary["state"] == "no-database"
