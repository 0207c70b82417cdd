"""A note "a run through this line fails … at main.c:15" leaves the line an unsaved edit changed
(issue 31: after an unsaved edit of the library unit, the note stayed on the emptied line though
main.c:15 no longer failed); an edit elsewhere keeps it, moved with its line."""

from __future__ import annotations

from pathlib import Path

from errlang_lsp.features.elsewhere import failures_reached
from errlang_lsp.state import CheckRecord, DocumentState, Snapshot

LIB = "int total;\nvoid add(int k) {\n  total += k;\n}\n"
MAIN = "/w/main.c"


def _record() -> CheckRecord:
    failing = {
        "verdict": "fails",
        "line": 15,
        "text": "total < 3",
        "function": "main",
        "counterexample": {
            "steps": [
                {"file": MAIN, "line": 14},
                {"file": "/w/lib.c", "line": 3},
                {"file": MAIN, "line": 15},
            ]
        },
    }
    return CheckRecord(
        Snapshot(1, LIB), {"assertions": []}, elsewhere={MAIN: {"assertions": [failing]}}
    )


def _lib(text: str, version: int) -> DocumentState:
    doc = DocumentState("file:///w/lib.c", Path("/w/lib.c"), None, 1, LIB)
    if text != LIB:
        doc.history.record_range(version, (2, 0), (2, 15), text.split("\n")[2], text)
        doc.version, doc.text = version, text
    return doc


def test_the_note_stays_on_an_unchanged_line() -> None:
    (note,) = failures_reached(_lib(LIB, 1), _record())
    assert note.range.start.line == 2 and "main.c:15" in note.message


def test_an_unsaved_edit_of_the_line_removes_the_note() -> None:
    edited = LIB.replace("  total += k;", "")
    assert failures_reached(_lib(edited, 2), _record()) == []
