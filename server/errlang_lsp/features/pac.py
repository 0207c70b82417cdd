"""PAC verification of one assertion (DESIGN §8, issue 10; docs/pac.md): command, lens,
diagnostic and the model for the automaton view.

* ``workspace/executeCommand`` ``errlang.verifyPac [uri, line0, options?]`` (options:
  ``epsilon``, ``confidence``, ``batch``, ``timeout``, ``seed``; those not given come from the
  document's ``errlang.pac.*`` settings, the include paths and defines from the check's)
  verifies the assertion on that line on the current text in a worker, with a cancellable
  progress; returns when decided:
  ``{uri, version, line, verdict, shown, reason, guarantee}``.
* Diagnostic (while the text is the one verified): ``pac-fails`` (Error, the replayable run as
  related information), ``pac-holds`` (Information, ``holds, PAC(ε, δ)`` and the guarantee),
  ``pac-unknown`` (Warning, with the reason).
* Code lens on each assertion the check found: ``Verify with PAC guarantee``, then
  ``PAC: holds (statistical guarantee) · Show model``.
* request ``errlang/pacModel`` ``{textDocument, position}`` → ``{uri, version, status,
  message?, verdict?, automaton?}`` (the model as an automaton document, docs/pac.md).

A document that is a unit of a ``compile_commands.json`` is verified as part of its program,
the other units linked (docs/projects.md): the decision letters name their files, an input
read in another unit is related information on that unit, and when the program cannot be
linked the verdict says the file was analysed alone, and why.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errlang_lsp import editor_words as words
from errlang_lsp import program, summaries
from errlang_lsp.compile_commands import resolved
from errlang_lsp.features.base import Feature
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.features.on_demand import located, location
from errlang_lsp.pool import JobSpec
from errlang_lsp.state import DocumentState
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams

VERIFY = "errlang.verifyPac"
SHOW_MODEL = "errlang.showPacModel"  # the client's command
PAC_MODEL = "errlang/pacModel"
OPTIONS = {"epsilon": float, "confidence": float, "batch": int, "timeout": float, "seed": int}


@dataclass(frozen=True)
class PacRecord:
    """A PAC run for the assertion on 0-based ``line`` of the text of ``version``."""

    version: int
    text: str
    line: int
    state: str  # "running" | "done" | "error"
    result: dict[str, Any] | None = None
    message: str = ""

    def verdict(self) -> dict[str, Any] | None:
        assertions = (self.result or {}).get("assertions") or []
        return assertions[0] if assertions else None


class PacFeature(Feature):
    def __init__(self, server: FeatureHost) -> None:
        super().__init__(server)
        self.records: dict[str, dict[int, PacRecord]] = {}
        server.contributions.diagnostics.append(self.diagnostics)
        server.contributions.code_lenses.append(self.code_lenses)

    async def errlang_verify_pac(self, *arguments: Any) -> dict[str, Any]:
        uri, line, options = _arguments(arguments)
        doc = self.analyses.documents.get(uri)
        if doc is None:
            raise JsonRpcInvalidParams(f"{uri} is not open")
        version, text = doc.version, doc.text
        settings = await self.server.configuration.settings_for(doc)
        options = {**settings.pac_options(), **options}  # the command's options win
        engine = settings.engine_settings(doc.path, doc.root)  # -I/-D as the check has them
        includes = {"include_dirs": engine["include_dirs"], "defines": engine["defines"]}
        project = self.analyses.project(doc, settings)  # linked with its program's units
        if project is not None:
            includes["project"] = project
        spec = JobSpec(
            "pac",
            {"text": text, "path": str(doc.path), "line": line + 1, **includes, **options},
            timeout=float(options["timeout"]),
            label=f"PAC verification of the assertion at line {line + 1}",
        )
        self._store(doc, PacRecord(version, text, line, "running"))
        outcome = await self.server.on_demand.run(spec, f"errlang: PAC, line {line + 1}")
        if outcome.status == "ok":  # locations in this file lose their ``file`` (linked)
            record = PacRecord(
                version, text, line, "done", program.localise(outcome.value, doc.path)
            )
        else:
            record = PacRecord(version, text, line, "error", message=located(outcome))
        self._store(doc, record)
        verdict = record.verdict() or {}
        return {
            "uri": uri,
            "version": version,
            "line": line,
            "state": record.state,
            "verdict": verdict.get("verdict", "error"),
            "shown": verdict.get("shown", record.message),
            "reason": verdict.get("reason") or record.message,
            "guarantee": (record.result or {}).get("guarantee"),
        }

    def errlang_pac_model(self, params: Any) -> dict[str, Any]:
        uri, line = location(params)
        doc = self.analyses.documents.get(uri)
        record = self._record_at(uri, line)
        if doc is None or record is None:
            return {"uri": uri, "version": doc.version if doc else None, "status": "none"}
        status = "running" if record.state == "running" else record.state
        if status == "done" and record.text != doc.text:
            status = "stale"
        answer: dict[str, Any] = {"uri": uri, "version": record.version, "status": status}
        if record.message:
            answer["message"] = record.message
        if record.verdict() is not None:
            answer["verdict"] = record.verdict()
        model = (record.result or {}).get("model")
        if model is not None:
            answer["automaton"] = model
        elif status in ("done", "stale"):  # never an empty box that says "done" (issue 31)
            answer["message"] = no_model_text(answer.get("verdict") or {})
        return answer

    def diagnostics(self, doc: DocumentState) -> list[types.Diagnostic]:
        found = []
        for record in self.records.get(doc.uri, {}).values():
            if record.state == "done" and record.text == doc.text:
                diagnostic = verdict_diagnostic(doc, record)
                if diagnostic is not None:
                    found.append(diagnostic)
        return found

    def code_lenses(self, doc: DocumentState) -> list[types.CodeLens]:
        lines = _assertion_lines(doc)
        records = self.records.get(doc.uri, {})
        lenses = []
        for line in sorted(lines | {r.line for r in records.values() if r.text == doc.text}):
            title, command = lens_title(records.get(line), doc)
            position = types.Position(line=line, character=0)
            lenses.append(
                types.CodeLens(
                    range=types.Range(start=position, end=position),
                    command=types.Command(title=title, command=command, arguments=[doc.uri, line]),
                )
            )
        return lenses

    def document_closed(self, doc: DocumentState) -> None:
        self.records.pop(doc.uri, None)

    def _record_at(self, uri: str, line: int) -> PacRecord | None:
        records = self.records.get(uri, {})
        return records.get(line) or records.get(line + 1)

    def _store(self, doc: DocumentState, record: PacRecord) -> None:
        if doc.closed:  # closed while the run went on: nothing to show
            return
        self.records.setdefault(doc.uri, {})[record.line] = record
        self.server.publish_diagnostics(doc)
        self.server.refresh_code_lenses()


def _arguments(arguments: tuple[Any, ...]) -> tuple[str, int, dict[str, Any]]:
    try:
        uri, line = str(arguments[0]), int(arguments[1])
        given = dict(arguments[2]) if len(arguments) > 2 and arguments[2] else {}
        options = {k: OPTIONS[k](v) for k, v in given.items() if k in OPTIONS and v is not None}
    except (IndexError, TypeError, ValueError) as error:
        raise JsonRpcInvalidParams(f"{VERIFY} expects [uri, line, options?]: {error}") from error
    if not 0 < options.get("epsilon", 0.1) < 1 or not 0 < options.get("confidence", 0.9) < 1:
        raise JsonRpcInvalidParams(f"{VERIFY}: epsilon and confidence must be in (0, 1)")
    return uri, line, options


def _assertion_lines(doc: DocumentState) -> set[int]:
    """Current 0-based lines of the assertions the last check found."""
    check = doc.check
    if check is None or words.checked_nothing(check):  # no main: no run to sample
        return set()
    lines = (doc.line_now(int(a["line"]) - 1, check.snapshot.version) for a in check.assertions())
    return {line for line in lines if line is not None}


def lens_title(record: PacRecord | None, doc: DocumentState) -> tuple[str, str]:
    if record is None or (record.text != doc.text and record.state != "running"):
        return "Verify with PAC guarantee", VERIFY
    if record.state == "running":
        return "PAC: verifying…", SHOW_MODEL
    if record.state == "error":
        return f"PAC: {record.message} · Verify again", VERIFY
    verdict = record.verdict() or {}
    shown = verdict.get("shown", "unknown")
    if verdict.get("verdict") == "holds":  # "holds, PAC(0.1, 0.9)": jargon in a lens (issue 21)
        shown = "holds (statistical guarantee)"
    if (record.result or {}).get("model") is not None:
        return f"PAC: {shown} · Show model", SHOW_MODEL
    return f"PAC: {shown} · Verify again", VERIFY


def verdict_diagnostic(doc: DocumentState, record: PacRecord) -> types.Diagnostic | None:
    """The verdict of a PAC run on the current text, at its assertion."""
    verdict = record.verdict()
    if verdict is None:
        return None
    line = int(verdict["line"]) - 1
    column = max(int(verdict.get("column") or 1) - 1, 0)
    text_line = doc.text.split("\n")[line] if line < doc.text.count("\n") + 1 else ""
    where = types.Range(
        start=types.Position(line=line, character=column),
        end=types.Position(line=line, character=max(len(text_line.rstrip()), column)),
    )
    kind = verdict["verdict"]
    if kind == "fails":
        run = verdict.get("run") or {}
        inputs = run.get("inputs") or []
        replay = (run.get("replay") or {}).get("status")
        message = fails_text(inputs, replay)
        related = [
            types.DiagnosticRelatedInformation(
                location=types.Location(
                    uri=_uri_of(i, doc),  # an input read in another unit of the program
                    range=types.Range(
                        start=types.Position(line=max(i["line"] - 1, 0), character=0),
                        end=types.Position(line=max(i["line"] - 1, 0), character=0),
                    ),
                ),
                message=f"input {summaries.input_text(i)}",
            )
            for i in inputs
        ]
        return types.Diagnostic(
            range=where, message=message + alone_text(record.result),
            severity=types.DiagnosticSeverity.Error,
            source="errlang", code="pac-fails", related_information=related or None,
        )  # fmt: skip
    if kind == "holds":
        return types.Diagnostic(
            range=where, message=holds_text(record.result or {}) + alone_text(record.result),
            severity=types.DiagnosticSeverity.Information, source="errlang", code="pac-holds",
        )  # fmt: skip
    return types.Diagnostic(
        range=where, message=f"PAC: unknown ({verdict.get('reason') or 'no reason given'})",
        severity=types.DiagnosticSeverity.Warning, source="errlang", code="pac-unknown",
    )  # fmt: skip


def _uri_of(item: dict[str, Any], doc: DocumentState) -> str:
    file = item.get("file")
    if isinstance(file, str) and resolved(file) != resolved(doc.path):
        return Path(file).as_uri()
    return doc.uri


def alone_text(result: dict[str, Any] | None) -> str:
    """`` (analysed alone: …)`` when the file's program could not be linked (docs/projects.md);
    nothing for a file linked with its program or not in a project."""
    found = program.problems(result)
    if not found:
        return ""
    first = found[0]
    where = f"{Path(str(first.get('file', ''))).name}:{first.get('line', 1)}"
    return (
        " (analysed alone: the program of compile_commands.json this file belongs to could"
        f" not be linked: {where}: {first.get('message', '')})"
    )


def no_model_text(verdict: dict[str, Any]) -> str:
    """Why a finished PAC run has no model to show: a sampled run failed the assertion (PAC
    learns a model only while no sampled run fails), or the verdict's reason."""
    if verdict.get("verdict") == "fails":
        inputs = (verdict.get("run") or {}).get("inputs") or []
        values = ", ".join(summaries.input_text(i) for i in inputs)
        return (
            "no PAC model: a sampled run fails the assertion"
            + (f" (inputs {values})" if values else "")
            + ", so no model was learned; the failing run is in Problems"
        )
    reason = verdict.get("reason")
    return f"no PAC model: {reason}" if reason else "no PAC model was learned"


def fails_text(inputs: list[dict[str, Any]], replay: str | None) -> str:
    """``fails: a sampled run fails it; inputs op = 7; replay: reproduced``."""
    values = ", ".join(summaries.input_text(i) for i in inputs)
    return (
        "fails: a sampled run fails it"
        + (f"; inputs {values}" if values else "; no inputs")
        + (f"; replay: {replay}" if replay else "")
    )


def holds_text(result: dict[str, Any]) -> str:
    """The PAC guarantee in a few plain words (issue 21): what was sampled, what the numbers
    promise, that it is not a proof; the engine's full sentence is in the model view."""
    pac = ((result.get("model") or {}).get("pac")) or {}
    samples = pac.get("samples")
    sampled = f"{samples} sampled runs" if isinstance(samples, int) else "the sampled runs"
    epsilon, confidence, batch = pac.get("epsilon"), pac.get("confidence"), pac.get("batch")
    promise = ""
    if all(isinstance(x, int | float) for x in (epsilon, confidence, batch)):
        promise = (
            f" Probably approximately correct: with confidence {_percent(confidence)}, a batch"
            f" of {batch} random runs has one the model misses with probability at most"
            f" {_percent(epsilon)}."
        )
    return (
        f"holds (statistical guarantee): no run fails it, neither among {sampled} nor in the"
        f" model of the program's branch decisions learned from them.{promise} Not a proof."
    )


def _percent(p: Any) -> str:
    return f"{round(float(p) * 100, 1):g} %"
