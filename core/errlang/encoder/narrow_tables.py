"""A constant table read at an offset computed from one byte (issue 30).

``table[c]`` for a byte ``c``: a decoder's reverse alphabet (libbase64's
``base64_table_dec_8bit``, 256 bytes), or its four ``uint32_t`` tables of 256 entries read at
``4 * c``. :mod:`errlang.encoder.tables` reads a constant table off its constants, through the
offset's value set or through the runs of equal values; a table whose values change at more
than ``tables.MAX_RUNS`` places and an offset without a value set were left to a ``select``
from the chain of stores that wrote the table: 256-1024 stores in the formula, array theory
for the solver, and a formula off the pure bit-vector route (base64_stream at 8 bytes: 4,608
of the 6,184 nodes of bound 1).

Here the read is a multiplexer instead (:func:`narrow_read`): when the offset depends on the
program's unknowns only through one term ``k`` of at most :data:`MAX_BITS` bits (the byte,
whatever its own definition), the offset is evaluated at each of ``k``'s ``2^w`` values (z3's
rewriter on the offset with ``k`` replaced by the numeral), and the value read is a tree of
``If(Extract(i, i, k) == 1, high, low)`` over ``k``'s bits with the table's value at each
leaf, equal subtrees folded into one. Exact for every value of ``k`` whose offset is inside
the table; an offset outside reads any value (``Memory.valid`` blocks those runs, as for every
other read of a table).
"""

from __future__ import annotations

import z3

from errlang.encoder import value_sets
from errlang.encoder.cancel import poll

MAX_BITS = 8  # the widest term the offset may depend through (2^w rewrites per read)
# Tables with more distinct values at the key's offsets are read as before: a multiplexer of
# 256 different leaves is a term the encoder's later passes (value sets, facts) walk at every
# use (crc32c's eight slicing tables: bound 8 at 8 bytes encoded in 6.6 s of CPU before, more
# than 23 s as multiplexers), and a CRC's XOR of them is no easier for the solver (C's miter).
MAX_DISTINCT = 128

_cache: dict[int, tuple[z3.ExprRef, tuple[z3.BitVecRef, list[int]] | None]] = {}
_CACHE_LIMIT = 2_000


def forget() -> None:
    """Drop the remembered reads (their terms must not outlive an encoding)."""
    _cache.clear()


value_sets.when_forgetting(forget)


def narrow_key(offset: z3.BitVecRef) -> z3.BitVecRef | None:
    """The one term of at most :data:`MAX_BITS` bits through which ``offset`` depends on
    every unknown (None if there is none, or more than one, or an unknown outside it)."""
    found: list[z3.BitVecRef] = []
    seen: set[int] = set()
    stack: list[z3.ExprRef] = [offset]
    while stack:
        term = stack.pop()
        if term.get_id() in seen:
            continue
        seen.add(term.get_id())
        if z3.is_bv_value(term):
            continue
        if not z3.is_app(term) or z3.is_array(term):
            return None
        if z3.is_bv(term) and term.size() <= MAX_BITS:
            if not any(term.eq(k) for k in found):
                found.append(term)
            if len(found) > 1:
                return None
            continue
        if term.num_args() == 0:  # an unknown wider than a byte, or a Boolean unknown
            return None
        stack.extend(term.children())
    return found[0] if len(found) == 1 else None


def narrow_read(data: tuple[int, ...], offset: z3.BitVecRef, size: int) -> z3.BitVecRef | None:
    """The ``size`` bytes (little-endian) of the constant table ``data`` at ``offset``, as a
    multiplexer over the bits of the offset's narrow key (:func:`narrow_key`); None when the
    offset has no such key or a value of it gives a non-numeral offset."""
    found = _positions(offset)
    if found is None:
        return None
    key, positions = found
    values = [
        int.from_bytes(bytes(data[p : p + size]), "little") if p + size <= len(data) else None
        for p in positions
    ]  # None: outside the table, blocked by ``valid``
    if not 0 < len({v for v in values if v is not None}) <= MAX_DISTINCT:
        return None
    bits = key.size()
    tests = [z3.Extract(i, i, key) == 1 for i in range(bits)]
    return _mux(values, 0, len(values), bits - 1, tests, 8 * size)


def _positions(offset: z3.BitVecRef) -> tuple[z3.BitVecRef, list[int]] | None:
    """The offset's narrow key and the offset at each of its values (remembered per offset:
    the rewriting is the cost, and a table is read at one offset many times)."""
    found = _cache.get(offset.get_id())
    if found is not None and found[0].eq(offset):
        return found[1]
    result = _evaluated(offset)
    if len(_cache) >= _CACHE_LIMIT:
        _cache.clear()
    _cache[offset.get_id()] = (offset, result)  # the term kept: its id is not reused
    return result


def _evaluated(offset: z3.BitVecRef) -> tuple[z3.BitVecRef, list[int]] | None:
    key = narrow_key(offset)
    if key is None:
        return None
    bits = key.size()
    positions = []
    for value in range(1 << bits):
        poll()
        position = z3.simplify(z3.substitute(offset, (key, z3.BitVecVal(value, bits))))
        if not z3.is_bv_value(position):
            return None
        positions.append(position.as_long())
    return key, positions


def _mux(
    values: list[int | None],
    start: int,
    stop: int,
    bit: int,
    tests: list[z3.BoolRef],
    width: int,
) -> z3.BitVecRef:
    """The value at the key's value in ``[start, stop)`` (a power-of-two range, split on
    ``bit``): a numeral where every value there is one number (outside values match any)."""
    known = {v for v in values[start:stop] if v is not None}
    if len(known) <= 1:
        return z3.BitVecVal(known.pop() if known else 0, width)
    middle = (start + stop) // 2
    low = _mux(values, start, middle, bit - 1, tests, width)
    high = _mux(values, middle, stop, bit - 1, tests, width)
    if low.eq(high):
        return low
    return z3.If(tests[bit], high, low)
