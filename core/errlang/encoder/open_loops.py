"""An array loop whose trip count is an input, in one step where its accesses stay inside their
arrays: the effect of an :class:`~errlang.ir.open_loops.OpenArrayLoop` (found by
:mod:`errlang.ir.open_loops`, which says why it is exact).

With ``n`` the limit's value at the loop's entry, the runs split in two:

* *summarised*: the loop makes no iteration (``n ≤ first``) or every access is inside its array
  (``n ≤ extent`` for each array). Each store makes the array's bytes a z3 lambda, as for an
  :class:`~errlang.ir.nodes.ArrayLoop` (``errlang.encoder.array_loops``), over the iterations
  ``[first, n)``; the nondet calls of iteration ``j`` are ``select(input_k, j)``; the assertion
  fails where it fails at some ``j`` in ``[first, n)``, and the runs passing it go on under a
  free Boolean (``Encoding.array_loop_checks``); the index is then ``n`` (``first`` if the
  loop made no iteration), so the loop's test exits at once;
* the others: unchanged, as a LoopEnter leaves them; the loop unwinds within the bound and
  reaches the access out of bounds as C does.

The two are merged into one state (the runs of each under its guard). No input is listed in a
counterexample (the number of iterations is not known here).
"""

from __future__ import annotations

from collections.abc import Callable

import z3

from errlang.encoder.array_loops import iteration_state, stored_bytes, stored_object
from errlang.encoder.expressions import evaluate
from errlang.encoder.frame import Frame
from errlang.encoder.loop_summary import assertion_at_some_iteration, overflows_in_iterations
from errlang.encoder.machine import Effect, Machine
from errlang.encoder.state import State, merge
from errlang.encoder.values import conj
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.loop_passes import OPEN_LOOPS, LoopPass
from errlang.ir.open_loops import OpenArrayLoop


class OpenLoopSummary:
    """An array loop up to an input limit (:mod:`errlang.ir.open_loops`): the runs on which it
    makes no iteration or every access stays inside its array are summarised exactly, as an
    array loop's over ``[first, n)`` (:func:`assertion_at_some_iteration` for its assertion);
    the others are left at the loop's head as a LoopEnter leaves them and unwind within the
    bound, reaching the access out of bounds as C does — the two merged, so no run is lost. A
    store it cannot summarise leaves every run to unwinding."""

    matches: LoopPass = OPEN_LOOPS

    def encode(self, machine: Machine, frame: Frame, instr: OpenArrayLoop, state: State) -> Effect:
        return open_loop(machine, frame, instr, state)


def open_loop(machine: Machine, frame: Frame, instr: OpenArrayLoop, state: State) -> Effect:
    """The runs whose accesses stay inside their arrays past the whole loop, merged with the
    others at the loop's head (see the module's docstring)."""
    state = state.copy()
    state.loops[instr.loop] = 0  # what a LoopEnter does
    if state.dead:
        return state, ()
    index_type = instr.index.type
    assert isinstance(index_type, t.IntType)
    bits, signed = index_type.bits, index_type.signed

    def below(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BoolRef:
        return a < b if signed else z3.ULT(a, b)

    def wide(value: z3.BitVecRef) -> z3.BitVecRef:
        return z3.SignExt(64 - bits, value) if signed else z3.ZeroExt(64 - bits, value)

    limit = evaluate(instr.limit, state, frame.scope).value
    end = limit + 1 if instr.inclusive else limit  # the iterations are [first, end)
    first = z3.BitVecVal(instr.first, bits)
    runs = below(first, end)
    inside = [
        z3.Not(below(z3.BitVecVal(x, bits), end)) for x in instr.extents if x < index_type.max
    ]
    summarised = z3.Or(z3.Not(runs), *inside) if inside else z3.BoolVal(True)
    if instr.inclusive:  # ``i <= max`` never ends: end wrapped around
        summarised = z3.And(summarised, limit != index_type.max)
    fresh = next(machine.fresh)
    at, _ = iteration_state(instr.index, instr.inputs, fresh)
    after = state.with_guard(conj(state.guard, summarised)).copy()
    stop = z3.If(runs, end, first)  # where the index stops
    j = z3.BitVec(f"open_loop_overflows_at!{instr.loop}!{fresh}", bits)
    some = [z3.Not(below(j, first)), below(j, end)]  # some iteration j: its signed overflows
    for store in instr.stores:
        where, loc = at(after, wide(j)), store.loc or instr.loc
        overflows_in_iterations(machine, frame, [store.value], where, some, loc)
        if not _store(after, frame, store, at, instr.first, wide(stop), f"{instr.loop}!{fresh}"):
            return state, ()  # not summarised: the loop unwinds on every run
    machine.encoding.array_loops += 1  # lambdas: check solves with the default tactic
    after.regs[instr.index.name] = stop
    if instr.assertion is not None:
        assertion = instr.assertion
        name = f"{instr.loop}!{fresh}"
        j = z3.BitVec(f"open_loop_fails_at!{name}", bits)
        where = at(after, wide(j))
        iteration = z3.And(z3.Not(below(j, first)), below(j, end))
        after = assertion_at_some_iteration(
            machine, frame, assertion, where, after.guard, (iteration,), after, name
        )
    others = state.with_guard(conj(state.guard, z3.Not(summarised)))
    return merge([after, others]), ()


def _store(
    after: State,
    frame: Frame,
    store: n.ArrayStore,
    at: Callable[[State, z3.BitVecRef], State],
    first: int,
    end: z3.BitVecRef,
    name: str,
) -> bool:
    """Apply ``store`` for every iteration ``j`` in ``[first, end)`` (``end`` 64-bit, at least
    ``first``) to ``after`` (owned); False if it cannot be."""
    target = stored_object(after, frame, store.array)
    size = store.element.size
    stride = store.stride or size
    if target is None or stride & (stride - 1) or store.scale != 1:
        return False
    obj, offset, contents = target
    byte = z3.BitVec(f"open_loop_byte!{name}", 64)
    relative = byte - offset
    element = z3.LShR(relative, stride.bit_length() - 1)
    within = relative & (stride - 1)
    inside = z3.And(
        z3.UGE(relative, (first + store.shift) * stride),
        z3.ULT(relative, (end + store.shift) * stride),
        z3.ULT(within, size),
    )
    value = evaluate(store.value, at(after, element - store.shift), frame.scope).value
    after.memory.rewrite(obj, stored_bytes(contents, byte, inside, value, within))
    return True
