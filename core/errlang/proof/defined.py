"""Candidate invariants whose evaluation is defined in every state (issue 33).

Houdini asserts a candidate at the loop's head (initiation, consecution) and the step case
assumes it. An evaluation with undefined behaviour — ``100 / d`` with ``d == 0``, ``p - q`` of
pointers into different objects, a load — ends the encoder's run there: the assertion is not
*failed* in such a state (so the candidate survives Houdini vacuously), and the assumption
removes the state from the step program (so a run through it is lost). A candidate taken from
``assert(100 / d > 0)`` after the loop thus "proved" ``d != 0`` inside it, wrongly (gcc: the
assertion fails at the 11th iteration). Only candidates whose every operation is defined for
every value of its operands are kept: integer and floating-point arithmetic (errlang's signed
arithmetic wraps, docs/semantics.md), comparisons and logic on numbers, casts between numbers
but floating point to integer, integer division and remainder by a constant other than 0 and
-1, right shifts by a constant within the width, loads at a constant place inside a global.
Anything else — a pointer operation but a pointer's bits read as an unsigned number, a
conversion of a float to an integer, any other load — refuses the candidate.
"""

from __future__ import annotations

from errlang.ir import nodes as n
from errlang.ir import types as t

_TOTAL = {"+", "-", "*", "&", "|", "^", "==", "!=", "<", "<=", ">", ">=", "&&", "||"}


def defined(e: n.Expr) -> bool:
    """Whether evaluating ``e`` has no undefined behaviour in any state."""
    if isinstance(e, n.Const | n.Reg | n.VarAddr):
        return True
    if isinstance(e, n.Cast):
        return _cast(e) and defined(e.operand)
    if isinstance(e, n.Unary):
        return e.op in ("-", "~", "!") and _number(e.operand) and defined(e.operand)
    if isinstance(e, n.Binary):
        numbers = _number(e.left) and _number(e.right)
        return numbers and _operator(e) and defined(e.left) and defined(e.right)
    if isinstance(e, n.Cond):
        return defined(e.cond) and defined(e.then) and defined(e.other)
    if isinstance(e, n.Load):
        return _global_place(e)
    return False


def _global_place(load: n.Load) -> bool:
    """A load at a constant offset inside a global variable (static storage is always
    initialised, and the place is in bounds): ``a[2]`` of ``unsigned char a[4]``."""
    address, offset = load.address, 0
    while isinstance(address, n.Cast):
        address = address.operand
    if isinstance(address, n.PtrAdd):
        found = _constant(address.offset)
        if found is None:
            return False
        address, offset = address.pointer, found
        while isinstance(address, n.Cast):
            address = address.operand
    if not (isinstance(address, n.VarAddr) and address.is_global):
        return False
    kind = address.type.target if isinstance(address.type, t.PointerType) else None
    return kind is not None and offset >= 0 and offset + load.type.size <= kind.size


def _constant(e: n.Expr) -> int | None:
    """The value of a constant offset (``2 * 1``, as the lowering writes ``a[2]``), or None."""
    if isinstance(e, n.Const):
        return e.value
    if isinstance(e, n.Cast) and isinstance(e.type, t.IntType):
        value = _constant(e.operand)
        if value is None:
            return None
        bits = 8 * e.type.size
        value &= (1 << bits) - 1
        return value - (1 << bits) if e.type.signed and value >> (bits - 1) else value
    if isinstance(e, n.Binary) and e.op in ("+", "-", "*"):
        left, right = _constant(e.left), _constant(e.right)
        if left is None or right is None:
            return None
        return left + right if e.op == "+" else left - right if e.op == "-" else left * right
    return None


def _number(e: n.Expr) -> bool:
    return isinstance(e.type, t.IntType | t.FloatType)


def _cast(e: n.Cast) -> bool:
    """A number to an integer (not from floating point: out of range is undefined) or to
    floating point, or a pointer's bits to an unsigned long (no object needed)."""
    source = e.operand.type
    if isinstance(e.type, t.FloatType):
        return isinstance(source, t.IntType | t.FloatType)
    if isinstance(source, t.IntType):
        return isinstance(e.type, t.IntType)
    return isinstance(source, t.PointerType) and e.type == t.ULONG


def _operator(e: n.Binary) -> bool:
    if e.op in _TOTAL or (e.op == "/" and isinstance(e.type, t.FloatType)):
        return True  # floating-point division by zero is an infinity or a NaN, not undefined
    right = e.right
    if e.op in ("/", "%"):
        return isinstance(right, n.Const) and right.value not in (0, -1)
    if e.op in ("<<", ">>"):
        bits = 8 * e.type.size if isinstance(e.type, t.IntType) else 0
        return isinstance(right, n.Const) and 0 <= right.value < bits and e.op == ">>"
    return False
