"""Models of reactive code in the editor (DESIGN §9, issue 11; docs/model.md): lens, command,
invariants as hover and inlay hints, the model for the automaton view.

* Code lens on a step function marked ``// errlang: model observe=x,y [init=G]``:
  ``Learn model`` → ``errlang.learnModel [uri, line0, options?]`` (options ``traces``,
  ``length``, ``seed``, ``timeout``; those not given come from the ``errlang.model.*``
  settings), which learns in a worker with a cancellable progress and
  returns when done: ``{uri, version, line, state, complete, alpha, states, invariants,
  alone}`` (``alone``: a model reads one translation unit, so for a unit of a program of
  several in ``compile_commands.json`` it says the model is of the file alone, and the hover
  repeats it; ``null`` otherwise).
  Learned: ``Model: 5 states, 3 invariants (complete) · Show model`` → ``errlang.showModel``
  (the client's command). A bad marker is a Warning diagnostic ``model-marker``.
* Hover on the function's line: the invariants proved (while the text is the one learned).
* Inlay hint at the end of the function's line: ``3 invariants proved`` (tooltip: them).
* request ``errlang/model`` ``{textDocument, position}`` → ``{uri, version, status, message?,
  automaton?, model?}``: ``automaton`` is the model as an automaton document (one letter per
  transition predicate), ``model`` the JSON of ``errlang model --json``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from errlang.model_markers import ModelMarker, model_markers
from errlang_lsp.features.base import Feature
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.features.on_demand import located, location
from errlang_lsp.pool import JobSpec
from errlang_lsp.state import DocumentState
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams

LEARN_MODEL = "errlang.learnModel"
SHOW_MODEL = "errlang.showModel"  # the client's command
MODEL = "errlang/model"
OPTIONS = {"traces": int, "length": int, "seed": int, "timeout": float}


@dataclass(frozen=True)
class ModelRecord:
    version: int
    text: str
    line: int  # 0-based line of the step function in ``text``
    state: str  # "running" | "done" | "error"
    result: dict[str, Any] | None = None
    message: str = ""


class ModelFeature(Feature):
    def __init__(self, server: FeatureHost) -> None:
        super().__init__(server)
        self.records: dict[str, dict[int, ModelRecord]] = {}
        server.contributions.code_lenses.append(self.code_lenses)
        server.contributions.hovers.append(self.hover)
        server.contributions.inlay_hints.append(self.inlay_hints)
        server.contributions.diagnostics.append(self.diagnostics)

    async def errlang_learn_model(self, *arguments: Any) -> dict[str, Any]:
        try:
            uri, line = str(arguments[0]), int(arguments[1])
            given = dict(arguments[2]) if len(arguments) > 2 and arguments[2] else {}
            options = {k: OPTIONS[k](v) for k, v in given.items() if k in OPTIONS}
        except (IndexError, TypeError, ValueError) as error:
            message = f"{LEARN_MODEL} expects [uri, line, options?]: {error}"
            raise JsonRpcInvalidParams(message) from error
        doc = self.analyses.documents.get(uri)
        if doc is None:
            raise JsonRpcInvalidParams(f"{uri} is not open")
        marker = marker_at(doc.text, line)
        if marker is None or marker.error is not None or marker.name is None:
            reason = marker.error if marker is not None else "no model marker there"
            raise JsonRpcInvalidParams(f"{LEARN_MODEL}: line {line + 1}: {reason}")
        version, text, target = doc.version, doc.text, marker.line - 1
        settings = await self.server.configuration.settings_for(doc)
        options = {**settings.model_options(), **options}  # the command's options win
        arguments_ = {
            "text": text, "path": str(doc.path), "step": marker.name,
            "observe": list(marker.observe), "init": marker.init, **options,
        }  # fmt: skip
        project = self.analyses.project(doc, settings)  # a unit of a program of several?
        if project is not None:
            arguments_["project"] = project
        timeout = float(options["timeout"])
        spec = JobSpec("model", arguments_, timeout=timeout, label=f"model of {marker.name}")
        self._store(ModelRecord(version, text, target, "running"), uri)
        outcome = await self.server.on_demand.run(spec, f"errlang: model of {marker.name}")
        if outcome.status == "ok":
            record = ModelRecord(version, text, target, "done", outcome.value)
        else:
            record = ModelRecord(version, text, target, "error", message=located(outcome))
        self._store(record, uri)
        result = record.result or {}
        return {
            "uri": uri, "version": version, "line": target, "state": record.state,
            "message": record.message, "complete": result.get("complete"),
            "alpha": result.get("alpha"),
            "states": len((result.get("automaton") or {}).get("states") or []),
            "invariants": result.get("invariants") or [],
            "alone": result.get("alone"),
        }  # fmt: skip

    def errlang_model(self, params: Any) -> dict[str, Any]:
        uri, line = location(params)
        doc = self.analyses.documents.get(uri)
        record = self._record_at(uri, line)
        if doc is None or record is None:
            return {"uri": uri, "version": doc.version if doc else None, "status": "none"}
        status = record.state
        if status == "done" and record.text != doc.text:
            status = "stale"
        answer: dict[str, Any] = {"uri": uri, "version": record.version, "status": status}
        if record.message:
            answer["message"] = record.message
        if record.result is not None:
            answer["automaton"] = record.result["document"]
            answer["model"] = {k: v for k, v in record.result.items() if k != "document"}
        return answer

    def code_lenses(self, doc: DocumentState) -> list[types.CodeLens]:
        lenses = []
        for marker in model_markers(doc.text):
            if marker.error is not None or marker.name is None:
                continue
            line = marker.line - 1
            title, command = lens_title(self._current(doc, line))
            position = types.Position(line=line, character=0)
            lenses.append(
                types.CodeLens(
                    range=types.Range(start=position, end=position),
                    command=types.Command(title=title, command=command, arguments=[doc.uri, line]),
                )
            )
        return lenses

    def diagnostics(self, doc: DocumentState) -> list[types.Diagnostic]:
        found = []
        for marker in model_markers(doc.text):
            if marker.error is not None:
                position = types.Position(line=marker.marker_line - 1, character=0)
                found.append(
                    types.Diagnostic(
                        range=types.Range(start=position, end=position),
                        message=marker.error,
                        severity=types.DiagnosticSeverity.Warning,
                        source="errlang",
                        code="model-marker",
                    )
                )
        for record in self.records.get(doc.uri, {}).values():
            if record.state == "error" and record.text == doc.text:
                position = types.Position(line=record.line, character=0)
                found.append(
                    types.Diagnostic(
                        range=types.Range(start=position, end=position),
                        message=f"model: {record.message}",
                        severity=types.DiagnosticSeverity.Warning,
                        source="errlang",
                        code="model-failed",
                    )
                )
        return found

    def hover(self, doc: DocumentState, position: types.Position) -> str | None:
        record = self._current(doc, position.line)
        if record is None or record.result is None:
            return None
        return hover_text(record.result)

    def inlay_hints(self, doc: DocumentState, where: types.Range) -> list[types.InlayHint]:
        hints = []
        lines = doc.text.split("\n")
        for record in self.records.get(doc.uri, {}).values():
            line = record.line
            if record.result is None or record.text != doc.text or line >= len(lines):
                continue
            if where.start.line <= line <= where.end.line:
                invariants = record.result.get("invariants") or []
                hints.append(
                    types.InlayHint(
                        position=types.Position(line=line, character=len(lines[line].rstrip())),
                        label=f"{len(invariants)} invariants proved",
                        tooltip=hover_text(record.result),
                        padding_left=True,
                    )
                )
        return hints

    def document_closed(self, doc: DocumentState) -> None:
        self.records.pop(doc.uri, None)

    def _current(self, doc: DocumentState, line: int) -> ModelRecord | None:
        record = self.records.get(doc.uri, {}).get(line)
        if record is None or (record.text != doc.text and record.state != "running"):
            return None
        return record

    def _record_at(self, uri: str, line: int) -> ModelRecord | None:
        records = self.records.get(uri, {})
        return records.get(line) or records.get(line + 1)

    def _store(self, record: ModelRecord, uri: str) -> None:
        self.records.setdefault(uri, {})[record.line] = record
        doc = self.analyses.documents.get(uri)
        if doc is not None:
            self.server.publish_diagnostics(doc)
        self.server.refresh_code_lenses()
        self.server.refresh_inlay_hints()


def marker_at(text: str, line: int) -> ModelMarker | None:
    """The model marker of the function on 0-based ``line`` (or of the marker on it)."""
    return next((m for m in model_markers(text) if line in (m.line - 1, m.marker_line - 1)), None)


def lens_title(record: ModelRecord | None) -> tuple[str, str]:
    if record is None:
        return "Learn model", LEARN_MODEL
    if record.state == "running":
        return "Model: learning…", SHOW_MODEL
    if record.state == "error" or record.result is None:
        return f"Model: failed ({record.message}) · Learn again", LEARN_MODEL
    result = record.result
    states = len(result["automaton"]["states"])
    invariants = len(result.get("invariants") or [])
    complete = "complete" if result.get("complete") else f"α = {result.get('alpha', 0):.2f}"
    return f"Model: {states} states, {invariants} invariants ({complete}) · Show model", SHOW_MODEL


def hover_text(result: dict[str, Any]) -> str:
    """The invariants of a model as Markdown (a primed name: the value after one step)."""
    names = ", ".join(f"`{n}`" for n in result.get("observables") or [])
    states = {s["id"]: s.get("predicate") for s in result["automaton"]["states"]}
    complete = "complete" if result.get("complete") else f"incomplete, α = {result['alpha']:.2f}"
    lines = [
        f"**errlang model** of `{result['step']}` over {names}: {len(states)} states ({complete})",
        "",
        "Invariants (proved by 1-induction; `x'` is the value after one step):",
    ]
    for invariant in result.get("invariants") or []:
        pre = "initially" if invariant["pre"] is None else f"if `{invariant['pre']}`"
        lines.append(f"* q{invariant['state']}: {pre} → `{invariant['post']}`")
    if not result.get("invariants"):
        lines.append("* none proved")
    if result.get("alone"):  # a unit of a program of several: the model is of the file alone
        lines += ["", f"Note: {result['alone']}."]
    return "\n".join(lines)
