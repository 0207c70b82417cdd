"""Values of IR expressions in a symbolic state, with the undefined behaviour each can have.

Evaluation returns the value together with its faults — (reason, condition) pairs under which
the expression is undefined (C11 6.5p5 and the operators' clauses) — so the instruction that
evaluates it blocks those runs and records them as cuts; nothing is accumulated on the side.
A fault inside a short-circuit operand or a conditional branch only counts where that operand
is evaluated.
"""

from __future__ import annotations

from collections.abc import Container, Iterator
from dataclasses import dataclass

import z3

from errlang.encoder import floats, value_sets
from errlang.encoder import memory as m
from errlang.encoder.encoding import (
    FLOAT_CAST_OVERFLOW,
    OUT_OF_BOUNDS,
    POINTER_SUBTRACTION,
    SHIFT_OUT_OF_RANGE,
    SIGNED_OVERFLOW,
    UNINITIALISED_READ,
)
from errlang.encoder.overflow import impossible, negation_overflows, overflows
from errlang.encoder.pointers import OFFSET_BITS
from errlang.encoder.state import State
from errlang.encoder.values import (
    TRUE,
    Fault,
    binary,
    conj,
    const,
    convert,
    disj,
    from_bool,
    ite,
    neg,
    to_bool,
    width,
)
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.alignment import MISALIGNED


@dataclass(frozen=True)
class Checked:
    """A value and the faults of computing it."""

    value: z3.BitVecRef
    faults: tuple[Fault, ...] = ()


@dataclass(frozen=True)
class Scope:
    """What names mean in one call: the objects of its variables and of the globals, which
    objects are heap allocations, and a counter for fresh symbol names."""

    locals: dict[str, int]
    globals: dict[str, int]
    heap: Container[int]
    fresh: Iterator[int]

    def object(self, name: str, is_global: bool) -> int:
        return self.globals[name] if is_global else self.locals[name]


def _folded(value: z3.BitVecRef, *operands: z3.BitVecRef) -> z3.BitVecRef:
    """``value`` as one numeral when every operand is one: z3 does not fold ``3 + 1`` itself,
    so a counter incremented 5,000 times was a chain of 5,000 additions that every loop test
    simplified again (quadratic; issue 23: 12 s for 5,000 iterations, now linear)."""
    if all(z3.is_bv_value(operand) for operand in operands):
        return z3.simplify(value)
    return value


def initialised(name: str) -> str:
    """The shadow register saying whether register ``name`` was written since its declaration."""
    return f"{name}?init"


def evaluate(expr: n.Expr, state: State, scope: Scope) -> Checked:
    """The value of ``expr`` in ``state`` and when it is undefined."""
    faults: list[Fault] = []
    value = _Evaluation(state, scope, faults).value(expr, TRUE)
    return Checked(value, tuple(faults))


def store(target: n.LValue, value: z3.BitVecRef, state: State, scope: Scope) -> tuple[Fault, ...]:
    """Write ``value`` to ``target`` in ``state`` (a copy the caller owns); the faults of the
    address and of the access itself are returned."""
    if isinstance(target, n.RegLV):
        regs = state.globals if target.is_global else state.regs
        regs[target.name] = value
        if initialised(target.name) in regs:
            regs[initialised(target.name)] = z3.BitVecVal(1, 1)
        return ()
    address = evaluate(target.address, state, scope)
    faults = state.memory.faults(address.value, target.type.size, scope.heap, state.facts)
    state.memory.store(address.value, value)
    aligned = () if target.align <= 1 else ((MISALIGNED, misaligned(address.value, target.align)),)
    return (*address.faults, *faults, *aligned)


def misaligned(pointer: z3.BitVecRef, align: int) -> z3.BoolRef:
    """``pointer``'s offset is not a multiple of ``align`` (a power of two): gcc's
    -fsanitize=alignment, every object being aligned to 2^48 (ir/alignment.py)."""
    return z3.simplify(z3.Extract(align.bit_length() - 2, 0, pointer) != 0)


class _Evaluation:
    """One evaluation: collects the faults of the subexpressions it visits, each under the
    condition (``ctx``) that the subexpression is evaluated at all."""

    def __init__(self, state: State, scope: Scope, faults: list[Fault]) -> None:
        self.state = state
        self.scope = scope
        self.faults = faults

    def _undefined(self, ctx: z3.BoolRef, cond: z3.BoolRef, reason: str) -> None:
        if not z3.is_false(cond):
            self.faults.append((reason, conj(ctx, cond)))

    def value(self, expr: n.Expr, ctx: z3.BoolRef) -> z3.BitVecRef:
        if isinstance(expr, n.Const):
            return const(expr.value, expr.type)
        if isinstance(expr, n.Reg):
            return self._register(expr, ctx)
        if isinstance(expr, n.VarAddr):
            return m.base(self.scope.object(expr.name, expr.is_global))
        if isinstance(expr, n.Load):
            pointer = self.value(expr.address, ctx)
            if expr.align > 1:
                self._undefined(ctx, misaligned(pointer, expr.align), MISALIGNED)
            memory = self.state.memory
            for reason, fault in memory.faults(
                pointer, expr.type.size, self.scope.heap, self.state.facts, ctx
            ):
                self._undefined(ctx, fault, reason)
            loaded = memory.load(pointer, expr.type.size)
            if isinstance(expr.type, t.IntType) and expr.type.is_bool:
                self._undefined(ctx, _invalid_bool(loaded), n.INVALID_BOOL)
            return loaded
        if isinstance(expr, n.Unary):
            operand = self.value(expr.operand, ctx)
            if expr.op == "sqrt":
                assert isinstance(expr.type, t.FloatType)
                return floats.sqrt(operand, expr.type)
            if expr.op == "-":
                if expr.overflow:
                    self._undefined(ctx, negation_overflows(operand), SIGNED_OVERFLOW)
                return _folded(-operand, operand)
            if expr.op == "~":
                return _folded(~operand, operand)
            return _folded(from_bool(operand == 0), operand)
        if isinstance(expr, n.Binary):
            return self._binary(expr, ctx)
        if isinstance(expr, n.PtrAdd):
            pointer, offset = self.value(expr.pointer, ctx), self.value(expr.offset, ctx)
            if expr.limit is not None:  # a subscript inside an object (ir/subscripts.py)
                self._undefined(ctx, z3.Or(offset < 0, offset >= expr.limit), OUT_OF_BOUNDS)
            return pointer + offset
        if isinstance(expr, n.Cast):
            operand = self.value(expr.operand, ctx)
            source = expr.operand.type
            if isinstance(source, t.FloatType) and isinstance(expr.type, t.IntType):
                outside = floats.unrepresentable(operand, source, expr.type)
                self._undefined(ctx, outside, FLOAT_CAST_OVERFLOW)
            return _folded(convert(operand, expr.operand.type, expr.type), operand)
        if isinstance(expr, n.Cond):
            cond = to_bool(self.value(expr.cond, ctx))
            then = self.value(expr.then, conj(ctx, cond))
            other = self.value(expr.other, conj(ctx, neg(cond)))
            return ite(cond, then, other)
        raise TypeError(f"unknown expression {expr!r}")

    def _register(self, expr: n.Reg, ctx: z3.BoolRef) -> z3.BitVecRef:
        regs = self.state.globals if expr.is_global else self.state.regs
        shadow = regs.get(initialised(expr.name))
        if shadow is not None and not (z3.is_bv_value(shadow) and shadow.as_long() == 1):
            # C11 6.3.2.1p2: a never address-taken local read before it is written
            self._undefined(ctx, shadow == 0, UNINITIALISED_READ)
        if expr.name not in regs:
            fresh = next(self.scope.fresh)
            regs[expr.name] = z3.BitVec(f"uninit!{expr.name}!{fresh}", width(expr.type))
        return regs[expr.name]

    def _binary(self, expr: n.Binary, ctx: z3.BoolRef) -> z3.BitVecRef:
        left = self.value(expr.left, ctx)
        if expr.op in ("&&", "||"):
            lb = to_bool(left)
            right_ctx = conj(ctx, lb) if expr.op == "&&" else conj(ctx, neg(lb))
            rb = to_bool(self.value(expr.right, right_ctx))
            return from_bool(z3.And(lb, rb) if expr.op == "&&" else z3.Or(lb, rb))
        right = self.value(expr.right, ctx)
        if expr.op in ("<<", ">>"):
            return self._shift(expr, left, right, ctx)
        value, faults = binary(expr.op, left, right, expr.type, expr.left.type)
        for reason, fault in faults:
            self._undefined(ctx, fault, reason)
        # C11 6.5p5, NON_BLOCKING; ruled out by the bounds of the runs that evaluate it
        if expr.overflow and not impossible(expr.op, left, right, conj(self.state.guard, ctx)):
            overflow = overflows(expr.op, left, right, value)
            if z3.is_bv_value(left) and z3.is_bv_value(right):
                overflow = z3.simplify(overflow)  # numerals: true or false, never asked
            self._undefined(ctx, overflow, SIGNED_OVERFLOW)
        if expr.op == "-" and isinstance(expr.left.type, t.PointerType):
            # a pointer difference (ir: both operands pointers): the same object on both sides
            other = z3.Extract(63, OFFSET_BITS, left) != z3.Extract(63, OFFSET_BITS, right)
            self._undefined(ctx, z3.simplify(other), POINTER_SUBTRACTION)
        return _folded(value, left, right)

    def _shift(
        self, expr: n.Binary, left: z3.BitVecRef, right: z3.BitVecRef, ctx: z3.BoolRef
    ) -> z3.BitVecRef:
        """C11 6.5.7: the amount must be in [0, width); gcc's arithmetic right shift. A
        bit-field type's width is its value bits (``unsigned long:40``: gcc's sanitizer
        reports ``f << 40``)."""
        amount = convert(right, expr.right.type, t.LONG)
        bits = left.size()
        limit = expr.type.value_bits if isinstance(expr.type, t.IntType) else bits
        outside = z3.simplify(z3.Or(amount < 0, amount >= limit))
        self._undefined(ctx, outside, SHIFT_OUT_OF_RANGE)
        shift = z3.Extract(bits - 1, 0, amount) if bits < 64 else amount
        if expr.op == "<<":
            if expr.overflow:
                shifted = overflows("<<", left, shift, left << shift)
                self._undefined(ctx, z3.And(z3.Not(outside), shifted), SIGNED_OVERFLOW)
            return left << shift
        signed = isinstance(expr.type, t.IntType) and expr.type.signed
        return left >> shift if signed else z3.LShR(left, shift)


def _invalid_bool(byte: z3.BitVecRef) -> z3.BoolRef:
    """``byte``, loaded as a _Bool, is neither 0 nor 1: false without a question where its
    value set says so (a _Bool stored as one is always 0 or 1)."""
    found = value_sets.cases(byte)
    if found is None:
        return z3.UGT(byte, 1)
    return disj(*(c for c, value in found if value > 1))
