"""Variadic functions (C11 6.5.2.2p7, 7.16) on errlang's LP64 x86-64 model, lowered in the IR.

* **The argument area.** A call of a *defined* variadic function evaluates its extra arguments,
  applies the default argument promotions (C11 6.5.2.2p6: integer promotions, ``float`` →
  ``double``) and stores each one at the start of its own 8-byte slot (a struct or union takes
  as many slots as it needs) of an array that the caller owns: a local object ``$va_args`` of
  exactly the slots' size, one per call site (0 bytes without extra arguments). The callee
  gets its address as a hidden last parameter (:data:`VA_AREA`).
* **va_list** is, as on x86-64 (where it is ``__va_list_tag[1]``), an array of one element:
  here a cursor, a ``char *`` into the area (:data:`errlang.ir.typeenv.VA_LIST`; the front end
  declares ``__builtin_va_list`` so). A ``va_list`` argument or parameter is therefore a pointer
  to the caller's cursor: ``va_arg`` in a helper moves the caller's cursor too, as on x86-64.
  ``va_start(ap, last)`` sets the cursor to the hidden parameter, ``va_arg(ap, T)`` reads a
  ``T`` at the cursor and moves it past the argument's slots, ``va_copy(d, s)`` copies the
  cursor and ``va_end`` does nothing. A ``va_arg`` beyond the arguments passed reads outside
  the area: undefined behaviour (C11 7.16.1.1p2), which cuts the run as any other
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

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert
from errlang.ir.lowering_api import Lowering
from errlang.ir.typeenv import VA_LIST, located

CURSOR = t.PointerType(t.CHAR)  # the element of a va_list: where the next argument is
VA_AREA = "$va_area"  # the hidden parameter of a variadic function: its argument area
HIDDEN_DISPLAY = "..."  # its name in messages
VA_ARGUMENTS = "$va_args"  # a caller's argument area for one call site
SLOT = 8  # bytes per argument slot: every promoted scalar fits one (LP64)


def hidden_parameter() -> n.Variable:
    """The hidden last parameter of a variadic function (a register, never address-taken)."""
    return n.Variable(VA_AREA, HIDDEN_DISPLAY, CURSOR, False, False)


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


def argument_area(lowering: Lowering, node: c_ast.Node, extras: list[n.Expr]) -> n.Expr:
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
    return n.Cast(CURSOR, base)


def _promotes(ctype: t.CType) -> bool:
    """Whether the default argument promotions change ``ctype``."""
    return ctype == t.FLOAT or (isinstance(ctype, t.IntType) and t.promote(ctype) != ctype)


def _cursor(lowering: Lowering, node: c_ast.Node, what: str) -> n.MemLV:
    """The cursor of va_list ``node`` (an array, or a parameter adjusted to a pointer to its
    element), its address computed once."""
    pointer = lowering.scalar(node)
    if pointer.type != t.PointerType(VA_LIST.element):
        raise located(node, f"{what} needs a va_list, not {pointer.type}")
    held = lowering.builder.new_temp(pointer.type)
    lowering.emit(n.Assign(lowering.loc(node), held, pointer))
    return n.MemLV(n.Reg(held.type, held.name), CURSOR)


def va_start(
    lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr | None:
    """``va_start(ap, last)`` (C11 7.16.1.4): ``ap``'s cursor at the first extra argument."""
    if not args or len(args) > 2:
        raise located(node, "va_start takes a va_list and the last parameter's name")
    area = lowering.lookup(VA_AREA)
    if area is None:
        raise located(node, "va_start used in a function without '...'")
    cursor = _cursor(lowering, args[0], "va_start")
    lowering.emit(n.Assign(lowering.loc(node), cursor, n.Reg(CURSOR, area.name)))
    return None


def va_arg(
    lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr | None:
    """``va_arg(ap, T)`` (C11 7.16.1.1): the ``T`` at ``ap``'s cursor, which moves past it."""
    if len(args) != 2 or not isinstance(args[1], c_ast.Typename):
        raise located(node, "va_arg takes a va_list and a type name")
    ctype = lowering.env.resolve(args[1])
    if not (t.is_scalar(ctype) or (isinstance(ctype, t.StructType) and ctype.complete)):
        raise located(node, f"va_arg of type {ctype} is not supported")
    loc = lowering.loc(node)
    cursor = _cursor(lowering, args[0], "va_arg")
    result = lowering.builder.new_temp(ctype)
    if _promotes(ctype):
        # not the type of any promoted argument: undefined (gcc traps), the run is cut,
        # visibly (issue 28: an assumption false made such runs vanish)
        message = f"va_arg of {ctype}, a type arguments are promoted from: undefined"
        lowering.emit(n.Unsupported(loc, message))
        lowering.emit(n.Assign(loc, result, n.Const(ctype, 0)))
        return n.Reg(ctype, result.name)
    current = lowering.builder.new_temp(CURSOR)
    lowering.emit(n.Assign(loc, current, n.Load(CURSOR, cursor.address)))
    at = n.Reg(CURSOR, current.name)
    lowering.emit(n.Assign(loc, result, n.Load(ctype, convert(at, t.PointerType(ctype)))))
    lowering.emit(n.Assign(loc, cursor, n.PtrAdd(CURSOR, at, n.Const(t.LONG, slots(ctype)))))
    return n.Reg(ctype, result.name)


def va_end(
    lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr | None:
    """``va_end(ap)`` (C11 7.16.1.3): no effect on errlang's model."""
    if len(args) != 1:
        raise located(node, "va_end takes a va_list")
    _cursor(lowering, args[0], "va_end")
    return None


def va_copy(
    lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr | None:
    """``va_copy(dest, src)`` (C11 7.16.1.2): ``dest``'s cursor where ``src``'s is."""
    if len(args) != 2:
        raise located(node, "va_copy takes two va_lists")
    target = _cursor(lowering, args[0], "va_copy")
    source = _cursor(lowering, args[1], "va_copy")
    lowering.emit(n.Assign(lowering.loc(node), target, n.Load(CURSOR, source.address)))
    return None
