"""gcc's layout attributes: ``packed`` and ``aligned(N)`` on a struct or union.

The GNU attributes are removed before parsing (errlang/frontend/gnu.py). Before this module a
packed struct was laid out unpacked, with other sizes and offsets than gcc's (``sizeof`` of
``struct __attribute__((packed)) { char c; int x; }`` was 8, gcc says 5: a wrong verdict).
Now the position pycparser gives the struct (its tag, or the ``{`` of an anonymous one) is
recorded when its unit is parsed, and the layout (errlang/ir/typeenv.py) packs the structs
recorded there. A packed attribute on anything else (a member, a variable, an enum) is refused
at its place. ``aligned(N)`` (``aligned``: 16, x86-64's largest alignment) on a struct raises
its alignment, so its size is rounded up to it (``struct { char c; } __attribute__((aligned(8)))``
has size 8); on a member it is the member's ``_Alignas`` (errlang/frontend/gnu_attributes.py;
glibc's ``max_align_t``: before, every glibc-preprocessed ``.i`` file was refused for it); on a
variable it is ignored as before (it moves no value). ``mode`` is the integer type it names
(gnu_attributes.py); ``vector_size`` changes a type itself: the declaration it is on gets a
type errlang refuses where it is used (gnu_attributes.py).
Positions are per file: a parse forgets the earlier ones of the files it reads.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

from errlang.frontend.gnu import attribute_spans

_PACKED_RE = re.compile(r"\b_*packed_*\b")
_BIG_ENDIAN_RE = re.compile(r'\b_*scalar_storage_order_*\s*\(\s*"big-endian"')
_BIG_ENDIAN_PRAGMA_RE = re.compile(
    r"(?m)^[ \t]*(#[ \t]*pragma[ \t]+scalar_storage_order[ \t]+big-endian)"
)
_ALIGNED_RE = re.compile(r"\b_*aligned_*\b\s*(?:\(\s*([0-9]+)\s*\))?")
_VECTOR_RE = re.compile(r"\b_*vector_size_*\s*\(\s*[^()]*\)")
_ALIGNED_ARGUMENT_RE = re.compile(r"\b_*aligned_*\s*\(")
_MODE_RE = re.compile(r"\b_*mode_*\b\s*\(\s*(\w+)\s*\)")
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
    # the declarations' own attributes (errlang/frontend/gnu_attributes.py), by offset:
    # ``aligned(E)`` on a member (E's text, "" for the biggest) and ``mode(M)``
    members: tuple[tuple[int, str], ...] = ()
    modes: tuple[tuple[int, str], ...] = ()
    vectors: tuple[tuple[int, str], ...] = ()  # ``vector_size(N)``: its offset and text


def layout_attributes(text: str) -> Layouts:
    """The layout attributes of ``text`` (see :class:`Layouts`)."""
    packed: list[int] = []
    aligned: list[tuple[int, int]] = []
    members: list[tuple[int, str]] = []
    modes: list[tuple[int, str]] = []
    vectors: list[tuple[int, str]] = []
    refused: tuple[int, str] | None = None
    for start, end in attribute_spans(text):
        span = text[start:end]
        mode = _MODE_RE.search(span)
        if mode:
            modes.append((start, mode.group(1).strip("_")))
        vector = _VECTOR_RE.search(span)
        if vector:
            vectors.append((start, vector.group(0)))
        if _BIG_ENDIAN_RE.search(span) and refused is None:
            # gcc stores the members big-endian; ignored, every load read the other byte order
            refused = (start, '__attribute__((scalar_storage_order("big-endian")))')
        is_packed, alignment = _PACKED_RE.search(span), _ALIGNED_RE.search(span)
        if not (is_packed or alignment):
            continue
        target = _target(text, start, end)
        if is_packed and target is None and refused is None:
            refused = (start, "__attribute__((packed)) on a member, a variable or an enum")
        if target is None and alignment and _in_struct_body(text, start):
            members.append((start, _alignment_text(span)))
        if target is None:
            continue
        if is_packed:
            packed.append(target)
        if alignment:
            aligned.append((target, int(alignment.group(1) or BIGGEST_ALIGNMENT)))
    pragma = _BIG_ENDIAN_PRAGMA_RE.search(text)
    if pragma and refused is None:
        refused = (pragma.start(1), "#pragma scalar_storage_order big-endian")
    found = (tuple(members), tuple(modes), tuple(vectors))
    return Layouts(tuple(packed), tuple(aligned), refused, *found)


def _alignment_text(span: str) -> str:
    """The text of ``E`` in the ``aligned(E)`` of ``span`` ("" for a bare ``aligned``)."""
    found = _ALIGNED_ARGUMENT_RE.search(span)
    if found is None:
        return ""
    depth = 1
    for i in range(found.end(), len(span)):
        depth += {"(": 1, ")": -1}.get(span[i], 0)
        if depth == 0:
            return span[found.end() : i].strip()
    return ""


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
