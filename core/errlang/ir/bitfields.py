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


_STANDARD = {1: t.UCHAR, 2: t.USHORT, 4: t.UINT, 8: t.ULONG}


def storage_type(size: int) -> t.IntType:
    """The unsigned type of a ``size``-byte storage unit. A packed struct's bit-field spans 1 to
    9 bytes; a 3-, 5-, 6- or 7-byte unit is loaded and stored as such and computed on in
    ``unsigned long`` (9 bytes are refused by ``typeenv``)."""
    if size in _STANDARD:
        return _STANDARD[size]
    return t.IntType(f"<unsigned {size}-byte unit>", size, False, t.ULONG.rank)


def _load(field: BitField) -> tuple[n.Expr, t.IntType]:
    """The storage unit's value and the type it is computed in."""
    unit = field.storage.type
    assert isinstance(unit, t.IntType)
    loaded: n.Expr = n.Load(unit, field.storage.address)
    if unit.size in _STANDARD:
        return loaded, unit
    return n.Cast(t.ULONG, loaded), t.ULONG


def read(field: BitField) -> n.Expr:
    """The field's value: the unit shifted and masked (signed fields sign-extended)."""
    loaded, unit = _load(field)
    if field.type.signed:  # shift the field to the top, then back with sign extension
        signed = {1: t.SCHAR, 2: t.SHORT, 4: t.INT, 8: t.LONG}[unit.size]
        top = n.Binary(unit, "<<", loaded, n.Const(t.INT, unit.bits - field.bit - field.width))
        value: n.Expr = n.Binary(
            signed, ">>", n.Cast(signed, top), n.Const(t.INT, unit.bits - field.width)
        )
    else:
        shifted = n.Binary(unit, ">>", loaded, n.Const(t.INT, field.bit))
        value = n.Binary(unit, "&", shifted, n.Const(unit, (1 << field.width) - 1))
    promoted = promoted_type(field)
    if promoted.precision:  # the value is already its width's, extended to 64 bits
        return n.Cast(promoted, value)
    return convert(value, promoted)


def promoted_type(field: BitField) -> t.IntType:
    """The type a read of ``field`` has in expressions: ``int`` when ``int`` holds every value
    of its width (C11 6.3.1.1p2; gcc also for fields declared ``unsigned char``, ``unsigned
    long``…: ``bf.f - 1 < 0`` is true for an ``unsigned f : 4`` holding 0), else its type.
    Before, an ``unsigned f : 4`` was read as ``unsigned int`` and ``bf.f - 5`` wrapped.
    A field wider than int and narrower than its type has gcc's type of its width
    (``unsigned long f : 40`` is ``unsigned long:40``, ``types.bit_field_type``): before, it
    was computed on in 64 bits, and ``f + 1`` did not wrap at 2^40 as gcc's does."""
    if field.width < t.INT.bits or (field.width == t.INT.bits and field.type.signed):
        return t.INT
    if field.width == t.INT.bits:  # `unsigned long f : 32` too (gcc: sizeof (f + 0) == 4)
        return t.UINT
    if field.type.bits > field.width and not field.type.is_bool:
        return t.bit_field_type(field.type, field.width)
    return field.type


def float_target(field: BitField) -> t.IntType:
    """The integer type a floating value stored into ``field`` is converted to: the field's
    width (C11 6.3.1.4p1 with the field's own range: gcc's UBSan reports ``bf.x = 7.8`` for an
    ``int x : 3`` and ``bf.y = 300.5`` for an ``unsigned y : 3``); a ``_Bool`` field or a field
    as wide as its type, that type. Before, such a store was refused as unsupported."""
    if field.type.is_bool or field.width >= field.type.bits:
        return field.type
    return t.bit_field_type(field.type, field.width)


def write(field: BitField, value: n.Expr, loc: n.Loc) -> n.Assign:
    """Read the storage unit, replace the field's bits, write the unit back."""
    loaded, unit = _load(field)
    mask = ((1 << field.width) - 1) << field.bit
    value = convert(convert(value, field.type), unit)  # a _Bool field stores 0 or 1
    bits = n.Binary(unit, "&", value, n.Const(unit, (1 << field.width) - 1))
    placed = n.Binary(unit, "<<", bits, n.Const(t.INT, field.bit))
    kept = n.Binary(unit, "&", loaded, n.Const(unit, ~mask))
    result: n.Expr = n.Binary(unit, "|", kept, placed)
    if result.type != field.storage.type:
        result = n.Cast(field.storage.type, result)
    return n.Assign(loc, field.storage, result, n.BitFieldStore(field.bit, field.width, field.type))


def match_read(expr: n.Expr) -> tuple[n.Load, int, int] | None:
    """The storage-unit load, bit and width of an expression of the shape ``read`` builds
    (None: another shape). Whether a bit-field is there is for the caller to check."""
    if isinstance(expr, n.Cast):
        expr = expr.operand
    if not isinstance(expr, n.Binary) or not isinstance(expr.right, n.Const):
        return None
    if expr.op == "&" and isinstance(expr.left, n.Binary) and expr.left.op == ">>":
        mask, shift = expr.right.value, expr.left.right
        load = _unit(expr.left.left)
        if load is None or not isinstance(shift, n.Const) or mask & (mask + 1) or not mask:
            return None
        return load, shift.value, mask.bit_length()
    if expr.op == ">>" and isinstance(expr.left, n.Cast):
        top = expr.left.operand
        if not isinstance(top, n.Binary) or top.op != "<<" or not isinstance(top.right, n.Const):
            return None
        load = _unit(top.left)
        if load is None or not isinstance(top.left.type, t.IntType):
            return None
        bits = top.left.type.bits
        width = bits - expr.right.value
        return load, bits - top.right.value - width, width
    return None


def _unit(expr: n.Expr) -> n.Load | None:
    """The load of a storage unit, as ``_load`` builds it."""
    if isinstance(expr, n.Cast) and expr.type == t.ULONG:
        expr = expr.operand
    return expr if isinstance(expr, n.Load) else None
