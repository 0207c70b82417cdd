"""Byte-addressed memory for the PAC interpreter: one object per variable instance and per
allocation, pointers ``object << 48 | offset`` (as the encoder, docs/semantics.md).

Bytes are ints or 8-bit z3 terms. An access at a symbolic offset inside a known object becomes
an if-then-else over the object's positions, with "in bounds" added to the path condition; a
pointer whose object is symbolic is refused (:class:`SymbolicPointer`). Invalid accesses
(null, freed, out of bounds) block the run, as undefined behaviour does in errlang.
"""

from __future__ import annotations

from typing import Protocol

import z3

from errlang.pac import values as v
from errlang.pac.values import Value

OFFSET_BITS = 48
_OFFSET_MASK = (1 << OFFSET_BITS) - 1
_MAX_SYMBOLIC_OBJECT = 4096


class SymbolicPointer(Exception):
    """An access through a pointer whose target object is not known."""


class Guard(Protocol):
    def require(self, cond: v.Bool, status: str = "blocked", detail: str = "") -> None: ...


class Memory:
    def __init__(self) -> None:
        self.objects: dict[int, list[Value]] = {}
        self.heap: set[int] = set()
        self._dead: dict[int, list[Value]] = {}  # objects whose block ended (end_life)
        self._next = 1

    def allocate(self, size: int, zeroed: bool = True, heap: bool = False) -> int:
        """A fresh object of ``size`` bytes (contents 0: errlang's PAC mode reads
        uninitialised memory as zero); its address."""
        ident = self._next
        self._next += 1
        self.objects[ident] = [0] * max(size, 0)
        if heap:
            self.heap.add(ident)
        return ident << OFFSET_BITS

    def release(self, address: int) -> None:
        self.objects.pop(address >> OFFSET_BITS, None)

    def end_life(self, address: int) -> None:
        """The object at ``address`` is dead (its block ended, C11 6.2.4p6): an access through
        a pointer to it blocks the run, as a dangling one does, until :meth:`revive`."""
        ident = address >> OFFSET_BITS
        if ident in self.objects:
            self._dead[ident] = self.objects.pop(ident)

    def revive(self, address: int) -> None:
        """The object at ``address`` alive again with the bytes it had (gcc unpoisons it at a
        ``case`` label or a label a ``goto`` names: :class:`errlang.ir.nodes.Revive`)."""
        ident = address >> OFFSET_BITS
        if ident in self._dead:
            self.objects[ident] = self._dead.pop(ident)

    def free(self, address: int) -> bool:
        if address == 0:
            return True
        ident, offset = address >> OFFSET_BITS, address & _OFFSET_MASK
        if ident not in self.heap or ident not in self.objects or offset != 0:
            return False
        del self.objects[ident]
        return True

    # ------------------------------------------------------------------ access

    def load(self, address: Value, size: int, guard: Guard) -> Value:
        ident, offset = self._locate(address)
        data = self._object(ident, guard)
        if isinstance(offset, int):
            if offset + size > len(data):
                guard.require(False, "blocked", "out-of-bounds read")
            return _join(data[offset : offset + size])
        self._bounds(offset, size, len(data), guard)
        parts = []
        for j in range(size):
            byte: Value = data[j]
            for p in range(1, len(data) - size + 1):
                byte = z3.If(offset == p, v.lift(data[p + j], 8), v.lift(byte, 8))
            parts.append(byte)
        return _join(parts)

    def store(self, address: Value, value: Value, size: int, guard: Guard) -> None:
        ident, offset = self._locate(address)
        data = self._object(ident, guard)
        parts = _split(value, size)
        if isinstance(offset, int):
            if offset + size > len(data):
                guard.require(False, "blocked", "out-of-bounds write")
            data[offset : offset + size] = parts
            return
        self._bounds(offset, size, len(data), guard)
        for p in range(len(data) - size + 1):
            for j in range(size):
                data[p + j] = z3.If(offset == p, v.lift(parts[j], 8), v.lift(data[p + j], 8))

    def _locate(self, address: Value) -> tuple[int, Value]:
        fixed = v.concrete(address)
        if fixed is not None:
            return fixed >> OFFSET_BITS, fixed & _OFFSET_MASK
        address = v.bv(address)
        assert not isinstance(address, int)
        ident = v.concrete(z3.Extract(63, OFFSET_BITS, address))
        if ident is None:
            raise SymbolicPointer("access through a pointer to an unknown object")
        return ident, z3.Extract(OFFSET_BITS - 1, 0, address)

    def _object(self, ident: int, guard: Guard) -> list[Value]:
        data = self.objects.get(ident)
        if data is None:
            guard.require(False, "blocked", "access through a null, dangling or freed pointer")
            raise AssertionError("unreachable")
        return data

    @staticmethod
    def _bounds(offset: Value, size: int, length: int, guard: Guard) -> None:
        if length > _MAX_SYMBOLIC_OBJECT:
            raise SymbolicPointer("symbolic offset into a large object")
        guard.require(
            z3.ULE(v.lift(offset, OFFSET_BITS), max(length - size, 0)) if length >= size else False,
            "blocked",
            "out-of-bounds access",
        )


def _split(value: Value, size: int) -> list[Value]:
    if isinstance(value, int):
        return [(value >> (8 * j)) & 0xFF for j in range(size)]
    value = v.bv(value)
    assert not isinstance(value, int)
    bits = value.size()
    if bits < 8 * size:
        value = z3.ZeroExt(8 * size - bits, value)
    return [z3.simplify(z3.Extract(8 * j + 7, 8 * j, value)) for j in range(size)]


def _join(parts: list[Value]) -> Value:
    if all(isinstance(p, int) for p in parts):
        total = 0
        for j, p in enumerate(parts):
            assert isinstance(p, int)
            total |= p << (8 * j)
        return total
    if len(parts) == 1:
        return parts[0]
    return z3.Concat(*[v.lift(p, 8) for p in reversed(parts)])
