"""The alignment a dereference asks for (gcc's ``-fsanitize=alignment``, part of ``undefined``).

C11 6.3.2.3p7: a pointer converted to a type whose alignment the address does not have is
undefined; gcc's UBSan reports the access (``load of misaligned address ... for type
'uint32_t', which requires 4 byte alignment``, ``store to ...``, ``member access within
misaligned address``). In errlang every object starts at an address aligned to 2^48
(docs/semantics.md), so an address is misaligned exactly when its offset is not a multiple of
the alignment: the encoder checks ``offset % align`` on a Load or a store whose ``align`` is
above 1 (:mod:`errlang.encoder.expressions`).

Only a dereference of a pointer *converted at the dereference* from a pointer to a less aligned
type, or from an integer (``uintptr_t`` arithmetic), asks (``*(uint32_t *)(buf + i)``,
``((uint16_t *)p)[k]``, ``((struct S *)raw)->y``): the idiom of reading words out of byte
buffers. Every other pointer errlang builds is aligned by construction (an object's address,
an element's, a member's, pointer arithmetic on a typed pointer), except one stored after such
a conversion and dereferenced later: a local variable assigned such a pointer (or an offset
from one held in another such variable) is *stored* (:func:`holder`, recorded by the lowering
as it assigns), and every dereference of it, or of an offset from it, asks too (``uint32_t *q
= (uint32_t *)(buf + 1); ... *q``). The check is exact whatever the variable holds on other
paths (an aligned pointer passes it), so asking more often costs only formula size. Not
checked (a missed report, never a false one): such a pointer passed to a function, kept in a
struct member, or in a global assigned in another function, a variable read before the
lowering reached its assignment (a loop's back edge), and the address of a packed struct's
member (gcc checks it; errlang does not). An array element of a packed struct is not checked
either: gcc knows its alignment is the struct's.
"""

from __future__ import annotations

from collections.abc import Collection

from errlang.ir import nodes as n
from errlang.ir import types as t

# the reason of the encoder's fault (session/ub_replay.py maps UBSan's "misaligned address")
MISALIGNED = "misaligned access"


def demanded(pointer: n.Expr, stored: Collection[str] = ()) -> int:
    """The alignment a dereference of ``pointer`` must have: its target's when ``pointer`` is
    (an offset from) a conversion from a pointer to a less aligned type, or from a variable in
    ``stored`` (assigned such a pointer), else 1 (no check)."""
    if not isinstance(pointer.type, t.PointerType):
        return 1
    target = pointer.type.target
    if isinstance(target, t.FunctionType | t.VoidType) or target.align <= 1:
        return 1
    converted = pointer
    while isinstance(converted, n.PtrAdd):
        converted = converted.pointer
    if stored and _read_of(converted) in stored:
        return target.align
    if not isinstance(converted, n.Cast):
        return 1
    source = converted.operand.type
    if isinstance(source, t.IntType):
        # an integer made a pointer (``(uint32_t *)((uintptr_t)buf + 1)``): the conversion
        # keeps the bits (encoder/values.convert), so the address is the integer's, exactly
        return target.align
    if not isinstance(source, t.PointerType):
        return 1
    before = source.target
    if isinstance(before, t.FunctionType):
        return 1
    return target.align if before.align < target.align else 1


def stores(value: n.Expr, stored: Collection[str]) -> bool:
    """Whether a pointer variable assigned ``value`` is *stored* (its dereferences ask): a
    conversion from a less aligned pointer or from an integer, or an offset of a stored
    variable. Not from ``void *`` (``T *p = malloc(n)``: aligned, and every dereference of
    such a variable would ask, a cost on most real programs for no report)."""
    converted = value
    while isinstance(converted, n.PtrAdd):
        converted = converted.pointer
    source = converted.operand.type if isinstance(converted, n.Cast) else None
    if isinstance(source, t.PointerType) and isinstance(source.target, t.VoidType):
        return False
    return demanded(value, stored) > 1


def holder(target: n.RegLV | n.MemLV) -> str | None:
    """The variable an assignment to ``target`` writes, when it is a whole pointer variable
    (a register or a variable in memory), else None."""
    if not isinstance(target.type, t.PointerType):
        return None
    if isinstance(target, n.RegLV):
        return target.name
    return target.address.name if isinstance(target.address, n.VarAddr) else None


def _read_of(expr: n.Expr) -> str | None:
    """The variable ``expr`` reads (a register, or a load of a variable in memory), if any."""
    if isinstance(expr, n.Reg):
        return expr.name
    if isinstance(expr, n.Load) and isinstance(expr.address, n.VarAddr):
        return expr.address.name
    return None


def member(base_align: int, struct: t.CType, offset: int) -> int:
    """The alignment an access of the member at ``offset`` of ``struct``, through a base that
    asked ``base_align``, must have. gcc checks the base against the struct's alignment (a
    packed struct's is 1); the member's address is misaligned for it exactly when the base is,
    up to the largest power of two dividing ``offset``."""
    align = min(base_align, struct.align)
    if offset:
        align = min(align, offset & -offset)
    return align if align > 1 else 1
