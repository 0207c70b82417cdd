"""Whole values in byte tuples: the ``Extract`` pieces of one stored value, found again.

A store keeps the bytes of a symbolic value as ``Extract(8k+7, 8k, value)`` (docs/encoder.md,
"Whole values in byte tuples"); a load or a merge at the value's offset asks whether
``data[start:]`` holds such a run, and which value. Asking z3 that for every byte (is it an
``Extract``, its parameters, its argument) was a large part of merging memories, so what a
byte is made of is remembered per byte *object*: a byte tuple shares its unchanged byte objects
with the tuples it was copied from, so each byte is analysed once, and the pieces that
``pieces`` makes are known without asking z3 at all. The answers are those z3 would give, so
formulas are unchanged (``tests/unit/encoder/test_runs.py``).
"""

from __future__ import annotations

from typing import NamedTuple

import z3


class _Piece(NamedTuple):
    """What one byte term is: bits ``low..high`` of ``value`` (``value`` None: not an
    ``Extract``). ``byte`` is kept so that its ``id`` is not reused while remembered."""

    byte: z3.BitVecRef
    value: z3.BitVecRef | None
    value_id: int
    width: int  # bytes of ``value``
    low: int
    high: int


_LIMIT = 500_000
_known: dict[int, _Piece] = {}
_numerals: dict[tuple[int, int], z3.BitVecNumRef] = {}


def forget() -> None:
    """Drop what is remembered (``encode`` calls it when it returns). Besides memory, this
    matters for solving: z3 reuses the ids of terms no longer referenced, and its rewriter
    and solver heuristics order by id, so terms kept alive after an encoding changed how fast
    later queries were solved (a corpus program's bound-3 query went from 0.3 s to > 60 s)."""
    _known.clear()
    _numerals.clear()


def numeral(value: int, bits: int) -> z3.BitVecNumRef:
    """``z3.BitVecVal(value, bits)``, made once per encoding."""
    found = _numerals.get((value, bits))
    if found is None:
        found = _numerals[(value, bits)] = z3.BitVecVal(value, bits)
    return found


def _remember(piece: _Piece) -> _Piece:
    if len(_known) >= _LIMIT:
        _known.clear()  # a cache only: forgetting costs z3 calls, never changes an answer
    _known[id(piece.byte)] = piece
    return piece


def _piece(byte: z3.BitVecRef) -> _Piece:
    found = _known.get(id(byte))
    if found is not None and found.byte is byte:
        return found
    if z3.is_app_of(byte, z3.Z3_OP_EXTRACT):
        value = byte.arg(0)
        high, low = byte.params()
        return _remember(_Piece(byte, value, value.get_id(), value.size() // 8, low, high))
    return _remember(_Piece(byte, None, -1, 0, -1, -1))


def pieces(value: z3.BitVecRef, count: int | None = None) -> list[z3.BitVecRef]:
    """The ``count`` (default: all) little-endian bytes of ``value`` as ``Extract`` terms."""
    width = value.size() // 8
    value_id = value.get_id()
    made = []
    for k in range(width if count is None else count):
        byte = z3.Extract(8 * k + 7, 8 * k, value)
        _remember(_Piece(byte, value, value_id, width, 8 * k, 8 * k + 7))
        made.append(byte)
    return made


def run_width(data: tuple[z3.BitVecRef, ...], start: int) -> int | None:
    """The byte width of the value stored whole at ``data[start:]`` (its bytes are the
    ``Extract`` pieces of one term, in order), None if there is none."""
    first = _piece(data[start])
    if first.value is None or first.low != 0 or first.high != 7:
        return None
    width = first.width
    if width < 2 or start + width > len(data):
        return None
    for k in range(1, width):
        piece = _piece(data[start + k])
        if piece.value_id != first.value_id or piece.low != 8 * k or piece.high != 8 * k + 7:
            return None
    return width


def stored(data: tuple[z3.BitVecRef, ...], start: int) -> z3.BitVecRef:
    """The value whose run starts at ``data[start]`` (``run_width`` is not None there)."""
    value = _piece(data[start]).value
    assert value is not None
    return value


def value_at(data: tuple[z3.BitVecRef, ...], start: int, width: int) -> z3.BitVecRef:
    """The little-endian value of ``data[start:start + width]``."""
    if run_width(data, start) == width:
        return stored(data, start)
    return z3.simplify(z3.Concat(*reversed(data[start : start + width])))
