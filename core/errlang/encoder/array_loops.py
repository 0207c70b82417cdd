"""A whole loop over arrays in one step: the effect of an :class:`~errlang.ir.nodes.ArrayLoop`
(found by :mod:`errlang.ir.array_loops`, which says why it is exact).

* each store ``a[i] = value`` becomes a new contents of ``a``'s byte array: a z3 lambda that is,
  at byte ``b``, byte ``(b - a) % size`` of ``value`` at iteration ``(b - a) / size`` when that
  iteration is in ``[first, end)``, the old byte elsewhere (stores in body order: a later store
  reads what an earlier one wrote at ``i``, as the loop does);
* the ``k``-th nondet call of iteration ``j`` is ``select(input_k, j)``, a fresh array per call
  (an uninterpreted function of the iteration); the calls of the first :data:`SHOWN_ITERATIONS`
  iterations are recorded as inputs, so that a counterexample shows them (unless some call is
  made only in some iterations: the order of the calls is then not known here);
* the assertion, last in the body, fails on the runs where it fails for some iteration ``j`` (a
  fresh symbol): the first failing iteration is then where the loop stops, at the same
  assertion; the runs that pass the loop go on under a free Boolean (the exact condition, that
  it holds for every iteration, is a quantifier, which made z3 give up on every query): exact
  when the assertion cannot fail, excluded by ``check`` when it can
  (``Encoding.array_loop_checks``);
* the registers the loop reduces (a minimum, a maximum, a flag, the last value) and the index
  of a search are fresh symbols defined by quantified constraints over the iterations
  (:func:`reduce`); an in-place reversal reads back one level (``ArrayStore.reads_back``);
* afterwards the index is ``end`` (a search's: where it stopped).

Inputs (for replay, ``session/loop_inputs.py``): the reductions, searches and the reading back
of issue 23 make no input and leave the naming of the loop's inputs as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import z3

from errlang.encoder.encoding import UNSUPPORTED, InputInstance
from errlang.encoder.expressions import evaluate
from errlang.encoder.frame import Frame
from errlang.encoder.loop_summary import assertion_at_some_iteration, overflows_in_iterations
from errlang.encoder.machine import Effect, Machine
from errlang.encoder.memory import INDEX
from errlang.encoder.state import State
from errlang.encoder.values import is_true, to_bool, width
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.loop_passes import ARRAY_LOOPS, LoopPass
from errlang.ir.program import IRProgram

SHOWN_ITERATIONS = 4  # iterations whose inputs a counterexample lists
TRIP_FACTOR = 4  # a loop of known trip count T is unwound in full from bound T / TRIP_FACTOR


def loop_limit(program: IRProgram, instr: n.LoopIter, bound: int) -> int:
    """The iterations loop ``instr.loop`` may run at loop bound ``bound``: its trip count, when
    the IR knows it (``check``'s IR) and it is at most :data:`TRIP_FACTOR` times the bound
    (unwinding it costs about what the next bounds would), else the bound."""
    trips = program.loop_trips.get(instr.loop)
    if trips is not None and bound < trips <= TRIP_FACTOR * bound:
        return trips
    return bound


class ArrayLoopSummary:
    """A loop over arrays of a constant trip count (:mod:`errlang.ir.array_loops`), exactly:
    its iterations each touch only their own elements, so they commute with one simultaneous
    update (a lambda per store); the nondet calls are a function of the iteration; the
    reductions and searches are defined by quantified constraints over the iterations; the
    assertion fails where it fails at some iteration (:func:`assertion_at_some_iteration`). A
    store whose object is not one byte-addressed object on every run cuts the runs as
    unsupported (none is dropped)."""

    matches: LoopPass = ARRAY_LOOPS

    def encode(self, machine: Machine, frame: Frame, instr: n.ArrayLoop, state: State) -> Effect:
        return array_loop(machine, frame, instr, state)


def array_loop(machine: Machine, frame: Frame, instr: n.ArrayLoop, state: State) -> Effect:
    """The state after the whole loop ``instr`` (None: no run gets past it)."""
    fresh = next(machine.fresh)
    machine.encoding.array_loops += 1
    index_bits = width(instr.index.type)
    at, families = iteration_state(instr.index, instr.inputs, fresh)
    after = state.copy()
    reduced: dict[n.RegLV, z3.BitVecRef] = {}
    signed = isinstance(instr.index.type, t.IntType) and instr.index.type.signed
    j = z3.BitVec(f"array_loop_overflows_at!{instr.loop}!{fresh}", index_bits)
    some = [in_range(j, instr.first, instr.end, signed)]  # some iteration j

    def wide(iteration: z3.BitVecRef) -> z3.BitVecRef:  # the 64-bit term ``at`` takes
        extra = 64 - index_bits
        return z3.SignExt(extra, iteration) if signed else z3.ZeroExt(extra, iteration)

    wide_j = wide(j)
    for count in range(len(instr.stores) + 1):
        for k, reduction in enumerate(instr.reductions):
            if reduction.stores_before == count:
                values = [reduction.value, reduction.guard]
                where = at(after, wide_j)
                overflows_in_iterations(machine, frame, values, where, some, instr.loc)
                reduced[reduction.target] = reduce(machine, frame, instr, reduction, after, at, k)
        if count == len(instr.stores):
            break
        store = instr.stores[count]
        where, loc = at(after, wide_j), store.loc or instr.loc
        overflows_in_iterations(machine, frame, [store.value], where, some, loc)
        if not _store(after, frame, instr, store, at, fresh):
            machine.cut(state, UNSUPPORTED, "an array loop's summary does not apply", instr.loc)
            return None, ()
    for target, value in reduced.items():
        (after.globals if target.is_global else after.regs)[target.name] = value
    # (in call order only when every iteration makes the same calls)
    shown = 0 if any(put.conditional for put in instr.inputs) else SHOWN_ITERATIONS
    for iteration in range(instr.first, min(instr.end, instr.first + shown)):
        for put in instr.inputs:
            value = input_value(z3.Select(families[put.register], iteration), put)
            machine.encoding.inputs.append(
                InputInstance(state.guard, value, put.function, put.loc, put.type, None)
            )
    if instr.index not in reduced:  # a search's index is where it stopped
        after.regs[instr.index.name] = z3.BitVecVal(instr.end, index_bits)
    if instr.assertion is None:
        return after, ()
    j = z3.BitVec(f"array_loop_fails_at!{instr.loop}!{fresh}", index_bits)
    inside = in_range(j, instr.first, instr.end, signed)
    where = at(after, wide(j))
    name = f"{instr.loop}!{fresh}"
    passed = assertion_at_some_iteration(
        machine, frame, instr.assertion, where, state.guard, (inside,), after, name
    )
    return passed, ()


def _store(
    after: State,
    frame: Frame,
    instr: n.ArrayLoop,
    store: n.ArrayStore,
    at: Callable[[State, z3.BitVecRef], State],
    fresh: int,
) -> bool:
    """Apply ``store`` for every iteration to ``after`` (owned); False if it cannot be."""
    target = stored_object(after, frame, store.array)
    if target is None:
        return False
    obj, offset, contents = target
    placed = _placement(instr, store, offset)

    def stored(state: State, byte: z3.BitVecRef) -> z3.ArrayRef:
        """The contents after the store, each iteration reading ``state``'s memory."""
        inside, iteration, within = placed(byte)
        value = evaluate(store.value, at(state, iteration), frame.scope).value
        return stored_bytes(contents, byte, inside, value, within)

    byte = z3.BitVec(f"array_loop_byte!{instr.loop}!{fresh}", 64)
    simultaneous = stored(after, byte)
    if store.reads_back:  # ir.array_loops._mirrored: one level of reading back
        # iteration j reads the array as the iterations before j left it: their elements as
        # the simultaneous update wrote them (each of those read only the original there)
        _, now, _ = placed(byte)
        other = z3.BitVec(f"array_loop_read!{instr.loop}!{fresh}", 64)
        written, by, _ = placed(other)
        earlier = z3.And(written, by < now)  # iterations are in [first, end), first >= 0
        seen = z3.Lambda(
            [other],
            z3.If(earlier, z3.Select(simultaneous, other), z3.Select(contents, other)),
        )
        reading = after.copy()
        reading.memory.rewrite(obj, seen)
        simultaneous = stored(reading, byte)
    after.memory.rewrite(obj, simultaneous)
    return True


Placement = Callable[[z3.BitVecRef], tuple[z3.BoolRef, z3.BitVecRef, z3.BitVecRef]]


def _placement(instr: n.ArrayLoop, store: n.ArrayStore, offset: z3.BitVecRef) -> Placement:
    """``placed(byte)``: (the byte is written, by which iteration, as which byte of its
    element), for the bytes of ``store``'s object (its elements at ``offset``)."""
    size = store.element.size
    stride = store.stride or size
    # the elements written, scale * j + shift for j in [first, end): consecutive ones
    ends = (store.scale * instr.first + store.shift, store.scale * (instr.end - 1) + store.shift)

    def placed(byte: z3.BitVecRef) -> tuple[z3.BoolRef, z3.BitVecRef, z3.BitVecRef]:
        relative = byte - offset - store.member  # from the member of element 0
        if stride & (stride - 1) == 0:  # shifts and masks bit-blast cheaply (a udiv did not)
            element = z3.LShR(relative, stride.bit_length() - 1)
            within = relative & (stride - 1)
        else:  # a division as narrow as the array (inside only if relative is below its end)
            bits = ((max(ends) + 1) * stride).bit_length()
            narrow = z3.Extract(bits - 1, 0, relative)
            element = z3.ZeroExt(64 - bits, z3.UDiv(narrow, stride))
            within = z3.ZeroExt(64 - bits, z3.URem(narrow, stride))
        inside = z3.And(
            z3.UGE(relative, min(ends) * stride),
            z3.ULT(relative, (max(ends) + 1) * stride),
            z3.ULT(within, size),
        )
        iteration = element - store.shift if store.scale == 1 else store.shift - element
        return inside, iteration, within

    return placed


def reduce(
    machine: Machine,
    frame: Frame,
    instr: n.ArrayLoop,
    reduction: n.Reduction,
    state: State,
    at: Callable[[State, z3.BitVecRef], State],
    k: int,
) -> z3.BitVecRef:
    """The value of ``reduction``'s register after the loop (errlang.ir.reductions), read from
    ``state`` (the memory after the stores that come before it in the body). A minimum, a
    maximum or a flag is a fresh symbol defined by a quantified constraint over the
    iterations, with a witness iteration for the value it takes: the exact value, for z3's
    model-based quantifier instantiation to decide."""
    target = reduction.target
    before = evaluate(n.Reg(target.type, target.name, target.is_global), state, frame.scope).value
    bits = width(instr.index.type)
    signed = isinstance(instr.index.type, t.IntType) and instr.index.type.signed

    def value_at(expr: n.Expr, j: z3.BitVecRef) -> z3.BitVecRef:
        wide = z3.SignExt(64 - bits, j) if signed else z3.ZeroExt(64 - bits, j)
        return evaluate(expr, at(state, wide), frame.scope).value

    if reduction.kind == "last":
        return value_at(reduction.value, z3.BitVecVal(instr.end - 1, bits))
    if reduction.kind == "find":
        return _find(machine, instr, reduction, value_at, bits, signed)
    name = f"{target.name}!{instr.loop}!{next(machine.fresh)}!{k}"
    witness = z3.BitVec(f"reduction_witness!{name}", bits)
    j = z3.BitVec(f"reduction_iteration!{name}", bits)
    inside = in_range(witness, instr.first, instr.end, signed)
    every = in_range(j, instr.first, instr.end, signed)
    constraints = machine.encoding.constraints
    if reduction.kind == "flag":
        assert reduction.guard is not None
        found = z3.Bool(f"reduction_found!{name}")
        holds_at = to_bool(value_at(reduction.guard, witness))
        never = z3.Not(to_bool(value_at(reduction.guard, j)))
        constraints.append(z3.Implies(found, z3.And(inside, holds_at)))
        constraints.append(z3.Implies(z3.Not(found), z3.ForAll([j], z3.Implies(every, never))))
        return z3.If(found, value_at(reduction.value, witness), before)
    result = z3.BitVec(f"reduction_{reduction.kind}!{name}", before.size())
    own_signed = isinstance(target.type, t.IntType) and target.type.signed

    def first_ordered(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BoolRef:  # a <= b (min)
        if reduction.kind == "max":
            a, b = b, a
        return a <= b if own_signed else z3.ULE(a, b)

    taken = z3.And(inside, result == value_at(reduction.value, witness))
    constraints.append(z3.Or(result == before, taken))
    constraints.append(first_ordered(result, before))
    bound = z3.Implies(every, first_ordered(result, value_at(reduction.value, j)))
    constraints.append(z3.ForAll([j], bound))
    return result


def _find(
    machine: Machine,
    instr: n.ArrayLoop,
    reduction: n.Reduction,
    value_at: Callable[[n.Expr, z3.BitVecRef], z3.BitVecRef],
    bits: int,
    signed: bool,
) -> z3.BitVecRef:
    """Where ``while (i < end && c) i++;`` stops: a fresh index ``w`` in ``[first, end]`` with
    ``c`` false at ``w`` (or ``w = end``) and true at every iteration before it."""
    name = f"{instr.loop}!{next(machine.fresh)}"
    stop = z3.BitVec(f"search_stop!{name}", bits)
    j = z3.BitVec(f"search_iteration!{name}", bits)
    end = z3.BitVecVal(instr.end, bits)

    def below(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BoolRef:
        return a < b if signed else z3.ULT(a, b)

    def at_most(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BoolRef:
        return a <= b if signed else z3.ULE(a, b)

    first = z3.BitVecVal(instr.first, bits)
    holds_at = to_bool(value_at(reduction.value, stop))
    constraints = machine.encoding.constraints
    constraints.append(z3.And(at_most(first, stop), at_most(stop, end)))
    constraints.append(z3.Or(stop == end, z3.Not(holds_at)))
    before = z3.And(at_most(first, j), below(j, stop))
    constraints.append(z3.ForAll([j], z3.Implies(before, to_bool(value_at(reduction.value, j)))))
    return stop


def iteration_state(
    index: n.RegLV, inputs: tuple[n.LoopInput, ...], fresh: int
) -> tuple[Callable[[State, z3.BitVecRef], State], dict[str, z3.ArrayRef]]:
    """(``at``, the inputs' families): ``at(base, j)`` is ``base`` with ``index`` and the
    loop's ``inputs`` of iteration ``j`` (a 64-bit term), each input register's values a family
    of fresh symbols indexed by the iteration."""
    bits = width(index.type)
    families = {
        put.register: z3.Array(
            f"{put.function}!{put.loc.line}!{fresh}!{k}", INDEX, z3.BitVecSort(width(put.type))
        )
        for k, put in enumerate(inputs)
    }

    def at(base: State, iteration: z3.BitVecRef) -> State:
        regs = dict(base.regs)
        regs[index.name] = z3.Extract(bits - 1, 0, iteration)
        for put in inputs:
            regs[put.register] = input_value(z3.Select(families[put.register], iteration), put)
        return replace(base, regs=regs)

    return at, families


def stored_object(
    after: State, frame: Frame, array: n.Expr
) -> tuple[int, z3.BitVecRef, z3.ArrayRef] | None:
    """(object, offset, contents) of the one object ``array`` points into on every run of
    ``after``; None when it may point into several or the object is not byte-addressed."""
    pointer = evaluate(array, after, frame.scope).value
    cases = after.memory.resolve(pointer)
    if len(cases) != 1 or not is_true(cases[0][0]):
        return None
    _, obj, offset = cases[0]
    contents = after.memory.arrays[obj]
    if isinstance(contents, tuple):
        return None
    return obj, offset, contents


def stored_bytes(
    contents: z3.ArrayRef,
    byte: z3.BitVecRef,
    inside: z3.BoolRef,
    value: z3.BitVecRef,
    within: z3.BitVecRef,
) -> z3.ArrayRef:
    """``contents`` where byte ``byte`` is, when ``inside``, byte ``within`` (64-bit) of the
    little-endian ``value``."""
    bits = value.size()
    shift = within << 3
    shift = z3.Extract(bits - 1, 0, shift) if bits <= 64 else z3.ZeroExt(bits - 64, shift)
    chosen = z3.Extract(7, 0, z3.LShR(value, shift))
    return z3.Lambda([byte], z3.If(inside, chosen, z3.Select(contents, byte)))


def input_value(symbol: z3.BitVecRef, put: n.LoopInput) -> z3.BitVecRef:
    if isinstance(put.type, t.IntType) and put.type.is_bool:
        return z3.ZeroExt(7, z3.Extract(0, 0, symbol))
    return symbol


def in_range(j: z3.BitVecRef, first: int, end: int, signed: bool) -> z3.BoolRef:
    bits = j.size()
    low, high = z3.BitVecVal(first, bits), z3.BitVecVal(end, bits)
    if signed:
        return z3.And(low <= j, j < high)
    return z3.And(z3.ULE(low, j), z3.ULT(j, high))
