"""Reads of a constant table at a symbolic offset (issue 30).

A decoder classifies a byte through a table: cmark-gfm's ``utf8proc_utf8class[str[0]]`` (256
entries), a base64 decoder's reverse alphabet, a ``ctype`` class table. Initialised once and
never written, the object's contents are constants — but as a z3 array they are a chain of
256 stores (or 512: zero-filled first), and a read at a symbolic index is a ``select`` from
that chain: array theory for the solver, and a query the fresh bit-vector pipeline
(``teacher/fresh_solver.py``) cannot take. A byte tuple of constants (a table of up to 128
bytes) read at a symbolic index was ``If(index == k, byte_k, ...)`` over every position.

Here the value is read off the constants instead (:func:`table_read`): when the object's
current contents are all numerals, the ``size`` bytes at ``offset`` are

* with the offset's value set (:func:`errlang.encoder.value_sets.cases`), the table's value at
  each offset under its guard, guards of equal values joined;
* otherwise an if-then-else over the *runs* of equal entries, ``If(offset < 128, 1,
  If(offset < 192, 0, ...))``: one comparison per run (six for the UTF-8 class table), with
  the offset's zero extension stripped (a byte's 8-bit comparisons).

Exact wherever the access is valid (the offset inside the object: ``Memory.valid`` blocks every
other run, as it does for a byte tuple's out-of-range index), and the contents are what they
are at this read: a table the program writes later is a different term then, read as before.
Nothing is assumed about ``const``: only the contents are looked at.
"""

from __future__ import annotations

import z3

from errlang.encoder import value_sets
from errlang.encoder.cancel import poll
from errlang.encoder.contents import Contents
from errlang.encoder.value_sets import cases
from errlang.encoder.values import or_

MAX_TABLE = 1024  # bytes; larger objects are not scanned for constants
MAX_FILLED = 256  # bytes of a table read from a ``Lambda`` (a zero-filling) one by one
MAX_RUNS = 64  # an array read at an offset without a value set: runs of equal values at most

_cache: dict[int, tuple[object, tuple[int, ...] | None]] = {}
_CACHE_LIMIT = 10_000


def _forget() -> None:
    _cache.clear()


value_sets.when_forgetting(_forget)  # the terms must not outlive an encoding (runs.forget)


def constant_bytes(contents: Contents, size: int) -> tuple[int, ...] | None:
    """The ``size`` bytes of ``contents`` if every one is a numeral (None otherwise, or when
    ``size`` is above :data:`MAX_TABLE`)."""
    if size > MAX_TABLE or size <= 0:
        return None
    if isinstance(contents, tuple):
        if len(contents) != size or not all(z3.is_bv_value(b) for b in contents):
            return None
        return tuple(b.as_long() for b in contents)
    return _array_bytes(contents, size)


def _array_bytes(array: z3.ArrayRef, size: int) -> tuple[int, ...] | None:
    """The bytes of a chain of stores of numerals at numerals (the outermost store of an index
    wins) over a base: an array whose bytes are known (an earlier read's), or a ``Lambda``
    that gives numerals where no store wrote (a zero-filling); an unconstrained array's
    bytes are unknown. The walk stops at the first term known: a table written store by
    store is scanned once, not once per read."""
    stores: list[tuple[int, int]] = []  # (position, byte), outermost first
    term: z3.ExprRef = array
    while True:
        poll()
        found = _cache.get(term.get_id())
        if found is not None and term.eq(found[0]):
            known = found[1]
            data: list[int | None] = list(known) if known is not None else [None] * size
            break
        if not z3.is_store(term):
            data = [None] * size
            break
        base, index, value = term.children()
        number = _numeral(value)
        if not z3.is_bv_value(index) or number is None or len(stores) > 4 * size:
            return _remember(array, None)
        stores.append((index.as_long(), number))
        term = base
    for position, number in reversed(stores):
        if position < size:
            data[position] = number
    missing = [i for i, byte in enumerate(data) if byte is None]
    if missing and not (z3.is_quantifier(term) and len(missing) <= MAX_FILLED):
        return _remember(array, None)  # an unconstrained base array (never written there)
    for position in missing:
        poll()
        byte = z3.simplify(z3.Select(term, z3.BitVecVal(position, 64)))
        if not z3.is_bv_value(byte):
            return _remember(array, None)
        data[position] = byte.as_long()
    return _remember(array, tuple(b for b in data if b is not None))


def _remember(array: z3.ExprRef, data: tuple[int, ...] | None) -> tuple[int, ...] | None:
    if len(_cache) > _CACHE_LIMIT:
        _cache.clear()
    _cache[array.get_id()] = (array, data)  # the term is kept: its id is not reused while cached
    return data


def _numeral(byte: z3.ExprRef) -> int | None:
    """The value of a numeral, or of an ``Extract`` of one (a constant's piece), else None."""
    if z3.is_bv_value(byte):
        return int(byte.as_long())
    if z3.is_app_of(byte, z3.Z3_OP_EXTRACT) and z3.is_bv_value(byte.arg(0)):
        high, low = byte.params()
        return (byte.arg(0).as_long() >> low) & ((1 << (high - low + 1)) - 1)
    return None


def table_read(
    contents: Contents, object_size: int, offset: z3.BitVecRef, size: int
) -> z3.BitVecRef | None:
    """The ``size`` bytes at ``offset`` (little-endian) of an object of ``object_size`` bytes
    whose contents are all numerals, as the guards of the offset's value set or an
    if-then-else over runs of equal values; None when they are not (the caller reads as
    before)."""
    data = constant_bytes(contents, object_size)
    if data is None or size > len(data):
        return None
    bits = 8 * size

    def at(position: int) -> int:
        return int.from_bytes(bytes(data[position : position + size]), "little")

    offset = z3.simplify(offset)
    if z3.is_bv_value(offset):
        position = offset.as_long()
        return z3.BitVecVal(at(position), bits) if position + size <= len(data) else None
    known = cases(offset)
    if known is not None:
        by_value: dict[int, list[z3.BoolRef]] = {}
        for cond, position in known:
            if position + size <= len(data):
                by_value.setdefault(at(position), []).append(cond)
        if not by_value:
            return None
        options = [(c[0] if len(c) == 1 else or_(*c), value) for value, c in by_value.items()]
        return _chosen(options, bits)
    step = size if size > 1 and _aligned(offset, size) else 1
    runs: list[tuple[int, int]] = []  # (first position past the run, value)
    for position in range(0, len(data) - size + 1, step):
        value = at(position)
        if runs and runs[-1][1] == value:
            runs[-1] = (position + step, value)
        else:
            runs.append((position + step, value))
    if len(runs) > MAX_RUNS and not isinstance(contents, tuple):
        return None  # as before: a select from the array (a tuple's read compares every position)
    return _over_runs(offset, runs, bits)


def _chosen(options: list[tuple[z3.BoolRef, int]], bits: int) -> z3.BitVecRef:
    """The value whose condition holds (the conditions partition the valid runs; the last
    value where none holds)."""
    value: z3.BitVecRef = z3.BitVecVal(options[-1][1], bits)
    for cond, option in reversed(options[:-1]):
        value = z3.If(cond, z3.BitVecVal(option, bits), value)
    return value


def _over_runs(offset: z3.BitVecRef, runs: list[tuple[int, int]], bits: int) -> z3.BitVecRef:
    """``If(offset < end_1, v_1, If(offset < end_2, v_2, ...))`` over the runs (unsigned; the
    last run's value for every offset past the one before it). A zero-extended offset is
    compared in its own width."""
    narrow = offset
    while z3.is_app_of(narrow, z3.Z3_OP_ZERO_EXT):
        narrow = narrow.arg(0)
    limit = 1 << narrow.size()
    value: z3.BitVecRef = z3.BitVecVal(runs[-1][1], bits)
    for end, run_value in reversed(runs[:-1]):
        poll()
        if end >= limit:  # every value of the narrow offset is below it
            value = z3.BitVecVal(run_value, bits)
            continue
        test = z3.ULT(narrow, z3.BitVecVal(end, narrow.size()))
        value = z3.If(test, z3.BitVecVal(run_value, bits), value)
    return value


def _aligned(offset: z3.BitVecRef, size: int) -> bool:
    """``offset`` is a multiple of ``size`` by z3's rewriter (``4 * i`` for an int table)."""
    remainder = z3.simplify(z3.URem(offset, z3.BitVecVal(size, offset.size())))
    return z3.is_bv_value(remainder) and remainder.as_long() == 0
