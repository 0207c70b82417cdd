"""Registers a summarised array loop reduces (issue 23): the scalar half of SV-COMP's array
tasks, ``for (i = 0; i < N; i++) if (a[i] < min) min = a[i];`` (a minimum, a maximum),
``if (p[i] != g[i]) result = 0;`` (a flag), ``last = a[i];`` (the last iteration's value).

:mod:`errlang.ir.array_loops` matches the loop; this module says which assignments to a
register, under which guard, reduce it, and what they read. The result is exact because the
register is written once per iteration by that assignment and read nowhere else in the body
(the caller checks) — except, for a minimum or maximum, by its own comparison:

* ``min``: after the loop the register is the least of its value before and of ``value`` at
  every iteration (``if (v < m) m = v``, ``<=``, or ``m > v``, …: a tie changes nothing);
* ``max``: the greatest;
* ``flag``: ``value`` (invariant) if ``guard`` holds at some iteration, else unchanged;
* ``last``: ``value`` at the last iteration (unguarded);
* ``find`` (made by :mod:`errlang.ir.array_loops` for a search ``while (i < N && c) i++;``):
  the index where ``c`` is first false, or ``N``.

The comparison may be made in a wider type (C's promotions: ``char`` compared as ``int``) when
the widening keeps every value, so that it orders the values as their own type does.
"""

from __future__ import annotations

from errlang.ir import nodes as n
from errlang.ir import types as t

_NEGATED = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}
_MIRRORED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}


def reduction(
    target: n.RegLV, value: n.Expr, guard: n.Expr | None, stores_before: int, index: str
) -> n.Reduction | None:
    """The reduction ``if (guard) target = value;`` makes (``value`` and ``guard`` already
    pure, temporaries substituted), if it is one; ``index``: the loop's index register."""
    ctype = target.type
    if not isinstance(ctype, t.IntType) or ctype.is_bool or target.name == index:
        return None
    if target.name in registers(value):
        return None  # a sum or a product: no closed form here
    if guard is None:
        return n.Reduction(target, "last", value, None, stores_before)
    if target.name not in registers(guard):
        if registers(value) & {index} or _reads_memory(value):
            return None  # the last value for which the guard held: not modelled
        return n.Reduction(target, "flag", value, guard, stores_before)
    compared = comparison(guard)
    if compared is None:
        return None
    op, left, right = compared
    if _same(left, value, ctype) and _is_register(right, target, ctype):
        kind = {"<": "min", "<=": "min", ">": "max", ">=": "max"}.get(op)
    elif _same(right, value, ctype) and _is_register(left, target, ctype):
        kind = {">": "min", ">=": "min", "<": "max", "<=": "max"}.get(op)
    else:
        return None
    if kind is None:
        return None
    return n.Reduction(target, kind, value, guard, stores_before)


def comparison(expr: n.Expr) -> tuple[str, n.Expr, n.Expr] | None:
    """``(op, left, right)`` of a comparison under any number of ``!``."""
    negated = False
    while isinstance(expr, n.Unary) and expr.op == "!":
        negated = not negated
        expr = expr.operand
    if not (isinstance(expr, n.Binary) and expr.op in _NEGATED):
        return None
    return (_NEGATED[expr.op] if negated else expr.op), expr.left, expr.right


def registers(expr: n.Expr) -> set[str]:
    """The names of the (local or global) registers ``expr`` reads."""
    if isinstance(expr, n.Reg):
        return {expr.name}
    return set().union(*(registers(child) for child in _children(expr)))


def _reads_memory(expr: n.Expr) -> bool:
    return isinstance(expr, n.Load) or any(_reads_memory(c) for c in _children(expr))


def _children(expr: n.Expr) -> list[n.Expr]:
    parts = ("operand", "left", "right", "address", "pointer", "offset", "cond", "then", "other")
    return [c for c in (getattr(expr, p, None) for p in parts) if isinstance(c, n.Expr)]


def _widened(expr: n.Expr, ctype: t.IntType) -> n.Expr | None:
    """``expr`` without the value-preserving widening casts that bring a ``ctype`` value to the
    comparison's type; None if a cast on the way could change a value."""
    while isinstance(expr, n.Cast):
        outer, inner = expr.type, expr.operand.type
        if not (isinstance(outer, t.IntType) and isinstance(inner, t.IntType)):
            return None
        if inner.bits > outer.bits or (inner.bits == outer.bits and inner != outer):
            return None
        if inner.bits < outer.bits and inner.signed and not outer.signed:
            return None
        expr = expr.operand
    return expr if expr.type == ctype else None


def _same(side: n.Expr, value: n.Expr, ctype: t.IntType) -> bool:
    stripped = _widened(side, ctype)
    return stripped is not None and stripped == _widened(value, ctype)


def _is_register(side: n.Expr, target: n.RegLV, ctype: t.IntType) -> bool:
    stripped = _widened(side, ctype)
    return (
        isinstance(stripped, n.Reg)
        and stripped.name == target.name
        and stripped.is_global == target.is_global
    )
