"""Memory: one byte array per object (variable instance or allocation).

A pointer is a 64-bit value ``object << 48 | offset``; object 0 is the null object, never alive.
Dereferencing splits a pointer term into the objects it may point to (its ``if-then-else``
leaves), so that nearly every access selects from one object's array at a known offset and z3's
rewriter resolves it. An access is valid when its object is alive and the bytes lie inside it;
anything else (null, out of bounds, freed, dangling) is undefined behaviour and the run is
blocked — never reported as an assertion failure.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3

OBJECT_BITS = 16
OFFSET_BITS = 48
MAX_OBJECTS = (1 << OBJECT_BITS) - 1
MAX_ALLOCATION = 1 << 40  # larger requests are cut (documented in docs/semantics.md)
BYTE = z3.BitVecSort(8)
INDEX = z3.BitVecSort(64)
MAX_CASES = 64


def base(obj: int) -> z3.BitVecRef:
    return z3.BitVecVal(obj << OFFSET_BITS, 64)


def fresh_array(name: str) -> z3.ArrayRef:
    return z3.Array(name, INDEX, BYTE)


@dataclass(frozen=True)
class Target:
    """One object a pointer may point to: when ``cond``, at ``offset`` in ``obj``."""

    cond: z3.BoolRef
    obj: int | None  # None: not known syntactically (``pointer`` must be tested per object)
    offset: z3.BitVecRef
    pointer: z3.BitVecRef


def _leaves(
    term: z3.BitVecRef, cond: z3.BoolRef, out: list[tuple[z3.BoolRef, z3.BitVecRef]]
) -> None:
    if len(out) > MAX_CASES:
        out.append((cond, term))
        return
    if z3.is_app_of(term, z3.Z3_OP_ITE):
        c, a, b = term.children()
        _leaves(a, z3.And(cond, c), out)
        _leaves(b, z3.And(cond, z3.Not(c)), out)
        return
    if z3.is_app_of(term, z3.Z3_OP_BADD):
        args = term.children()
        ites = [i for i, a in enumerate(args) if z3.is_app_of(a, z3.Z3_OP_ITE)]
        if len(ites) == 1:
            i = ites[0]
            c, a, b = args[i].children()
            rest = args[:i] + args[i + 1 :]
            _leaves(z3.simplify(z3.Sum(a, *rest)), z3.And(cond, c), out)
            _leaves(z3.simplify(z3.Sum(b, *rest)), z3.And(cond, z3.Not(c)), out)
            return
    out.append((cond, term))


def _object_of_leaf(leaf: z3.BitVecRef) -> int | None:
    if z3.is_bv_value(leaf):
        return leaf.as_long() >> OFFSET_BITS
    if z3.is_app_of(leaf, z3.Z3_OP_BADD):
        consts = [a for a in leaf.children() if z3.is_bv_value(a)]
        if len(consts) == 1 and consts[0].as_long() >> OFFSET_BITS:
            return consts[0].as_long() >> OFFSET_BITS
    return None


def targets(pointer: z3.BitVecRef) -> list[Target]:
    """The objects ``pointer`` may point to, with the condition for each."""
    leaves: list[tuple[z3.BoolRef, z3.BitVecRef]] = []
    _leaves(z3.simplify(pointer), z3.BoolVal(True), leaves)
    found = []
    for cond, leaf in leaves:
        obj = _object_of_leaf(leaf)
        offset = z3.simplify(leaf - base(obj)) if obj is not None else leaf
        found.append(Target(z3.simplify(cond), obj, offset, leaf))
    return found


class Memory:
    """Per-object byte arrays, liveness and sizes (a value object: updates return copies)."""

    def __init__(
        self,
        arrays: dict[int, z3.ArrayRef],
        alive: dict[int, z3.BoolRef],
        sizes: dict[int, z3.BitVecRef],
    ) -> None:
        self.arrays = arrays
        self.alive = alive
        self.sizes = sizes

    def copy(self) -> Memory:
        return Memory(dict(self.arrays), dict(self.alive), dict(self.sizes))

    def allocate(self, obj: int, size: z3.BitVecRef) -> None:
        self.arrays[obj] = fresh_array(f"object{obj}")
        self.alive[obj] = z3.BoolVal(True)
        self.sizes[obj] = size

    def kill(self, obj: int, cond: z3.BoolRef | None = None) -> None:
        if obj in self.alive:
            self.alive[obj] = (
                z3.BoolVal(False) if cond is None else z3.If(cond, False, self.alive[obj])
            )

    def _resolve(self, pointer: z3.BitVecRef) -> list[tuple[z3.BoolRef, int, z3.BitVecRef]]:
        """(condition, object, offset) cases, unknown objects expanded over all objects."""
        cases = []
        for target in targets(pointer):
            if target.obj is not None:
                if target.obj in self.arrays:
                    cases.append((target.cond, target.obj, target.offset))
                continue
            for obj in self.arrays:
                cond = z3.And(target.cond, z3.Extract(63, OFFSET_BITS, target.pointer) == obj)
                offset = target.pointer - base(obj)
                cases.append((cond, obj, offset))
        return cases

    def valid(self, pointer: z3.BitVecRef, length: int | z3.BitVecRef) -> z3.BoolRef:
        """The ``length`` bytes at ``pointer`` lie inside one live object."""
        count = z3.BitVecVal(length, 64) if isinstance(length, int) else length
        options = []
        for cond, obj, offset in self._resolve(pointer):
            size = self.sizes[obj]
            inside = z3.And(self.alive[obj], z3.ULE(count, size), z3.ULE(offset, size - count))
            options.append(z3.And(cond, inside))
        return z3.simplify(z3.Or(*options)) if options else z3.BoolVal(False)

    def load(self, pointer: z3.BitVecRef, size: int) -> z3.BitVecRef:
        """Little-endian read of ``size`` bytes (meaningful where ``valid`` holds)."""
        value: z3.BitVecRef | None = None
        for cond, obj, offset in reversed(self._resolve(pointer)):
            read = _read(self.arrays[obj], offset, size)
            value = read if value is None else z3.If(cond, read, value)
        if value is None:
            return z3.BitVecVal(0, 8 * size)
        return z3.simplify(value)

    def store(self, pointer: z3.BitVecRef, value: z3.BitVecRef) -> None:
        cases = self._resolve(pointer)
        for cond, obj, offset in cases:
            written = _write(self.arrays[obj], offset, value)
            if len(cases) == 1 or z3.is_true(cond):
                self.arrays[obj] = written
            else:
                self.arrays[obj] = z3.If(cond, written, self.arrays[obj])

    def fill(self, pointer: z3.BitVecRef, byte: z3.BitVecRef, count: z3.BitVecRef) -> None:
        for cond, obj, offset in self._resolve(pointer):
            array = self.arrays[obj]
            if z3.is_bv_value(count) and count.as_long() <= 256:
                filled = array
                for i in range(count.as_long()):
                    filled = z3.Store(filled, z3.simplify(offset + i), byte)
            else:
                index = z3.BitVec("i", 64)
                inside = z3.And(z3.UGE(index, offset), z3.ULT(index - offset, count))
                filled = z3.Lambda([index], z3.If(inside, byte, z3.Select(array, index)))
            self.arrays[obj] = filled if z3.is_true(cond) else z3.If(cond, filled, array)

    def copy_bytes(self, target: z3.BitVecRef, source: z3.BitVecRef, count: z3.BitVecRef) -> None:
        if not z3.is_bv_value(count) or count.as_long() > 256:
            raise NotImplementedError("memcpy with a size that is not a small constant")
        data = [self.load(source + i, 1) for i in range(count.as_long())]
        for i, byte in enumerate(data):
            self.store(target + i, byte)


def _read(array: z3.ArrayRef, offset: z3.BitVecRef, size: int) -> z3.BitVecRef:
    parts = [z3.Select(array, z3.simplify(offset + i)) for i in reversed(range(size))]
    return parts[0] if size == 1 else z3.Concat(*parts)


def _write(array: z3.ArrayRef, offset: z3.BitVecRef, value: z3.BitVecRef) -> z3.ArrayRef:
    for i in range(value.size() // 8):
        array = z3.Store(array, z3.simplify(offset + i), z3.Extract(8 * i + 7, 8 * i, value))
    return array


def merge_memories(guards: list[z3.BoolRef], memories: list[Memory], ite) -> Memory:  # type: ignore[no-untyped-def]
    """The memory that is ``memories[i]`` under ``guards[i]``."""

    def merged(attribute: str) -> dict[int, z3.ExprRef]:
        keys: dict[int, None] = {}
        for memory in memories:
            keys.update(dict.fromkeys(getattr(memory, attribute)))
        result = {}
        for key in keys:
            present = [
                (g, getattr(mem, attribute)[key])
                for g, mem in zip(guards, memories, strict=True)
                if key in getattr(mem, attribute)
            ]
            value = present[-1][1]
            for guard, other in reversed(present[:-1]):
                value = ite(guard, other, value)
            result[key] = value
        return result

    return Memory(merged("arrays"), merged("alive"), merged("sizes"))
