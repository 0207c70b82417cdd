"""A pointer register after a read through it: only the values the read allows (issue 30).

A decoder's cursor ``p`` is a register merged at every iteration of its loop; each iteration
adds 1, 2 or 4 to it, so at iteration k its value set (:func:`value_sets.cases`) holds about
3k offsets, from k - 1 to 4(k - 1), although the buffer has N + 1 bytes: the runs that would
put ``p`` past the buffer stop at the loop test's read ``*p`` (out of bounds, DESIGN §2), but
their values stay in the term. On 32 bytes the set passes :data:`value_sets.MAX_VALUES` at
iteration 23 and from there every access through ``p`` is encoded as arithmetic, not cases
(docs/benchmarks-scaling.md, section 12).

After a branch whose condition reads ``*p`` or ``p[k]`` (a constant ``k``) without a
short-circuit before it, the runs that go on are those on which that read was valid
(:meth:`SymbolicExecutor.block` conjoined the negation of every fault of the condition with
the guard, ``Memory.faults`` partitioning ``not valid``). On those runs ``p`` is one of its
values whose object has a known constant size and whose read lies inside it, or one this
module cannot place; the register is then rewritten to the if-then-else of exactly those
cases. It equals the old value on every run the state's guard admits, so no run changes: the
term only forgets values no run that reaches this point can have (a cursor at iteration k then
has at most N + 2 - k + 3 values, not 3k).
"""

from __future__ import annotations

from collections.abc import Iterator

import z3

from errlang.encoder.pointers import OFFSET_BITS
from errlang.encoder.state import State
from errlang.encoder.value_sets import cases
from errlang.ir import nodes as n

_OFFSET_MASK = (1 << OFFSET_BITS) - 1


def narrowed(state: State, cond: n.Expr) -> State:
    """``state`` with each pointer register that ``cond`` reads through (unconditionally)
    rewritten to the values its read leaves valid; ``state`` itself when nothing is dropped."""
    if state.dead:
        return state
    regs = state.regs
    changed: dict[str, z3.BitVecRef] = {}
    for name, offset, length in _reads(cond):
        value = changed.get(name, regs.get(name))
        if value is None or value.size() != 64 or z3.is_bv_value(value):
            continue
        kept = _valid_cases(state, value, offset, length)
        if kept is not None:
            changed[name] = kept
    if not changed:
        return state
    after = state.copy()
    after.regs.update(changed)
    return after


def _valid_cases(
    state: State, value: z3.BitVecRef, offset: int, length: int
) -> z3.BitVecRef | None:
    """The if-then-else of ``value``'s cases at which ``length`` bytes at ``offset`` past it
    may be read, or None when none is dropped (or the value set is unknown)."""
    found = cases(value)
    if found is None:
        return None
    kept = [(c, v) for c, v in found if not _surely_outside(state, v, offset, length)]
    if not kept or len(kept) == len(found):
        return None
    result: z3.BitVecRef = z3.BitVecVal(kept[-1][1], 64)
    for cond, v in reversed(kept[:-1]):
        result = z3.If(cond, z3.BitVecVal(v, 64), result)
    return result


def _surely_outside(state: State, pointer: int, offset: int, length: int) -> bool:
    """Whether a read of ``length`` bytes at ``pointer + offset`` lies outside its object, an
    object of known constant size (so that ``Memory.faults`` reports it)."""
    address = (pointer + offset) & ((1 << 64) - 1)
    obj, at = address >> OFFSET_BITS, address & _OFFSET_MASK
    if obj != pointer >> OFFSET_BITS:
        return False  # the offset crossed into another object's bits: left to the memory
    size = state.memory.sizes.get(obj)
    if size is None or not z3.is_bv_value(size):
        return False
    return at + length > size.as_long()


def _reads(expr: n.Expr) -> Iterator[tuple[str, int, int]]:
    """(register, constant byte offset, bytes) of each read ``*(reg + k)`` that ``expr``
    performs on every evaluation: through casts, unary operators and binary operators other
    than ``&&`` and ``||`` (whose right operand is not always evaluated)."""
    if isinstance(expr, n.Load):
        address = expr.address
        if isinstance(address, n.Reg) and not address.is_global:
            yield address.name, 0, expr.type.size
        elif (
            isinstance(address, n.PtrAdd)
            and isinstance(address.pointer, n.Reg)
            and not address.pointer.is_global
            and isinstance(address.offset, n.Const)
        ):
            yield address.pointer.name, _signed(address.offset), expr.type.size
        return
    if isinstance(expr, n.Cast | n.Unary):
        yield from _reads(expr.operand)
    elif isinstance(expr, n.Binary) and expr.op not in ("&&", "||"):
        yield from _reads(expr.left)
        yield from _reads(expr.right)


def _signed(const: n.Const) -> int:
    bits = 8 * const.type.size
    value = const.value & ((1 << bits) - 1)
    return value - (1 << bits) if value >> (bits - 1) else value
