"""Where a line of an older document version is now.

Results are computed for the text of one version; the user keeps typing. To place a stale
result's code lens, hover or inlay hint on the right line (and to keep re-learning the target a
user asked for), each document records how its edits moved lines. Incremental changes move
lines exactly; a full-text change is diffed line by line.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass


@dataclass(frozen=True)
class LineEdit:
    """Lines ``start..end`` (0-based, inclusive) replaced by text with ``breaks`` line breaks.

    ``moves_start``: the start line's substance is after the edit point (the edit begins in its
    leading whitespace), so that line moves down with inserted breaks.
    """

    version: int
    start: int
    end: int
    breaks: int
    moves_start: bool = False

    def map(self, line: int) -> int | None:
        if line < self.start or (line == self.start and not self.moves_start and line < self.end):
            return line
        if line == self.start and line == self.end:
            return line + self.breaks if self.moves_start else line
        if line >= self.end:
            return line + self.breaks - (self.end - self.start)
        return None  # inside the replaced block


@dataclass(frozen=True)
class LineDiff:
    """A full-text replacement, mapped through a line diff of the two texts."""

    version: int
    blocks: tuple[tuple[int, int, int], ...]  # difflib matching blocks (old, new, size)

    def map(self, line: int) -> int | None:
        for old, new, size in self.blocks:
            if old <= line < old + size:
                return new + line - old
        return None


class LineHistory:
    """The line moves of a document since its oldest result still shown."""

    def __init__(self) -> None:
        self._edits: list[LineEdit | LineDiff] = []

    def record_range(
        self,
        version: int,
        start: tuple[int, int],
        end: tuple[int, int],
        new_text: str,
        old: str | None,
    ) -> None:
        """An incremental change; ``old`` is the text before it when known (it tells whether
        the edit starts in the start line's indentation), else only column 0 counts."""
        if old is not None:
            lines = old.split("\n")
            prefix = lines[start[0]][: start[1]] if start[0] < len(lines) else ""
            moves = prefix.strip() == ""
        else:
            moves = start[1] == 0
        self._edits.append(LineEdit(version, start[0], end[0], new_text.count("\n"), moves))

    def record_full(self, version: int, old: str, new: str) -> None:
        matcher = difflib.SequenceMatcher(None, old.split("\n"), new.split("\n"), autojunk=False)
        blocks = tuple((b.a, b.b, b.size) for b in matcher.get_matching_blocks() if b.size)
        self._edits.append(LineDiff(version, blocks))

    def map(self, line: int, since: int, until: int | None = None) -> int | None:
        """Line ``line`` (0-based) of version ``since`` in version ``until`` (default: the
        latest), or None when the edits in between replaced it."""
        current = line
        for edit in self._edits:
            if edit.version <= since or (until is not None and edit.version > until):
                continue
            mapped = edit.map(current)
            if mapped is None:
                return None
            current = mapped
        return current

    def forget_before(self, version: int) -> None:
        """Drop edits no result older than ``version`` needs any more."""
        self._edits = [e for e in self._edits if e.version > version]
