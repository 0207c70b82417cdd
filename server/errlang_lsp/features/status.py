"""``errlang/status`` (server → client): the state of every target of a document.

``{uri, version, targets: [{line, kind, name?, state, message?, changed?, progress?}]}`` with
0-based current lines; ``changed``: what the save that learned the automaton shown changed
(``this edit added 1 failing sequence: …``); ``progress``: the work-done progress token of the
target's run while it is queued or running; ``partial`` (state ``running``): the loop bound
of the partial automaton ``errlang/automaton`` answers now (issue 19: the bound driver completed
it and learns the next; ``message`` says so, "loop bound 2 shown; learning loop bound 3…");
sent whenever the list changes (queued, running, done, stale, error — a cancelled run without
an earlier result is an ``error`` whose message says it was cancelled). ``assertions``: every
assertion of the last check, ``[{line, label?}]`` (issue 31: the client's one source of where
the assertions are).
"""

from __future__ import annotations

from typing import Any

from errlang_lsp import summaries
from errlang_lsp.features.automaton import shown_partial
from errlang_lsp.features.base import Feature
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.pool import Job, JobOutcome, partial_text
from errlang_lsp.state import DocumentState, Target

STATUS = "errlang/status"


def _changed(target: Target) -> str | None:
    """``this edit added 1 failing sequence: …``: what the save that learned the automaton
    shown changed in the target's language (from the engine's ``changes``)."""
    automaton = target.learned.automaton if target.learned is not None else None
    if not automaton:
        return None
    return summaries.changes_text(automaton.get("changes"), automaton)


NEWS = ("targets", "assertions")  # what a status is sent again for


def assertion_lines(doc: DocumentState) -> list[dict[str, Any]]:
    """Every assertion of the document's last check, at its current 0-based line, with the
    condition as the engine read it (issue 31: the one source of where the assertions are —
    ``assert``, ``__VERIFIER_assert``, ``_Learn_assert``, ``__CPROVER_assert``, a commented-out
    one never; the extension has no pattern of its own)."""
    check = doc.check
    if check is None:
        return []
    version = check.snapshot.version
    found: dict[int, dict[str, Any]] = {}
    for assertion in check.assertions():
        line = doc.line_now(int(assertion["line"]) - 1, version)
        if line is None or line in found:
            continue
        entry: dict[str, Any] = {"line": line}
        text = assertion.get("condition") or assertion.get("text")
        if isinstance(text, str) and text:
            entry["label"] = text
        found[line] = entry
    return [found[line] for line in sorted(found)]


class StatusFeature(Feature):
    def __init__(self, server: FeatureHost) -> None:
        super().__init__(server)
        self._sent: dict[str, dict[str, Any]] = {}

    def payload(self, doc: DocumentState) -> dict[str, Any]:
        targets = []
        for target in doc.targets:
            line = doc.target_line(target)
            state, message = doc.state_of(target)
            if line is None or state == "none":
                continue
            entry: dict[str, Any] = {"line": line, "kind": target.kind, "state": state}
            if target.name:
                entry["name"] = target.name
            if message:
                entry["message"] = message
            changed = _changed(target) if state == "done" else None
            if changed:
                entry["changed"] = changed
            running = target.job is not None and target.job.state != "finished"
            if running and target.job is not None and self._progress_supported():
                entry["progress"] = f"errlang/learn/{target.job.id}"  # as features/progress
            partial = shown_partial(doc, target) if running else None
            if partial is not None:
                bound = (partial[0].get("bounds") or {}).get("loop_bound")
                entry["partial"] = bound if isinstance(bound, int) else True
                entry["message"] = partial_text(partial[0])
            targets.append(entry)
        targets.sort(key=lambda t: t["line"])
        return {
            "uri": doc.uri,
            "version": doc.version,
            "targets": targets,
            "assertions": assertion_lines(doc),
        }

    def _progress_supported(self) -> bool:
        window = self.server.client_capabilities.window
        return bool(window and window.work_done_progress)

    def send(self, doc: DocumentState) -> None:
        payload = self.payload(doc)
        previous = self._sent.get(doc.uri)
        if previous is not None and all(previous[k] == payload[k] for k in NEWS):
            return  # a new version alone is not news
        self._sent[doc.uri] = payload
        self.server.protocol.notify(STATUS, payload)

    def document_changed(self, doc: DocumentState) -> None:
        self.send(doc)

    def check_finished(self, doc: DocumentState) -> None:
        self.send(doc)  # the assertions of the new version

    def targets_changed(self, doc: DocumentState) -> None:
        self.send(doc)

    def document_closed(self, doc: DocumentState) -> None:
        self._sent.pop(doc.uri, None)

    def learn_queued(self, doc: DocumentState, target: Target, job: Job) -> None:
        self.send(doc)

    def learn_started(self, doc: DocumentState, target: Target, job: Job) -> None:
        self.send(doc)

    def learn_progress(
        self, doc: DocumentState, target: Target, job: Job, message: str, fraction: float | None
    ) -> None:
        if job.partials:  # a partial automaton may have arrived (send ignores no news)
            self.send(doc)

    def learn_finished(
        self, doc: DocumentState, target: Target, job: Job, outcome: JobOutcome
    ) -> None:
        pass  # target_finished follows when the run still owns the target

    def target_finished(self, doc: DocumentState, target: Target) -> None:
        self.send(doc)
