"""Diagnostics of a program's other files (issue 22).

A document analysed as part of its program gets the verdicts of every unit; those located in
another file are published on that file — while it is not open (an open file's own analysis
publishes its diagnostics, as part of its own program). Each is named after the program it was
checked in (``in program main.c``); ranges are the positions the engine gave (the server does
not read closed files). When several open documents' programs cover one closed file, its
diagnostics are those of every program, each once; closing the document that owns them, or
its next check, replaces them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from errlang_lsp import summaries
from errlang_lsp.compile_commands import resolved
from errlang_lsp.program import problems, program_name
from errlang_lsp.state import CheckRecord, DocumentState
from lsprotocol import types

SOURCE = "errlang"
Publish = Callable[[types.PublishDiagnosticsParams], None]


class ElsewhereDiagnostics:
    """The diagnostics each open document's program gives to closed files."""

    def __init__(
        self,
        publish: Publish,
        open_paths: Callable[[], set[str]],
        open_changed: Callable[[str], None] = lambda file: None,
    ) -> None:
        self._publish = publish
        self._open_paths = open_paths
        self._open_changed = open_changed  # an open file's programs said something new
        self._by_file: dict[str, dict[str, list[types.Diagnostic]]] = {}  # file → owner → list

    def update(self, owner: DocumentState, record: CheckRecord) -> None:
        """``owner``'s newest check: replace what it gave to other files."""
        found: dict[str, list[types.Diagnostic]] = {}
        name = program_name(record.result) or owner.path.name
        for file, items in record.elsewhere.items():
            found[file] = file_diagnostics(items, Path(name).name)
        for problem in problems(record.result):
            where = problem.get("file")
            if isinstance(where, str):
                found.setdefault(resolved(where), []).append(problem_diagnostic(problem))
        touched = {f for f, owners in self._by_file.items() if owner.uri in owners} | set(found)
        for file in touched:
            owners = self._by_file.setdefault(file, {})
            owners.pop(owner.uri, None)
            if found.get(file) is not None:
                owners[owner.uri] = found[file]
        self._send(touched)

    def owner_closed(self, owner: DocumentState) -> None:
        touched = {f for f, owners in self._by_file.items() if owners.pop(owner.uri, None)}
        self._send(touched)

    def shown_on(self, doc: DocumentState) -> None:
        """``doc`` (an open project header) shows what its programs said about it; nothing is
        published before one did (the workspace check's diagnostics stay)."""
        if resolved(doc.path) in self._by_file:
            self._send({resolved(doc.path)})

    def file_closed(self, doc: DocumentState) -> None:
        """A file with diagnostics from other programs was closed: show those again."""
        self._send({resolved(doc.path)})

    def about(self, file: str) -> list[types.Diagnostic]:
        """What the programs of open documents said about ``file`` (resolved), each once."""
        owners = self._by_file.get(file, {})
        return _unique([d for items in owners.values() for d in items])

    def _send(self, files: set[str]) -> None:
        shown = self._open_paths()
        for file in files:
            if file in shown:
                self._open_changed(file)  # its own analysis publishes it (``about``)
                continue
            owners = self._by_file.get(file, {})
            diagnostics = _unique([d for items in owners.values() for d in items])
            if not owners:
                self._by_file.pop(file, None)
            self._publish(
                types.PublishDiagnosticsParams(uri=Path(file).as_uri(), diagnostics=diagnostics)
            )


def file_diagnostics(items: dict[str, Any], program: str) -> list[types.Diagnostic]:
    """The diagnostics of one file's items of a check (``assertions``, ``findings``,
    ``errors``, ``warnings``) from ``program``."""
    found = []
    where = f"in program {program}"
    assertions = items.get("assertions") or []
    places = [(a.get("line"), a.get("column")) for a in assertions]
    for assertion, place in zip(assertions, places, strict=True):
        copy = assertion.get("function") if places.count(place) > 1 else None
        # a header's static has one copy per unit: say which copy (``in hdr.c:bp_slot``)
        found.append(_assertion(assertion, f"in {copy}, program {program}" if copy else where))
    for finding in items.get("findings") or []:
        severity = (
            types.DiagnosticSeverity.Error
            if finding.get("severity") == "error"
            else types.DiagnosticSeverity.Warning
        )
        message = f"undefined behaviour: {finding.get('reason', '?')} ({where})"
        found.append(_at(finding, message, severity, "undefined-behaviour"))
    for error in items.get("errors") or []:
        message = f"{error.get('message', 'invalid input')} ({where})"
        found.append(_at(error, message, types.DiagnosticSeverity.Error, "input"))
    for warning in items.get("warnings") or []:
        message = f"{warning.get('message', 'warning')} ({where})"
        found.append(_at(warning, message, types.DiagnosticSeverity.Warning, "warning"))
    return found


def failures_reached(doc: DocumentState, record: CheckRecord) -> list[types.Diagnostic]:
    """On ``doc``: where a failing run of its program leaves this file for the assertion it
    fails in another one (the run's last step here, usually the call) — a header's assertion
    fails in the copy this file calls, and the file shows where. An Information with the
    failing assertion as related information; the Error is on the other file."""
    own, version = resolved(doc.path), record.snapshot.version
    found = []
    for file, items in record.elsewhere.items():
        for item in items.get("assertions") or []:
            steps = (item.get("counterexample") or {}).get("steps") or []
            here = [
                step
                for step in steps
                if isinstance(step.get("file"), str)
                and resolved(step["file"]) == own
                and isinstance(step.get("line"), int)
            ]
            if item.get("verdict") != "fails" or not here:
                continue
            line = doc.line_now(here[-1]["line"] - 1, version)
            if line is None or _edited(doc, record, here[-1]["line"]):
                continue
            where = f"{Path(file).name}:{item.get('line')}"
            message = (
                f"a run through this line fails `{item.get('text') or 'an assertion'}` at"
                f" {where} (in {item.get('function')}): see the error there"
            )
            position = types.Position(line=line, character=0)
            failing = _at(item, "", types.DiagnosticSeverity.Error, "fails").range
            found.append(
                types.Diagnostic(
                    range=types.Range(start=position, end=position),
                    message=message,
                    severity=types.DiagnosticSeverity.Information,
                    code="fails-elsewhere",
                    source=SOURCE,
                    related_information=[
                        types.DiagnosticRelatedInformation(
                            location=types.Location(uri=Path(file).as_uri(), range=failing),
                            message=f"`{item.get('text')}` fails here",
                        )
                    ],
                )
            )
    return found


def _edited(doc: DocumentState, record: CheckRecord, line: int) -> bool:
    """Whether 1-based ``line`` of the checked text was changed since (an unsaved edit the
    next check has not seen): a run through the old line says nothing about the new one, so
    its note goes (issue 31: "a run through this line fails … at main.c:15" stayed on the
    emptied line of the library unit though main.c:15 no longer failed)."""
    if doc.text == record.snapshot.text:
        return False
    before = record.snapshot.text.split("\n")
    now = doc.code_at(line, record.snapshot.version)
    old = before[line - 1].rstrip("\r") if 0 < line <= len(before) else None
    return now is None or old is None or now.strip() != old.strip()


def problem_diagnostic(problem: dict[str, Any]) -> types.Diagnostic:
    """A reason a program could not be linked, at its place."""
    message = f"{problem.get('message', 'cannot link')} (the program is analysed without it)"
    return _at(problem, message, types.DiagnosticSeverity.Error, "link")


def _assertion(assertion: dict[str, Any], where: str) -> types.Diagnostic:
    text = assertion.get("text") or "assertion"
    verdict = assertion.get("verdict")
    reason = assertion.get("reason")
    severity = {
        "fails": types.DiagnosticSeverity.Error,
        "unknown": types.DiagnosticSeverity.Warning,
    }.get(str(verdict), types.DiagnosticSeverity.Hint)
    message = f"`{text}` {verdict} {where}"
    if verdict == "fails":
        word = summaries.check_word(assertion.get("counterexample"))
        if word is not None:
            message += f"; shortest failing sequence: {summaries.format_word(word, None)}"
    elif reason:
        message += f": {reason}"
    diagnostic = _at(assertion, message, severity, str(verdict))
    steps = (assertion.get("counterexample") or {}).get("steps") or []
    related = [
        types.DiagnosticRelatedInformation(
            location=step_location(step, assertion.get("file")),
            message=f"step {index}: {summaries.step_text(step)}",
        )
        for index, step in enumerate(steps[:40], start=1)
    ]
    diagnostic.related_information = related or None
    return diagnostic


def step_location(step: dict[str, Any], default: object) -> types.Location:
    """Where a step of a run is, at the start of its line (a file the server has no text of)."""
    file = step.get("file") if isinstance(step.get("file"), str) else default
    position = types.Position(line=max(int(step.get("line") or 1) - 1, 0), character=0)
    return types.Location(
        uri=Path(str(file)).as_uri(), range=types.Range(start=position, end=position)
    )


def _at(
    item: dict[str, Any], message: str, severity: types.DiagnosticSeverity, code: str
) -> types.Diagnostic:
    position = types.Position(
        line=max(int(item.get("line") or 1) - 1, 0),
        character=max(int(item.get("column") or 1) - 1, 0),
    )
    return types.Diagnostic(
        range=types.Range(start=position, end=position),
        message=message,
        severity=severity,
        code=code,
        source=SOURCE,
    )


def _unique(diagnostics: list[types.Diagnostic]) -> list[types.Diagnostic]:
    seen: set[tuple[int, int, str]] = set()
    found = []
    for diagnostic in diagnostics:
        key = (diagnostic.range.start.line, diagnostic.range.start.character, diagnostic.message)
        if key not in seen:
            seen.add(key)
            found.append(diagnostic)
    return found
