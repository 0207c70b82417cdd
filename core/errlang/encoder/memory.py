"""Memory: one byte array per object (variable instance or allocation).

A pointer is a 64-bit value ``object << 48 | offset``; object 0 is the null object, never alive.
Dereferencing splits a pointer term into the objects it may point to (its ``if-then-else``
leaves), so that nearly every access selects from one object's array at a known offset and z3's
rewriter resolves it. An access is valid when its object is alive and the bytes lie inside it;
anything else (null, out of bounds, freed, dangling) is undefined behaviour and the run is
blocked — never reported as an assertion failure. What one object's contents are and how a
read or write at an offset is encoded: :mod:`errlang.encoder.contents`.

A variable's object ends with its frame (a call's return), or earlier where its block ends
(C11 6.2.4p6, :class:`errlang.ir.nodes.EndOfLife`: :meth:`Memory.end_scope`) and lives again
where its declaration is executed anew (:meth:`Memory.revive`); an access to it in between
is a ``use after scope``, as gcc's AddressSanitizer reports it (stack-use-after-scope).
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

import z3

from errlang.encoder import contents as c
from errlang.encoder.cancel import poll
from errlang.encoder.contents import INDEX, SMALL_OBJECT, SMALL_RECORD, Contents, fresh_array
from errlang.encoder.encoding import (
    DANGLING_POINTER,
    NULL_DEREFERENCE,
    OUT_OF_BOUNDS,
    USE_AFTER_FREE,
    USE_AFTER_SCOPE,
)
from errlang.encoder.fact_cases import Known, ruled_out_under
from errlang.encoder.narrow_tables import narrow_read
from errlang.encoder.path_facts import NO_FACTS, Facts
from errlang.encoder.pointers import INDETERMINATE, OBJECT_BITS, OFFSET_BITS, base, targets
from errlang.encoder.tables import constant_bytes, table_read
from errlang.encoder.values import is_false, is_true, ite

__all__ = ["INDEX", "MAX_ALLOCATION", "MAX_OBJECTS", "Memory", "base", "merge_memories"]

MAX_OBJECTS = (1 << OBJECT_BITS) - 1
_TRUE = z3.BoolVal(True)
MAX_ALLOCATION = 1 << 40  # larger requests are cut (documented in docs/semantics.md)


class Memory:
    """Per-object byte arrays, liveness and sizes (a value object: ``copy`` before updating).

    A copy shares the three tables with its original until either writes one (copy on
    write): most instructions write no memory or one table, and a merge recognises a table
    that no incoming state wrote by identity. Read the tables freely; write them only through
    the methods. ``scoped``: the objects whose block ended on some run while their frame is
    active (dead on a run, such an object is out of scope, not dangling)."""

    TABLES = ("arrays", "alive", "sizes")  # in this order: merges create terms in it

    def __init__(
        self,
        arrays: dict[int, Contents],
        alive: dict[int, z3.BoolRef],
        sizes: dict[int, z3.BitVecRef],
        shared: tuple[str, ...] = (),
        scoped: frozenset[int] = frozenset(),
    ) -> None:
        self.arrays = arrays
        self.alive = alive
        self.sizes = sizes
        self._shared = shared  # the tables another Memory may hold too
        self.scoped = scoped

    def copy(self) -> Memory:
        self._shared = Memory.TABLES
        return Memory(self.arrays, self.alive, self.sizes, Memory.TABLES, self.scoped)

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

    def allocate(self, obj: int, size: z3.BitVecRef, record: bool = False) -> None:
        """A new object of ``size`` bytes; ``record``: a struct variable (a tuple of bytes up
        to ``SMALL_RECORD`` bytes, other objects up to ``SMALL_OBJECT``)."""
        size = z3.simplify(size)
        small = SMALL_RECORD if record else SMALL_OBJECT
        if z3.is_bv_value(size) and size.as_long() <= small:
            self._put(obj, tuple(z3.BitVec(f"object{obj}!{i}", 8) for i in range(size.as_long())))
        else:
            self._put(obj, fresh_array(f"object{obj}"))
        self._own("alive")
        self._own("sizes")
        self.alive[obj] = z3.BoolVal(True)
        self.sizes[obj] = size

    def kill(self, obj: int, cond: z3.BoolRef | None = None) -> None:
        """Object ``obj`` ends where ``cond`` holds (``free``), or on every run (None: its
        frame returned; it is no longer out of scope but gone)."""
        if obj in self.alive:
            self._own("alive")
            self.alive[obj] = (
                z3.BoolVal(False) if cond is None else z3.If(cond, False, self.alive[obj])
            )
        if cond is None and obj in self.scoped:
            self.scoped = self.scoped - {obj}

    def end_scope(self, obj: int) -> None:
        """Object ``obj``'s block ended (C11 6.2.4p6): an access to it is out of scope until
        :meth:`revive`."""
        if obj in self.alive and not is_false(self.alive[obj]):
            self._own("alive")
            self.alive[obj] = z3.BoolVal(False)
        self.scoped = self.scoped | {obj}

    def revive(self, obj: int) -> None:
        """Object ``obj``'s declaration is executed again (its block entered anew): alive,
        its bytes as they were (gcc gives it the same stack slot, not cleared)."""
        if obj in self.alive and not is_true(self.alive[obj]):
            self._own("alive")
            self.alive[obj] = z3.BoolVal(True)

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

    def valid(
        self, pointer: z3.BitVecRef, length: int | z3.BitVecRef, ruled_out: Known | None = None
    ) -> z3.BoolRef:
        """The ``length`` bytes at ``pointer`` lie inside one live object (on every run where
        the value-set conditions of ``ruled_out`` are false: :mod:`encoder.fact_cases`)."""
        count = z3.BitVecVal(length, 64) if isinstance(length, int) else length
        options = []
        for cond, obj, offset in self.resolve(pointer):
            poll()
            size = self.sizes[obj]
            within = c.within(offset, size, count, ruled_out)
            if within is None:
                within = z3.And(z3.ULE(count, size), z3.ULE(offset, size - count))
            inside = within if is_true(self.alive[obj]) else z3.And(self.alive[obj], within)
            options.append(inside if is_true(cond) else z3.And(cond, inside))
        return z3.simplify(z3.Or(*options)) if options else z3.BoolVal(False)

    def _surely_valid(
        self, pointer: z3.BitVecRef, length: int | z3.BitVecRef, ruled_out: Known | None = None
    ) -> bool:
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
                within = c.within(offset, size, z3.BitVecVal(length, 64), ruled_out)
                if within is None or not is_true(within):
                    return False
        return True

    def faults(
        self,
        pointer: z3.BitVecRef,
        length: int | z3.BitVecRef,
        heap: Container[int],
        facts: Facts = NO_FACTS,
        ctx: z3.BoolRef = _TRUE,
    ) -> list[tuple[str, z3.BoolRef]]:
        """Why an access of ``length`` bytes at ``pointer`` is undefined: (reason, condition)
        pairs that partition ``not valid(pointer, length)`` (C11 6.5.3.2p4, 6.5.6p8, 7.22.3p1)
        on every run where ``facts`` and ``ctx`` hold: the offsets those rule out
        (:mod:`encoder.fact_cases`) give no case. ``heap``: the allocated objects (a dead one
        was freed; a dead variable is out of scope while its frame is active, ``scoped``,
        else dangling)."""
        if self._surely_valid(pointer, length):
            return []
        ruled_out: Known | None = None
        if facts or not is_true(ctx):
            ruled_out = ruled_out_under(facts, ctx)
            if self._surely_valid(pointer, length, ruled_out):
                return []
        invalid = _not(self.valid(pointer, length, ruled_out))
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
        ended: list[z3.BoolRef] = []
        dangling: list[z3.BoolRef] = []
        for cond, obj, _ in self.resolve(pointer):
            poll()
            if is_true(self.alive[obj]):
                continue  # alive on every run: dead nowhere (and no term to simplify)
            dead = z3.simplify(z3.And(cond, z3.Not(self.alive[obj])))
            if not is_false(dead):
                kind = freed if obj in heap else ended if obj in self.scoped else dangling
                kind.append(dead)
        found = [(NULL_DEREFERENCE, z3.And(invalid, null))]
        rest = z3.And(invalid, z3.Not(null))
        gone_by = ((USE_AFTER_FREE, freed), (USE_AFTER_SCOPE, ended), (DANGLING_POINTER, dangling))
        for reason, conds in gone_by:
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
            read = self._table_read(obj, offset, size)
            if read is None:
                read = c.read(self.arrays[obj], offset, size)
            value = read if value is None else ite(cond, read, value)
        if value is None:
            return z3.BitVecVal(0, 8 * size)
        return value

    def _table_read(self, obj: int, offset: z3.BitVecRef, size: int) -> z3.BitVecRef | None:
        """A read of an object whose bytes are all constants, off the constants (tables.py)."""
        length = self.sizes[obj]
        if not z3.is_bv_value(length) or z3.is_bv_value(offset):
            return None
        read = table_read(self.arrays[obj], length.as_long(), offset, size)
        if read is None and not isinstance(self.arrays[obj], tuple):
            data = constant_bytes(self.arrays[obj], length.as_long())
            if data is not None:
                read = narrow_read(data, offset, size)
        return read

    def store(self, pointer: z3.BitVecRef, value: z3.BitVecRef) -> None:
        cases = self.resolve(pointer)
        for cond, obj, offset in cases:
            poll()
            written = c.write(self.arrays[obj], offset, value)
            if len(cases) == 1 or is_true(cond):
                self._put(obj, written)
            else:
                self._put(obj, c.choose(cond, written, self.arrays[obj]))

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
                    filled_bytes.append(ite(z3.simplify(inside), byte, old))
                self._put(obj, c.choose(cond, tuple(filled_bytes), array))
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
            moved = c.moved(self.arrays[old], self.sizes[old], contents)
            contents = moved if is_true(cond) else c.choose(cond, moved, contents)
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
                    data.append(ite(inside, byte, old))
                copied: Contents = tuple(data)
            else:
                index = z3.BitVec("i", 64)
                inside = z3.And(z3.UGE(index, start), z3.ULT(index - start, count))
                byte = self.load(source + (index - start), 1)
                copied = z3.Lambda([index], z3.If(inside, byte, z3.Select(array, index)))
            written.append((cond, obj, copied))
        for cond, obj, copied in written:  # every byte read before any is written
            self._put(obj, copied if is_true(cond) else c.choose(cond, copied, self.arrays[obj]))


def _not(term: z3.BoolRef) -> z3.BoolRef:
    return z3.simplify(z3.Not(term))


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
    scoped: frozenset[int] = frozenset().union(*(memory.scoped for memory in memories))
    return Memory(tables["arrays"][0], tables["alive"][0], tables["sizes"][0], shared, scoped)


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
            value = c.choose(guard, other, value)
        result[key] = value
    return result, True
