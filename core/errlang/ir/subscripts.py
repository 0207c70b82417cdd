"""Subscripts of arrays inside objects (C11 6.5.6p8, J.2): ``m[0][i]`` of an ``int m[2][2]``
or ``s.a[i]`` of a member ``a`` that is not the struct's last, with ``i`` outside the inner
array, is undefined even where the address stays inside the object. errlang's memory model
checks addresses against whole objects (AddressSanitizer's view), so such a run read
``m[1][0]`` and went on; gcc's ``-fsanitize=bounds`` (part of ``undefined``) stops it at the
subscript ("index 2 out of bounds for type 'int [2]'").

Checked exactly where UBSan checks, and no wider, so that no run gcc's sanitizers let pass
becomes a finding: a subscript applied directly to an array lvalue of constant length that
is an element of an array (also through a pointer to arrays: ``rows[k][i]`` of an
``int (*rows)[2]``, ``(*p)[i]``: gcc 12 reports both) or a member of a struct or union, except
a trailing member reached through a pointer, which gcc takes as flexible, of any length (the
struct hack: see :func:`_flexible`). Through a pointer to the elements (``p = m[0]; p[2]``)
nothing is checked, as in gcc. An access needs
``0 <= i < N``; where only the address is taken (``&m[0][2]``) or the element is itself an
array (its decay is an address), one past the end is allowed. Whole objects are left to the
memory model. The check is the ``limit`` of the subscript's :class:`~errlang.ir.nodes.PtrAdd`,
in bytes; the encoder reports a run outside it as an out-of-bounds access, under the
expression's own guard (the right of ``&&``, an arm of ``?:``).
"""

from __future__ import annotations

from dataclasses import replace

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t


def inner_length(node: c_ast.Node, array: n.Expr) -> int | None:
    """The length of the array ``node`` names when a subscript of it is checked (see the
    module's text), else None. ``array`` is ``node`` lowered: an array decays to its first
    element's address, a cast of the array's own address, so its type needs no second
    lowering."""
    if not isinstance(array, n.Cast):
        return None
    whole = array.operand  # the array's address
    if not isinstance(whole.type, t.PointerType):
        return None
    length = _length(whole.type.target)
    if isinstance(node, c_ast.ArrayRef) or (isinstance(node, c_ast.UnaryOp) and node.op == "*"):
        # an element of an array, also through a pointer to arrays: ``rows[k][i]``, ``(*p)[i]``
        return length
    if not (isinstance(node, c_ast.StructRef) and isinstance(whole, n.PtrAdd)):
        return None
    return None if _flexible(node, whole) else length


def _flexible(member: c_ast.StructRef, address: n.PtrAdd) -> bool:
    """gcc's ``-fsanitize=bounds`` takes the array ``member`` (its ``address``) as flexible,
    of any length, and does not check it, only when it is reached through a pointer (``p->a``,
    ``p[0].a``; not in a declared object: ``s.a``, ``arr[k].a``, a union ``u.a``) and is the
    last member of its struct — a union's member counts as last — and so is each member
    above it up to the pointer (``p->inner.a`` is checked when ``inner`` is not ``p``'s last):
    ``ubsan_instrument_bounds`` of gcc 12, measured there."""
    if _declared(address):
        return False
    while True:
        pointer = address.pointer.type
        struct = pointer.target if isinstance(pointer, t.PointerType) else None
        if not isinstance(struct, t.StructType) or not struct.fields:
            return False
        named = [f for f in struct.fields if f.name == member.field.name]
        if not named:  # a member of an anonymous struct or union: not checked, as before
            return True
        if not struct.is_union and named[0] is not struct.fields[-1]:
            return False
        above, outer = member.name, address.pointer
        if member.type == "->" or not isinstance(above, c_ast.StructRef):
            return True
        if not isinstance(outer, n.PtrAdd):
            return True
        member, address = above, outer


def _declared(address: n.Expr) -> bool:
    """``address`` is inside a declared object (a variable, an element or member of one), not
    reached through a pointer value."""
    while isinstance(address, n.PtrAdd | n.Cast):
        address = address.pointer if isinstance(address, n.PtrAdd) else address.operand
    return isinstance(address, n.VarAddr)


def _is_array(ctype: t.CType) -> bool:
    return isinstance(ctype, t.ArrayType | t.VarArrayType)


def _length(ctype: t.CType) -> int | None:
    if isinstance(ctype, t.ArrayType) and ctype.length > 0:
        return ctype.length
    return None


def checked(address: n.Expr, length: int | None) -> n.Expr:
    """``address`` (the subscript's element address) with the check of an array of
    ``length`` elements: the access's ``[0, length)``, or up to one past the end where the
    element is an array (``m[0][i]`` of an ``int m[2][3][4]`` only decays to an address)."""
    if length is None or not isinstance(address, n.PtrAdd):
        return address
    assert isinstance(address.type, t.PointerType)
    size = t.element_size(address.type.target)
    inclusive = _is_array(address.type.target)
    return replace(address, limit=length * size + (1 if inclusive else 0))


def address_only(address: n.Expr) -> n.Expr:
    """``address`` as ``&`` takes it: one past the end of its checked array is allowed."""
    if isinstance(address, n.PtrAdd) and address.limit is not None:
        assert isinstance(address.type, t.PointerType)
        if not _is_array(address.type.target):  # an array element's limit allows it already
            return replace(address, limit=address.limit + 1)
    return address
