"""Variadic functions (C11 6.5.2.2p7, 7.16) on errlang's LP64 x86-64 model, lowered in the IR.

* **The argument area.** A call of a *defined* variadic function evaluates its extra arguments,
  applies the default argument promotions (C11 6.5.2.2p6: integer promotions, ``float`` →
  ``double``) and stores each one at the start of its own 8-byte slot (a struct or union takes
  as many slots as it needs) of an array that the caller owns: a local object ``$va_args`` of
  exactly the slots' size, one per call site (0 bytes without extra arguments). The callee
  gets its address as a hidden last parameter (:data:`VA_AREA`).
* **va_list** is a ``char *`` into that area (:data:`VA_LIST`, also what the front end declares
  ``__builtin_va_list`` as). ``va_start(ap, last)`` sets ``ap`` to the hidden parameter,
  ``va_arg(ap, T)`` reads a ``T`` at ``ap`` and moves ``ap`` past its slots, ``va_copy(d, s)``
  is ``d = s`` and ``va_end`` does nothing. A ``va_arg`` beyond the arguments passed reads
  outside the area: undefined behaviour (C11 7.16.1.1p2), which cuts the run as any other
  out-of-bounds read does (``check`` reports it), instead of reading garbage.
* ``va_arg`` of a type that the default argument promotions change (``char``, ``short``,
  ``_Bool``, ``float``) is undefined too (gcc compiles it to a trap): the run is cut there.
  A type that differs from the argument's otherwise reads the slot's bytes (the low bytes of
  a wider integer, as on x86-64; the bytes beyond a narrower one are indeterminate).

These lower gcc's builtins (errlang's <stdarg.h> expands ``va_*`` to them, and ``.i`` files
contain them), so the C that a replay regenerates from the AST compiles with gcc's own
<stdarg.h> semantics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert
from errlang.ir.typeenv import located

if TYPE_CHECKING:
    from errlang.ir.lower_expr import ExprLowering

VA_LIST = t.PointerType(t.CHAR)
VA_AREA = "$va_area"  # the hidden parameter of a variadic function: its argument area
VA_ARGUMENTS = "$va_args"  # a caller's argument area for one call site
SLOT = 8  # bytes per argument slot: every promoted scalar fits one (LP64)


def hidden_parameter() -> n.Variable:
    """The hidden last parameter of a variadic function (a register, never address-taken)."""
    return n.Variable(VA_AREA, VA_AREA, VA_LIST, False, False)


def promoted(value: n.Expr, node: c_ast.Node) -> n.Expr:
    """The default argument promotions (C11 6.5.2.2p6): integer promotions, float → double."""
    ctype = value.type
    if isinstance(ctype, t.IntType):
        return convert(value, t.promote(ctype))
    if isinstance(ctype, t.FloatType):
        return convert(value, t.DOUBLE)
    if isinstance(ctype, t.PointerType) or (isinstance(ctype, t.StructType) and ctype.complete):
        return value
    raise located(node, f"a variadic argument of type {ctype} is not supported")


def slots(ctype: t.CType) -> int:
    """The bytes that an argument of type ``ctype`` takes in the area: whole slots."""
    return (ctype.size + SLOT - 1) // SLOT * SLOT


def argument_area(lowering: ExprLowering, node: c_ast.Node, extras: list[n.Expr]) -> n.Expr:
    """Store the promoted ``extras`` in a new argument area of the caller, slot after slot;
    its address is the hidden argument of the call."""
    area = t.ArrayType(t.ULONG, sum(slots(value.type) for value in extras) // SLOT)
    var = lowering.declare_local(VA_ARGUMENTS, area, in_memory=True)
    loc = lowering.loc(node)
    lowering.emit(n.Declare(loc, var.name, area, True))
    base = n.VarAddr(t.PointerType(area), var.name)
    offset = 0
    for value in extras:
        slot = n.PtrAdd(t.PointerType(value.type), base, n.Const(t.LONG, offset))
        lowering.emit(n.Assign(loc, n.MemLV(slot, value.type), value))
        offset += slots(value.type)
    return n.Cast(VA_LIST, base)


def _promotes(ctype: t.CType) -> bool:
    """Whether the default argument promotions change ``ctype``."""
    return ctype == t.FLOAT or (isinstance(ctype, t.IntType) and t.promote(ctype) != ctype)


def _va_list_object(lowering: ExprLowering, node: c_ast.Node, what: str) -> n.RegLV | n.MemLV:
    lv = lowering.stable(lowering.lvalue(node))
    if not isinstance(lv, n.RegLV | n.MemLV) or not isinstance(lv.type, t.PointerType):
        raise located(node, f"{what} needs a va_list, not {lv.type}")
    return lv


def va_start(
    lowering: ExprLowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr | None:
    """``va_start(ap, last)`` (C11 7.16.1.4): ``ap`` points to the first extra argument."""
    if not args or len(args) > 2:
        raise located(node, "va_start takes a va_list and the last parameter's name")
    area = lowering.lookup(VA_AREA)
    if area is None:
        raise located(node, "va_start used in a function without '...'")
    lv = _va_list_object(lowering, args[0], "va_start")
    lowering.emit(n.Assign(lowering.loc(node), lv, convert(n.Reg(VA_LIST, area.name), lv.type)))
    return None


def va_arg(
    lowering: ExprLowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr | None:
    """``va_arg(ap, T)`` (C11 7.16.1.1): the ``T`` at ``ap``, and ``ap`` one slot further."""
    if len(args) != 2 or not isinstance(args[1], c_ast.Typename):
        raise located(node, "va_arg takes a va_list and a type name")
    ctype = lowering.env.resolve(args[1])
    if not (t.is_scalar(ctype) or (isinstance(ctype, t.StructType) and ctype.complete)):
        raise located(node, f"va_arg of type {ctype} is not supported")
    loc = lowering.loc(node)
    lv = _va_list_object(lowering, args[0], "va_arg")
    result = lowering.builder.new_temp(ctype)
    if _promotes(ctype):
        # not the type of any promoted argument: undefined (gcc traps), the run is cut
        lowering.emit(n.Assume(loc, n.Const(t.INT, 0)))
        lowering.emit(n.Assign(loc, result, n.Const(ctype, 0)))
        return n.Reg(ctype, result.name)
    current = lowering.decay(lv, node)
    address = convert(current, t.PointerType(ctype))
    lowering.emit(n.Assign(loc, result, n.Load(ctype, address)))
    step = n.PtrAdd(current.type, current, n.Const(t.LONG, slots(ctype)))
    lowering.emit(n.Assign(loc, lv, step))
    return n.Reg(ctype, result.name)


def va_end(
    lowering: ExprLowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr | None:
    """``va_end(ap)`` (C11 7.16.1.3): no effect on errlang's model."""
    if len(args) != 1:
        raise located(node, "va_end takes a va_list")
    _va_list_object(lowering, args[0], "va_end")
    return None


def va_copy(
    lowering: ExprLowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr | None:
    """``va_copy(dest, src)`` (C11 7.16.1.2): ``dest`` continues where ``src`` is."""
    if len(args) != 2:
        raise located(node, "va_copy takes two va_lists")
    lv = _va_list_object(lowering, args[0], "va_copy")
    source = lowering.scalar(args[1])
    if not isinstance(source.type, t.PointerType):
        raise located(node, f"va_copy needs a va_list, not {source.type}")
    lowering.emit(n.Assign(lowering.loc(node), lv, convert(source, lv.type)))
    return None
