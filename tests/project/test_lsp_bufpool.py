"""The editor on the held-out bufpool project (issue 22's probe, tests/project/test_bufpool.py):
each program's file analysed with the library linked, verdicts as gcc gives them."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types
from project_testing import bufpool_project

pytestmark = pytest.mark.asyncio


def _codes(params: types.PublishDiagnosticsParams) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {}
    for d in params.diagnostics:
        found.setdefault(d.range.start.line + 1, []).append(str(d.code))
    return found


async def test_each_program_file_gets_gccs_verdicts_with_the_library_linked(
    tmp_path: Path, private_cache: Path
) -> None:
    root = bufpool_project(tmp_path)
    async with errlang_client(root, env={"ERRLANG_CACHE_DIR": str(private_cache)}) as client:
        ok = client.open(root / "app" / "ok.c")  # holds only with the library linked
        published = await client.wait_for_diagnostics(ok, lambda p: bool(p.diagnostics))
        assert _codes(published) == {6: ["holds"], 7: ["holds"], 10: ["holds"],
                                     11: ["holds"], 13: ["holds"]}  # fmt: skip
        bad = client.open(root / "app" / "bad.c")  # fails through bp_fill of lib/bufpool.c
        published = await client.wait_for_diagnostics(bad, lambda p: bool(p.diagnostics))
        assert _codes(published) == {13: ["fails"], 16: ["holds"]}
        (error,) = [d for d in published.diagnostics if d.code == "fails"]
        files = {Path(r.location.uri).name for r in error.related_information or []}
        assert "bufpool.c" in files  # the run's steps in the library
        hdr = client.open(root / "app" / "hdr.c")  # fails in its copy of the header's bp_slot
        published = await client.wait_for_diagnostics(hdr, lambda p: bool(p.diagnostics))
        assert _codes(published) == {9: ["fails-elsewhere"], 11: ["holds"]}
        (reached,) = [d for d in published.diagnostics if d.code == "fails-elsewhere"]
        assert reached.severity == types.DiagnosticSeverity.Information
        assert "fails `(i >= 0) && (i < 4)` at bufpool.h:23 (in hdr.c:bp_slot)" in reached.message
        (there,) = reached.related_information or []
        assert (
            Path(there.location.uri).name == "bufpool.h" and there.location.range.start.line == 22
        )
        header = (root / "include" / "bufpool.h").resolve().as_uri()
        shown = await client.wait_for_diagnostics(
            header, lambda p: "fails" in _codes(p).get(23, []), timeout=30
        )
        (failing,) = [d for d in shown.diagnostics if d.code == "fails"]
        assert "in hdr.c:bp_slot, program hdr.c" in failing.message
        copies = [d.message for d in shown.diagnostics if "program hdr.c" in d.message]
        assert len(copies) == 3  # hdr.c's, bufpool.c's and stats.c's copies


async def test_check_workspace_publishes_the_header_copys_failure(
    tmp_path: Path, private_cache: Path
) -> None:
    root = bufpool_project(tmp_path)
    async with errlang_client(root, env={"ERRLANG_CACHE_DIR": str(private_cache)}) as client:
        summary = await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="errlang.checkWorkspace", arguments=[])
        )
        assert summary["state"] == "done", summary
        assert (summary["programs"], summary["failing"], summary["skipped"]) == (3, 2, 0)
        published = {uri: params[-1] for uri, params in client.published.items()}
    bad = published[(root / "app" / "bad.c").resolve().as_uri()]
    assert _codes(bad) == {13: ["fails"], 16: ["holds"]}
    ok = published[(root / "app" / "ok.c").resolve().as_uri()]
    assert set(_codes(ok)) == {6, 7, 10, 11, 13} and "fails" not in str(_codes(ok))
    header = published[(root / "include" / "bufpool.h").resolve().as_uri()]
    (failing,) = [d for d in header.diagnostics if d.code == "fails"]
    assert "in hdr.c:bp_slot in program app/hdr.c" in failing.message, failing.message


async def test_an_open_header_shows_its_programs_verdicts_and_its_save_reanalyses_them(
    tmp_path: Path, private_cache: Path
) -> None:
    """A header of the project (not a unit) is not analysed alone — that said "no function
    'main' is defined" and "holds: bp_slot is never called", hiding hdr.c's failing copy —
    it shows what its programs' analyses say about it; saving it re-analyses them."""
    root = bufpool_project(tmp_path)
    async with errlang_client(root, env={"ERRLANG_CACHE_DIR": str(private_cache)}) as client:
        header = client.open(root / "include" / "bufpool.h")
        hdr = client.open(root / "app" / "hdr.c")
        await client.wait_for_diagnostics(hdr, lambda p: bool(p.diagnostics))
        shown = await client.wait_for_diagnostics(header, lambda p: bool(p.diagnostics))
        assert _codes(shown) == {23: ["fails", "holds", "holds"]}, shown
        assert "in hdr.c:bp_slot, program hdr.c" in shown.diagnostics[0].message
        ok = client.open(root / "app" / "ok.c")
        first = await client.wait_for_diagnostics(ok, lambda p: bool(p.diagnostics))
        assert _codes(first)[6] == ["holds"]
        count = len(client.published[ok])
        path = root / "include" / "bufpool.h"
        path.write_text(path.read_text().replace("#define BP_SIZE 16", "#define BP_SIZE 6"))
        client.save(header)  # bp_acquire(8) now fails: ok.c's line 6 no longer holds
        again = await client.wait_for_diagnostics(
            ok, lambda p: "fails" in _codes(p).get(6, []), after=count, timeout=60
        )
        assert _codes(again)[6] == ["fails"]
