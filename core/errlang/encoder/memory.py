"""Byte-addressed memory with one object per variable instance or allocation.

A pointer is a 64-bit value whose top 16 bits number the object and whose low 48 bits are the
offset inside it; object 0 is the null object, never alive. An access is valid when its object
is alive and the bytes lie inside it — anything else (null, out of bounds, freed, dangling) is
undefined behaviour, and the run is blocked (never reported as an assertion failure).
"""

from __future__ import annotations

import z3

OBJECT_BITS = 16
OFFSET_BITS = 48
MAX_OBJECTS = (1 << OBJECT_BITS) - 1
MAX_ALLOCATION = 1 << 40  # larger requests are cut (documented in docs/semantics.md)
ADDRESS = z3.BitVecSort(64)
OBJECT = z3.BitVecSort(OBJECT_BITS)
BYTE = z3.BitVecSort(8)


def base(obj: int) -> z3.BitVecRef:
    return z3.BitVecVal(obj << OFFSET_BITS, 64)


def object_of(pointer: z3.BitVecRef) -> z3.BitVecRef:
    return z3.simplify(z3.Extract(63, OFFSET_BITS, pointer))


def offset_of(pointer: z3.BitVecRef) -> z3.BitVecRef:
    return z3.ZeroExt(64 - OFFSET_BITS, z3.Extract(OFFSET_BITS - 1, 0, pointer))


def valid(
    alive: z3.ArrayRef, sizes: z3.ArrayRef, pointer: z3.BitVecRef, length: int | z3.BitVecRef
) -> z3.BoolRef:
    """The ``length`` bytes at ``pointer`` belong to one live object."""
    obj = object_of(pointer)
    size = z3.Select(sizes, obj)
    count = z3.BitVecVal(length, 64) if isinstance(length, int) else length
    off = offset_of(pointer)
    return z3.And(z3.Select(alive, obj), z3.ULE(count, size), z3.ULE(off, size - count))


def load(memory: z3.ArrayRef, pointer: z3.BitVecRef, size: int) -> z3.BitVecRef:
    """Little-endian read of ``size`` bytes."""
    parts = [z3.Select(memory, pointer + i) for i in reversed(range(size))]
    return parts[0] if size == 1 else z3.Concat(*parts)


def store(memory: z3.ArrayRef, pointer: z3.BitVecRef, value: z3.BitVecRef) -> z3.ArrayRef:
    for i in range(value.size() // 8):
        memory = z3.Store(memory, pointer + i, z3.Extract(8 * i + 7, 8 * i, value))
    return memory


def fill(
    memory: z3.ArrayRef, pointer: z3.BitVecRef, byte: z3.BitVecRef, count: z3.BitVecRef
) -> z3.ArrayRef:
    """``memset``: bytes [pointer, pointer+count) set to ``byte`` (symbolic count allowed)."""
    if z3.is_bv_value(count) and count.as_long() <= 64:
        for i in range(count.as_long()):
            memory = z3.Store(memory, pointer + i, byte)
        return memory
    address = z3.BitVec("a", 64)
    inside = z3.And(z3.UGE(address, pointer), z3.ULT(address - pointer, count))
    return z3.Lambda([address], z3.If(inside, byte, z3.Select(memory, address)))


def copy(
    memory: z3.ArrayRef, target: z3.BitVecRef, source: z3.BitVecRef, count: z3.BitVecRef
) -> z3.ArrayRef:
    """``memcpy`` of ``count`` bytes (regions must not overlap: checked by the caller)."""
    if z3.is_bv_value(count) and count.as_long() <= 64:
        old = memory
        for i in range(count.as_long()):
            memory = z3.Store(memory, target + i, z3.Select(old, source + i))
        return memory
    address = z3.BitVec("a", 64)
    inside = z3.And(z3.UGE(address, target), z3.ULT(address - target, count))
    return z3.Lambda(
        [address], z3.If(inside, z3.Select(memory, source + (address - target)), z3.Select(memory, address))
    )
