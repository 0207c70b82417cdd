"""End to end over stdio (issue 22): a file of a ``compile_commands.json`` project is analysed
as part of its program — the other units linked, their open buffers (unsaved edits) counted,
results located in the right file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types

pytestmark = pytest.mark.asyncio

MAIN = """#include <assert.h>
#include "ledger.h"

extern int __VERIFIER_nondet_int(void);

int main(void) {
    int n = __VERIFIER_nondet_int();
    ledger_post(n);
    ledger_post(n);
    assert(ledger_count() == 2);
    return 0;
}
"""
ASSERTION = 9  # 0-based line of main.c's assertion: holds only with ledger.c's definitions

LEDGER = """#include <assert.h>
#include "ledger.h"

static int posts;

int ledger_count(void) { return posts; }

int ledger_post(int amount) {
    posts = posts + 1;
    assert(posts >= 1);
    return amount;
}
"""
POST = 8  # 0-based line of the increment in ledger.c
LEDGER_ASSERTION = 9  # the same line as main.c's assertion: it must not show on main.c


def _project(folder: Path, extra: dict[str, str] | None = None) -> Path:
    folder.mkdir()
    files = {"main.c": MAIN, "ledger.c": LEDGER, **(extra or {})}
    (folder / "ledger.h").write_text("int ledger_post(int amount);\nint ledger_count(void);\n")
    for name, text in files.items():
        (folder / name).write_text(text)
    entries = [
        {"directory": str(folder), "file": name, "arguments": ["cc", "-c", name]} for name in files
    ]
    (folder / "compile_commands.json").write_text(json.dumps(entries))
    return folder


def _verdicts(params: types.PublishDiagnosticsParams, line: int) -> list[str]:
    return [str(d.code) for d in params.diagnostics if d.range.start.line == line]


def _declared_only_warning(params: types.PublishDiagnosticsParams) -> None:
    """The file analysed alone calls ledger_count(), declared by ledger.h and defined in a unit
    not linked: a warning at the call says its result is an input and to link the unit (as at
    ledger_post's calls)."""
    (warning,) = [
        d for d in params.diagnostics if d.code == "warning" and d.range.start.line == ASSERTION
    ]
    assert "'ledger_count' is declared but defined nowhere" in warning.message


async def test_a_unit_is_analysed_with_its_program_and_the_other_buffers(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    project = _project(tmp_path / "project")
    async with errlang_client(project, env=server_env) as client:
        main = client.open(project / "main.c")
        holding = await client.wait_for_diagnostics(main, lambda p: bool(p.diagnostics))
        assert _verdicts(holding, ASSERTION) == ["holds"]  # ledger.c's definitions linked
        assert not [d for d in holding.diagnostics if d.severity == types.DiagnosticSeverity.Error]
        # ledger.c's own assertion (same line number) is published on ledger.c, not main.c
        ledger_uri = (project / "ledger.c").resolve().as_uri()
        elsewhere = await client.wait_for_diagnostics(ledger_uri, lambda p: bool(p.diagnostics))
        (posted,) = elsewhere.diagnostics
        assert posted.range.start.line == LEDGER_ASSERTION and posted.code == "holds"
        assert "in program main.c" in posted.message

        # an unsaved edit of ledger.c's buffer breaks main.c's assertion
        ledger = client.open(project / "ledger.c")
        count = len(client.published[main])
        client.edit(ledger, POST, "    posts = posts + 2;\n", end_line=POST + 1)
        failing = await client.wait_for_diagnostics(
            main, lambda p: "fails" in _verdicts(p, ASSERTION), after=count
        )
        (error,) = [d for d in failing.diagnostics if d.code == "fails"]
        assert error.severity == types.DiagnosticSeverity.Error
        assert "ledger_post" in error.message  # the failing event sequence
        related = error.related_information or []
        in_ledger = [r for r in related if r.location.uri == ledger_uri]
        assert in_ledger, [r.message for r in related]
        assert POST in {r.location.range.start.line for r in in_ledger}
        assert all("ledger.c line" in r.message for r in in_ledger)
        assert {r.location.uri for r in related} == {main, ledger_uri}
        assert (project / "ledger.c").read_text() == LEDGER  # never saved

        # undoing the edit makes it hold again
        count = len(client.published[main])
        client.edit(ledger, POST, "    posts = posts + 1;\n", end_line=POST + 1)
        again = await client.wait_for_diagnostics(
            main, lambda p: _verdicts(p, ASSERTION) == ["holds"], after=count
        )
        assert not [d for d in again.diagnostics if d.code == "fails"]


async def test_a_unit_that_does_not_parse_is_located_and_the_file_analysed_alone(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    broken = "int broken(void) {\n    return 1\n}\n"
    project = _project(tmp_path / "project", {"broken.c": broken})
    async with errlang_client(project, env=server_env) as client:
        main = client.open(project / "main.c")
        published = await client.wait_for_diagnostics(main, lambda p: bool(p.diagnostics))
        (alone,) = [d for d in published.diagnostics if d.code == "analysed-alone"]
        assert alone.severity == types.DiagnosticSeverity.Information
        assert "broken.c:3" in alone.message and "analysed alone" in alone.message
        # alone, ledger_count() is an unknown function: its result an input, and a warning says so
        assert sorted(_verdicts(published, ASSERTION)) == ["fails", "warning"]
        _declared_only_warning(published)
        broken_uri = (project / "broken.c").resolve().as_uri()
        located = await client.wait_for_diagnostics(broken_uri, lambda p: bool(p.diagnostics))
        (error,) = located.diagnostics
        assert error.range.start.line == 2 and "syntax error" in error.message
        assert error.severity == types.DiagnosticSeverity.Error


async def test_link_project_off_analyses_the_file_alone(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    project = _project(tmp_path / "project")
    settings = {"linkProject": False}
    async with errlang_client(project, env=server_env, settings=settings) as client:
        main = client.open(project / "main.c")
        published = await client.wait_for_diagnostics(main, lambda p: bool(p.diagnostics))
        assert sorted(_verdicts(published, ASSERTION)) == ["fails", "warning"]
        _declared_only_warning(published)
        assert not [d for d in published.diagnostics if d.code == "analysed-alone"]


async def test_learning_in_a_program_names_the_other_units_steps(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    project = _project(tmp_path / "project")
    async with errlang_client(project, env=server_env) as client:
        main = client.open(project / "main.c")
        ledger = client.open(project / "ledger.c")
        # learning line 10 of ledger.c is ledger.c's assertion, not main.c's on the same line
        await client.learn(ledger, LEDGER_ASSERTION)
        await client.wait_for_state(ledger, LEDGER_ASSERTION, ("done", "error"), timeout=60)
        own = await client.automaton(ledger, LEDGER_ASSERTION)
        assert own["status"] == "done", own
        assert own["automaton"]["target"]["text"] == "posts >= 1"
        target_file = Path(own["automaton"]["target"]["file"])
        assert target_file.resolve() == (project / "ledger.c").resolve()  # its own unit
        assert not any(s["accepting"] for s in own["automaton"]["states"])  # it holds

        await client.wait_for_diagnostics(main, lambda p: bool(p.diagnostics))
        client.edit(ledger, POST, "    posts = posts + 2;\n", end_line=POST + 1)
        await client.wait_for_diagnostics(main, lambda p: "fails" in _verdicts(p, ASSERTION))
        await client.learn(main, ASSERTION)
        await client.wait_for_state(main, ASSERTION, ("done", "error"), timeout=60)
        answer = await client.automaton(main, ASSERTION)
        assert answer["status"] == "done", answer
        automaton = answer["automaton"]
        assert automaton["target"]["text"] == "ledger_count() == 2"
        assert automaton["program"]["linked"]
        steps = automaton["counterexamples"][0]["steps"]
        elsewhere = {(Path(s["file"]).name, s["line"]) for s in steps if "file" in s}
        assert ("ledger.c", POST + 1) in elsewhere  # the increment, in ledger.c
        assert all(s["function"] == "main" for s in steps if "file" not in s)
        hover = await client.hover_text(main, ASSERTION)
        assert "ledger.c line 9 in ledger_post" in hover


async def test_a_closed_unit_changed_on_disk_reanalyses_its_programs_files(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    project = _project(tmp_path / "project")
    async with errlang_client(project, env=server_env) as client:
        main = client.open(project / "main.c")
        await client.wait_for_diagnostics(main, lambda p: _verdicts(p, ASSERTION) == ["holds"])
        assert client.registrations == [types.WORKSPACE_DID_CHANGE_WATCHED_FILES]
        count = len(client.published[main])
        ledger = project / "ledger.c"
        ledger.write_text(LEDGER.replace("posts + 1", "posts + 2"))  # not open: e.g. git
        change = types.FileEvent(uri=ledger.resolve().as_uri(), type=types.FileChangeType.Changed)
        client.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(changes=[change])
        )
        await client.wait_for_diagnostics(
            main, lambda p: "fails" in _verdicts(p, ASSERTION), after=count
        )


async def test_a_library_unit_is_analysed_in_the_first_program_that_links_it(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    project = _project(tmp_path / "project")
    async with errlang_client(project, env=server_env) as client:
        ledger = client.open(project / "ledger.c")  # defines no main; main.c is closed
        own = await client.wait_for_diagnostics(ledger, lambda p: bool(p.diagnostics))
        assert _verdicts(own, LEDGER_ASSERTION) == ["holds"]
        assert len(own.diagnostics) == 1  # main.c's assertion (same line) is not here
        main_uri = (project / "main.c").resolve().as_uri()
        program = await client.wait_for_diagnostics(main_uri, lambda p: bool(p.diagnostics))
        (verdict,) = program.diagnostics
        assert verdict.range.start.line == ASSERTION and verdict.code == "holds"
        assert "in program main.c" in verdict.message
        # opening main.c: its own analysis publishes it (versioned), not the program's copy
        main = client.open(project / "main.c")
        mine = await client.wait_for_diagnostics(main, lambda p: p.version == 1)
        assert _verdicts(mine, ASSERTION) == ["holds"]
        assert all("in program" not in d.message for d in mine.diagnostics)
