"""Cable in the editor (thesis §7.3; issue 12 item 4; docs/mining.md, docs/protocol.md):
cluster the scenarios mined around a seed into a concept lattice, label whole concepts good or
bad, and mine again from the good ones.

Requests (each one worker job, ``errlang_lsp.cable_jobs``; the server never imports the engine):

* ``errlang/mineLattice {uri, seed, radius?, learner?, trusted?}`` → ``{uri, version, seed,
  lattice, labelsFile}``: ``lattice`` is ``errlang cable lattice --json``.
* ``errlang/mineConcept {uri, concept}`` → ``{uri, concept, specification}``: the automaton
  learned from the concept's scenarios (``spec_to_json``; ``None`` for the empty concept).
* ``errlang/mineLabel {uri, concept, label, onlyUnlabeled?}`` → like ``mineLattice``.
* ``errlang/mineGood {uri}`` → ``{uri, specification, scenarios, distinct}``: mined again from the
  scenarios labelled good (``scenarios``: traces, with repeats; ``distinct``: distinct scenarios).

``mineConcept``/``mineLabel``/``mineGood`` use the seed, radius and learner of the document's
last successful ``mineLattice``. Labels are kept per document; with ``trusted`` they are read
from and saved to ``.vscode/errlang-labels.json`` in the document's workspace folder.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, cast

from errlang_lsp.features.base import Feature
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.features.on_demand import located
from errlang_lsp.pool import JobKind, JobSpec
from errlang_lsp.state import DocumentState
from pygls.exceptions import JsonRpcInternalError, JsonRpcInvalidParams
from pygls.uris import to_fs_path

LATTICE, CONCEPT, LABEL, GOOD = (
    "errlang/mineLattice", "errlang/mineConcept", "errlang/mineLabel", "errlang/mineGood",
)  # fmt: skip
LABELS_FILE = ".vscode/errlang-labels.json"
LEARNERS = ("auto", "sk-or", "sk-and", "sk-lax", "sk-strict", "k-tails")


@dataclass(frozen=True)
class CableSession:
    """The reference of a document's Cable view and its labels (the labels file's JSON)."""

    seed: str
    radius: str
    learner: str
    labels_file: str | None
    labels: dict[str, Any] | None = None


class CableFeature(Feature):
    def __init__(self, server: FeatureHost) -> None:
        super().__init__(server)
        self.sessions: dict[str, CableSession] = {}

    def _document(self, params: Any) -> tuple[str, Any]:
        uri = str(_get(params, "uri") or "")
        doc = self.analyses.documents.get(uri)
        if doc is None:
            raise JsonRpcInvalidParams(f"{uri or 'the uri'} is not open")
        return uri, doc

    def _session(self, uri: str) -> CableSession:
        session = self.sessions.get(uri)
        if session is None:
            raise JsonRpcInvalidParams(f"{uri}: mine the lattice first ({LATTICE})")
        return session

    def _labels_file(self, doc: Any) -> str:
        path = Path(doc.path)
        folders = getattr(getattr(self.server, "workspace", None), "folders", None) or {}
        for folder in folders.values():
            root = Path(to_fs_path(folder.uri) or "")
            if root in path.parents:
                return str(root / LABELS_FILE)
        return str(path.parent / LABELS_FILE)

    async def _run(self, kind: str, doc: Any, session: CableSession, **extra: Any) -> Any:
        arguments = {
            "text": doc.text, "path": str(doc.path), "seed": session.seed,
            "radius": session.radius, "learner": session.learner, **extra,
        }  # fmt: skip
        if kind != "mineConcept":
            arguments["labels"] = session.labels
            arguments["labels_file"] = session.labels_file
        spec = JobSpec(
            cast(JobKind, kind), arguments, timeout=60.0, label=f"Cable around {session.seed}"
        )
        outcome = await self.server.on_demand.run(spec, f"errlang: Cable around {session.seed}")
        if outcome.status == "error":
            raise JsonRpcInvalidParams(located(outcome))
        if outcome.status != "ok":
            raise JsonRpcInternalError(outcome.message or f"{kind} {outcome.status}")
        return outcome.value

    def _answer(self, uri: str, doc: Any, session: CableSession, value: Any) -> dict[str, Any]:
        self.sessions[uri] = replace(session, labels=value["labels"])
        return {
            "uri": uri, "version": doc.version, "seed": session.seed,
            "lattice": value["lattice"], "labelsFile": session.labels_file,
        }  # fmt: skip

    async def errlang_mine_lattice(self, params: Any) -> dict[str, Any]:
        uri, doc = self._document(params)
        seed = str(_get(params, "seed") or "").strip()
        radius = str(_get(params, "radius") or "2,0")
        learner = str(_get(params, "learner") or "auto")
        if not seed:
            raise JsonRpcInvalidParams(f"{LATTICE}: no seed")
        if learner not in LEARNERS:
            raise JsonRpcInvalidParams(f"{LATTICE}: learner must be one of {', '.join(LEARNERS)}")
        labels_file = self._labels_file(doc) if _get(params, "trusted") else None
        old = self.sessions.get(uri)
        kept = old.labels if old and (old.seed, old.radius) == (seed, radius) else None
        session = CableSession(seed, radius, learner, labels_file, kept)
        value = await self._run("mineLattice", doc, session)
        return self._answer(uri, doc, session, value)

    async def errlang_mine_concept(self, params: Any) -> dict[str, Any]:
        uri, doc = self._document(params)
        concept = _int(params, "concept")
        value = await self._run("mineConcept", doc, self._session(uri), concept=concept)
        return {"uri": uri, **value}

    async def errlang_mine_label(self, params: Any) -> dict[str, Any]:
        uri, doc = self._document(params)
        session = self._session(uri)
        label = str(_get(params, "label") or "")
        if label not in ("good", "bad"):
            raise JsonRpcInvalidParams(f"{LABEL}: label must be good or bad")
        value = await self._run(
            "mineLabel", doc, session, concept=_int(params, "concept"), label=label,
            only_unlabeled=bool(_get(params, "onlyUnlabeled")),
        )  # fmt: skip
        return self._answer(uri, doc, session, value)

    async def errlang_mine_good(self, params: Any) -> dict[str, Any]:
        uri, doc = self._document(params)
        value = await self._run("mineGood", doc, self._session(uri))
        return {"uri": uri, **value}

    def document_closed(self, doc: DocumentState) -> None:
        self.sessions.pop(doc.uri, None)


def _get(params: Any, name: str) -> Any:
    if isinstance(params, dict):
        return params.get(name)
    return getattr(params, name, None)


def _int(params: Any, name: str) -> int:
    try:
        return int(_get(params, name))
    except (TypeError, ValueError) as error:
        raise JsonRpcInvalidParams(f"{name} must be an integer") from error
