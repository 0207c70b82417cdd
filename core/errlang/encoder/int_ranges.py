"""An integer register after a branch on it: only the values the branch's side allows (issue 30).

A parser's index ``pos`` is a register merged at every join of its loops; a scan's ``pos++``
under ``pos < len`` adds one value per iteration, and the values of the runs that left the
loop stay in the term. On a JSON tokenizer over 16 bytes (a `for` over the bytes with two inner
scans) ``pos``'s value set (:func:`value_sets.cases`) held 18 values from 3 to 20 after the
first token and passed :data:`value_sets.MAX_VALUES` (64) by the fifth, although ``pos`` never
exceeds 16: from there every access ``js[pos]`` and every store of ``pos`` is arithmetic for
the solver, not cases (docs/benchmarks-scaling.md, section 13). Its token counter ``next``,
tested ``next >= ntoks`` before each store, held 0..15 at the sixteenth iteration where the
runs hold 0..4.

After a conditional jump, each side's runs are those on which the condition has that side's
truth value: the guard of the side is the state's guard and the condition (or its negation).
When the condition is a comparison of a register with a constant (or a conjunction that holds
on that side, a disjunction that fails), the comparison holds on every run of the side. The
register's value set partitions every assignment by its value (the conditions of
:func:`value_sets.cases` are disjoint and exhaustive), so on those runs the register is one of
the values that satisfy the comparison: the register is rewritten to the if-then-else of
exactly those cases. It equals the old term on every run the side's guard admits — no run
changes, none is added or lost; the term forgets only values no run of that side has. When no
value satisfies it, the side has no run: its guard is false.

The comparison is decided in Python from the C types (the register's value read in its type,
converted through the casts around it), never by the solver.
"""

from __future__ import annotations

from collections.abc import Iterator

import z3

from errlang.encoder.state import Define, State
from errlang.encoder.value_sets import cases
from errlang.encoder.values import FALSE
from errlang.ir import nodes as n
from errlang.ir import types as t

_COMPARISONS = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}
_SWAPPED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="}


def restricted(state: State, cond: n.Expr, holds: bool, define: Define) -> State:
    """``state`` (one side of a branch on ``cond``: ``holds`` is the truth of ``cond`` on its
    runs) with each register that ``cond`` compares with a constant rewritten to the values
    that satisfy the comparison (each case's condition named by ``define``: the rewritten
    register tests small named guards); a dead state when no value does; ``state`` itself
    when nothing is dropped."""
    if state.dead:
        return state
    changed: dict[str, z3.BitVecRef] = {}
    for name, converted, op, bound in _facts(state, cond, holds):
        value = changed.get(name, state.regs[name])
        found = cases(value)
        if found is None:
            continue
        test = _COMPARISONS[op]
        kept = [(c, v) for c, v in found if test(converted(v), bound)]
        if not kept:
            return state.with_guard(FALSE)
        if len(kept) < len(found):
            changed[name] = _ite([(define(c), v) for c, v in kept], value.size())
    if not changed:
        return state
    after = state.copy()
    after.regs.update(changed)
    return after


def _ite(kept: list[tuple[z3.BoolRef, int]], bits: int) -> z3.BitVecRef:
    """The value of the case whose condition holds (the last where none does)."""
    result: z3.BitVecRef = z3.BitVecVal(kept[-1][1], bits)
    for cond, v in reversed(kept[:-1]):
        result = z3.If(cond, z3.BitVecVal(v, bits), result)
    return result


Fact = tuple[str, "_Converted", str, int]


class _Converted:
    """A register's stored bits (unsigned) to the C value of the operand it is in: read in
    the register's type, then through each cast, outermost last."""

    def __init__(self, types: list[t.IntType]) -> None:
        self.types = types  # the register's type first, then each cast's

    def __call__(self, bits: int) -> int:
        value = _read(bits, self.types[0])
        for target in self.types[1:]:
            value = _read(value, target)
        return value


def _read(value: int, ctype: t.IntType) -> int:
    """``value`` converted to ``ctype`` (C11 6.3.1.3, as gcc: modulo 2^width)."""
    bits = 8 * ctype.size
    value &= (1 << bits) - 1
    if ctype.signed and value >> (bits - 1):
        value -= 1 << bits
    return value


def _facts(state: State, cond: n.Expr, holds: bool) -> Iterator[Fact]:
    """(register, its conversion, operator, constant) of each comparison ``register op
    constant`` that holds on every run where ``cond`` is ``holds``."""
    for atom, truth in _atoms(cond, holds):
        fact = _fact(state, atom, truth)
        if fact is not None:
            yield fact


def _atoms(expr: n.Expr, holds: bool) -> Iterator[tuple[n.Binary, bool]]:
    """The comparisons that have a known truth value wherever ``expr`` is ``holds``:
    through ``!``, the operands of a ``&&`` that holds and of a ``||`` that fails."""
    if isinstance(expr, n.Unary) and expr.op == "!":
        yield from _atoms(expr.operand, not holds)
    elif isinstance(expr, n.Binary) and expr.op == ("&&" if holds else "||"):
        yield from _atoms(expr.left, holds)
        yield from _atoms(expr.right, holds)
    elif isinstance(expr, n.Binary) and expr.op in _COMPARISONS:
        yield expr, holds


_NEGATED = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}


def _fact(state: State, atom: n.Binary, truth: bool) -> Fact | None:
    op = atom.op if truth else _NEGATED[atom.op]
    for register, other, operator in (
        (atom.left, atom.right, op),
        (atom.right, atom.left, _SWAPPED[op]),
    ):
        found = _register(state, register)
        bound = _constant(state, other)
        if found is not None and bound is not None and _same_type(register, other):
            name, converted = found
            return name, converted, operator, bound
    return None


def _same_type(a: n.Expr, b: n.Expr) -> bool:
    """Both operands of one integer type (the comparison is then of their C values)."""
    x, y = a.type, b.type
    return (
        isinstance(x, t.IntType)
        and isinstance(y, t.IntType)
        and (x.size, x.signed) == (y.size, y.signed)
        and not (x.is_bool or y.is_bool or x.precision or y.precision)
    )


def _register(state: State, expr: n.Expr) -> tuple[str, _Converted] | None:
    """A local register under integer casts, with the conversion of its bits to ``expr``'s
    value; None for anything else (or a register whose term is not as wide as its type)."""
    casts: list[t.IntType] = []
    while isinstance(expr, n.Cast):
        if not _plain(expr.type):
            return None
        casts.append(expr.type)  # type: ignore[arg-type]  # _plain checked it
        expr = expr.operand
    if not isinstance(expr, n.Reg) or expr.is_global or not _plain(expr.type):
        return None
    value = state.regs.get(expr.name)
    if value is None or not z3.is_bv(value) or value.size() != 8 * expr.type.size:
        return None
    if z3.is_bv_value(value):
        return None  # a constant: nothing to drop
    return expr.name, _Converted([expr.type, *reversed(casts)])  # type: ignore[list-item]


def _plain(ctype: t.CType) -> bool:
    return isinstance(ctype, t.IntType) and not ctype.is_bool and not ctype.precision


def _constant(state: State, expr: n.Expr) -> int | None:
    """The C value of ``expr`` when it is a constant, a register holding a numeral, or an
    integer cast of one."""
    if isinstance(expr, n.Cast):
        inner = _constant(state, expr.operand)
        if inner is None or not _plain(expr.type) or not _plain(expr.operand.type):
            return None
        return _read(inner, expr.type)  # type: ignore[arg-type]  # _plain checked it
    if not _plain(expr.type):
        return None
    if isinstance(expr, n.Const):
        return _read(expr.value, expr.type)  # type: ignore[arg-type]
    if isinstance(expr, n.Reg) and not expr.is_global:
        value = state.regs.get(expr.name)
        if value is not None and z3.is_bv_value(value):
            return _read(value.as_long(), expr.type)  # type: ignore[arg-type]
    return None
