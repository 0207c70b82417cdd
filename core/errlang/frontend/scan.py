"""A scan of C text outside string and character literals, with the bracket depth (the GNU
rewrites of errlang/frontend/gnu.py and asm.py find their commas and colons with it)."""

from __future__ import annotations

from collections.abc import Iterator


def top_level_chars(text: str, start: int = 0) -> Iterator[tuple[int, str, int]]:
    """Each character of ``text`` from ``start`` that is not inside a literal, with the depth
    of brackets at it: an opening bracket counts itself, a closing one does not (a closing
    bracket of a depth ``start`` did not open has depth -1)."""
    depth, i = 0, start
    while i < len(text):
        c = text[i]
        if c in "\"'":
            i += 1
            while i < len(text) and text[i] != c:
                i += 2 if text[i] == "\\" else 1
        else:
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            yield i, c, depth
        i += 1
