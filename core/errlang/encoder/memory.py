"""Memory: one byte array per object (variable instance or allocation).

A pointer is a 64-bit value ``object << 48 | offset``; object 0 is the null object, never alive.
Dereferencing splits a pointer term into the objects it may point to (its ``if-then-else``
leaves), so that nearly every access selects from one object's array at a known offset and z3's
rewriter resolves it. An access is valid when its object is alive and the bytes lie inside it;
anything else (null, out of bounds, freed, dangling) is undefined behaviour and the run is
blocked — never reported as an assertion failure.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any, TypeAlias

import z3

from errlang.encoder.cancel import poll
from errlang.encoder.encoding import (
    DANGLING_POINTER,
    NULL_DEREFERENCE,
    OUT_OF_BOUNDS,
    USE_AFTER_FREE,
)
from errlang.encoder.pointers import INDETERMINATE, OBJECT_BITS, OFFSET_BITS, base, targets
from errlang.encoder.runs import numeral, pieces, run_width, stored, value_at
from errlang.encoder.value_sets import cases
from errlang.encoder.values import is_false, is_true, or_, same

MAX_OBJECTS = (1 << OBJECT_BITS) - 1
MAX_ALLOCATION = 1 << 40  # larger requests are cut (documented in docs/semantics.md)
BYTE = z3.BitVecSort(8)
INDEX = z3.BitVecSort(64)
# Objects of a constant size up to this many bytes are kept as a tuple of byte terms: loads and
# stores at known offsets are then plain term look-ups, with no array theory for z3.
SMALL_OBJECT = 128

Contents: TypeAlias = "z3.ArrayRef | tuple[z3.BitVecRef, ...]"


def fresh_array(name: str) -> z3.ArrayRef:
    return z3.Array(name, INDEX, BYTE)


class Memory:
    """Per-object byte arrays, liveness and sizes (a value object: ``copy`` before updating).

    A copy shares the three tables with its original until either writes one (copy on
    write): most instructions write no memory or one table, and a merge recognises a table
    that no incoming state wrote by identity. Read the tables freely; write them only through
    the methods."""

    TABLES = ("arrays", "alive", "sizes")  # in this order: merges create terms in it

    def __init__(
        self,
        arrays: dict[int, Contents],
        alive: dict[int, z3.BoolRef],
        sizes: dict[int, z3.BitVecRef],
        shared: tuple[str, ...] = (),
    ) -> None:
        self.arrays = arrays
        self.alive = alive
        self.sizes = sizes
        self._shared = shared  # the tables another Memory may hold too

    def copy(self) -> Memory:
        self._shared = Memory.TABLES
        return Memory(self.arrays, self.alive, self.sizes, Memory.TABLES)

    def _own(self, table: str) -> None:
        """Make ``table`` this memory's own (copied if it may be shared) before a write."""
        if table in self._shared:
            setattr(self, table, dict(getattr(self, table)))
            self._shared = tuple(name for name in self._shared if name != table)

    def _put(self, obj: int, contents: Contents) -> None:
        self._own("arrays")
        self.arrays[obj] = contents

    def rewrite(self, obj: int, contents: Contents) -> None:
        """Replace object ``obj``'s contents (a whole loop's stores: encoder.array_loops)."""
        self._put(obj, contents)

    def allocate(self, obj: int, size: z3.BitVecRef) -> None:
        size = z3.simplify(size)
        if z3.is_bv_value(size) and size.as_long() <= SMALL_OBJECT:
            self._put(obj, tuple(z3.BitVec(f"object{obj}!{i}", 8) for i in range(size.as_long())))
        else:
            self._put(obj, fresh_array(f"object{obj}"))
        self._own("alive")
        self._own("sizes")
        self.alive[obj] = z3.BoolVal(True)
        self.sizes[obj] = size

    def kill(self, obj: int, cond: z3.BoolRef | None = None) -> None:
        if obj in self.alive:
            self._own("alive")
            self.alive[obj] = (
                z3.BoolVal(False) if cond is None else z3.If(cond, False, self.alive[obj])
            )

    def resolve(self, pointer: z3.BitVecRef) -> list[tuple[z3.BoolRef, int, z3.BitVecRef]]:
        """(condition, object, offset) cases, unknown objects expanded over all objects (a
        pointer whose provenance is not syntactic is in the object of its bits 63..48); an
        indeterminate pointer (read from memory never written) is in none."""
        cases = []
        for target in targets(pointer):
            if target.obj is not None:
                if target.obj in self.arrays:
                    cases.append((target.cond, target.obj, target.offset))
                continue
            for obj in self.arrays:
                poll()
                cond = z3.And(target.cond, z3.Extract(63, OFFSET_BITS, target.pointer) == obj)
                offset = target.pointer - base(obj)
                cases.append((cond, obj, offset))
        return cases

    def valid(self, pointer: z3.BitVecRef, length: int | z3.BitVecRef) -> z3.BoolRef:
        """The ``length`` bytes at ``pointer`` lie inside one live object."""
        count = z3.BitVecVal(length, 64) if isinstance(length, int) else length
        options = []
        for cond, obj, offset in self.resolve(pointer):
            poll()
            size = self.sizes[obj]
            within = _within(offset, size, count)
            if within is None:
                within = z3.And(z3.ULE(count, size), z3.ULE(offset, size - count))
            inside = within if is_true(self.alive[obj]) else z3.And(self.alive[obj], within)
            options.append(inside if is_true(cond) else z3.And(cond, inside))
        return z3.simplify(z3.Or(*options)) if options else z3.BoolVal(False)

    def _surely_valid(self, pointer: z3.BitVecRef, length: int | z3.BitVecRef) -> bool:
        """Every case of ``pointer`` is an object alive on every run, of constant size, at a
        constant offset with the ``length`` bytes inside it: the access is valid whichever case
        holds, since the cases' conditions cover every run (``pointers.leaves``). Decided
        without z3: z3's simplifier often cannot see that the disjunction of the conditions is
        true, and the fault conditions built then (never satisfiable) were most of the
        encoding's time (bubble sort, loop bound 4: 2.1 s of 3.3)."""
        if not isinstance(length, int):
            if not z3.is_bv_value(length):
                return False
            length = length.as_long()
        for target in targets(pointer):
            obj = target.obj
            if obj is None or obj <= 0 or obj not in self.arrays:
                return False
            size, offset = self.sizes[obj], target.offset
            if not (is_true(self.alive[obj]) and z3.is_bv_value(size)):
                return False
            if z3.is_bv_value(offset):
                if not (length <= size.as_long() and offset.as_long() <= size.as_long() - length):
                    return False
            else:
                within = _within(offset, size, z3.BitVecVal(length, 64))
                if within is None or not is_true(within):
                    return False
        return True

    def faults(
        self, pointer: z3.BitVecRef, length: int | z3.BitVecRef, heap: Container[int]
    ) -> list[tuple[str, z3.BoolRef]]:
        """Why an access of ``length`` bytes at ``pointer`` is undefined: (reason, condition)
        pairs that partition ``not valid(pointer, length)`` (C11 6.5.3.2p4, 6.5.6p8, 7.22.3p1).
        ``heap``: the allocated objects (a dead one was freed; a dead variable is dangling)."""
        if self._surely_valid(pointer, length):
            return []
        invalid = _not(self.valid(pointer, length))
        if is_false(invalid):
            return []
        nulls = [
            target.cond
            if target.obj == 0
            else z3.And(target.cond, z3.Extract(63, OFFSET_BITS, target.pointer) == 0)
            for target in targets(pointer)
            if target.obj in (0, None, INDETERMINATE)
        ]
        null = z3.simplify(z3.Or(*nulls)) if nulls else z3.BoolVal(False)
        freed: list[z3.BoolRef] = []
        dangling: list[z3.BoolRef] = []
        for cond, obj, _ in self.resolve(pointer):
            poll()
            if is_true(self.alive[obj]):
                continue  # alive on every run: dead nowhere (and no term to simplify)
            dead = z3.simplify(z3.And(cond, z3.Not(self.alive[obj])))
            if not is_false(dead):
                (freed if obj in heap else dangling).append(dead)
        found = [(NULL_DEREFERENCE, z3.And(invalid, null))]
        rest = z3.And(invalid, z3.Not(null))
        for reason, conds in ((USE_AFTER_FREE, freed), (DANGLING_POINTER, dangling)):
            if conds:
                gone = z3.Or(*conds) if len(conds) > 1 else conds[0]
                found.append((reason, z3.And(rest, gone)))
                rest = z3.And(rest, z3.Not(gone))
        found.append((OUT_OF_BOUNDS, rest))
        simplified = [(reason, z3.simplify(cond)) for reason, cond in found]
        return [(reason, cond) for reason, cond in simplified if not is_false(cond)]

    def load(self, pointer: z3.BitVecRef, size: int) -> z3.BitVecRef:
        """Little-endian read of ``size`` bytes (meaningful where ``valid`` holds)."""
        value: z3.BitVecRef | None = None
        for cond, obj, offset in reversed(self.resolve(pointer)):
            poll()
            read = _read(self.arrays[obj], offset, size)
            value = read if value is None else _bv_ite(cond, read, value)
        if value is None:
            return z3.BitVecVal(0, 8 * size)
        return value

    def store(self, pointer: z3.BitVecRef, value: z3.BitVecRef) -> None:
        cases = self.resolve(pointer)
        for cond, obj, offset in cases:
            poll()
            written = _write(self.arrays[obj], offset, value)
            if len(cases) == 1 or is_true(cond):
                self._put(obj, written)
            else:
                self._put(obj, _choose(cond, written, self.arrays[obj]))

    def fill(self, pointer: z3.BitVecRef, byte: z3.BitVecRef, count: z3.BitVecRef) -> None:
        for cond, obj, offset in self.resolve(pointer):
            array = self.arrays[obj]
            if isinstance(array, tuple):
                start = z3.simplify(offset)
                filled_bytes = []
                for i, old in enumerate(array):
                    poll()
                    index = z3.BitVecVal(i, 64)
                    inside = z3.And(z3.UGE(index, start), z3.ULT(index - start, count))
                    filled_bytes.append(_bv_ite(z3.simplify(inside), byte, old))
                self._put(obj, _choose(cond, tuple(filled_bytes), array))
                continue
            if z3.is_bv_value(count) and count.as_long() <= 256:
                filled = array
                for i in range(count.as_long()):
                    filled = z3.Store(filled, z3.simplify(offset + i), byte)
            else:
                index = z3.BitVec("i", 64)
                inside = z3.And(z3.UGE(index, offset), z3.ULT(index - offset, count))
                filled = z3.Lambda([index], z3.If(inside, byte, z3.Select(array, index)))
            self._put(obj, filled if is_true(cond) else z3.If(cond, filled, array))

    def move(self, obj: int, sources: list[tuple[z3.BoolRef, int]]) -> None:
        """``realloc``'s copy: where ``cond`` holds for a ``(cond, old)`` of ``sources``, byte
        ``i`` of object ``obj`` becomes byte ``i`` of ``old`` for ``i`` below ``old``'s size
        (the rest stays indeterminate; bytes beyond ``obj``'s size are never read)."""
        contents = self.arrays[obj]
        for cond, old in sources:
            poll()
            moved = _moved(self.arrays[old], self.sizes[old], contents)
            contents = moved if is_true(cond) else _choose(cond, moved, contents)
        self._put(obj, contents)

    def copy_bytes(self, target: z3.BitVecRef, source: z3.BitVecRef, count: z3.BitVecRef) -> None:
        """``memcpy(target, source, count)`` where the ranges do not overlap (an overlap is
        undefined and blocked by the caller). A constant count of up to 256 bytes copies byte
        by byte; any other count rewrites each target object: byte ``i`` of it becomes the
        source's byte ``i - offset`` where ``0 <= i - offset < count``."""
        if z3.is_bv_value(count) and count.as_long() <= 256:
            data = [self.load(source + i, 1) for i in range(count.as_long())]
            for i, byte in enumerate(data):
                self.store(target + i, byte)
            return
        written: list[tuple[z3.BoolRef, int, Contents]] = []
        for cond, obj, offset in self.resolve(target):
            poll()
            array = self.arrays[obj]
            start = z3.simplify(offset)
            if isinstance(array, tuple):
                data = []
                for i, old in enumerate(array):
                    poll()
                    index = z3.BitVecVal(i, 64)
                    inside = z3.simplify(z3.And(z3.UGE(index, start), z3.ULT(index - start, count)))
                    if is_false(inside):
                        data.append(old)
                        continue
                    byte = self.load(z3.simplify(source + (index - start)), 1)
                    data.append(_bv_ite(inside, byte, old))
                copied: Contents = tuple(data)
            else:
                index = z3.BitVec("i", 64)
                inside = z3.And(z3.UGE(index, start), z3.ULT(index - start, count))
                byte = self.load(source + (index - start), 1)
                copied = z3.Lambda([index], z3.If(inside, byte, z3.Select(array, index)))
            written.append((cond, obj, copied))
        for cond, obj, copied in written:  # every byte read before any is written
            self._put(obj, copied if is_true(cond) else _choose(cond, copied, self.arrays[obj]))


def _moved(source: Contents, size: z3.BitVecRef, target: Contents) -> Contents:
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
            data.append(_bv_ite(inside, byte, old))
        return tuple(data)
    index = z3.BitVec("i", 64)
    if isinstance(source, tuple):
        byte = _byte_at(source, index) if source else z3.Select(target, index)
    else:
        byte = z3.Select(source, index)
    return z3.Lambda([index], z3.If(z3.ULT(index, size), byte, z3.Select(target, index)))


def _not(term: z3.BoolRef) -> z3.BoolRef:
    return z3.simplify(z3.Not(term))


def _bv_ite(cond: z3.BoolRef, a: z3.ExprRef, b: z3.ExprRef) -> z3.ExprRef:
    if a is b or is_true(cond) or same(a, b):
        return a
    if is_false(cond):
        return b
    return z3.If(cond, a, b)


def _choose(cond: z3.BoolRef, a: Contents, b: Contents) -> Contents:
    """``a`` where ``cond`` holds, else ``b``. Byte tuples are merged value by value: where
    either side holds the bytes of one stored value (a pointer, an int), the merge is one
    ``If(cond, va, vb)`` cut back into bytes, so that a later load of that value simplifies to
    the ``If`` itself — a pointer stays an if-then-else of known objects, never an opaque
    concatenation of per-byte choices."""
    if a is b:
        return a
    if not (isinstance(a, tuple) and isinstance(b, tuple)):
        return _bv_ite(cond, a, b)
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
            merged.append(_bv_ite(cond, x, y))
            i += 1
            continue
        value = _bv_ite(cond, value_at(a, i, width), value_at(b, i, width))
        merged.extend(pieces(value, width))
        i += width
    return tuple(merged)


def _byte_at(data: tuple[z3.BitVecRef, ...], index: z3.BitVecRef) -> z3.BitVecRef:
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
        return _select(options) if options else z3.BitVec("outside", 8)
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


def _read(contents: Contents, offset: z3.BitVecRef, size: int) -> z3.BitVecRef:
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
        elements = _whole_elements(contents, size) if size > 1 else None
        known = cases(offset)
        if elements is not None and known is not None:
            options = [
                (c, elements[v // size]) for c, v in known if v % size == 0 and v < len(contents)
            ]
            if len(options) == len(known):
                return _select(options)
        if elements is not None and _aligned(offset, size):
            # an array of whole values (pointers, ints) at a symbolic index: an if-then-else
            # over its elements, so that a pointer read keeps its objects (`nodes[victim]`
            # byte by byte became an unknown pointer, resolved against every object)
            value = elements[-1]
            for start in reversed(range(len(elements) - 1)):
                poll()
                value = _bv_ite(offset == start * size, elements[start], value)
            return value
        parts = [_byte_at(contents, offset + i) for i in reversed(range(size))]
    else:
        parts = [z3.Select(contents, z3.simplify(offset + i)) for i in reversed(range(size))]
    return parts[0] if size == 1 else z3.simplify(z3.Concat(*parts))


def _whole_elements(contents: tuple[z3.BitVecRef, ...], size: int) -> list[z3.BitVecRef] | None:
    """The values of ``contents`` read as ``size``-byte elements, if each is stored whole or
    is a constant (else None: bytes written piecemeal are read byte by byte)."""
    if not contents or len(contents) % size:
        return None
    elements = []
    for start in range(0, len(contents), size):
        if run_width(contents, start) == size:
            elements.append(stored(contents, start))
            continue
        if not all(z3.is_bv_value(b) for b in contents[start : start + size]):
            return None
        elements.append(value_at(contents, start, size))
    return elements


def _aligned(offset: z3.BitVecRef, size: int) -> bool:
    """``offset`` is a multiple of ``size`` by z3's rewriter (``a + 4 * i`` for an int array)."""
    remainder = z3.simplify(z3.URem(offset, z3.BitVecVal(size, offset.size())))
    return z3.is_bv_value(remainder) and remainder.as_long() == 0


def _write(contents: Contents, offset: z3.BitVecRef, value: z3.BitVecRef) -> Contents:
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
        if count > 1 and _aligned(offset, count):
            # an element of an array at a symbolic index: one choice per element, not per byte
            for start in range(0, len(data) - count + 1, count):
                poll()
                old = value_at(tuple(data), start, count)
                new = _bv_ite(offset == start, value, old)
                if not same(new, old):
                    data[start : start + count] = pieces(new, count)
            return tuple(data)
        for position in range(len(data)):
            poll()
            relative = z3.simplify(z3.BitVecVal(position, 64) - offset)
            for i, piece in enumerate(parts):
                data[position] = _bv_ite(relative == i, piece, data[position])
        return tuple(data)
    array = contents
    for i, piece in enumerate(parts):
        array = z3.Store(array, z3.simplify(offset + i), piece)
    return array


def _within(offset: z3.BitVecRef, size: z3.BitVecRef, count: z3.BitVecRef) -> z3.BoolRef | None:
    """Where the ``count`` bytes at ``offset`` lie inside ``size`` bytes, from the offset's
    value set (None: not known, or the size or count is not a constant)."""
    if not (z3.is_bv_value(size) and z3.is_bv_value(count)):
        return None
    known = cases(offset)
    if known is None:
        return None
    room = size.as_long() - count.as_long()
    inside = [cond for cond, value in known if room >= 0 and value <= room]
    if len(inside) == len(known):
        return z3.BoolVal(True)
    if not inside:
        return z3.BoolVal(False)
    return inside[0] if len(inside) == 1 else or_(*inside)


def _select(options: list[tuple[z3.BoolRef, z3.BitVecRef]]) -> z3.BitVecRef:
    """The term of the option whose condition holds (the last one where none does: the
    conditions are those of a value set, restricted to the values inside an object)."""
    value = options[-1][1]
    for cond, term in reversed(options[:-1]):
        poll()
        value = _bv_ite(cond, term, value)
    return value


def _write_cases(
    data: list[z3.BitVecRef],
    known: tuple[tuple[z3.BoolRef, int], ...],
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
            new = _bv_ite(cond, value, old)
            if not same(new, old):
                data[start : start + count] = pieces(new, count)
        return tuple(data)
    for cond, start in known:
        for i, piece in enumerate(parts):
            if start + i < len(data):
                poll()
                data[start + i] = _bv_ite(cond, piece, data[start + i])
    return tuple(data)


def merge_memories(guards: list[z3.BoolRef], memories: list[Memory]) -> Memory:
    """The memory that is ``memories[i]`` under ``guards[i]``."""
    tables = {
        name: _merged(guards, [getattr(memory, name) for memory in memories])
        for name in Memory.TABLES
    }
    # a table every memory shares is shared by the result too
    shared = tuple(name for name, (_, fresh) in tables.items() if not fresh)
    for memory in memories:  # their tables may now be the result's too
        memory._shared = Memory.TABLES
    return Memory(tables["arrays"][0], tables["alive"][0], tables["sizes"][0], shared)


def _merged(guards: list[z3.BoolRef], tables: list[dict[int, Any]]) -> tuple[dict[int, Any], bool]:
    """Per key, the value of ``tables[i]`` under ``guards[i]`` (tables lacking the key left
    out), and whether the table is a new one. A value every table shares (the same object: no
    branch wrote it since the fork) is kept as it is, which is what the chain of ``_choose``
    gives, without a z3 call; so is a table every state shares."""
    if all(table is tables[0] for table in tables):
        return tables[0], False
    keys: dict[int, None] = {}
    for table in tables:
        keys.update(dict.fromkeys(table))
    result = {}
    for key in keys:
        present = [(g, table[key]) for g, table in zip(guards, tables, strict=True) if key in table]
        value = present[-1][1]
        if all(other is value for _, other in present):
            result[key] = value
            continue
        poll()
        for guard, other in reversed(present[:-1]):
            value = _choose(guard, other, value)
        result[key] = value
    return result, True
