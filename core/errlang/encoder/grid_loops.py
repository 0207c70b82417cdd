"""Two nested loops over two-dimensional arrays in one step: the effect of a
:class:`~errlang.ir.grid_loops.GridLoop` (found by :mod:`errlang.ir.grid_loops`, which says why
it is exact), as ``errlang.encoder.array_loops`` gives a one-dimensional loop's:

* each store ``m[i + ki][j + kj] = value`` makes ``m``'s bytes a z3 lambda: at byte ``b`` of
  cell ``(r, c)`` (row ``r = b / row size``, column ``c`` from the rest; a division by a
  constant, as narrow as the array), byte ``b`` of ``value`` at iteration ``(r − ki, c − kj)``
  when the loops visit it, the old byte elsewhere (stores in body order);
* the ``k``-th nondet call of iteration ``(i, j)`` is ``select(input_k, n)``, ``n`` the
  iteration's number ``(i − fi)·(ej − fj) + (j − fj)`` (no input is listed in a
  counterexample: the calls of the first iterations are not recorded);
* the assertion fails on the runs where it fails at some ``(i, j)`` (fresh symbols); the runs
  passing the loops go on under a free Boolean, as for an array loop
  (``Encoding.array_loop_checks``: exact when it cannot fail, excluded by ``check`` when it can);
* afterwards ``i`` is ``ei`` and ``j`` is ``ej``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import z3

from errlang.encoder.array_loops import (
    SHOWN_ITERATIONS,
    in_range,
    input_value,
    stored_bytes,
    stored_object,
)
from errlang.encoder.encoding import UNSUPPORTED, InputInstance
from errlang.encoder.expressions import evaluate
from errlang.encoder.frame import Frame
from errlang.encoder.loop_summary import assertion_at_some_iteration, overflows_in_iterations
from errlang.encoder.machine import Effect, Machine
from errlang.encoder.memory import INDEX
from errlang.encoder.state import State
from errlang.encoder.values import width
from errlang.ir import types as t
from errlang.ir.grid_loops import GridLoop, GridStore
from errlang.ir.loop_passes import GRID_LOOPS, LoopPass


class GridLoopSummary:
    """Two nested counted loops over two-dimensional arrays (:mod:`errlang.ir.grid_loops`),
    exactly, as :class:`~errlang.encoder.array_loops.ArrayLoopSummary` one loop: iteration
    ``(i, j)`` touches only its own cells, so the iterations commute with one simultaneous
    update per store; the nondet calls are a function of the iteration's number; the assertion
    fails where it fails at some ``(i, j)`` (:func:`assertion_at_some_iteration`). A store whose
    object is not one byte-addressed object on every run cuts the runs as unsupported."""

    matches: LoopPass = GRID_LOOPS

    def encode(self, machine: Machine, frame: Frame, instr: GridLoop, state: State) -> Effect:
        return grid_loop(machine, frame, instr, state)


def grid_loop(machine: Machine, frame: Frame, instr: GridLoop, state: State) -> Effect:
    """The state after both loops of ``instr`` (None: no run gets past them)."""
    fresh = next(machine.fresh)
    machine.encoding.array_loops += 1  # lambdas: check solves with the default tactic
    outer_bits, inner_bits = width(instr.outer.type), width(instr.inner.type)
    columns = instr.inner_end - instr.inner_first
    families = {
        put.register: z3.Array(
            f"{put.function}!{put.loc.line}!{fresh}!{k}", INDEX, z3.BitVecSort(width(put.type))
        )
        for k, put in enumerate(instr.inputs)
    }

    def at(base: State, i: z3.BitVecRef, j: z3.BitVecRef) -> State:
        """``base`` with the indices and the inputs of iteration ``(i, j)`` (64-bit terms)."""
        regs = dict(base.regs)
        regs[instr.outer.name] = z3.Extract(outer_bits - 1, 0, i)
        regs[instr.inner.name] = z3.Extract(inner_bits - 1, 0, j)
        number = (i - instr.outer_first) * columns + (j - instr.inner_first)
        for put in instr.inputs:
            regs[put.register] = input_value(z3.Select(families[put.register], number), put)
        return replace(base, regs=regs)

    after = state.copy()
    # some iteration (i, j), where a signed overflow of the body's values is reported
    i = z3.BitVec(f"grid_loop_overflows_row!{instr.loop}!{fresh}", 64)
    j = z3.BitVec(f"grid_loop_overflows_column!{instr.loop}!{fresh}", 64)
    some = [
        z3.ULE(instr.outer_first, i),
        z3.ULT(i, instr.outer_end),
        z3.ULE(instr.inner_first, j),
        z3.ULT(j, instr.inner_end),
    ]
    for count, store in enumerate(instr.stores):
        where, loc = at(after, i, j), store.loc or instr.loc
        overflows_in_iterations(machine, frame, [store.value], where, some, loc)
        if not _store(after, frame, instr, store, at, f"{instr.loop}!{fresh}!{count}"):
            machine.cut(
                state, UNSUPPORTED, "a nested array loop's summary does not apply", instr.loc
            )
            return None, ()
    # the first iterations' inputs, in call order, as an array loop lists them: a counterexample
    # shows them, and a replay completes the rest from the families (session/loop_inputs.py)
    shown = 0 if any(put.conditional for put in instr.inputs) else SHOWN_ITERATIONS
    rows = instr.outer_end - instr.outer_first
    for number in range(min(max(rows, 0) * max(columns, 0), shown)):
        for put in instr.inputs:
            value = input_value(z3.Select(families[put.register], number), put)
            machine.encoding.inputs.append(
                InputInstance(state.guard, value, put.function, put.loc, put.type, None)
            )
    after.regs[instr.outer.name] = z3.BitVecVal(instr.outer_end, outer_bits)
    after.regs[instr.inner.name] = z3.BitVecVal(instr.inner_end, inner_bits)
    if instr.assertion is None:
        return after, ()
    assertion = instr.assertion

    def iteration(
        name: str, index_type: t.CType, first: int, end: int
    ) -> tuple[z3.BitVecRef, z3.BoolRef]:
        bits = width(index_type)
        k = z3.BitVec(f"{name}!{instr.loop}!{fresh}", bits)
        signed = isinstance(index_type, t.IntType) and index_type.signed
        wide = z3.SignExt(64 - bits, k) if signed else z3.ZeroExt(64 - bits, k)
        return wide, in_range(k, first, end, signed)

    i, i_inside = iteration(
        "grid_fails_at_row", instr.outer.type, instr.outer_first, instr.outer_end
    )
    j, j_inside = iteration(
        "grid_fails_at_column", instr.inner.type, instr.inner_first, instr.inner_end
    )
    where = at(after, i, j)
    name = f"{instr.loop}!{fresh}"
    passed = assertion_at_some_iteration(
        machine, frame, assertion, where, state.guard, (i_inside, j_inside), after, name
    )
    return passed, ()


def _store(
    after: State,
    frame: Frame,
    instr: GridLoop,
    store: GridStore,
    at: Callable[[State, z3.BitVecRef, z3.BitVecRef], State],
    name: str,
) -> bool:
    """Apply ``store`` for every iteration to ``after`` (owned); False if it cannot be."""
    target = stored_object(after, frame, store.array)
    if target is None:
        return False
    obj, offset, contents = target
    size = store.element.size
    row_size = size * store.columns
    total = row_size * store.rows
    bits = total.bit_length()
    byte = z3.BitVec(f"grid_loop_byte!{name}", 64)
    relative = byte - offset
    narrow = z3.Extract(bits - 1, 0, relative)
    row, rest = _divided(narrow, row_size)
    column, within = _divided(rest, size)
    top = instr.outer_end + store.row_shift
    right = instr.inner_end + store.column_shift
    inside = z3.And(
        z3.ULT(relative, total),
        z3.ULE(instr.outer_first + store.row_shift, row),
        z3.ULT(row, top),
        z3.ULE(instr.inner_first + store.column_shift, column),
        z3.ULT(column, right),
    )
    i = z3.ZeroExt(64 - bits, row) - store.row_shift
    j = z3.ZeroExt(64 - bits, column) - store.column_shift
    value = evaluate(store.value, at(after, i, j), frame.scope).value
    after.memory.rewrite(
        obj, stored_bytes(contents, byte, inside, value, z3.ZeroExt(64 - bits, within))
    )
    return True


def _divided(value: z3.BitVecRef, divisor: int) -> tuple[z3.BitVecRef, z3.BitVecRef]:
    """(quotient, remainder) of the unsigned ``value`` by the constant ``divisor``: shifts and
    masks for a power of two (they bit-blast cheaply), else a division."""
    if divisor & (divisor - 1) == 0:
        return z3.LShR(value, divisor.bit_length() - 1), value & (divisor - 1)
    return z3.UDiv(value, divisor), z3.URem(value, divisor)
