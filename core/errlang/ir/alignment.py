"""The alignment a dereference asks for (gcc's ``-fsanitize=alignment``, part of ``undefined``).

C11 6.3.2.3p7: a pointer converted to a type whose alignment the address does not have is
undefined; gcc's UBSan reports the access (``load of misaligned address ... for type
'uint32_t', which requires 4 byte alignment``, ``store to ...``, ``member access within
misaligned address``). In errlang every object starts at an address aligned to 2^48
(docs/semantics.md), so an address is misaligned exactly when its offset is not a multiple of
the alignment: the encoder checks ``offset % align`` on a Load or a store whose ``align`` is
above 1 (:mod:`errlang.encoder.expressions`).

Only a dereference of a pointer *converted at the dereference* from a pointer to a less aligned
type asks (``*(uint32_t *)(buf + i)``, ``((uint16_t *)p)[k]``, ``((struct S *)raw)->y``): the
idiom of reading words out of byte buffers. Every other pointer errlang builds is aligned by
construction (an object's address, an element's, a member's, pointer arithmetic on a typed
pointer), except one stored after such a conversion and dereferenced later (not checked: a
missed report, never a false one), and the address of a packed struct's member (gcc checks
it; errlang does not). An array element of a packed struct is not checked either: gcc knows its
alignment is the struct's.
"""

from __future__ import annotations

from errlang.ir import nodes as n
from errlang.ir import types as t

# the reason of the encoder's fault (session/ub_replay.py maps UBSan's "misaligned address")
MISALIGNED = "misaligned access"


def demanded(pointer: n.Expr) -> int:
    """The alignment a dereference of ``pointer`` must have: its target's when ``pointer`` is
    (an offset from) a conversion from a pointer to a less aligned type, else 1 (no check)."""
    if not isinstance(pointer.type, t.PointerType):
        return 1
    target = pointer.type.target
    if isinstance(target, t.FunctionType | t.VoidType) or target.align <= 1:
        return 1
    converted = pointer
    while isinstance(converted, n.PtrAdd):
        converted = converted.pointer
    if not isinstance(converted, n.Cast):
        return 1
    source = converted.operand.type
    if not isinstance(source, t.PointerType):
        return 1  # an integer made a pointer: its address is not an object's offset
    before = source.target
    if isinstance(before, t.FunctionType):
        return 1
    return target.align if before.align < target.align else 1


def member(base_align: int, struct: t.CType, offset: int) -> int:
    """The alignment an access of the member at ``offset`` of ``struct``, through a base that
    asked ``base_align``, must have. gcc checks the base against the struct's alignment (a
    packed struct's is 1); the member's address is misaligned for it exactly when the base is,
    up to the largest power of two dividing ``offset``."""
    align = min(base_align, struct.align)
    if offset:
        align = min(align, offset & -offset)
    return align if align > 1 else 1
