"""Which analyses run when, for which version — the server's only scheduler.

* open / save: ``markers`` and ``check`` on the saved text; when markers arrive, ``learn`` each
  marked target and each target the user learned before (``learnOnSave``; the engine's cache
  makes unchanged slices free). A save supersedes the runs of the previous one: they are
  cancelled unless they analyse the same text with the same settings (and were not cancelled
  already); a superseded check that still answers is ignored, even on the same text (it may
  have run under older settings). A target whose marker is malformed is not learned and keeps
  no older result. Once the last save's runs end, the state is that of a fresh analysis of
  the saved text (plus the targets the user asked to learn).
* edit: nothing runs (analyses follow saves); results of the older text become *stale*.
* a document analysed as part of its program (a unit of the nearest ``compile_commands.json``,
  :mod:`errlang_lsp.program`): editing, saving or closing another unit of that program
  analyses it again (:data:`RELINK_DELAY` after the last edit), with the units' buffers.
* ``errlang.learn``: learn one target on the current (possibly unsaved) text.

Features (:mod:`errlang_lsp.features`) are told about every step through the
:class:`~errlang_lsp.features.hooks.Hooks`; handlers only read :class:`DocumentState`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

from errlang_lsp import program
from errlang_lsp.compile_commands import resolved
from errlang_lsp.conditions import with_written_conditions
from errlang_lsp.config import ServerSettings
from errlang_lsp.features.hooks import Hooks
from errlang_lsp.jobs import kept_check
from errlang_lsp.lines import UTF16, LineHistory
from errlang_lsp.pool import Job, JobOutcome, JobSpec, WorkerPool
from errlang_lsp.state import (
    CheckRecord,
    DocumentState,
    LearnRecord,
    Snapshot,
    Target,
    TargetKind,
)
from errlang_lsp.step_files import function_files, mark_foreign_sites, with_step_files

log = logging.getLogger(__name__)

SettingsProvider = Callable[[DocumentState], Awaitable[ServerSettings]]
RELINK_DELAY = 0.5  # seconds after the last edit of a unit before its programs' files re-run


class Analyses:
    def __init__(self, pool: WorkerPool, settings: SettingsProvider) -> None:
        self.pool = pool
        self.settings = settings
        self.features: list[Hooks] = []
        self.documents: dict[str, DocumentState] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._relinks: dict[str, asyncio.TimerHandle] = {}  # by document URI
        self.position_encoding = UTF16  # negotiated at initialize (features/configuration.py)

    # -- document lifecycle --------------------------------------------------------------------

    def open(self, uri: str, path: Path, root: Path | None, version: int, text: str) -> None:
        encoding = self.position_encoding
        doc = DocumentState(
            uri, path, root, version, text, LineHistory(encoding), encoding=encoding
        )
        self.documents[uri] = doc
        self._spawn(self._analyse(doc))

    def change(
        self, uri: str, version: int, text: str, record: Callable[[DocumentState], None]
    ) -> None:
        """The client's text changed; ``record`` notes the line moves before the text is set."""
        doc = self.documents.get(uri)
        if doc is None:
            return
        record(doc)
        doc.version, doc.text = version, text
        doc.history.forget_before(doc.oldest_version_needed())
        self._emit("document_changed", doc)
        self._relink(doc)

    def save(self, uri: str) -> None:
        doc = self.documents.get(uri)
        if doc is not None:
            self._spawn(self._analyse(doc))
            self._relink(doc)
            if doc.program_header:  # the units read headers from disk: their programs change
                for other in self.documents.values():
                    if other is not doc and other.links:
                        self._relink_later(other)

    def close(self, uri: str) -> None:
        doc = self.documents.pop(uri, None)
        if doc is None:
            return
        doc.closed = True
        pending = self._relinks.pop(uri, None)
        if pending is not None:
            pending.cancel()
        for job in [doc.markers_job, doc.check_job, *(t.job for t in doc.targets)]:
            if job is not None:
                self.pool.cancel(job)
        self._emit("document_closed", doc)
        self._relink(doc)  # its programs now read the file on disk

    def unit_changed(self, path: Path) -> None:
        """``path`` changed on disk (``workspace/didChangeWatchedFiles``): while it is not open
        (an open file's buffer is what its programs read), analyse again the documents whose
        program linked it."""
        key = resolved(path)
        if not any(resolved(doc.path) == key for doc in self.documents.values()):
            self._relink_path(key, None)

    def _relink(self, changed: DocumentState) -> None:
        """Analyse again, soon, every other open document whose program links ``changed``
        (a later edit postpones it: one analysis per pause in typing)."""
        self._relink_path(resolved(changed.path), changed)

    def _relink_path(self, path: str, changed: DocumentState | None) -> None:
        for doc in self.documents.values():
            if doc is not changed and path in doc.links:
                self._relink_later(doc)

    def _relink_later(self, doc: DocumentState) -> None:
        pending = self._relinks.pop(doc.uri, None)
        if pending is not None:
            pending.cancel()
        self._relinks[doc.uri] = asyncio.get_running_loop().call_later(
            RELINK_DELAY, self._relinked, doc
        )

    def _relinked(self, doc: DocumentState) -> None:
        self._relinks.pop(doc.uri, None)
        if not doc.closed:
            self._spawn(self._analyse(doc))

    def project(self, doc: DocumentState, settings: ServerSettings) -> dict[str, Any] | None:
        """The ``project`` argument of ``doc``'s jobs (``None``: analysed alone)."""
        if not settings.link_project:
            return None
        buffers = [(other.path, other.text) for other in self.documents.values()]
        found = program.project_arguments(doc.path, doc.root, buffers)
        return {**found, **settings.user_flags(doc.root)} if found is not None else None

    def reanalyse_all(self) -> None:
        """Settings changed: analyse every open document again."""
        for doc in self.documents.values():
            self._spawn(self._analyse(doc))

    # -- on demand ----------------------------------------------------------------------------

    def learn(self, uri: str, line: int) -> Target | None:
        """Learn the target on 0-based ``line`` of the current text (``errlang.learn``)."""
        doc = self.documents.get(uri)
        if doc is None:
            return None
        target = doc.target_at(line)
        if target is None:
            target = Target("assertion", line, doc.version)
            doc.targets.append(target)
        else:
            current = doc.target_line(target)
            if target.marker_line is not None:
                target.marker_line = doc.line_now(target.marker_line, target.base)
            target.line, target.base = (current if current is not None else line), doc.version
        target.requested = target.awaiting_run = True  # kept by _retarget until submitted
        self._spawn(self._learn_on_demand(doc, target, Snapshot(doc.version, doc.text)))
        return target

    def cancel(self, job: Job) -> None:
        self.pool.cancel(job)

    async def membership(self, uri: str, line: int, word: Sequence[str]) -> tuple[int, JobOutcome]:
        """Is ``word`` in the language of the target at current ``line``? Asked about the
        automaton shown: the text it was learned on and its loop bound and exactness length
        (the teacher that learned it answers, DESIGN §1); the current text at the settings'
        bounds when nothing was learned. Returns the version asked about and the outcome."""
        doc = self.documents[uri]
        target = doc.target_at(line)
        settings = await self.settings(doc)
        options = target.options if target is not None else {}
        learned = target.learned if target is not None else None
        arguments: dict[str, Any] = {
            "path": str(doc.path),
            "word": list(word),
            "settings": settings.engine_settings(doc.path, doc.root, options),
        }
        project = self.project(doc, settings)
        if project is not None:
            arguments["project"] = project
        if target is not None and target.kind == "function" and target.name:
            arguments["function"] = target.name
        if learned is not None and learned.automaton is not None:
            snapshot, target_line = learned.snapshot, learned.line
            bounds = learned.automaton.get("bounds") or {}
            arguments["loop_bound"] = bounds.get("loop_bound")
            arguments["max_length"] = bounds.get("max_length")
        else:
            snapshot = Snapshot(doc.version, doc.text)
            current = doc.target_line(target) if target is not None else None
            target_line = current if current is not None else line
        arguments["text"] = snapshot.text
        if "function" not in arguments:
            arguments["line"] = target_line + 1
        spec = JobSpec(
            "membership", arguments, timeout=settings.timeout,
            label=f"membership query at line {line + 1}",
        )  # fmt: skip
        return snapshot.version, await self.pool.submit(spec).future

    # -- the analysis of a saved text ---------------------------------------------------------

    async def _analyse(self, doc: DocumentState) -> None:
        doc.generation += 1
        generation = doc.generation
        snapshot = Snapshot(doc.version, doc.text)
        doc.analysed = snapshot.version
        settings = await self.settings(doc)
        if doc.closed or doc.generation != generation:
            return
        header = settings.link_project and program.project_header(doc.path, doc.root)
        if header or doc.program_header:
            doc.program_header = header
            self._emit("header_shown", doc)
            if header:  # its programs' analyses speak for it (docs/projects.md)
                return
        engine_settings = settings.engine_settings(doc.path, doc.root)
        for job in (doc.markers_job, doc.check_job):
            if job is not None:
                self.pool.cancel(job)
        doc.markers_job = self.pool.submit(
            JobSpec("markers", {"text": snapshot.text}, timeout=settings.timeout, label="markers")
        )
        check: dict[str, Any] = {
            "path": str(doc.path),
            "text": snapshot.text,
            "settings": engine_settings,
        }
        project = self.project(doc, settings)
        if project is not None:
            check["project"] = project
        doc.check_job = self.pool.submit(
            JobSpec("check", check, timeout=settings.timeout, label="the bounded check")
        )
        self._spawn(self._receive_check(doc, snapshot, doc.check_job))
        markers = await doc.markers_job.future
        if doc.closed or doc.generation != generation:
            return
        if markers.status != "ok":
            log.warning("markers of %s failed: %s", doc.uri, markers.message)
            return  # keep the targets we had; the check reports what went wrong
        self._retarget(doc, snapshot, markers)
        self._emit("targets_changed", doc)
        if settings.learn_on_save:
            for target in doc.targets:
                if target.marker_error is None and (
                    target.marked or target.learned is not None or target.job is not None
                ):
                    self._submit_learn(doc, target, snapshot, settings)

    async def _receive_check(self, doc: DocumentState, snapshot: Snapshot, job: Job) -> None:
        outcome = await job.future
        if doc.check_job is not job:
            return  # superseded: a newer save's check (maybe of the same text) owns the result
        doc.check_job = None
        if outcome.status == "cancelled" or doc.closed:
            return
        value = outcome.value if outcome.status == "ok" else kept_check(job, outcome)
        doc.links = program.watched(value, doc.path) if value is not None else doc.links
        own, elsewhere = program.split(value, doc.path)
        own = with_written_conditions(own, snapshot.text)  # a macro's name: as the user wrote
        record = CheckRecord(
            snapshot,
            own,
            outcome.errors,
            outcome.message if outcome.status == "failed" else None,
            elsewhere,
        )
        doc.check = record
        if doc.is_current(snapshot):
            doc.shown_check = record
        self._emit("check_finished", doc)

    def _retarget(self, doc: DocumentState, snapshot: Snapshot, markers: JobOutcome) -> None:
        """Rebuild the targets from the markers of ``snapshot``, keeping earlier results of
        the same targets and the targets the user asked to learn (``errlang.learn``): a
        target that was there only because of a marker goes with its marker."""
        found = markers.value if isinstance(markers.value, list) else []
        old = list(doc.targets)
        targets: list[Target] = []
        for marker in found:
            kind: TargetKind = "function" if marker.get("kind") == "function" else "assertion"
            line = int(marker.get("line", 1)) - 1
            now = doc.line_now(line, snapshot.version)
            match = next(
                (
                    t
                    for t in old
                    if t.kind == kind
                    and (
                        (kind == "function" and t.name and t.name == marker.get("name"))
                        or (now is not None and doc.target_line(t) == now)
                    )
                ),
                None,
            )
            target = match or Target(kind, line, snapshot.version)
            if match is not None:
                old.remove(match)
            target.line, target.base, target.marked = line, snapshot.version, True
            target.name = marker.get("name") or target.name
            target.options = dict(marker.get("options") or {})
            marker_line = marker.get("marker_line")
            target.marker_line = int(marker_line) - 1 if marker_line else None
            target.marker_error = marker.get("error")
            if target.marker_error is not None:
                self._forget_results(target)
            targets.append(target)
        for target in old:  # learned on demand: keep while its line still exists
            if target.requested and (
                target.learned is not None or target.job is not None or target.awaiting_run
            ):
                target.marked = False
                if target.base > snapshot.version:
                    targets.append(target)  # asked for on a newer text than this save's
                    continue
                rebased = doc.line_in(target.line, target.base, snapshot.version)
                if rebased is not None and doc.target_line(target) is not None:
                    target.line, target.base = rebased, snapshot.version
                    targets.append(target)
                    continue
            if target.job is not None:
                self.pool.cancel(target.job)
        doc.targets = targets
        doc.marked_on = snapshot

    def _forget_results(self, target: Target) -> None:
        """A target whose marker is malformed is reported, not learned: it keeps no result of
        an older text (a save would never re-learn it, so they would stay ``stale`` where a
        fresh analysis of the same text has none) and its run, if any, stops."""
        job, target.job = target.job, None  # its outcome no longer owns the target
        if job is not None:
            self.pool.cancel(job)
        target.learned = target.last = None

    # -- learning -------------------------------------------------------------------------------

    async def _learn_on_demand(
        self, doc: DocumentState, target: Target, snapshot: Snapshot
    ) -> None:
        try:
            settings = await self.settings(doc)
        finally:
            target.awaiting_run = False
        if not doc.closed:
            self._submit_learn(doc, target, snapshot, settings)

    def _submit_learn(
        self, doc: DocumentState, target: Target, snapshot: Snapshot, settings: ServerSettings
    ) -> None:
        if target.base != snapshot.version:
            return  # the target was placed on another text (a newer run owns it)
        line = target.line
        arguments: dict[str, Any] = {
            "path": str(doc.path),
            "text": snapshot.text,
            "settings": settings.engine_settings(doc.path, doc.root, target.options),
        }
        project = self.project(doc, settings)
        if project is not None:
            arguments["project"] = project
        if target.kind == "function" and target.name:
            arguments["function"] = target.name
        else:
            arguments["line"] = line + 1
        shown = target.learned
        if (
            shown is not None
            and shown.automaton is not None
            and shown.snapshot.text != snapshot.text
        ):
            # what this edit changed is computed from the two automata (no solver call)
            arguments["previous"] = shown.automaton
        previous = target.job
        if previous is not None and previous.state != "finished":
            if previous.spec.arguments == arguments and not previous.cancel_requested:
                return  # already learning exactly this (a cancelled run would end with nothing)
            self.pool.cancel(previous)
        spec = JobSpec("learn", arguments, timeout=settings.timeout, label=target.label())
        job = self.pool.submit(
            spec,
            on_start=lambda job: self._emit("learn_started", doc, target, job),
            on_progress=lambda job, message, fraction: self._emit(
                "learn_progress", doc, target, job, message, fraction
            ),
        )
        target.job, target.job_version = job, snapshot.version
        self._emit("learn_queued", doc, target, job)
        self._spawn(self._receive_learn(doc, target, snapshot, line, job))

    async def _receive_learn(
        self, doc: DocumentState, target: Target, snapshot: Snapshot, line: int, job: Job
    ) -> None:
        outcome = await job.future
        self._emit("learn_finished", doc, target, job, outcome)
        if target.job is not job or doc.closed:
            return  # superseded: a newer run of this target owns its state
        target.job = None
        record = LearnRecord(
            snapshot,
            line,
            automaton=self._located(doc, snapshot, outcome) if outcome.status == "ok" else None,
            errors=outcome.errors,
            failure=outcome.message if outcome.status == "failed" else None,
            cancelled=outcome.status == "cancelled",
        )
        target.last = record
        if record.automaton is not None:
            target.learned = record
        self._emit("target_finished", doc, target)

    @staticmethod
    def _located(doc: DocumentState, snapshot: Snapshot, outcome: JobOutcome) -> Any:
        """A learned automaton with its steps' files: those of another unit (``localise``),
        and those of a file the document includes, read from the check of the same text
        (:mod:`errlang_lsp.step_files`)."""
        automaton = program.localise(outcome.value, doc.path)
        check = doc.check
        if check is None or check.snapshot.text != snapshot.text:
            return automaton
        located = with_step_files(automaton, function_files(check.result))
        return mark_foreign_sites(located, snapshot.text)

    # -- plumbing -------------------------------------------------------------------------------

    def _emit(self, hook: str, *args: Any) -> None:
        for feature in self.features:
            try:
                getattr(feature, hook)(*args)
            except Exception:
                log.exception("feature %s failed in %s", type(feature).__name__, hook)

    def _spawn(self, coroutine: Awaitable[Any]) -> None:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("analysis task failed", exc_info=task.exception())
