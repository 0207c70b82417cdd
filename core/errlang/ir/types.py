"""C types with the LP64 x86-64 ABI: sizes, alignment, layout, promotions and conversions."""

from __future__ import annotations

from dataclasses import dataclass, field, replace


class CType:
    """Base of all C types. ``size`` and ``align`` are in bytes (LP64 x86-64)."""

    size: int
    align: int

    @property
    def bits(self) -> int:
        return self.size * 8


@dataclass(frozen=True)
class VoidType(CType):
    size: int = 1
    align: int = 1

    def __str__(self) -> str:
        return "void"


@dataclass(frozen=True)
class IntType(CType):
    """An integer type. ``rank`` orders conversion ranks; ``_Bool`` has rank 0."""

    name: str
    size: int
    signed: bool
    rank: int
    is_bool: bool = False
    # an enum type's constants, in order (how a run's value reads: `d = BLUE`); not part of
    # the type's identity (an enum is `int` or `unsigned int` everywhere else)
    enumerators: tuple[tuple[str, int], ...] = field(default=(), compare=False, repr=False)
    # gcc's type of a bit-field wider than int and narrower than its 64-bit type
    # (`unsigned long:40`, ``bit_field_type``): its values have ``precision`` bits, held
    # zero- or sign-extended in ``size`` bytes; 0 for every other type
    precision: int = 0

    @property
    def align(self) -> int:  # type: ignore[override]
        return self.size

    @property
    def value_bits(self) -> int:
        """How many bits the type's values have (``bits`` but for a bit-field type)."""
        return self.precision or self.bits

    @property
    def min(self) -> int:
        return -(1 << (self.value_bits - 1)) if self.signed else 0

    @property
    def max(self) -> int:
        if self.is_bool:
            return 1
        bits = self.value_bits
        return (1 << (bits - 1)) - 1 if self.signed else (1 << bits) - 1

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class FloatType(CType):
    """``float`` (IEEE binary32) or ``double`` (binary64); values are their IEEE encoding."""

    name: str
    size: int

    @property
    def align(self) -> int:  # type: ignore[override]
        return self.size

    def __str__(self) -> str:
        return self.name


FLOAT = FloatType("float", 4)
DOUBLE = FloatType("double", 8)
BOOL = IntType("_Bool", 1, False, 0, is_bool=True)
CHAR = IntType("char", 1, True, 1)
SCHAR = IntType("signed char", 1, True, 1)
UCHAR = IntType("unsigned char", 1, False, 1)
SHORT = IntType("short", 2, True, 2)
USHORT = IntType("unsigned short", 2, False, 2)
INT = IntType("int", 4, True, 3)
UINT = IntType("unsigned int", 4, False, 3)
LONG = IntType("long", 8, True, 4)
ULONG = IntType("unsigned long", 8, False, 4)
LLONG = IntType("long long", 8, True, 5)
ULLONG = IntType("unsigned long long", 8, False, 5)
SIZE_T = ULONG
PTRDIFF_T = LONG
VOID = VoidType()


@dataclass(frozen=True)
class PointerType(CType):
    target: CType
    size: int = 8
    align: int = 8

    def __str__(self) -> str:
        return f"{self.target} *"


@dataclass(frozen=True)
class ArrayType(CType):
    element: CType
    length: int

    @property
    def size(self) -> int:  # type: ignore[override]
        return self.element.size * self.length

    @property
    def align(self) -> int:  # type: ignore[override]
        return self.element.align

    def __str__(self) -> str:
        return f"{self.element}[{self.length}]"


@dataclass(frozen=True)
class VarArrayType(CType):
    """A variable-length array type ``T[n]`` (C11 6.7.6.2p4): its size in bytes is the value of
    the function's register ``size_reg`` (an ``unsigned long`` set where the type's declarator
    is evaluated), or unknown (None) in a prototype's parameter, where only pointers to it are
    formed. Objects of this type are never stored as such: a variable-length array is an
    allocation reached through a pointer, so ``size`` (the static size) is 0."""

    element: CType
    size_reg: str | None
    size: int = 0

    @property
    def align(self) -> int:  # type: ignore[override]
        return self.element.align

    def __str__(self) -> str:
        return f"{self.element}[*]"


@dataclass(frozen=True)
class Member:
    """A member as declared: ``width`` is the width of a bit-field (None: not a bit-field)."""

    name: str
    type: CType
    width: int | None = None
    named: bool = True
    # C11 _Alignas on the member (0: none): its alignment is at least this
    align: int = 0


@dataclass(frozen=True)
class Field:
    """A laid-out member at byte ``offset``. A bit-field occupies ``width`` bits from bit
    ``bit`` (least significant first) of the storage unit at ``offset``: ``unit`` bytes, or
    ``type``-sized when ``unit`` is 0 (in a packed struct the unit is the bytes the field spans)."""

    name: str
    type: CType
    offset: int
    bit: int = 0
    width: int | None = None
    unit: int = 0


@dataclass(eq=False)
class StructType(CType):
    """A struct or union; identity is the declaration (``eq=False``)."""

    tag: str
    is_union: bool = False
    fields: list[Field] = field(default_factory=list)
    complete: bool = False
    size: int = 0
    align: int = 1

    def layout(self, members: list[Member], pack: int | None = None) -> None:
        """Lay out ``members`` by the System V x86-64 rules as gcc applies them: a bit-field
        goes at the next free bit unless it would cross a boundary of its type's alignment
        unit; a zero-width bit-field closes the unit; unnamed bit-fields do not align.
        ``pack`` (``#pragma pack(n)``) caps every member's alignment at ``n`` bytes."""
        position, align = 0, 1  # position in bits
        self.fields = []
        for member in members:
            unit_bits = member.type.size * 8
            if member.width is not None and pack is not None:
                start = 0 if self.is_union else position
                if member.width == 0 and not self.is_union:
                    start = _round_up(position, unit_bits)
                elif member.width and member.named:
                    align = max(align, min(member.type.align, pack))
                    self.fields.append(_packed_bitfield(member, start))
                end = start + member.width
            elif member.width is not None:
                if member.width == 0 or (
                    not self.is_union
                    and position // unit_bits != (position + member.width - 1) // unit_bits
                ):
                    position = _round_up(position, unit_bits)
                start = 0 if self.is_union else position
                if member.width and member.named:  # unnamed: padding (C11 6.7.9p9)
                    unit = start // unit_bits * unit_bits
                    offset = unit // 8
                    self.fields.append(
                        Field(member.name, member.type, offset, start - unit, member.width)
                    )
                if member.named:
                    align = max(align, member.type.align)
                end = start + member.width
            else:
                member_align = min(member.type.align, pack or member.type.align)
                member_align = max(member_align, member.align)
                align = max(align, member_align)
                start = 0 if self.is_union else _round_up(position, member_align * 8)
                self.fields.append(Field(member.name, member.type, start // 8))
                end = start + member.type.size * 8
            position = max(position, end) if self.is_union else end
        self.align = align
        self.size = _round_up(_round_up(position, 8) // 8, align)
        self.complete = True

    def field(self, name: str) -> Field | None:
        """The member ``name``, looking through anonymous struct/union members."""
        for member in self.fields:
            if member.name == name:
                return member
            if member.name.startswith("<anonymous") and isinstance(member.type, StructType):
                inner = member.type.field(name)
                if inner is not None:
                    return replace(inner, offset=member.offset + inner.offset)
        return None

    def __str__(self) -> str:
        return f"{'union' if self.is_union else 'struct'} {self.tag}"

    __hash__ = object.__hash__


@dataclass(frozen=True)
class FunctionType(CType):
    result: CType
    params: tuple[CType, ...]
    variadic: bool = False
    size: int = 1
    align: int = 1

    def __str__(self) -> str:
        return f"{self.result} (*)({', '.join(map(str, self.params))})"


def _packed_bitfield(member: Member, start: int) -> Field:
    """A bit-field under ``#pragma pack(n)``: gcc (x86-64) puts it at the next free bit, whatever
    unit boundary it crosses; its storage unit is the bytes it spans (1 to 9)."""
    assert member.width is not None
    first = start // 8
    last = (start + member.width - 1) // 8
    unit = last - first + 1
    return Field(member.name, member.type, first, start - first * 8, member.width, unit)


def _round_up(value: int, align: int) -> int:
    return (value + align - 1) // align * align


def is_integer(t: CType) -> bool:
    return isinstance(t, IntType)


def is_pointer(t: CType) -> bool:
    return isinstance(t, PointerType)


def is_scalar(t: CType) -> bool:
    return isinstance(t, IntType | PointerType | FloatType)


def is_arithmetic(t: CType) -> bool:
    return isinstance(t, IntType | FloatType)


def promote(t: IntType) -> IntType:
    """Integer promotion (C11 6.3.1.1): everything narrower than int becomes int."""
    return INT if t.rank < INT.rank else t


def bit_field_type(declared: IntType, width: int) -> IntType:
    """gcc's type of a ``width``-bit field declared ``declared`` when int cannot hold its
    values and ``width`` is less than the type's (``unsigned long f : 40`` has type
    ``unsigned long:40``): C11 6.3.1.1p2 leaves it to the implementation; gcc's C front end
    computes on it in ``width`` bits (``f + 1`` is 0 for a field holding 2^40 - 1)."""
    return IntType(
        f"{declared.name}:{width}", declared.size, declared.signed, declared.rank, precision=width
    )


def usual_arithmetic(a: IntType, b: IntType) -> IntType:
    """The usual arithmetic conversions (C11 6.3.1.8) for integer operands; with a bit-field
    type, gcc's rule (``c_common_type``): the operand type of more value bits, at equal
    bits the unsigned one."""
    a, b = promote(a), promote(b)
    if a == b:
        return a
    if a.precision or b.precision:
        if a.value_bits != b.value_bits:
            return a if a.value_bits > b.value_bits else b
        return b if a.signed else a
    if a.signed == b.signed:
        return a if a.rank >= b.rank else b
    unsigned, signed = (a, b) if not a.signed else (b, a)
    if unsigned.rank >= signed.rank:
        return unsigned
    if signed.size > unsigned.size:
        return signed
    return _unsigned_of(signed)


def _unsigned_of(t: IntType) -> IntType:
    return {INT: UINT, LONG: ULONG, LLONG: ULLONG, SHORT: USHORT, CHAR: UCHAR}.get(t, t)


_BASIC: dict[frozenset[str] | tuple[str, ...], IntType] = {}


def integer_type(names: list[str]) -> IntType | VoidType | None:
    """The type named by a list of C type specifiers (``unsigned long int``), None if unknown."""
    words = [n for n in names if n not in ("int",) or len(names) == 1]
    if names == ["void"]:
        return VOID
    if "_Bool" in names:
        return BOOL
    unsigned = "unsigned" in words
    signed = "signed" in words
    rest = [w for w in words if w not in ("unsigned", "signed")]
    if "int" in names and not rest:
        rest = []
    longs = rest.count("long")
    if rest == ["char"]:
        return UCHAR if unsigned else (SCHAR if signed else CHAR)
    if rest == ["short"]:
        return USHORT if unsigned else SHORT
    if rest == [] or rest == ["int"]:
        return UINT if unsigned else INT
    if longs == 1 and len(rest) == 1:
        return ULONG if unsigned else LONG
    if longs == 2 and len(rest) == 2:
        return ULLONG if unsigned else LLONG
    return None


def element_size(t: CType) -> int:
    """The size scaled by pointer arithmetic (GNU: void* arithmetic counts bytes)."""
    return 1 if isinstance(t, VoidType | FunctionType) else t.size
