"""The lifecycle hooks a feature may override, called by :class:`~errlang_lsp.analyses.Analyses`.

Kept apart from :class:`~errlang_lsp.features.base.Feature` (which also holds the server) so the
scheduler knows the hooks without knowing the server: ``analyses`` imports this module, the
server's :class:`~errlang_lsp.features.host.FeatureHost` names ``Analyses``, and no import circle
runs through them. Hooks run on the event loop and must return quickly.
"""

from __future__ import annotations

from errlang_lsp.pool import Job, JobOutcome
from errlang_lsp.state import DocumentState, Target


class Hooks:
    """No-op defaults for every hook; a feature overrides the ones it needs."""

    def document_changed(self, doc: DocumentState) -> None:
        """The text, the targets or a state changed (edit, new markers)."""

    def targets_changed(self, doc: DocumentState) -> None:
        """New markers arrived: ``doc.targets`` was rebuilt."""

    def document_closed(self, doc: DocumentState) -> None:
        """The document was closed; its jobs are cancelled."""

    def check_finished(self, doc: DocumentState) -> None:
        """A ``check`` outcome arrived (``doc.check``; ``doc.shown_check`` if it is current)."""

    def header_shown(self, doc: DocumentState) -> None:
        """``doc`` is a header of a project (``doc.program_header``): it has no analysis of its
        own; its programs' results about it are to be shown."""

    def learn_queued(self, doc: DocumentState, target: Target, job: Job) -> None:
        """A learning run was queued for ``target``."""

    def learn_started(self, doc: DocumentState, target: Target, job: Job) -> None:
        """A worker started the run."""

    def learn_progress(
        self, doc: DocumentState, target: Target, job: Job, message: str, fraction: float | None
    ) -> None:
        """The engine reported progress."""

    def learn_finished(
        self, doc: DocumentState, target: Target, job: Job, outcome: JobOutcome
    ) -> None:
        """The run ended (also when superseded: ``target.job is not job`` then)."""

    def target_finished(self, doc: DocumentState, target: Target) -> None:
        """``target.last`` (and ``target.learned`` on success) were updated."""
