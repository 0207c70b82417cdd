"""gcc's layout attributes: ``packed`` and ``aligned(N)`` on a struct or union.

The GNU attributes are removed before parsing (errlang/frontend/gnu.py). Before this module a
packed struct was laid out unpacked, with other sizes and offsets than gcc's (``sizeof`` of
``struct __attribute__((packed)) { char c; int x; }`` was 8, gcc says 5: a wrong verdict).
Now the position pycparser gives the struct (its tag, or the ``{`` of an anonymous one) is
recorded when its unit is parsed, and the layout (errlang/ir/typeenv.py) packs the structs
recorded there. A packed attribute on anything else (a member, a variable, an enum) is refused
at its place. ``aligned(N)`` (``aligned``: 16, x86-64's largest alignment) on a struct raises
its alignment, so its size is rounded up to it (``struct { char c; } __attribute__((aligned(8)))``
has size 8); on a member it is refused (C11's ``_Alignas`` is followed); on a variable it is
ignored as before (it moves no value). ``vector_size`` and
``mode`` change a type itself and are refused at their place. Positions are per file: a parse
forgets the earlier ones of the files it reads.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

from errlang.frontend.gnu import attribute_spans

_PACKED_RE = re.compile(r"\b_*packed_*\b")
_ALIGNED_RE = re.compile(r"\b_*aligned_*\b\s*(?:\(\s*([0-9]+)\s*\))?")
_TYPE_CHANGING_RE = re.compile(r"\b_*(vector_size|mode)_*\b")
BIGGEST_ALIGNMENT = 16
_KEYWORD_END_RE = re.compile(r"\b(struct|union)\s*$")
_TAG_END_RE = re.compile(r"\b(struct|union)\s+([A-Za-z_]\w*)\s*$")
_IDENTIFIER_RE = re.compile(r"\s*(?:__attribute__\s*\(\(.*?\)\)\s*)*([A-Za-z_]\w*|\{)")

Position = tuple[str, int, int]
_lock = threading.Lock()
_packed: set[Position] = set()
_aligned: dict[Position, int] = {}


@dataclass(frozen=True)
class Layouts:
    """What the layout attributes of a unit's text say: the structs to pack and the structs'
    least alignments (by offset of the struct in the text: its tag, or its ``{``), and the
    offset and text of the first attribute errlang refuses."""

    packed: tuple[int, ...]
    aligned: tuple[tuple[int, int], ...]
    refused: tuple[int, str] | None


def layout_attributes(text: str) -> Layouts:
    """The layout attributes of ``text`` (see :class:`Layouts`)."""
    packed: list[int] = []
    aligned: list[tuple[int, int]] = []
    refused: tuple[int, str] | None = None
    for start, end in attribute_spans(text):
        span = text[start:end]
        changing = _TYPE_CHANGING_RE.search(span)
        if changing and refused is None:
            refused = (start, f"__attribute__(({changing.group(1)}))")
        is_packed, alignment = _PACKED_RE.search(span), _ALIGNED_RE.search(span)
        if not (is_packed or alignment):
            continue
        target = _target(text, start, end)
        if is_packed and target is None and refused is None:
            refused = (start, "__attribute__((packed)) on a member, a variable or an enum")
        if target is None and alignment and refused is None and _in_struct_body(text, start):
            refused = (start, "__attribute__((aligned)) on a member (C11's _Alignas is followed)")
        if target is None:
            continue
        if is_packed:
            packed.append(target)
        if alignment:
            aligned.append((target, int(alignment.group(1) or BIGGEST_ALIGNMENT)))
    return Layouts(tuple(packed), tuple(aligned), refused)


def _in_struct_body(text: str, start: int) -> bool:
    """Whether offset ``start`` is directly inside the braces of a struct or union."""
    depth, i = 0, start - 1
    while i >= 0:
        depth += {"}": 1, "{": -1}.get(text[i], 0)
        if depth < 0:
            head = text[:i].rstrip()
            return bool(_TAG_END_RE.search(head) or _KEYWORD_END_RE.search(head))
        i -= 1
    return False


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


def record(files: set[str], packed: set[Position], aligned: dict[Position, int]) -> None:
    """The layout attributes of a parse that read ``files``, replacing what earlier parses of
    those files recorded."""
    with _lock:
        _packed.difference_update({p for p in _packed if p[0] in files})
        for position in [p for p in _aligned if p[0] in files]:
            del _aligned[position]
        _packed.update(packed)
        _aligned.update(aligned)


def is_packed(file: str, line: int, column: int) -> bool:
    with _lock:
        return (file, line, column) in _packed


def least_alignment(file: str, line: int, column: int) -> int:
    """The alignment an ``aligned`` attribute asks of the struct at that position (1: none)."""
    with _lock:
        return _aligned.get((file, line, column), 1)
