"""End to end over stdio: diagnostics for verdicts, fixes, bad input and settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.testing import ErrlangClient, errlang_client
from lsprotocol import types

pytestmark = pytest.mark.asyncio

FAILING = 21  # 0-based line of the failing, marked assertion in bank.c
HOLDING = 18


def _has_error(params: types.PublishDiagnosticsParams) -> bool:
    return any(d.severity == types.DiagnosticSeverity.Error for d in params.diagnostics)


def _at(params: types.PublishDiagnosticsParams, line: int) -> list[types.Diagnostic]:
    return [d for d in params.diagnostics if d.range.start.line == line]


async def test_failing_assertion_is_an_error_with_its_steps(
    client: ErrlangClient, workspace: Path
) -> None:
    uri = client.open(workspace / "bank.c")
    published = await client.wait_for_diagnostics(uri, _has_error)
    assert published.version == 1
    (error,) = _at(published, FAILING)
    assert error.severity == types.DiagnosticSeverity.Error and error.source == "errlang"
    assert error.code == "fails"
    assert "`balance >= 0` fails" in error.message
    assert "deposit · withdraw" in error.message  # the shortest failing event sequence
    assert error.related_information
    assert {r.location.range.start.line for r in error.related_information} >= {17, 19}
    assert all(r.location.uri == uri for r in error.related_information)
    (hint,) = _at(published, HOLDING)
    assert hint.severity == types.DiagnosticSeverity.Hint
    assert "loop bound" in hint.message


async def test_fixing_the_bug_and_saving_removes_the_error(
    client: ErrlangClient, workspace: Path
) -> None:
    uri = client.open(workspace / "bank.c")
    await client.wait_for_diagnostics(uri, _has_error)
    count = len(client.published[uri])
    version = client.edit(uri, 19, "    if (balance >= 3)\n        withdraw(3);\n", end_line=20)
    client.save(uri)
    fixed = await client.wait_for_diagnostics(
        uri, lambda p: p.version == version and not _has_error(p), after=count
    )
    assert [d.severity for d in _at(fixed, FAILING + 1)] == [types.DiagnosticSeverity.Hint]


async def test_malformed_file_reports_the_syntax_error_and_keeps_serving(
    client: ErrlangClient, workspace: Path
) -> None:
    uri = client.open(workspace / "malformed.c")
    published = await client.wait_for_diagnostics(uri, _has_error)
    (error,) = published.diagnostics
    assert error.range.start.line == 4 and "syntax error" in error.message
    assert await client.hover_text(uri, 4) == ""  # nothing known, but an answer
    other = client.open(workspace / "bank.c")
    assert _at(await client.wait_for_diagnostics(other, _has_error), FAILING)


async def test_unsupported_construct_is_located(client: ErrlangClient, workspace: Path) -> None:
    uri = client.open(workspace / "unsupported.c")
    published = await client.wait_for_diagnostics(uri, _has_error)
    errors = [d for d in published.diagnostics if d.severity == types.DiagnosticSeverity.Error]
    assert errors[0].range.start.line == 3  # the asm statement (docs/semantics.md: refused)
    assert errors[0].range.start.character == 19
    assert "inline assembly is not supported" in errors[0].message
    undecided = _at(published, 4)
    assert undecided and undecided[0].severity == types.DiagnosticSeverity.Warning
    assert "unsupported construct reached" in undecided[0].message


async def test_compile_commands_defines_and_settings(
    workspace: Path, server_env: dict[str, str]
) -> None:
    async with errlang_client(workspace, env=server_env, settings={"loopBound": 5}) as client:
        uri = client.open(workspace / "limits.c")  # LIMIT comes from compile_commands.json
        published = await client.wait_for_diagnostics(uri)
        (hint,) = published.diagnostics
        assert hint.severity == types.DiagnosticSeverity.Hint
        assert "loop bound 5" in hint.message
        client.set_configuration({"loopBound": 6}, section="errlang")
        client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
        changed = await client.wait_for_diagnostics(
            uri, lambda p: any("loop bound 6" in d.message for d in p.diagnostics)
        )
        assert changed.version == 1


async def test_malformed_marker_is_reported_and_not_learned(
    client: ErrlangClient, workspace: Path
) -> None:
    path = workspace / "bank.c"
    text = path.read_text().replace("// errlang: learn", "// errlang: learn colour=red")
    uri = client.open(path, text)
    published = await client.wait_for_diagnostics(
        uri, lambda p: any(d.code == "marker" for d in p.diagnostics)
    )
    (marker,) = [d for d in published.diagnostics if d.code == "marker"]
    assert marker.range.start.line == FAILING - 1
    assert marker.severity == types.DiagnosticSeverity.Warning and "colour" in marker.message
    assert client.target_state(uri, FAILING) is None  # nothing was queued for it
