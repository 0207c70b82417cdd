"""What the server knows about each open document: its text, its results, its targets.

Every result records the version *and text* it was computed from. A result is *current* when
that text equals the document's text now (so undoing an edit makes results current again), and
*stale* otherwise; stale results are kept for hovers, lenses and ``errlang/automaton`` (labelled
stale, placed through :class:`~errlang_lsp.lines.LineHistory`) but never published as
diagnostics of the current version.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from errlang_lsp.lines import UTF16, LineHistory
from errlang_lsp.pool import Job

TargetKind = Literal["assertion", "function"]
TargetState = Literal["none", "queued", "running", "done", "stale", "error"]
CANCELLED = "cancelled: learn again to retry"


@dataclass(frozen=True)
class Snapshot:
    """A document text as submitted to an analysis."""

    version: int
    text: str


@dataclass(frozen=True)
class CheckRecord:
    """The outcome of ``check`` on a snapshot: the JSON, located input errors, or a failure."""

    snapshot: Snapshot
    result: dict[str, Any] | None
    errors: tuple[dict[str, Any], ...] = ()
    failure: str | None = None
    # the items of the document's program located in other files (by resolved path), when
    # it was analysed as part of its program (errlang_lsp.program)
    elsewhere: dict[str, dict[str, Any]] = field(default_factory=dict)

    def assertions(self) -> list[dict[str, Any]]:
        return list((self.result or {}).get("assertions") or [])

    def all_errors(self) -> list[dict[str, Any]]:
        return [*self.errors, *((self.result or {}).get("errors") or [])]


@dataclass(frozen=True)
class LearnRecord:
    """The outcome of ``learn`` for a target on a snapshot (``line``: 0-based, in it)."""

    snapshot: Snapshot
    line: int
    automaton: dict[str, Any] | None = None
    errors: tuple[dict[str, Any], ...] = ()
    failure: str | None = None
    cancelled: bool = False

    def problem(self) -> str | None:
        """A readable reason when learning did not produce an automaton."""
        if self.failure:
            return self.failure
        if self.errors:
            first = self.errors[0]
            where = f"line {first.get('line')}: " if first.get("line") else ""
            return f"{where}{first.get('message', 'invalid input')}"
        return None


@dataclass(eq=False)
class Target:
    """A marked assertion or function, or an assertion the user asked to learn."""

    kind: TargetKind
    line: int  # 0-based, in the text of version ``base``
    base: int
    name: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    marked: bool = False
    requested: bool = False  # the user asked to learn it (``errlang.learn``), marker or not
    # an ``errlang.learn`` of it waits for the document's settings before its run is submitted
    awaiting_run: bool = False
    marker_line: int | None = None  # 0-based, in version ``base``
    marker_error: str | None = None  # a malformed marker is reported, not learned
    job: Job | None = None
    job_version: int = 0  # the version the running job analyses
    learned: LearnRecord | None = None  # the last automaton
    last: LearnRecord | None = None  # the last outcome of any kind

    def label(self) -> str:
        if self.kind == "function":
            return f"function {self.name or '?'}"
        return f"assertion at line {self.line + 1}"


@dataclass(eq=False)
class DocumentState:
    uri: str
    path: Path
    root: Path | None
    version: int
    text: str
    history: LineHistory = field(default_factory=LineHistory)
    check: CheckRecord | None = None  # the newest check outcome
    shown_check: CheckRecord | None = None  # the newest that was current when it arrived
    check_job: Job | None = None
    markers_job: Job | None = None
    targets: list[Target] = field(default_factory=list)
    marked_on: Snapshot | None = None  # the text the targets' markers were read from
    generation: int = 0  # bumped by each open/save analysis; older ones stop
    analysed: int = 0  # version of the text of the latest open/save analysis
    closed: bool = False
    encoding: str = UTF16  # the negotiated LSP position encoding (columns' code units)
    # the other files (resolved) the last check's program read: editing one re-analyses this
    links: frozenset[str] = frozenset()
    # a header of a compile_commands.json project (not a unit): not analysed alone, it shows
    # what its programs' analyses say about it (errlang_lsp.program.project_header)
    program_header: bool = False

    def is_current(self, snapshot: Snapshot) -> bool:
        return snapshot.text == self.text

    def line_now(self, line: int, version: int) -> int | None:
        """Where 0-based ``line`` of ``version`` is in the current text (None: edited away).

        A result of a version whose text equals the current one (an edit undone, a save of
        the same text) is placed as it is: its lines are the current lines, whatever the edits
        in between (a line deleted and typed again) say."""
        if version == self.version or version in self._versions_of_current_text():
            return line
        return self.history.map(line, version)

    def code_at(self, line: int, version: int) -> str | None:
        """The current text of 1-based ``line`` of ``version`` (None: edited away)."""
        now = self.line_now(line - 1, version)
        lines = self.text.split("\n")
        return lines[now].rstrip("\r") if now is not None and 0 <= now < len(lines) else None

    def _versions_of_current_text(self) -> set[int]:
        """The versions of the known snapshots (results, markers) whose text is the current."""
        snapshots = [self.marked_on]
        snapshots += [record.snapshot for record in (self.check, self.shown_check) if record]
        for target in self.targets:
            snapshots += [record.snapshot for record in (target.learned, target.last) if record]
        return {s.version for s in snapshots if s is not None and s.text == self.text}

    def line_in(self, line: int, version: int, until: int) -> int | None:
        """Where 0-based ``line`` of ``version`` is in the (later) version ``until``."""
        if until < version:
            return None
        return line if until == version else self.history.map(line, version, until)

    def target_line(self, target: Target) -> int | None:
        return self.line_now(target.line, target.base)

    def target_at(self, line: int, exact: bool = False) -> Target | None:
        """The target on 0-based current ``line`` (unless ``exact``, also the one on the next
        line: a cursor on the marker comment above it)."""
        for candidate in (line,) if exact else (line, line + 1):
            for target in self.targets:
                if self.target_line(target) == candidate:
                    return target
        return None

    def state_of(self, target: Target) -> tuple[TargetState, str | None]:
        """The presented state of a target (errlang/status, errlang/automaton, code lenses)."""
        if target.job is not None and target.job.state != "finished":
            return ("running" if target.job.state == "running" else "queued"), None
        last = target.last
        if last is None:
            return "none", None
        if last.cancelled:
            if target.learned is None:
                return "error", CANCELLED  # the protocol has no "cancelled" state
            last = target.learned
        current = self.is_current(last.snapshot)
        if last.automaton is not None:
            if current:
                return "done", None
            return "stale", f"computed for version {last.snapshot.version}; save to re-learn"
        return ("error" if current else "stale"), last.problem()

    def oldest_version_needed(self) -> int:
        versions = [self.version, self.analysed]
        for record in (self.check, self.shown_check):
            if record is not None:
                versions.append(record.snapshot.version)
        for target in self.targets:
            versions.extend((target.base, target.job_version))
            for learn in (target.learned, target.last):
                if learn is not None:
                    versions.append(learn.snapshot.version)
        return min(versions)
