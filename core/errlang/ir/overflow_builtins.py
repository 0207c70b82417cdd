"""gcc's checked arithmetic: ``__builtin_add_overflow``, ``_sub_``, ``_mul_`` (and their ``_p``
forms and the typed ``__builtin_sadd_overflow``, ``__builtin_umulll_overflow``, … family),
which C23's ``<stdckdint.h>`` (``ckd_add``/``ckd_sub``/``ckd_mul``) is made of.

gcc's manual ("Built-in Functions to Perform Arithmetic with Overflow Checking"): the operands
are taken in infinite precision, ``*res`` receives that exact result wrapped to ``res``'s type,
and the call answers whether the exact result does not fit in that type. The IR has no type
wider than 64 bits, so the exact result is built from 64-bit pieces, never approximated:

* an operand is its 64 low bits ``lo`` (``(unsigned long) a``) and whether it is negative,
  i.e. the value ``lo - 2^64 * negative`` (exact for every integer type of at most 64 bits);
* a sum or difference is ``hi * 2^64 + lo``, ``lo`` the 64-bit wrapped result and ``hi`` (in
  -2..1) the operands' high words plus the carry (``lo < lo_a``) or minus the borrow;
* a product is the sign (one operand negative) and the product of the magnitudes
  (``-lo`` for a negative operand, 2^63 for the minimum: exact in 64 unsigned bits), whose
  overflow past 2^64 is decided on 32-bit halves (no division);

then the exact value is compared with the result type's range. All arithmetic is unsigned
(no signed overflow of the lowering's own making); ``*res`` is the 64-bit wrapped result
converted to its type, which gcc defines as modular.
"""

from __future__ import annotations

from dataclasses import dataclass

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert
from errlang.ir.lowering_api import Handler, Lowering
from errlang.ir.typeenv import located

U64 = t.ULONG
_LOW32 = n.Const(U64, 0xFFFFFFFF)


@dataclass(frozen=True)
class Wide:
    """An integer of at most 64 bits exactly: ``lo - 2^64 * negative`` (``negative`` an int
    truth value, ``lo`` an unsigned long held in a register)."""

    lo: n.Expr
    negative: n.Expr
    narrow: bool  # at most 32 bits: its magnitude is below 2^32


def _held(lowering: Lowering, node: c_ast.Node, value: n.Expr) -> n.Expr:
    temp = lowering.builder.new_temp(value.type)
    lowering.emit(n.Assign(lowering.loc(node), temp, value))
    return n.Reg(temp.type, temp.name)


def _binary(op: str, left: n.Expr, right: n.Expr, ctype: t.CType = t.INT) -> n.Expr:
    return n.Binary(ctype, op, left, right)


def _wide(lowering: Lowering, node: c_ast.Node, value: n.Expr) -> Wide:
    ctype = value.type
    assert isinstance(ctype, t.IntType)
    value = _held(lowering, node, value)
    if ctype.signed:
        negative = _binary("<", convert(value, t.LONG), n.Const(t.LONG, 0))
    else:
        negative = n.Const(t.INT, 0)
    return Wide(_held(lowering, node, convert(value, U64)), negative, ctype.size <= 4)


def _fits(hi: n.Expr, lo: n.Expr, result: t.IntType) -> n.Expr:
    """Whether ``hi * 2^64 + lo`` (``hi`` an int in -2..1, ``lo`` unsigned 64 bits) lies in
    ``result``'s range."""
    high_zero = _binary("==", hi, n.Const(t.INT, 0))
    in_range = _binary("&&", high_zero, _binary("<=", lo, n.Const(U64, result.max)))
    if not result.signed:
        return in_range
    low_bound = (1 << 64) + result.min  # the low word of result.min
    high_ones = _binary("==", hi, n.Const(t.INT, -1))
    negative = _binary("&&", high_ones, _binary(">=", lo, n.Const(U64, low_bound)))
    return _binary("||", in_range, negative)


def _add_sub(
    lowering: Lowering, node: c_ast.Node, op: str, a: Wide, b: Wide
) -> tuple[n.Expr, n.Expr]:
    lo = _held(lowering, node, _binary(op, a.lo, b.lo, U64))
    if op == "+":  # hi = carry - neg_a - neg_b
        carry = _binary("<", lo, a.lo)
        hi = _binary("-", _binary("-", carry, a.negative), b.negative)
    else:  # hi = neg_b - neg_a - borrow
        borrow = _binary("<", a.lo, b.lo)
        hi = _binary("-", _binary("-", b.negative, a.negative), borrow)
    return _held(lowering, node, hi), lo


def _magnitude(lowering: Lowering, node: c_ast.Node, x: Wide) -> n.Expr:
    negated = n.Unary(U64, "-", x.lo)
    return _held(lowering, node, n.Cond(U64, x.negative, negated, x.lo))


def _beyond_64_bits(lowering: Lowering, node: c_ast.Node, x: n.Expr, y: n.Expr) -> n.Expr:
    """Whether the product of the unsigned 64-bit ``x`` and ``y`` is at least 2^64, on 32-bit
    halves: both high halves nonzero, or the cross product past 32 bits, or its carry."""
    thirty_two = n.Const(t.INT, 32)
    x1, y1 = (_held(lowering, node, _binary(">>", v, thirty_two, U64)) for v in (x, y))
    x0, y0 = (_held(lowering, node, _binary("&", v, _LOW32, U64)) for v in (x, y))
    zero = n.Const(U64, 0)
    both_high = _binary("&&", _binary("!=", x1, zero), _binary("!=", y1, zero))
    cross = _held(
        lowering,
        node,
        _binary("+", _binary("*", x1, y0, U64), _binary("*", x0, y1, U64), U64),
    )
    low = _held(lowering, node, _binary("*", x0, y0, U64))
    total = _binary("+", _binary("<<", cross, thirty_two, U64), low, U64)
    carried = _binary("||", _binary(">", cross, _LOW32), _binary("<", total, low))
    return _binary("||", both_high, carried)


def _mul_fits(lowering: Lowering, node: c_ast.Node, a: Wide, b: Wide, result: t.IntType):
    magnitude_a, magnitude_b = _magnitude(lowering, node, a), _magnitude(lowering, node, b)
    product = _held(lowering, node, _binary("*", magnitude_a, magnitude_b, U64))
    zero = n.Const(U64, 0)
    negative = _binary("&&", _binary("!=", a.negative, b.negative), _binary("!=", product, zero))
    limit_negative = -result.min if result.signed else 0
    fits = n.Cond(
        t.INT,
        negative,
        _binary("<=", product, n.Const(U64, limit_negative)),
        _binary("<=", product, n.Const(U64, result.max)),
    )
    if a.narrow and b.narrow:  # |a|, |b| < 2^32: the product is exact in 64 bits
        return fits
    beyond = _beyond_64_bits(lowering, node, magnitude_a, magnitude_b)
    return _binary("&&", _binary("==", beyond, n.Const(t.INT, 0)), fits)


def _lower(
    lowering: Lowering,
    node: c_ast.FuncCall,
    op: str,
    operands: tuple[n.Expr, n.Expr],
    result: t.IntType,
) -> tuple[n.Expr, n.Expr]:
    """The exact operation's result wrapped to ``result``, and whether it overflowed (an int)."""
    a, b = (_wide(lowering, node, v) for v in operands)
    if op == "*":
        wrapped = _binary("*", a.lo, b.lo, U64)
        fits = _mul_fits(lowering, node, a, b, result)
    else:
        hi, wrapped = _add_sub(lowering, node, op, a, b)
        fits = _fits(hi, wrapped, result)
    overflowed = _held(lowering, node, _binary("==", fits, n.Const(t.INT, 0)))
    return convert(wrapped, result), overflowed


def _operands(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], name: str):
    if len(args) != 3:
        raise located(node, f"{name} takes three arguments")
    values = []
    for arg in args[:2]:
        value = lowering.scalar(arg)
        if not isinstance(value.type, t.IntType):
            raise located(arg, f"{name} needs integer operands")
        values.append(value)
    return values[0], values[1]


def _result_type(ctype: t.CType, node: c_ast.Node, name: str) -> t.IntType:
    if not isinstance(ctype, t.IntType) or ctype.is_bool:
        raise located(node, f"{name}'s result must be a non-boolean integer type, not {ctype}")
    return ctype


def _generic(op: str, predicate: bool) -> Handler:
    """``__builtin_OP_overflow(a, b, &r)``, or ``_p(a, b, c)`` (only ``c``'s type counts and
    ``c`` is not evaluated)."""

    def lower(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
        assert isinstance(node.name, c_ast.ID)
        name = node.name.name
        operands = _operands(lowering, node, args, name)
        if predicate:
            result = _result_type(lowering.expression_type(args[2]), args[2], name)
            return convert(_lower(lowering, node, op, operands, result)[1], t.BOOL)
        pointer = lowering.scalar(args[2])
        if not isinstance(pointer.type, t.PointerType):
            raise located(args[2], f"{name}'s third argument must be a pointer")
        result = _result_type(pointer.type.target, args[2], name)
        pointer = _held(lowering, node, pointer)
        wrapped, overflowed = _lower(lowering, node, op, operands, result)
        lowering.emit(n.Assign(lowering.loc(node), n.MemLV(pointer, result), wrapped))
        return convert(overflowed, t.BOOL)

    return lower


def _typed(op: str, operand: t.IntType) -> Handler:
    """``__builtin_saddl_overflow(long a, long b, long *r)`` and the like: the operands
    converted to the prototype's type, the result stored as that type."""

    def lower(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool):
        assert isinstance(node.name, c_ast.ID)
        a, b = _operands(lowering, node, args, node.name.name)
        pointer = _held(lowering, node, convert(lowering.scalar(args[2]), t.PointerType(operand)))
        operands = (convert(a, operand), convert(b, operand))
        wrapped, overflowed = _lower(lowering, node, op, operands, operand)
        lowering.emit(n.Assign(lowering.loc(node), n.MemLV(pointer, operand), wrapped))
        return convert(overflowed, t.BOOL)

    return lower


_OPS = {"add": "+", "sub": "-", "mul": "*"}
_TYPED = {
    "s": t.INT,
    "sl": t.LONG,
    "sll": t.LLONG,
    "u": t.UINT,
    "ul": t.ULONG,
    "ull": t.ULLONG,
}

OVERFLOW_BUILTINS: dict[str, Handler] = {
    **{f"__builtin_{word}_overflow": _generic(op, False) for word, op in _OPS.items()},
    **{f"__builtin_{word}_overflow_p": _generic(op, True) for word, op in _OPS.items()},
    **{
        f"__builtin_{kind[0]}{word}{kind[1:]}_overflow": _typed(op, ctype)
        for word, op in _OPS.items()
        for kind, ctype in _TYPED.items()
    },
}
"""Every checked-arithmetic builtin of gcc, by name."""
