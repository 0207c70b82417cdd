"""Specification mining in the editor (DESIGN §10, issue 12; docs/mining.md), minimal: mine the
specification around a seed call from the engine's traces of the current text, and show it.

* ``workspace/executeCommand`` ``errlang.mine [uri, seed, options?]`` (options ``radius``
  ``"F,B"``, ``loop_bound``, ``budget``, ``timeout``): runs in a worker with a cancellable
  progress; answers when done: ``{uri, version, state, message, seed, states, transitions,
  scenarios, traces, program}``. A unit of a ``compile_commands.json`` is mined as part of
  its program (docs/projects.md): the other units linked, so the functions they define run
  and the API is what no unit defines; ``program`` says which units (``null`` for a file
  not in a project; ``linked: false`` with ``problems`` when it could not be linked).
* request ``errlang/spec`` ``{textDocument, position}`` → ``{uri, version, status, message?,
  automaton?, specification?}``: ``automaton`` the specification as an automaton document
  (transition probabilities in ``probabilities``), ``specification`` the JSON of
  ``errlang mine --json``'s ``specification``. One specification per document (the last mined).

Cable's labelling of concept clusters: :mod:`errlang_lsp.features.cable` (``errlang/mine*``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from errlang_lsp.features.base import Feature
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.features.on_demand import located, location
from errlang_lsp.pool import JobSpec
from errlang_lsp.state import DocumentState
from pygls.exceptions import JsonRpcInvalidParams

MINE = "errlang.mine"
SPEC = "errlang/spec"
OPTIONS = {"radius": str, "loop_bound": int, "budget": int, "timeout": float}


@dataclass(frozen=True)
class SpecRecord:
    version: int
    text: str
    seed: str
    state: str  # "running" | "done" | "error"
    result: dict[str, Any] | None = None
    message: str = ""


class MiningFeature(Feature):
    def __init__(self, server: FeatureHost) -> None:
        super().__init__(server)
        self.records: dict[str, SpecRecord] = {}

    async def errlang_mine(self, *arguments: Any) -> dict[str, Any]:
        try:
            uri, seed = str(arguments[0]), str(arguments[1]).strip()
            given = dict(arguments[2]) if len(arguments) > 2 and arguments[2] else {}
            options = {k: OPTIONS[k](v) for k, v in given.items() if k in OPTIONS}
        except (IndexError, TypeError, ValueError) as error:
            raise JsonRpcInvalidParams(f"{MINE} expects [uri, seed, options?]: {error}") from error
        doc = self.analyses.documents.get(uri)
        if doc is None or not seed:
            raise JsonRpcInvalidParams(f"{MINE}: {'no seed' if doc else f'{uri} is not open'}")
        version, text = doc.version, doc.text
        settings = await self.server.configuration.settings_for(doc)
        engine = settings.engine_settings(doc.path, doc.root)  # -I/-D as the check has them
        options["include_dirs"], options["defines"] = engine["include_dirs"], engine["defines"]
        project = self.analyses.project(doc, settings)  # linked with its program's units
        if project is not None:
            options["project"] = project
        spec = JobSpec(
            "mine",
            {"text": text, "path": str(doc.path), "seed": seed, **options},
            timeout=float(options.get("timeout", 60.0)),
            label=f"mining around {seed}",
        )
        self.records[uri] = SpecRecord(version, text, seed, "running")
        outcome = await self.server.on_demand.run(spec, f"errlang: mining around {seed}")
        if outcome.status == "ok":
            record = SpecRecord(version, text, seed, "done", outcome.value)
        else:
            record = SpecRecord(version, text, seed, "error", message=located(outcome))
        self.records[uri] = record
        specification = (record.result or {}).get("specification") or {}
        return {
            "uri": uri, "version": version, "state": record.state, "message": record.message,
            "seed": seed, "states": len(specification.get("states") or []),
            "transitions": len(specification.get("transitions") or []),
            "scenarios": (record.result or {}).get("scenarios"),
            "traces": (record.result or {}).get("traces"),
            "program": (record.result or {}).get("program"),
        }  # fmt: skip

    def errlang_spec(self, params: Any) -> dict[str, Any]:
        uri, _ = location(params)
        doc = self.analyses.documents.get(uri)
        record = self.records.get(uri)
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
            answer["specification"] = record.result["specification"]
        return answer

    def document_closed(self, doc: DocumentState) -> None:
        self.records.pop(doc.uri, None)
