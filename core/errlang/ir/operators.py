"""C's binary operators on lowered operands: the usual arithmetic conversions (C11 6.3.1.8),
the operand types of ``?:`` (6.5.15p3-6) and pointer arithmetic (6.5.6), as pure functions of
the operands' IR types. Pointer steps over a variable-length array need the lowering's size
registers, so the caller hands over how to compute a step."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import COMPARE, convert, float_common, wrapped
from errlang.ir.typeenv import located
from errlang.ir.types import CType

ARITHMETIC = frozenset({"+", "-", "*", "/", "%", "&", "|", "^"})

StepSize = Callable[[CType, c_ast.Node], n.Expr]
"""``step(target, node)``: what pointer arithmetic on a ``target *`` scales by, as a ``long``."""


def common_type(a: n.Expr, b: n.Expr, node: c_ast.Node) -> CType:
    """The type of ``c ? a : b`` for operands that have values (C11 6.5.15p5-6)."""
    floating = isinstance(a.type, t.FloatType) or isinstance(b.type, t.FloatType)
    if floating and t.is_arithmetic(a.type) and t.is_arithmetic(b.type):
        return float_common(a.type, b.type)
    if isinstance(a.type, t.IntType) and isinstance(b.type, t.IntType):
        return t.usual_arithmetic(a.type, b.type)
    if isinstance(a.type, t.PointerType):
        return a.type
    if isinstance(b.type, t.PointerType):
        return b.type
    if a.type == b.type:
        return a.type
    raise located(node, f"incompatible operand types {a.type} and {b.type}")


def arithmetic(
    op: str, left: n.Expr, right: n.Expr, node: c_ast.Node, step: StepSize, checked: bool = False
) -> n.Expr:
    """``left op right`` for a binary operator other than ``&&`` and ``||``, its operands
    converted as C converts them; ``checked`` (C's own code, not a C model's): a signed
    ``+ - * <<`` whose operands' ranges allow a result the type cannot represent is marked
    (``Binary.overflow``: undefined, C11 6.5p5 and 6.5.7p4)."""
    lt, rt = left.type, right.type
    if isinstance(lt, t.PointerType) or isinstance(rt, t.PointerType):
        return _pointer_arithmetic(op, left, right, node, step)
    if isinstance(lt, t.FloatType) or isinstance(rt, t.FloatType):
        return _float_arithmetic(op, left, right, node)
    assert isinstance(lt, t.IntType) and isinstance(rt, t.IntType)
    if op in ("<<", ">>"):
        promoted = t.promote(lt)
        base, amount = convert(left, promoted), convert(right, t.promote(rt))
        marked = checked and op == "<<" and may_overflow(op, base, amount, promoted)
        shifted = n.Binary(promoted, op, base, amount, overflow=marked)
        return wrapped(shifted) if op == "<<" else shifted
    common = t.usual_arithmetic(lt, rt)
    left, right = convert(left, common), convert(right, common)
    if op in COMPARE:
        return n.Binary(t.INT, op, _as_gcc_folds(left, right), _as_gcc_folds(right, left))
    if op in ARITHMETIC:
        # a bit-field type's sum, difference or product wraps at its width (its
        # quotient, remainder and bitwise results are in range but for MIN / -1)
        marked = checked and op in ("+", "-", "*") and may_overflow(op, left, right, common)
        value = n.Binary(common, op, left, right, overflow=marked)
        return wrapped(value) if op in ("+", "-", "*") else value
    raise located(node, f"unsupported operator {op}")


def _float_arithmetic(op: str, left: n.Expr, right: n.Expr, node: c_ast.Node) -> n.Expr:
    """The usual arithmetic conversions with a floating operand (C11 6.3.1.8)."""
    if op not in COMPARE and op not in ("+", "-", "*", "/"):
        raise located(node, f"operator {op} needs integer operands")
    common = float_common(left.type, right.type)
    left, right = convert(left, common), convert(right, common)
    if op in COMPARE:
        return n.Binary(t.INT, op, left, right)
    return n.Binary(common, op, left, right)


def _pointer_arithmetic(
    op: str, left: n.Expr, right: n.Expr, node: c_ast.Node, step: StepSize
) -> n.Expr:
    """Comparison of pointers, pointer plus or minus an integer, and the difference of two
    pointers in elements (C11 6.5.6p8-9, 6.5.8-6.5.9)."""
    lt, rt = left.type, right.type
    if op in COMPARE:
        return n.Binary(t.INT, op, convert(left, t.ULONG), convert(right, t.ULONG))
    if op == "+" and isinstance(rt, t.PointerType):
        left, right, lt, rt = right, left, rt, lt
    if op in ("+", "-") and isinstance(lt, t.PointerType) and isinstance(rt, t.IntType):
        offset: n.Expr = n.Binary(t.LONG, "*", convert(right, t.LONG), step(lt.target, node))
        if op == "-":
            offset = n.Unary(t.LONG, "-", offset)
        return n.PtrAdd(lt, left, offset)
    if op == "-" and isinstance(lt, t.PointerType) and isinstance(rt, t.PointerType):
        # the operands stay pointers: the encoder checks they point into one object
        diff = n.Binary(t.LONG, "-", left, right)
        return n.Binary(t.LONG, "/", diff, step(lt.target, node))
    raise located(node, f"unsupported pointer operation {op}")


def may_overflow(op: str, left: n.Expr, right: n.Expr, ctype: CType) -> bool:
    """Whether ``left op right`` (``+ - * <<`` in the signed integer type ``ctype``, not a
    bit-field's) can have a result ``ctype`` cannot represent, judged from what the operands'
    own shapes say of their ranges (constants, conversions from narrower types, masks): ``c + 1``
    for a ``char c`` cannot, ``n * 10`` for an ``int n`` can. As gcc at ``-O0``: a sum,
    difference or product of constants is folded at compile time (``2147483647 + 1`` is never
    reported), a shift of constants is checked when it runs (``1 << 31`` in a function is)."""
    if not isinstance(ctype, t.IntType) or not ctype.signed or ctype.precision:
        return False
    low, high = ctype.min, ctype.max
    (a, b), (c, d) = value_range(left), value_range(right)
    if op != "<<" and a == b and c == d:
        return False  # a constant expression: gcc folds it, wrapped, and no check runs
    if op == "<<":
        if a < 0:
            return True  # a negative left operand is undefined whatever the amount
        most = min(max(d, 0), ctype.size * 8 - 1)
        return (b << most) > high
    least, most = result_range(op, (a, b), (c, d))
    return least < low or most > high


def result_range(op: str, left: tuple[int, int], right: tuple[int, int]) -> tuple[int, int]:
    """The least and greatest exact result of ``+``, ``-`` or ``*`` on operands in the intervals
    ``left`` and ``right`` (interval arithmetic, no wrap-around)."""
    (a, b), (c, d) = left, right
    ends: tuple[int, ...]
    if op == "+":
        ends = (a + c, b + d)
    elif op == "-":
        ends = (a - d, b - c)
    else:
        ends = (a * c, a * d, b * c, b * d)
    return min(ends), max(ends)


def value_range(expr: n.Expr) -> tuple[int, int]:
    """Bounds on the values of the integer expression ``expr`` from its shape alone: its
    type's range, narrowed by what a constant, a conversion from a narrower type, a mask or a
    right shift says."""
    ctype = expr.type
    if not isinstance(ctype, t.IntType):
        return (-(1 << 63), (1 << 64) - 1)
    whole = (ctype.min, ctype.max)
    if isinstance(expr, n.Const):
        return (expr.value, expr.value)
    if isinstance(expr, n.Cast) and isinstance(expr.operand.type, t.IntType):
        low, high = value_range(expr.operand)
        if whole[0] <= low and high <= whole[1]:
            return (low, high)
        return whole
    if isinstance(expr, n.Binary) and expr.op == "&":
        masks = [value_range(side) for side in (expr.left, expr.right)]
        highs = [high for low, high in masks if low >= 0]
        if highs:
            return (0, min(highs))
    if isinstance(expr, n.Binary) and expr.op == ">>":
        (low, high), (amount, _) = value_range(expr.left), value_range(expr.right)
        if low >= 0 and amount >= 0 and isinstance(expr.right, n.Const):
            return (low >> amount, high >> amount)
    return whole


def _as_gcc_folds(side: n.Expr, other: n.Expr) -> n.Expr:
    """``side`` of a comparison with ``other``, not marked as a possible overflow where gcc
    folds the comparison so that the arithmetic never runs, even at ``-O0`` (fold-const, since
    signed overflow is undefined): ``x + c1 < c2`` is ``x < c2 - c1``, ``x + 1 > x`` is true,
    ``x * c > 0`` is ``x > 0`` for ``c > 0``; the sanitizers never see those sums, so the
    truth has no overflow there (docs/semantics.md, "Signed overflow")."""
    if not isinstance(side, n.Binary) or not side.overflow:
        return side
    constant = side.right if isinstance(side.right, n.Const) else side.left
    if not isinstance(constant, n.Const):
        return side
    operand = side.left if constant is side.right else side.right
    if side.op == "+" or (side.op == "-" and constant is side.right):
        folded = isinstance(other, n.Const) or other == operand
    else:  # a product with a positive constant compared with 0
        folded = side.op == "*" and constant.value > 0 and other == n.Const(other.type, 0)
    return dataclasses.replace(side, overflow=False) if folded else side
