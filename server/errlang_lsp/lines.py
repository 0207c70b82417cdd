"""Lines and columns as LSP counts them, and where a line of an older version is now.

* :func:`split_lines` / :func:`count_breaks`: the one line splitter of the server. A line ends
  at ``\n``, ``\r\n`` or a lone ``\r`` (LSP 3.17 "Text Documents"; cpp agrees), never at the
  other breaks :meth:`str.splitlines` knows (form feed, ``\x85``, ``\u2028``…).
* :func:`engine_column` / :func:`client_units`: the one conversion of columns. The engine's
  columns are 1-based UTF-8 byte offsets (cpp pads each line to its first token's byte column;
  pycparser counts from there); LSP positions count code units of the negotiated position
  encoding (``utf-16`` unless the client offered ``utf-8`` or ``utf-32``).
* :class:`LineHistory`: results are computed for the text of one version; the user keeps
  typing. To place a stale result's code lens, hover or inlay hint on the right line (and to
  keep re-learning the target a user asked for), each document records how its edits moved
  lines. Incremental changes move lines exactly; a full-text change is diffed line by line.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

LINE_BREAK = re.compile(r"\r\n|\r|\n")
UTF16 = "utf-16"


def split_lines(text: str) -> list[str]:
    """The lines of ``text`` without their line breaks (``\n``, ``\r\n``, ``\r``)."""
    return LINE_BREAK.split(text)


def count_breaks(text: str) -> int:
    """How many line breaks ``text`` holds (a ``\r\n`` is one)."""
    return sum(1 for _ in LINE_BREAK.finditer(text))


def line_of(text: str, line: int) -> str:
    """0-based line ``line`` of ``text`` ("" beyond its end)."""
    lines = split_lines(text)
    return lines[line] if 0 <= line < len(lines) else ""


def client_units(text: str, encoding: str = UTF16) -> int:
    """The length of ``text`` in code units of the LSP position ``encoding``."""
    if encoding == "utf-8":
        return len(text.encode("utf-8", errors="surrogatepass"))
    if encoding == "utf-32":
        return len(text)
    return len(text.encode("utf-16-le", errors="surrogatepass")) // 2


def engine_column(line: str, column: int, encoding: str = UTF16) -> int:
    """The LSP character of the engine's 0-based UTF-8 byte ``column`` on ``line``.

    A column inside a character counts as that character's start; one past the line's end
    as its end."""
    index = 0
    consumed = 0
    for char in line:
        width = len(char.encode("utf-8", errors="surrogatepass"))
        if consumed + width > column:
            break
        consumed += width
        index += 1
    return client_units(line[:index], encoding)


def client_index(line: str, character: int, encoding: str = UTF16) -> int:
    """The index into ``line`` of the LSP ``character`` (code units of ``encoding``)."""
    units = 0
    for index, char in enumerate(line):
        if units >= character:
            return index
        units += client_units(char, encoding)
    return len(line)


def span_to_line_end(text: str, line: int, column: int, encoding: str = UTF16) -> tuple[int, int]:
    """LSP characters (start, end) from the engine's 0-based UTF-8 byte ``column`` to the end
    of 0-based ``line``'s text, trailing blanks left out; from its first non-blank character
    when ``column`` is at or past that end (the whole line's text)."""
    content = line_of(text, line).rstrip()
    start = engine_column(content, column, encoding)
    end = client_units(content, encoding)
    if start >= end:
        start = client_units(content[: len(content) - len(content.lstrip())], encoding)
    return start, end


def line_end(text: str, line: int, encoding: str = UTF16) -> int:
    """The LSP character after the last non-blank character of 0-based ``line``."""
    return client_units(line_of(text, line).rstrip(), encoding)


@dataclass(frozen=True)
class LineEdit:
    """Lines ``start..end`` (0-based, inclusive) replaced by text with ``breaks`` line breaks
    (-1 when the change joins a ``\r`` and a ``\n`` around it into one ``\r\n``).

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

    def __init__(self, encoding: str = UTF16) -> None:
        self._edits: list[LineEdit | LineDiff] = []
        self.encoding = encoding  # of the changes' LSP positions

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
        breaks = count_breaks(new_text)
        if old is not None:
            lines = split_lines(old)
            first = lines[start[0]] if start[0] < len(lines) else ""
            moves = first[: client_index(first, start[1], self.encoding)].strip() == ""
            # a \r just before the change and a \n just after it become one \r\n break
            cr_before = start[1] == 0 and start[0] > 0 and _line_end(old, start[0] - 1) == "\r"
            last = lines[end[0]] if end[0] < len(lines) else ""
            at_end = end[1] >= client_units(last, self.encoding)
            lf_after = at_end and end[0] < len(lines) and _line_end(old, end[0]) == "\n"
            joins_left = cr_before and (new_text.startswith("\n") or (not new_text and lf_after))
            joins_right = new_text.endswith("\r") and lf_after
            breaks -= 1 if joins_left or joins_right else 0
        else:
            moves = start[1] == 0
        self._edits.append(LineEdit(version, start[0], end[0], breaks, moves))

    def record_full(self, version: int, old: str, new: str) -> None:
        matcher = difflib.SequenceMatcher(None, split_lines(old), split_lines(new), autojunk=False)
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


def _line_end(text: str, line: int) -> str:
    """The line break that ends 0-based ``line`` of ``text`` ("" for the last line)."""
    for number, match in enumerate(LINE_BREAK.finditer(text)):
        if number == line:
            return match.group()
    return ""
