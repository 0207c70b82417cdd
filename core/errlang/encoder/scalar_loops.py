"""A counted loop over scalars in one step: the effect of a :class:`~errlang.ir.scalar_loops.
ScalarLoop` (found by :mod:`errlang.ir.scalar_loops`, which says why it is exact).

The trip count *n* is computed from the counter's value, its step and the limit in wide
arithmetic (no wrap-around: :data:`WIDE` bits hold every value of two 64-bit operands and
their products with a step), and every register the loop writes gets its value after *n*
iterations (:func:`_trips` says why every run makes them). The loop's instructions follow
unchanged: its test then exits, unless the counter wrapped around its type at the *n*-th
iteration (``unsigned char c; while (c < 300) c++;``), where the loop goes on as C's does and
unwinds within the bound from there. No input is made and no step is recorded inside the
loop: a counterexample shows the loop's line once. Nothing here names an input (replay,
``explain/replay.py``, sees the same inputs as without the acceleration).
"""

from __future__ import annotations

import z3

from errlang.encoder.encoding import SIGNED_OVERFLOW
from errlang.encoder.expressions import evaluate, initialised
from errlang.encoder.frame import Frame
from errlang.encoder.machine import Effect, Machine
from errlang.encoder.state import State
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.affine import Affine, RegKey, Update
from errlang.ir.loop_passes import SCALAR_LOOPS, LoopPass
from errlang.ir.scalar_loops import ScalarLoop
from errlang.ir.summary_overflows import Checked

WIDE = 132  # bits of the trip-count arithmetic: 64-bit values, times a step, never wrap


class ScalarLoopSummary:
    """A counted loop over scalars (:mod:`errlang.ir.scalar_loops`): every run reaching it
    makes its first *n* iterations (the test holds at each of them), *n* computed in wide
    arithmetic that never wraps, and every register the loop writes is set to its value after
    them; the loop's own instructions then follow unchanged, so its test decides on the real
    values (a counter that wrapped around its type goes on and unwinds within the bound)."""

    matches: LoopPass = SCALAR_LOOPS

    def encode(self, machine: Machine, frame: Frame, instr: ScalarLoop, state: State) -> Effect:
        return scalar_loop(machine, frame, instr, state)


def scalar_loop(machine: Machine, frame: Frame, instr: ScalarLoop, state: State) -> Effect:
    """The state at the loop's test after its first *n* iterations (every run makes them: the
    test holds at each of them); the test then decides on the real values. A split loop
    (``if (x < K) A else B``) makes its first phase's iterations, then its second's when the
    counter has left the first's side of K (one not left: the loop unwinds from there)."""
    state = state.copy()
    state.loops[instr.loop] = 0  # what a LoopEnter does
    limit = _evaluate_expr(instr.limit, state, frame)
    if instr.rival is not None:  # the distance to the rival closes by ``step`` per iteration
        signed = instr.compare.signed
        distance = _widen(limit, signed) - _widen(_value(instr.counter, state, frame), signed)
        zero = z3.BitVecVal(0, WIDE)
        trips = _wide_trips(instr.op, instr.step, zero, distance)
        _advance(instr.updates, instr.registers, trips, state, frame, machine, instr.overflows)
        return state, ()
    trips = _trips(instr, instr.op, instr.step, _value(instr.counter, state, frame), limit)
    if instr.split is not None:
        split = instr.split
        other = _evaluate_expr(split.limit, state, frame)
        first = _value(instr.counter, state, frame)
        trips = _least(trips, _trips(instr, split.op, instr.step, first, other))
        _advance(instr.updates, instr.registers, trips, state, frame, machine)
        middle = _value(instr.counter, state, frame)
        still = _holds(instr, split.op, middle, other)  # still on the first phase's side
        more = _trips(instr, instr.op, split.step, middle, limit)
        zero = z3.BitVecVal(0, WIDE)
        _advance(split.updates, split.registers, z3.If(still, zero, more), state, frame, machine)
    else:
        if instr.also is not None:  # ``x < n && x < 1000``: the first test to fail ends it
            op, other = instr.also
            first = _value(instr.counter, state, frame)
            limit2 = _evaluate_expr(other, state, frame)
            trips = _least(trips, _trips(instr, op, instr.step, first, limit2))
        _advance(instr.updates, instr.registers, trips, state, frame, machine, instr.overflows)
    return state, ()


def _advance(
    updates: tuple[Update, ...],
    registers: tuple[tuple[RegKey, t.IntType], ...],
    trips: z3.BitVecRef,
    state: State,
    frame: Frame,
    machine: Machine,
    overflows: tuple[Checked, ...] = (),
) -> None:
    """Set, in ``state`` (owned), every register ``updates`` write to its value after
    ``trips`` iterations; the overflows of the signed updates ``overflows`` names reported
    through ``machine`` (the runs on which one is not known in closed form keep the loop's
    start: it unwinds)."""
    types = dict(registers)
    for update in updates:
        assert isinstance(update.target.type, t.IntType)
        types[_key(update.target)] = update.target.type
    before = {key: _register(key, ctype, state, frame) for key, ctype in types.items()}
    steps = {
        _key(u.target): _evaluate(u.value.plus(_identity(u), -1), before)
        for u in updates
        if u.kind == "linear"
    }
    # a signed update's overflow is reported at the update (the values below are the wrapped
    # ones the run goes on with); a run on which it is not known in closed form makes no
    # iteration here: it unwinds from the loop's start (ir/summary_overflows.py)
    found, unknown = _overflows(overflows, updates, trips, before, steps)
    for loc, overflow in found:
        machine.block(state, [(SIGNED_OVERFLOW, overflow)], loc)
    kept = z3.simplify(z3.Not(unknown))
    for update in updates:
        regs = state.globals if update.target.is_global else state.regs
        after = z3.simplify(after_iterations(update, trips, before, steps))
        start = before[_key(update.target)]
        regs[update.target.name] = after if z3.is_true(kept) else z3.If(kept, after, start)
        shadow = initialised(update.target.name)
        if shadow in regs:  # written by the loop's first iteration, if it runs
            regs[shadow] = z3.If(z3.And(trips != 0, kept), z3.BitVecVal(1, 1), regs[shadow])


def _overflows(
    overflows: tuple[Checked, ...],
    updates: tuple[Update, ...],
    trips: z3.BitVecRef,
    before: dict[RegKey, z3.BitVecRef],
    steps: dict[RegKey, z3.BitVecRef],
) -> tuple[list[tuple[n.Loc, z3.BoolRef]], z3.BoolRef]:
    """The signed updates ``r = r ± d`` of the loop (ir/summary_overflows.py) that overflow
    within its ``trips`` iterations, each with its place, and the runs on which that is not
    known in closed form. A linear one overflows when ``r0 + trips*d`` (exact, WIDE bits) is
    outside ``r``'s type (its values move one way); ``r - d`` with ``d`` the type's least value
    is not known (its step -d wraps). A quadratic one overflows when its last partial sum is
    outside the type while ``d`` keeps one sign; where ``d`` changes sign it is not known."""
    ops = {key: (op, loc) for key, op, loc in overflows}
    found: list[tuple[n.Loc, z3.BoolRef]] = []
    unknown: list[z3.BoolRef] = []
    for update in updates:
        key = _key(update.target)
        if key not in ops:
            continue
        op, loc = ops[key]
        start = before[key]
        bits = start.size()
        low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        r0 = _widen(start, True)
        runs = trips != 0
        if update.kind == "linear":
            step = steps[key]
            last = r0 + trips * _widen(step, True)
            if op == "-":
                unknown.append(z3.And(runs, step == z3.BitVecVal(low, bits)))
        else:  # quadratic: d(k) = d0 + k*growth, exact as the registers it reads are
            delta = update.value.plus(_identity(update), -1)
            d0 = _widen(_evaluate(delta, before), True)
            growth = z3.BitVecVal(0, WIDE)
            for other, coefficient in delta.terms:
                if other in steps:
                    signed = coefficient - (1 << bits) if coefficient >> (bits - 1) else coefficient
                    growth = growth + signed * _widen(steps[other], True)
            d_last = d0 + (trips - 1) * growth
            turns = z3.Or(z3.And(d0 < 0, d_last > 0), z3.And(d0 > 0, d_last < 0))
            unknown.append(z3.And(runs, turns))
            last = r0 + trips * d0 + growth * z3.UDiv(trips * (trips - 1), 2)
        found.append((loc, z3.And(runs, z3.Or(last < low, last > high))))
    return found, z3.Or(*unknown) if unknown else z3.BoolVal(False)


def _interpretation(instr: ScalarLoop) -> t.IntType:
    """The type whose values the counter takes as the loop compares it: the comparison's when
    as wide, else the counter's own (widened without changing a value)."""
    compare = instr.compare
    own = compare if instr.counter.type.bits == compare.bits else instr.counter.type
    assert isinstance(own, t.IntType)
    return own


def _holds(instr: ScalarLoop, op: str, counter: z3.BitVecRef, limit: z3.BitVecRef) -> z3.BoolRef:
    """``counter op limit`` as the loop compares them."""
    x = _widen(counter, _interpretation(instr).signed)
    bound = _widen(limit, instr.compare.signed)
    return {"<": x < bound, "<=": x <= bound, ">": x > bound, ">=": x >= bound}[op]


def _least(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BitVecRef:
    return z3.If(z3.ULE(a, b), a, b)


def _trips(
    instr: ScalarLoop, op: str, step: int, counter: z3.BitVecRef, limit: z3.BitVecRef
) -> z3.BitVecRef:
    """The number *n* of iterations (a WIDE-bit value) after which the counter, moving by
    ``step`` toward the limit, first makes ``counter op limit`` false, computed without
    wrap-around. The loop makes them all: for every k < n the counter's value ``x0 + k*step``
    is on the loop's side of the limit, within the range of the type it is compared in (or,
    widened from a narrower type, wrapped within that type, whose every value is then on the
    loop's side too). At *n* the counter's real value (which may have wrapped: then the loop
    goes on) is the closed form's modulo 2^w."""
    compare = instr.compare
    x0 = _widen(counter, _interpretation(instr).signed)
    bound = _widen(limit, compare.signed)
    if op == "!=":  # an odd step reaches every value once: (limit - x0) / step mod 2^w
        bits = compare.bits
        inverse = pow(step % (1 << bits), -1, 1 << bits)
        distance = z3.Extract(bits - 1, 0, limit) - z3.Extract(bits - 1, 0, counter)
        return z3.ZeroExt(WIDE - bits, distance * inverse)
    return _wide_trips(op, step, x0, bound)


def _wide_trips(op: str, step: int, x0: z3.BitVecRef, bound: z3.BitVecRef) -> z3.BitVecRef:
    """The first k with ``x0 + k*step op bound`` false, all values WIDE-bit integers."""
    zero = z3.BitVecVal(0, WIDE)
    if op in ("<", "<="):
        end = bound + 1 if op == "<=" else bound
        return z3.If(x0 < end, z3.UDiv(end - x0 + (step - 1), step), zero)
    end = bound - 1 if op == ">=" else bound
    down = -step
    return z3.If(x0 > end, z3.UDiv(x0 - end + (down - 1), down), zero)


def after_iterations(
    update: Update,
    trips: z3.BitVecRef,
    before: dict[RegKey, z3.BitVecRef],
    steps: dict[RegKey, z3.BitVecRef],
) -> z3.BitVecRef:
    """The value of ``update.target`` after ``trips`` iterations (modulo 2^w: exact)."""
    bits = update.value.bits
    k = z3.Extract(bits - 1, 0, trips)
    start = before[_key(update.target)]
    if update.kind == "set":
        return z3.If(trips == 0, start, _evaluate(update.value, before))
    delta = update.value.plus(_identity(update), -1)
    first = _evaluate(delta, before)  # the increment of the first iteration
    if update.kind == "linear":
        return start + k * first
    # the increment grows by sum(a_s * step_s) per iteration: after k, k*first + growth*k(k-1)/2
    growth = z3.BitVecVal(0, bits)
    for key, coefficient in delta.terms:
        if key in steps:
            step = steps[key]
            if step.size() > bits:
                step = z3.Extract(bits - 1, 0, step)
            growth = growth + coefficient * step
    wide = z3.Extract(bits, 0, trips)  # k(k-1)/2 mod 2^bits needs k(k-1) mod 2^(bits+1)
    pairs = z3.Extract(bits, 1, wide * (wide - 1))
    return start + k * first + growth * pairs


def _evaluate(form: Affine, before: dict[RegKey, z3.BitVecRef]) -> z3.BitVecRef:
    value: z3.BitVecRef = z3.BitVecVal(form.constant, form.bits)
    for key, coefficient in form.terms:
        register = before[key]  # modulo 2^bits: its low bits
        if register.size() > form.bits:
            register = z3.Extract(form.bits - 1, 0, register)
        value = value + coefficient * register
    return z3.simplify(value)


def _identity(update: Update) -> Affine:
    return Affine(update.value.bits, 0, ((_key(update.target), 1),))


def _key(target: n.RegLV) -> RegKey:
    return (target.name, target.is_global)


def _register(key: RegKey, ctype: t.IntType, state: State, frame: Frame) -> z3.BitVecRef:
    name, is_global = key
    return evaluate(n.Reg(ctype, name, is_global), state, frame.scope).value


def _value(target: n.RegLV, state: State, frame: Frame) -> z3.BitVecRef:
    assert isinstance(target.type, t.IntType)
    return _register(_key(target), target.type, state, frame)


def _evaluate_expr(expr: n.Expr, state: State, frame: Frame) -> z3.BitVecRef:
    return evaluate(expr, state, frame.scope).value


def _widen(value: z3.BitVecRef, signed: bool) -> z3.BitVecRef:
    extra = WIDE - value.size()
    return z3.SignExt(extra, value) if signed else z3.ZeroExt(extra, value)
