"""The server's pure handling of a file analysed as part of its program (issue 22):
``errlang_lsp.program``, the other files' diagnostics, the ``linkProject`` setting."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from errlang_lsp import program, summaries
from errlang_lsp.config import ServerSettings
from errlang_lsp.features.elsewhere import ElsewhereDiagnostics
from errlang_lsp.state import CheckRecord, DocumentState, Snapshot
from lsprotocol import types


def _database(folder: Path, names: list[str]) -> Path:
    entries = [{"directory": ".", "file": n, "arguments": ["cc", "-c", n]} for n in names]
    for name in names:
        (folder / name).write_text("int x;\n")
    database = folder / "compile_commands.json"
    database.write_text(json.dumps(entries))
    return database


def _result(main: Path, ledger: Path) -> dict[str, Any]:
    step_main = {"line": 8, "function": "main", "file": str(main)}
    step_ledger = {"line": 6, "function": "post", "file": str(ledger)}
    return {
        "file": str(main),
        "assertions": [
            {
                "line": 10,
                "verdict": "fails",
                "text": "count() == 2",
                "file": str(main),
                "counterexample": {"word": ["post"], "steps": [step_main, step_ledger]},
            },
            {"line": 10, "verdict": "holds", "text": "posts >= 1", "file": str(ledger)},
        ],
        "findings": [],
        "errors": [],
        "warnings": [],
        "program": {"linked": True, "name": str(main), "units": [str(main), str(ledger)]},
    }


def test_a_program_result_is_split_by_file_and_localised(tmp_path: Path) -> None:
    main, ledger = tmp_path / "main.c", tmp_path / "ledger.c"
    own, elsewhere = program.split(_result(main, ledger), main)
    assert own is not None
    (mine,) = own["assertions"]
    assert mine["text"] == "count() == 2" and "file" not in mine  # in the document
    steps = mine["counterexample"]["steps"]
    assert "file" not in steps[0] and steps[1]["file"] == str(ledger)  # elsewhere: named
    assert list(elsewhere) == [str(ledger.resolve())]
    assert [a["text"] for a in elsewhere[str(ledger.resolve())]["assertions"]] == ["posts >= 1"]
    assert program.watched(_result(main, ledger), main) == {str(ledger.resolve())}
    assert program.program_name(own) == str(main)
    # a result of a file analysed alone is left as it is
    alone = {"assertions": [{"line": 3}], "errors": []}
    assert program.split(alone, main) == (alone, {})
    assert program.watched(alone, main) == frozenset()


def test_problems_say_why_the_file_was_analysed_alone(tmp_path: Path) -> None:
    problem = {"file": str(tmp_path / "b.c"), "line": 2, "column": 3, "message": "syntax error"}
    result = {"assertions": [], "program": {"linked": False, "units": [], "problems": [problem]}}
    assert program.problems(result) == [problem]
    assert program.watched(result, tmp_path / "a.c") == {str((tmp_path / "b.c").resolve())}
    assert program.problems({"program": {"linked": True, "problems": []}}) == []


def test_project_arguments_only_for_a_unit_with_the_units_buffers(tmp_path: Path) -> None:
    database = _database(tmp_path, ["main.c", "ledger.c"])
    (tmp_path / "other.c").write_text("int y;\n")
    buffers = [
        (tmp_path / "main.c", "main's buffer"),
        (tmp_path / "ledger.c", "ledger's buffer"),
        (tmp_path / "other.c", "not a unit"),
    ]
    found = program.project_arguments(tmp_path / "main.c", tmp_path, buffers)
    assert found == {
        "database": str(database),
        "buffers": {str((tmp_path / "ledger.c").resolve()): "ledger's buffer"},
    }
    assert program.project_arguments(tmp_path / "other.c", tmp_path, buffers) is None


def test_steps_and_event_sites_elsewhere(tmp_path: Path) -> None:
    step = {"line": 6, "function": "post", "file": str(tmp_path / "ledger.c")}
    assert summaries.step_text(step).startswith("ledger.c line 6 in post")
    automaton = {
        "alphabet": [
            {"letter": "post", "locations": [{"line": 5, "file": str(tmp_path / "ledger.c")}]},
            {"letter": "post@8", "locations": [{"line": 8}]},
        ]
    }
    assert [s.letter for s in summaries.event_sites(automaton)] == ["post@8"]


def test_other_files_get_their_verdicts_while_closed(tmp_path: Path) -> None:
    main, ledger = tmp_path / "main.c", tmp_path / "ledger.c"
    sent: list[types.PublishDiagnosticsParams] = []
    open_paths: set[str] = set()
    elsewhere = ElsewhereDiagnostics(sent.append, lambda: open_paths)
    owner = DocumentState(main.as_uri(), main, tmp_path, 1, "")
    own, split = program.split(_result(main, ledger), main)
    record = CheckRecord(Snapshot(1, ""), own, elsewhere=split)
    elsewhere.update(owner, record)
    (published,) = sent
    assert published.uri == ledger.resolve().as_uri()
    (diagnostic,) = published.diagnostics
    assert diagnostic.range.start.line == 9 and diagnostic.code == "holds"
    assert "in program main.c" in diagnostic.message
    elsewhere.owner_closed(owner)  # the owner's diagnostics go with it
    assert sent[-1].uri == published.uri and sent[-1].diagnostics == []
    open_paths.add(str(ledger.resolve()))  # an open file publishes its own
    sent.clear()
    elsewhere.update(owner, record)
    assert sent == []


def test_link_project_setting() -> None:
    assert ServerSettings().link_project is True
    assert ServerSettings.from_client({"linkProject": False}).link_project is False
    assert ServerSettings.from_client({"linkProject": "no"}).link_project is True  # ignored


def test_a_deciding_step_in_another_unit_is_named_by_its_file(tmp_path: Path) -> None:
    ledger = str(tmp_path / "ledger.c")
    elsewhere = {"deciding": {"line": 9, "kind": "branch", "file": ledger}}
    assert program.deciding_file(None, elsewhere, None) == ledger
    assert program.deciding_file(None, {"deciding": {"line": 9, "kind": "branch"}}, None) is None
    learned = {"counterexamples": [{"explanation": {"decision": {"line": 4, "file": ledger}}}]}
    assert program.deciding_file(learned, None, None) == ledger


def test_the_settings_flags_go_to_every_unit(tmp_path: Path) -> None:
    settings = ServerSettings.from_client({"includePaths": ["inc"], "defines": ["STEP=2"]})
    assert settings.user_flags(tmp_path) == {
        "include_dirs": [str(tmp_path / "inc")],
        "defines": ["STEP=2"],
    }
