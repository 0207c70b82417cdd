"""Bit-fields as shifts and masks on their storage unit (gcc's layout, ``types.StructType``)."""

from __future__ import annotations

from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert


@dataclass(frozen=True)
class BitField:
    """A bit-field object: ``width`` bits from bit ``bit`` of the unsigned ``storage`` unit."""

    storage: n.MemLV
    bit: int
    width: int
    type: t.IntType


def storage_type(size: int) -> t.IntType:
    return {1: t.UCHAR, 2: t.USHORT, 4: t.UINT, 8: t.ULONG}[size]


def read(field: BitField) -> n.Expr:
    """The field's value: the unit shifted and masked (signed fields sign-extended)."""
    unit = field.storage.type
    assert isinstance(unit, t.IntType)
    loaded = n.Load(unit, field.storage.address)
    if field.type.signed:  # shift the field to the top, then back with sign extension
        signed = {1: t.SCHAR, 2: t.SHORT, 4: t.INT, 8: t.LONG}[unit.size]
        top = n.Binary(unit, "<<", loaded, n.Const(t.INT, unit.bits - field.bit - field.width))
        value: n.Expr = n.Binary(
            signed, ">>", n.Cast(signed, top), n.Const(t.INT, unit.bits - field.width)
        )
    else:
        shifted = n.Binary(unit, ">>", loaded, n.Const(t.INT, field.bit))
        value = n.Binary(unit, "&", shifted, n.Const(unit, (1 << field.width) - 1))
    return convert(value, field.type)


def write(field: BitField, value: n.Expr, loc: n.Loc) -> n.Assign:
    """Read the storage unit, replace the field's bits, write the unit back."""
    unit = field.storage.type
    assert isinstance(unit, t.IntType)
    mask = ((1 << field.width) - 1) << field.bit
    value = convert(convert(value, field.type), unit)  # a _Bool field stores 0 or 1
    bits = n.Binary(unit, "&", value, n.Const(unit, (1 << field.width) - 1))
    placed = n.Binary(unit, "<<", bits, n.Const(t.INT, field.bit))
    kept = n.Binary(unit, "&", n.Load(unit, field.storage.address), n.Const(unit, ~mask))
    return n.Assign(loc, field.storage, n.Binary(unit, "|", kept, placed))
