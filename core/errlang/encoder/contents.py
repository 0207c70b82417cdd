"""One object's contents and the encoding of a read or write at an offset in them.

An object of a constant size up to :data:`SMALL_OBJECT` bytes is a tuple of 8-bit terms:
loads and stores at known offsets are look-ups, a symbolic offset an if-then-else over the
values it can take (its value set, :mod:`errlang.encoder.value_sets`) or over the positions;
z3 never sees array theory for it. A larger or symbolically sized object is a z3 array of
bytes. (The memory of a state, objects and liveness: :mod:`errlang.encoder.memory`.)
"""

from __future__ import annotations

from typing import TypeAlias

import z3

from errlang.encoder.cancel import poll
from errlang.encoder.fact_cases import Known
from errlang.encoder.merged_stores import merged_stores
from errlang.encoder.offset_bounds import bounds
from errlang.encoder.runs import numeral, pieces, run_width, stored, value_at
from errlang.encoder.value_sets import Cases, cases
from errlang.encoder.values import ite, or_, same

BYTE = z3.BitVecSort(8)
INDEX = z3.BitVecSort(64)
# Objects of a constant size up to this many bytes are kept as a tuple of byte terms: loads and
# stores at known offsets are then plain term look-ups, with no array theory for z3.
SMALL_OBJECT = 128
# A struct up to this size is a tuple too (a parser's state: http_headers.c's 160-byte parser
# struct as a z3 array made every cursor loaded from it a select through the merges' If terms,
# of no known object, tested against every object): its members are loaded at constant offsets.
SMALL_RECORD = 256

Contents: TypeAlias = "z3.ArrayRef | tuple[z3.BitVecRef, ...]"


def fresh_array(name: str) -> z3.ArrayRef:
    return z3.Array(name, INDEX, BYTE)


def moved(source: Contents, size: z3.BitVecRef, target: Contents) -> Contents:
    """``target`` with its bytes below ``size`` taken from ``source``."""
    if isinstance(target, tuple):
        data = []
        for i, old in enumerate(target):
            poll()
            inside = z3.simplify(z3.ULT(z3.BitVecVal(i, 64), size))
            if isinstance(source, tuple):
                byte = source[i] if i < len(source) else old
            else:
                byte = z3.Select(source, z3.BitVecVal(i, 64))
            data.append(ite(inside, byte, old))
        return tuple(data)
    index = z3.BitVec("i", 64)
    if isinstance(source, tuple):
        byte = byte_at(source, index) if source else z3.Select(target, index)
    else:
        byte = z3.Select(source, index)
    return z3.Lambda([index], z3.If(z3.ULT(index, size), byte, z3.Select(target, index)))


def choose(cond: z3.BoolRef, a: Contents, b: Contents) -> Contents:
    """``a`` where ``cond`` holds, else ``b``. Byte tuples are merged value by value: where
    either side holds the bytes of one stored value (a pointer, an int), the merge is one
    ``If(cond, va, vb)`` cut back into bytes, so that a later load of that value simplifies to
    the ``If`` itself — a pointer stays an if-then-else of known objects, never an opaque
    concatenation of per-byte choices."""
    if a is b:
        return a
    if not (isinstance(a, tuple) and isinstance(b, tuple)):
        if isinstance(a, tuple) or isinstance(b, tuple):
            return ite(cond, a, b)
        stores = merged_stores(cond, a, b)
        return ite(cond, a, b) if stores is None else stores
    merged: list[z3.BitVecRef] = []
    i = 0
    while i < len(a):
        x, y = a[i], b[i]
        if x is y:  # a byte neither side rewrote since they parted: no z3 call
            merged.append(x)
            i += 1
            continue
        poll()
        if same(x, y):
            merged.append(x)
            i += 1
            continue
        width = run_width(a, i) or run_width(b, i)
        if width is None:
            merged.append(ite(cond, x, y))
            i += 1
            continue
        value = ite(cond, value_at(a, i, width), value_at(b, i, width))
        merged.extend(pieces(value, width))
        i += width
    return tuple(merged)


def byte_at(data: tuple[z3.BitVecRef, ...], index: z3.BitVecRef) -> z3.BitVecRef:
    """``data[index]`` for a symbolic index (an out-of-range index reads an unconstrained
    value: such accesses are blocked by ``valid``)."""
    index = z3.simplify(index)
    if not data:  # a zero-size object (malloc(0)): every index is outside
        return z3.BitVec("outside", 8)
    if z3.is_bv_value(index):
        position = index.as_long()
        return data[position] if position < len(data) else z3.BitVec("outside", 8)
    known = cases(index)
    if known is not None:  # the index's value set: the guards choose, no comparison left
        options = [(cond, data[value]) for cond, value in known if value < len(data)]
        return select(options) if options else z3.BitVec("outside", 8)
    # ``If(index == position, data[position], value)`` built by direct calls into z3 (the
    # same terms; z3.If and == spend most of their time coercing arguments in Python)
    # (each result is wrapped at once: z3 keeps an unreferenced term only until the next call)
    ctx = index.ctx
    ref = ctx.ref()
    bits = index.size()
    value = data[-1]
    for position in reversed(range(len(data) - 1)):
        poll()
        test = z3.BoolRef(z3.Z3_mk_eq(ref, index.ast, numeral(position, bits).ast), ctx)
        value = z3.BitVecRef(z3.Z3_mk_ite(ref, test.ast, data[position].ast, value.ast), ctx)
    return value


def read(contents: Contents, offset: z3.BitVecRef, size: int) -> z3.BitVecRef:
    """The ``size`` bytes at ``offset``, little-endian. (Reading a symbolic aligned offset
    element-wise, as stores do, made list programs slower: see docs/encoder.md.)"""
    if isinstance(contents, tuple):
        offset = z3.simplify(offset)
        if z3.is_bv_value(offset) and offset.as_long() + size <= len(contents):
            start = offset.as_long()
            if size == 1:
                return contents[start]
            if run_width(contents, start) == size:
                return stored(contents, start)  # the value stored there, whole
        elements = (
            _whole_elements(contents, size, _reach(contents, offset, size)) if size > 1 else None
        )
        known = cases(offset)
        if elements is not None and known is not None:
            options = [(c, elements[v]) for c, v in known if v in elements]
            if len(options) == len(known):
                return select(options)
        if elements is not None and aligned(offset, size):
            # an array of whole values (pointers, ints) at a symbolic index: an if-then-else
            # over the elements it can reach, so that a pointer read keeps its objects
            # (`nodes[victim]` byte by byte became an unknown pointer, resolved against every
            # object; so did a hash table's `t->b[h % 4]` next to its counter, docs/encoder.md)
            starts = list(elements)
            value = elements[starts[-1]]
            for start in reversed(starts[:-1]):
                poll()
                value = ite(offset == start, elements[start], value)
            return value
        parts = [byte_at(contents, offset + i) for i in reversed(range(size))]
    else:
        parts = [z3.Select(contents, z3.simplify(offset + i)) for i in reversed(range(size))]
    return parts[0] if size == 1 else z3.simplify(z3.Concat(*parts))


def _reach(data: tuple[z3.BitVecRef, ...], offset: z3.BitVecRef, size: int) -> range:
    """The starts of the ``size``-byte elements of ``data`` that an aligned access at
    ``offset`` can be at: those between the offset's least and greatest values
    (:func:`offset_bounds.bounds`; a bucket array ``b[h % 4]`` in a struct with other members
    around it: an access at another offset is no access to the array)."""
    least, most = bounds(offset)
    first = -(-least // size) * size
    return range(first, min(len(data) - size, most) + 1, size)


def _whole_elements(
    contents: tuple[z3.BitVecRef, ...], size: int, starts: range
) -> dict[int, z3.BitVecRef] | None:
    """The values of ``contents`` read as the ``size``-byte elements at ``starts``, if each is
    stored whole or is a constant (else None: bytes written piecemeal are read byte by
    byte)."""
    if not contents or len(contents) % size or not starts:
        return None
    elements = {}
    for start in starts:
        if run_width(contents, start) == size:
            elements[start] = stored(contents, start)
            continue
        if not all(z3.is_bv_value(b) for b in contents[start : start + size]):
            return None
        elements[start] = value_at(contents, start, size)
    return elements


def aligned(offset: z3.BitVecRef, size: int) -> bool:
    """``offset`` is a multiple of ``size`` by z3's rewriter (``a + 4 * i`` for an int array)."""
    remainder = z3.simplify(z3.URem(offset, z3.BitVecVal(size, offset.size())))
    return z3.is_bv_value(remainder) and remainder.as_long() == 0


def write(contents: Contents, offset: z3.BitVecRef, value: z3.BitVecRef) -> Contents:
    count = value.size() // 8
    parts = pieces(value)
    offset = z3.simplify(offset)
    if isinstance(contents, tuple):
        data = list(contents)
        if z3.is_bv_value(offset):
            start = offset.as_long()
            constant = z3.is_bv_value(value)
            for i, piece in enumerate(parts):
                if start + i < len(data):
                    # pieces of a symbolic value stay Extracts of it: loads and merges find
                    # the whole value again (see _choose)
                    data[start + i] = z3.simplify(piece) if constant else piece
            return tuple(data)
        known = cases(offset)
        if known is not None:
            return _write_cases(data, known, value, parts)
        if count > 1 and aligned(offset, count):
            # an element of an array at a symbolic index: one choice per element, not per byte;
            # none for an element the offset cannot reach (a struct's later members)
            for start in _reach(contents, offset, count):
                poll()
                old = value_at(tuple(data), start, count)
                new = ite(offset == start, value, old)
                if not same(new, old):
                    data[start : start + count] = pieces(new, count)
            return tuple(data)
        for position in range(len(data)):
            poll()
            relative = z3.simplify(z3.BitVecVal(position, 64) - offset)
            for i, piece in enumerate(parts):
                data[position] = ite(relative == i, piece, data[position])
        return tuple(data)
    array = contents
    constant = z3.is_bv_value(value)
    for i, piece in enumerate(parts):
        # a constant's pieces folded: a table's stores are numerals (encoder.tables)
        array = z3.Store(array, z3.simplify(offset + i), z3.simplify(piece) if constant else piece)
    return array


def within(
    offset: z3.BitVecRef,
    size: z3.BitVecRef,
    count: z3.BitVecRef,
    ruled_out: Known | None = None,
) -> z3.BoolRef | None:
    """Where the ``count`` bytes at ``offset`` lie inside ``size`` bytes, from the offset's
    value set (None: not known, or the size or count is not a constant). ``ruled_out``: what
    the path's facts say (:mod:`encoder.fact_cases`), asked only for the runs where they hold:
    the values it rules out count as inside, and an offset its bounds keep inside is inside,
    which changes the answer on no such run."""
    if not (z3.is_bv_value(size) and z3.is_bv_value(count)):
        return None
    room = size.as_long() - count.as_long()
    if ruled_out:
        bounds = ruled_out.signed_range(offset)
        if bounds is not None and bounds[0] >= 0 and bounds[1] <= room:
            return z3.BoolVal(True)
    known = cases(offset)
    if known is None:
        return None
    if ruled_out:  # a ruled-out value is no case at all: neither inside nor outside
        known = tuple((cond, value) for cond, value in known if cond.get_id() not in ruled_out)
    inside = [cond for cond, value in known if room >= 0 and value <= room]
    if len(inside) == len(known):
        return z3.BoolVal(True)
    if not inside:
        return z3.BoolVal(False)
    return inside[0] if len(inside) == 1 else or_(*inside)


def select(options: list[tuple[z3.BoolRef, z3.BitVecRef]]) -> z3.BitVecRef:
    """The term of the option whose condition holds (the last one where none does: the
    conditions are those of a value set, restricted to the values inside an object)."""
    value = options[-1][1]
    for cond, term in reversed(options[:-1]):
        poll()
        value = ite(cond, term, value)
    return value


def _write_cases(
    data: list[z3.BitVecRef],
    known: Cases,
    value: z3.BitVecRef,
    parts: list[z3.BitVecRef],
) -> tuple[z3.BitVecRef, ...]:
    """``data`` with ``value`` stored at the offset whose value set is ``known``: element-wise
    (whole values kept, see _choose) when every offset is a multiple of the width, else
    byte by byte; offsets outside ``data`` are left out (``valid`` blocks them)."""
    count = len(parts)
    if count > 1 and all(v % count == 0 for _, v in known):
        for cond, start in known:
            if start + count > len(data):
                continue
            poll()
            old = value_at(tuple(data), start, count)
            new = ite(cond, value, old)
            if not same(new, old):
                data[start : start + count] = pieces(new, count)
        return tuple(data)
    for cond, start in known:
        for i, piece in enumerate(parts):
            if start + i < len(data):
                poll()
                data[start + i] = ite(cond, piece, data[start + i])
    return tuple(data)
