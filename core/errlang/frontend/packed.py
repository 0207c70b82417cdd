"""gcc's ``__attribute__((packed))`` on a struct or union (no padding, alignment 1).

The GNU attributes are removed before parsing (errlang/frontend/gnu.py). Before this module a
packed struct was laid out unpacked, with other sizes and offsets than gcc's (``sizeof`` of
``struct __attribute__((packed)) { char c; int x; }`` was 8, gcc says 5: a wrong verdict).
Now the position pycparser gives the struct (its tag, or the ``{`` of an anonymous one) is
recorded when its unit is parsed, and the layout (errlang/ir/typeenv.py) packs the structs
recorded there. A packed attribute on anything else (a member, a variable, an enum) is refused
at its place. Positions are per file: a parse forgets the earlier ones of the files it reads.
"""

from __future__ import annotations

import re
import threading

from errlang.frontend.gnu import attribute_spans

_PACKED_RE = re.compile(r"\b_*packed_*\b")
_KEYWORD_END_RE = re.compile(r"\b(struct|union)\s*$")
_TAG_END_RE = re.compile(r"\b(struct|union)\s+([A-Za-z_]\w*)\s*$")
_IDENTIFIER_RE = re.compile(r"\s*(?:__attribute__\s*\(\(.*?\)\)\s*)*([A-Za-z_]\w*|\{)")

_lock = threading.Lock()
_packed: set[tuple[str, int, int]] = set()


def packed_offsets(text: str) -> tuple[list[int], list[int]]:
    """The offsets in ``text`` of the structs a packed attribute applies to (where pycparser
    places them: the tag, or the ``{``), and of the packed attributes applying to other
    things."""
    structs: list[int] = []
    others: list[int] = []
    for start, end in attribute_spans(text):
        if not _PACKED_RE.search(text[start:end]):
            continue
        target = _target(text, start, end)
        if target is None:
            others.append(start)
        else:
            structs.append(target)
    return structs, others


def _target(text: str, start: int, end: int) -> int | None:
    before = text[:start].rstrip()
    if _KEYWORD_END_RE.search(before):  # struct __attribute__((packed)) tag { … }
        found = _IDENTIFIER_RE.match(text, end)
        return found.start(1) if found else None
    if not before.endswith("}"):
        return None
    depth, i = 0, len(before) - 1
    while i >= 0:  # the `{` of the body that ends here
        depth += {"}": 1, "{": -1}.get(text[i], 0)
        if depth == 0:
            break
        i -= 1
    head = text[:i].rstrip()
    tagged = _TAG_END_RE.search(head)
    if tagged:
        return tagged.start(2)
    return i if _KEYWORD_END_RE.search(head) else None


def record(files: set[str], positions: set[tuple[str, int, int]]) -> None:
    """The packed structs of a parse that read ``files``, replacing what earlier parses of
    those files recorded."""
    with _lock:
        _packed.difference_update({p for p in _packed if p[0] in files})
        _packed.update(positions)


def is_packed(file: str, line: int, column: int) -> bool:
    with _lock:
        return (file, line, column) in _packed
