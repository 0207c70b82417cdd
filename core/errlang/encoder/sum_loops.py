"""Sums and counts over arrays in one step when the summand is affine in the iteration: the
effect of a :class:`~errlang.ir.sum_loops.SumLoop` (found by :mod:`errlang.ir.sum_loops`, which
says why it is exact).

Each summand's value at a fresh iteration ``j`` is evaluated in the state at the loop's entry
(nothing it reads is written by the loop), with ``c0`` its value at ``first`` and ``c1`` the
difference of its values at ``first + 1`` and ``first``. One solver query asks for a ``j`` in
``[first, end)`` (on a run reaching the loop) where some summand is not ``c0 + c1·(j − first)``
modulo its width, or where evaluating it is undefined or reads an uninitialised value. None
(``unsat``): every register gets ``s0 + T·c0 + c1·T(T−1)/2`` (``T = end − first``, modulo 2^w:
exact), the index ``end``, and the loop's test then exits. Anything else (``sat``, ``unknown``,
the query's time limit): the state is left as a plain LoopEnter leaves it, and the loop
unwinds as it would without the summary. No input is made, nothing is named.
"""

from __future__ import annotations

from dataclasses import replace

import z3

from errlang.encoder.expressions import evaluate, initialised
from errlang.encoder.frame import Frame
from errlang.encoder.machine import Effect, Machine
from errlang.encoder.state import State
from errlang.encoder.values import width
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.loop_passes import SUM_LOOPS, LoopPass
from errlang.ir.sum_loops import SumLoop, Summand

QUERY_MS = 2000  # each tactic's time limit on the affinity query (10-1,000 ms measured)


class SumLoopSummary:
    """Sums and counts over arrays (:mod:`errlang.ir.sum_loops`): when one solver query shows
    every summand affine in the iteration on every run reaching the loop (and never undefined
    nor reading an uninitialised value), each register's closed form ``s0 + T·c0 +
    c1·T(T−1)/2`` modulo its width is exactly its value after the loop. Otherwise (``sat``,
    ``unknown``, the query's time limit) the state is the one a LoopEnter gives and the loop
    unwinds as without the summary: no run is lost either way."""

    matches: LoopPass = SUM_LOOPS

    def encode(self, machine: Machine, frame: Frame, instr: SumLoop, state: State) -> Effect:
        return sum_loop(machine, frame, instr, state)


def sum_loop(machine: Machine, frame: Frame, instr: SumLoop, state: State) -> Effect:
    """The state at the loop's test after all its iterations, if every summand is affine in
    the iteration; else the state a LoopEnter gives (the loop unwinds)."""
    state = state.copy()
    state.loops[instr.loop] = 0  # what a LoopEnter does
    if state.dead:
        return state, ()
    fresh = next(machine.fresh)
    index_type = instr.index.type
    assert isinstance(index_type, t.IntType)
    bits = index_type.bits

    def value_at(expr: n.Expr, iteration: z3.BitVecRef) -> tuple[z3.BitVecRef, list[z3.BoolRef]]:
        regs = dict(state.regs)
        regs[instr.index.name] = iteration
        checked = evaluate(expr, replace(state, regs=regs), frame.scope)
        return checked.value, [cond for _, cond in checked.faults]

    j = z3.BitVec(f"sum_iteration!{instr.loop}!{fresh}", bits)
    low, high = z3.BitVecVal(instr.first, bits), z3.BitVecVal(instr.end, bits)
    inside = (
        z3.And(low <= j, j < high) if index_type.signed else z3.And(z3.ULE(low, j), z3.ULT(j, high))
    )
    wrong: list[z3.BoolRef] = []
    closed: list[tuple[n.RegLV, z3.BitVecRef, z3.BitVecRef]] = []
    for summand in instr.sums:
        value, faults = value_at(summand.value, j)
        c0, _ = value_at(summand.value, z3.BitVecVal(instr.first, bits))
        c1_next, _ = value_at(summand.value, z3.BitVecVal(instr.first + 1, bits))
        c1 = c1_next - c0
        steps = _resized(j - low, value.size())  # j - first, in [0, T): no wrap-around
        wrong.append(value != c0 + c1 * steps)
        wrong.extend(faults)
        if summand.overflow:  # a signed ``s + d``: no partial sum may leave the type
            start = evaluate(
                n.Reg(summand.target.type, summand.target.name, summand.target.is_global),
                state,
                frame.scope,
            ).value
            c1_exact = _wide(c1_next) - _wide(c0)
            wrong.append(_partial_sum_overflows(summand, start, c0, c1_exact, j - low))
        closed.append((summand.target, z3.simplify(c0), z3.simplify(c1)))
    # the merged paths' named guards (symex's ``define``): their definitions, without which
    # a guard is free (sound, but a run excluded by an assumption would count)
    named = [c for c in machine.encoding.constraints if _names_guard(c)]
    if not _never(z3.And(*named, state.guard, inside, z3.Or(*wrong))):
        return state, ()  # not shown affine: unwind
    trips = instr.end - instr.first
    pairs = trips * (trips - 1) // 2
    for target, c0, c1 in closed:
        regs = state.globals if target.is_global else state.regs
        before = evaluate(n.Reg(target.type, target.name, target.is_global), state, frame.scope)
        size = c0.size()
        total = before.value + c0 * z3.BitVecVal(trips % (1 << size), size)
        total = total + c1 * z3.BitVecVal(pairs % (1 << size), size)
        regs[target.name] = z3.simplify(total)
        if initialised(target.name) in regs:  # every run makes T > 0 iterations
            regs[initialised(target.name)] = z3.BitVecVal(1, 1)
    state.regs[instr.index.name] = z3.BitVecVal(instr.end, width(index_type))
    return state, ()


WIDE = 132  # bits that hold every partial sum of a 64-bit type's values without wrap-around


def _wide(value: z3.BitVecRef) -> z3.BitVecRef:
    return z3.SignExt(WIDE - value.size(), value)


def _partial_sum_overflows(
    summand: Summand,
    start: z3.BitVecRef,
    c0: z3.BitVecRef,
    c1: z3.BitVecRef,
    steps: z3.BitVecRef,
) -> z3.BoolRef:
    """C's signed ``s + d`` overflows at the iteration ``steps`` after the first: the summand's
    affine value ``c0 + c1*steps`` (exact, WIDE bits) leaves its type (then the C values wrap
    and the exact partial sums below are not theirs), or the exact sum of the first ``steps +
    1`` values added to ``start`` does. Asked at a fresh iteration, as the affinity is: where
    it may hold, the loop unwinds and the unwinding reports the overflow at its iteration."""
    ctype = summand.target.type
    assert isinstance(ctype, t.IntType)
    low, high = z3.BitVecVal(ctype.min, WIDE), z3.BitVecVal(ctype.max, WIDE)
    k = _resized(steps, WIDE)
    value = _wide(c0) + c1 * k
    count = k + 1
    total = _wide(start) + count * _wide(c0) + c1 * z3.UDiv(count * k, 2)
    return z3.Or(value < low, value > high, total < low, total > high)


def _never(claim: z3.BoolRef) -> bool:
    """Whether ``claim`` is unsatisfiable, as shown within :data:`QUERY_MS` per tactic by
    bit-blasting (its arrays are the memory's contents, only read: Ackermann's reduction
    removes them). z3's default solver gave up after 20 s on queries this decides in 0.2 s;
    ``bit-blast`` then ``sat`` and z3's ``qfbv`` each left undecided a query the other decides
    in under a second, so both are tried."""
    for last in (("bit-blast", "sat"), ("qfbv",)):
        tactic = z3.TryFor(z3.Then("simplify", "ackermannize_bv", *last), QUERY_MS)
        try:
            goal = z3.Goal()
            goal.add(claim)
            result = tactic(goal)
        except z3.Z3Exception:  # the tactic does not apply, or ran out of time
            continue
        if len(result) == 1 and any(z3.is_false(f) for f in result[0]):
            return True
    return False


def _names_guard(constraint: z3.BoolRef) -> bool:
    """``constraint`` is ``guard!k == formula``, a named guard's definition."""
    if not (z3.is_eq(constraint) and z3.is_const(constraint.arg(0))):
        return False
    return constraint.arg(0).decl().name().startswith("guard!")


def _resized(value: z3.BitVecRef, bits: int) -> z3.BitVecRef:
    """``value`` (non-negative) as a ``bits``-bit value, modulo 2^bits."""
    if value.size() >= bits:
        return z3.Extract(bits - 1, 0, value)
    return z3.ZeroExt(bits - value.size(), value)
