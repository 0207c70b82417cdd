"""``textDocument/publishDiagnostics``: verdicts, input errors and failed runs, source ``errlang``.

* ``fails`` → Error at the assertion naming the shortest failing event sequence (the learned
  automaton's shortest counterexample when there is one, else the check counterexample's) and
  the deciding step when known (not the bound: a failing run is real; ``data.loopBound``);
  ``relatedInformation``: the inputs and violating values, the deciding step, then the steps
  that carry an event or a value.
* ``holds`` / ``holds-within-bound`` → Hint with the reason (what cut the runs, and where);
  Information when no run reaches the assertion. ``unknown`` → Warning with the reason.
* Each reachable undefined behaviour (``findings``) → Warning at its line, with the steps of a
  run reaching it.
* Parse errors and unsupported constructs → Error at their location.
* Front-end warnings (a function called without a declaration is an input) → Warning at the
  call.
* A learning run that could not produce an automaton, and a worker that died → Error at the
  target (or at the top of the file for the check).
* A file analysed as part of its program (issue 22): steps, deciding steps and verdicts in
  another unit are located in that file (related information names it); the other units'
  own verdicts go to their files while those are closed (:mod:`.elsewhere`). When the program
  could not be linked: each problem at its place, and an Information at the top of the file
  saying it was analysed alone.

A publication names the current document version and holds only diagnostics computed on the
current text (results whose text equals it: ``doc.shown_check``, learn failures, marker errors
of ``doc.marked_on``). After an edit, the verdicts of the older text are not published again
under a newer version, not even on lines that moved: they wait for the next save's check.

This module is the feature (what is published when); the check's diagnostics are made in
:mod:`.check_diagnostics`, a failing run's related information in :mod:`.run_related`.
"""

from __future__ import annotations

from errlang_lsp import editor_words as words
from errlang_lsp.compile_commands import resolved
from errlang_lsp.features.base import Feature
from errlang_lsp.features.check_diagnostics import check_diagnostics
from errlang_lsp.features.elsewhere import ElsewhereDiagnostics
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.features.run_related import errlang_diagnostic
from errlang_lsp.state import DocumentState, Target
from lsprotocol import types


class DiagnosticsFeature(Feature):
    def __init__(self, server: FeatureHost) -> None:
        super().__init__(server)
        self._shown: set[str] = set()  # documents with diagnostics on screen
        self.elsewhere = ElsewhereDiagnostics(
            server.text_document_publish_diagnostics, self._open_paths, self._checked_elsewhere
        )
        server.contributions.hovers.append(self._hover_elsewhere)

    def _hover_elsewhere(self, doc: DocumentState, position: types.Position) -> str | None:
        """The hover of a line of a file without ``main``: what the open programs that
        include or link it said there (its Problems entries, which the hover repeats)."""
        if not words.checked_nothing(doc.shown_check):
            return None
        said = [
            d.message
            for d in self.elsewhere.about(resolved(doc.path))
            if d.range.start.line == position.line
        ]
        return "\n\n".join(said) or None

    def _checked_elsewhere(self, file: str) -> None:
        """An open file without ``main`` (a library ``.c`` a harness includes) shows what
        the programs of other open files said about it: publish it again."""
        for doc in self.analyses.documents.values():
            if resolved(doc.path) == file and words.checked_nothing(doc.shown_check):
                self.publish(doc)

    def _open_paths(self) -> set[str]:
        """The files whose own analysis publishes their diagnostics (an open project header
        has none: its programs' results about it are published as for a closed file)."""
        documents = self.analyses.documents.values()
        return {resolved(doc.path) for doc in documents if not doc.program_header}

    def header_shown(self, doc: DocumentState) -> None:
        if not doc.program_header:  # no longer one (settings): its own analysis follows
            return
        self._shown.discard(doc.uri)
        self.elsewhere.shown_on(doc)  # what its programs said about it (if anything yet)

    def check_finished(self, doc: DocumentState) -> None:
        if doc.shown_check is doc.check:
            self.publish(doc)
            if doc.check is not None:
                self.elsewhere.update(doc, doc.check)

    def targets_changed(self, doc: DocumentState) -> None:
        current = doc.marked_on is not None and doc.is_current(doc.marked_on)
        if current and any(t.marker_error for t in doc.targets) and doc.shown_check is not None:
            self.publish(doc)

    def target_finished(self, doc: DocumentState, target: Target) -> None:
        if target.last is not None and doc.is_current(target.last.snapshot):
            self.publish(doc)

    def document_closed(self, doc: DocumentState) -> None:
        self._shown.discard(doc.uri)
        self.server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=doc.uri, diagnostics=[])
        )
        self.elsewhere.owner_closed(doc)
        self.elsewhere.file_closed(doc)

    def publish(self, doc: DocumentState) -> None:
        shown = doc.shown_check
        if shown is not None and not doc.is_current(shown.snapshot) and _check_pending(doc):
            return  # the check of this text is under way and will publish it all at once
        diagnostics = []
        if shown is not None and doc.is_current(shown.snapshot):
            commands = self.server.support.command_links
            diagnostics.extend(check_diagnostics(doc, shown, commands=commands))
            if words.checked_nothing(shown):  # no main: its verdicts in other programs
                diagnostics = words.with_verdicts_elsewhere(
                    diagnostics, self.elsewhere.about(resolved(doc.path))
                )
        markers_current = doc.marked_on is not None and doc.is_current(doc.marked_on)
        for target in doc.targets:
            marker = marker_diagnostic(doc, target) if markers_current else None
            for diagnostic in (learn_diagnostic(doc, target), marker):
                if diagnostic is not None:
                    diagnostics.append(diagnostic)
        for contributed in self.server.contributions.diagnostics:  # PAC verdicts
            diagnostics.extend(contributed(doc))
        if not diagnostics and doc.shown_check is None and doc.uri not in self._shown:
            return  # nothing known yet: do not announce an empty set before the check
        self._shown.add(doc.uri)
        self.server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(
                uri=doc.uri, diagnostics=diagnostics, version=doc.version
            )
        )


def _check_pending(doc: DocumentState) -> bool:
    """Whether a check of the current text is queued or running."""
    job = doc.check_job
    return job is not None and job.state != "finished" and job.spec.arguments["text"] == doc.text


def marker_diagnostic(doc: DocumentState, target: Target) -> types.Diagnostic | None:
    """A malformed ``// errlang: learn`` marker (unknown option, nothing to mark)."""
    if target.marker_error is None or target.marker_line is None:
        return None
    line = doc.line_now(target.marker_line, target.base)
    if line is None:
        return None
    message = f"errlang marker: {target.marker_error}"
    return errlang_diagnostic(doc, line, 0, message, "marker", types.DiagnosticSeverity.Warning)


def learn_diagnostic(doc: DocumentState, target: Target) -> types.Diagnostic | None:
    last = target.last
    if last is None or last.automaton is not None or last.cancelled:
        return None
    if not doc.is_current(last.snapshot):
        return None
    line = doc.line_now(last.line, last.snapshot.version)
    problem = last.problem()
    if line is None or problem is None:
        return None
    what = "explain" if target.kind == "function" else "learn the error language of"
    message = f"errlang could not {what} {target.label()}: {problem}"
    return errlang_diagnostic(doc, line, 0, message, "learn-failed")
