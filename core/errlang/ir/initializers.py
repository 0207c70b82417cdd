"""Initialisation of variables: scalars, strings, initializer lists with designators."""

from __future__ import annotations

from collections.abc import Callable

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.constants import string_bytes
from errlang.ir.consteval import const_eval
from errlang.ir.lowering_api import Lowering
from errlang.ir.typeenv import located
from errlang.ir.types import CType


def complete_array(ctype: CType, init: c_ast.Node | None, node: c_ast.Node) -> CType:
    """``T a[] = …``: the length given by the initializer."""
    if isinstance(ctype, t.ArrayType) and ctype.length == 0:
        if isinstance(init, c_ast.InitList):
            return t.ArrayType(ctype.element, _list_length(init, ctype.element))
        if isinstance(init, c_ast.Constant) and init.type == "string":
            return t.ArrayType(ctype.element, len(string_bytes(init)) + 1)
        raise located(node, "array of unknown size")
    return ctype


def _list_length(init: c_ast.InitList, element: CType) -> int:
    length, index = 0, 0
    items = _Items(init.exprs)
    while items.more():
        item = items.next()
        if isinstance(item, c_ast.NamedInitializer):
            found = _designator(item)
            index = found if found is not None else index
        elif _elided(element, item, None):
            _take(element, item, items, None)  # the items of one element, braces elided
        index += 1
        length = max(length, index)
    return length


def _designator(item: c_ast.NamedInitializer) -> int | None:
    designator = item.name[0]
    inner = getattr(designator, "expr", None)  # pycparser 3: ArrayDesignator
    if type(designator).__name__ == "ArrayDesignator" and inner is not None:
        designator = inner
    if isinstance(designator, c_ast.Constant):
        return const_eval(designator, _NoEnv())
    return None


class _NoEnv:
    def lookup_enum(self, name: str) -> int | None:
        return None

    def enum_type(self, name: str) -> CType | None:
        return None

    def resolve(self, node: c_ast.Node) -> CType:
        raise ValueError("no types here")


def _address(var: n.Variable) -> n.Expr:
    return n.VarAddr(t.PointerType(var.type), var.name, var.is_global)


def initialize(
    lowering: Lowering,
    var: n.Variable,
    init: c_ast.Node,
    node: c_ast.Node,
    zero_first: bool = True,
) -> None:
    """Store ``init`` into ``var`` (an aggregate: zero-filled first, C11 6.7.9p21)."""
    loc = lowering.loc(node)
    if not var.in_memory:
        target = n.RegLV(var.name, var.type, var.is_global)
        if isinstance(init, c_ast.InitList):
            init = init.exprs[0]
        lowering.assign(target, lowering.rvalue(init), node)
        return
    base = _address(var)
    aggregate = isinstance(init, c_ast.InitList) or (
        isinstance(init, c_ast.Constant) and init.type == "string"
    )
    if zero_first and aggregate:
        lowering.emit(n.MemSet(loc, base, n.Const(t.UCHAR, 0), n.Const(t.SIZE_T, var.type.size)))
    _init_object(lowering, base, var.type, init, node)


def _init_object(
    lowering: Lowering, address: n.Expr, ctype: CType, init: c_ast.Node, node: c_ast.Node
) -> None:
    loc = lowering.loc(node)

    def at(offset: int, member: CType) -> n.Expr:
        return n.PtrAdd(t.PointerType(member), address, n.Const(t.LONG, offset))

    if (
        isinstance(ctype, t.ArrayType)
        and isinstance(init, c_ast.Constant)
        and init.type == "string"
    ):
        # with its terminating zero when it fits (a run's step then shows `name = "def"`)
        for i, byte in enumerate((string_bytes(init) + b"\0")[: ctype.length]):
            target = n.MemLV(at(i, ctype.element), ctype.element)
            lowering.emit(n.Assign(loc, target, n.Const(ctype.element, byte)))
        return
    if isinstance(init, c_ast.InitList):
        if isinstance(ctype, t.ArrayType):
            _init_array(lowering, ctype, init, node, at)
        elif isinstance(ctype, t.StructType):
            _init_struct(lowering, address, ctype, init, node)
        elif init.exprs:
            _init_object(lowering, address, ctype, init.exprs[0], node)
        return
    if isinstance(ctype, t.ArrayType):
        raise located(init, "unsupported array initializer")
    lowering.assign(n.MemLV(address, ctype), lowering.rvalue(init), node)


def _init_array(
    lowering: Lowering,
    ctype: t.ArrayType,
    init: c_ast.InitList,
    node: c_ast.Node,
    at: Callable[[int, CType], n.Expr],
) -> None:
    index = 0
    items = _Items(init.exprs)
    while items.more():
        item = items.next()
        if isinstance(item, c_ast.NamedInitializer):
            designator = item.name[0]
            inner = getattr(designator, "expr", None)  # pycparser 3: ArrayDesignator
            if type(designator).__name__ == "ArrayDesignator" and inner is not None:
                designator = inner
            found = const_eval(designator, lowering.env)
            if found is None:
                raise located(item, "unsupported designator")
            index, item = found, _rest_of(item, item.name[1:])
        if index >= ctype.length and ctype.length == 0:  # gcc's static `{1, {2, 3}}`
            message = "an initialised flexible array member (gcc grows the object) is not supported"
            raise located(item, message)
        if index >= ctype.length:
            raise located(item, "too many initializers")
        elem = ctype.element
        if _elided(elem, item, lowering):
            item = _take(elem, item, items, lowering)
        _init_object(lowering, at(index * elem.size, elem), elem, item, node)
        index += 1


class _Items:
    """A cursor over an initializer list's items (brace elision takes several at once)."""

    def __init__(self, items: list[c_ast.Node]) -> None:
        self.items = items
        self.pos = 0

    def more(self) -> bool:
        return self.pos < len(self.items)

    def designated_next(self) -> bool:
        return isinstance(self.items[self.pos], c_ast.NamedInitializer)

    def next(self) -> c_ast.Node:
        self.pos += 1
        return self.items[self.pos - 1]


def _elided(ctype: CType, item: c_ast.Node, lowering: Lowering | None) -> bool:
    """Whether ``item`` starts an aggregate ``ctype`` whose braces were left out (C11
    6.7.9p20: ``int m[2][2] = {1, 2, 3, 4}``): not a braced list, a string for a char
    array, nor an expression of the struct's own type."""
    if isinstance(item, c_ast.InitList | c_ast.NamedInitializer):
        return False
    if isinstance(ctype, t.ArrayType):
        string = isinstance(item, c_ast.Constant) and item.type == "string"
        return not (string and isinstance(ctype.element, t.IntType) and ctype.element.size <= 4)
    if isinstance(ctype, t.StructType):
        if lowering is None:  # counting only: a name, member or call is a struct value
            return not isinstance(
                item, c_ast.ID | c_ast.StructRef | c_ast.ArrayRef | c_ast.FuncCall
            )
        return lowering.expression_type(item) is not ctype
    return False


def _take(
    ctype: CType, first: c_ast.Node, items: _Items, lowering: Lowering | None
) -> c_ast.InitList:
    """The braced list of the aggregate ``ctype`` whose braces were elided: ``first``, then
    as many of the next items as its subobjects take, up to a designator (which belongs to
    the enclosing braces)."""
    if isinstance(ctype, t.ArrayType):
        count = ctype.length if ctype.length else len(items.items) + 1
    else:
        assert isinstance(ctype, t.StructType)
        count = 1 if ctype.is_union else len(ctype.fields)
    taken: list[c_ast.Node] = []
    if count == 0:  # a struct without members (GNU): it takes nothing
        return c_ast.InitList([], coord=first.coord)
    item = first
    while True:
        sub = ctype.element if isinstance(ctype, t.ArrayType) else ctype.fields[len(taken)].type
        if _elided(sub, item, lowering):
            item = _take(sub, item, items, lowering)
        taken.append(item)
        if len(taken) >= count or not items.more() or items.designated_next():
            return c_ast.InitList(taken, coord=first.coord)
        item = items.next()


def _rest_of(item: c_ast.NamedInitializer, rest: list[c_ast.Node]) -> c_ast.Node:
    """What initialises the subobject the first designator names: the value, or for a chain
    (``.a.b = 1``, ``[2].x = 1``, C11 6.7.9p17-18) a list designating the rest within it. The
    object is zero-filled first, so the other members of the subobject keep their values."""
    if not rest:
        return item.expr
    return c_ast.InitList([c_ast.NamedInitializer(rest, item.expr, coord=item.coord)], item.coord)


def _anonymous_holder(ctype: t.StructType, name: str) -> str | None:
    """The anonymous member of ``ctype`` through which its member ``name`` is reached."""
    for member in ctype.fields:
        anonymous = member.name.startswith("<anonymous")
        if anonymous and isinstance(member.type, t.StructType) and member.type.field(name):
            return member.name
    return None


def _init_struct(
    lowering: Lowering,
    address: n.Expr,
    ctype: t.StructType,
    init: c_ast.InitList,
    node: c_ast.Node,
) -> None:
    from errlang.ir.bitfields import BitField, storage_type

    names = [f.name for f in ctype.fields]
    position = 0
    items = _Items(init.exprs)
    while items.more():
        item = items.next()
        if isinstance(item, c_ast.NamedInitializer):
            name = getattr(item.name[0], "name", None)
            rest = list(item.name[1:])
            if name not in names and isinstance(name, str):
                # a member of an anonymous struct/union member (C11 6.7.2.1p13)
                holder = _anonymous_holder(ctype, name)
                if holder is not None:
                    rest = [item.name[0], *rest]
                    name = holder
            if name not in names:
                raise located(item, f"{ctype} has no member '{name}'")
            position = names.index(name)
            item = _rest_of(item, rest)
        if position >= len(ctype.fields):
            raise located(item, "too many initializers")
        member = ctype.fields[position]
        if member.width is not None:
            assert isinstance(member.type, t.IntType)
            unit = storage_type(member.unit or member.type.size)
            storage = n.PtrAdd(t.PointerType(unit), address, n.Const(t.LONG, member.offset))
            bits = BitField(n.MemLV(storage, unit), member.bit, member.width, member.type)
            lowering.assign(bits, lowering.rvalue(item), node)
        else:
            member_address = n.PtrAdd(
                t.PointerType(member.type), address, n.Const(t.LONG, member.offset)
            )
            if _elided(member.type, item, lowering):
                item = _take(member.type, item, items, lowering)
            _init_object(lowering, member_address, member.type, item, node)
        position += 1 if not ctype.is_union else len(ctype.fields)
