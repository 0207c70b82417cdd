"""Initialisation of variables: scalars, strings, initializer lists with designators."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.consteval import const_eval
from errlang.ir.typeenv import located
from errlang.ir.types import CType

if TYPE_CHECKING:
    from errlang.ir.lower_expr import ExprLowering


def string_bytes(node: c_ast.Constant) -> bytes:
    body = node.value[1:-1]
    return body.encode("latin-1").decode("unicode_escape").encode("latin-1")


def complete_array(ctype: CType, init: c_ast.Node | None, node: c_ast.Node) -> CType:
    """``T a[] = …``: the length given by the initializer."""
    if isinstance(ctype, t.ArrayType) and ctype.length == 0:
        if isinstance(init, c_ast.InitList):
            return t.ArrayType(ctype.element, _list_length(init))
        if isinstance(init, c_ast.Constant) and init.type == "string":
            return t.ArrayType(ctype.element, len(string_bytes(init)) + 1)
        raise located(node, "array of unknown size")
    return ctype


def _list_length(init: c_ast.InitList) -> int:
    length, index = 0, 0
    for item in init.exprs:
        if isinstance(item, c_ast.NamedInitializer):
            found = _designator(item)
            index = found if found is not None else index
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

    def resolve(self, node: c_ast.Node) -> CType:
        raise ValueError("no types here")


def _address(var: n.Variable) -> n.Expr:
    return n.VarAddr(t.PointerType(var.type), var.name, var.is_global)


def initialize(
    lowering: ExprLowering,
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
    lowering: ExprLowering, address: n.Expr, ctype: CType, init: c_ast.Node, node: c_ast.Node
) -> None:
    loc = lowering.loc(node)

    def at(offset: int, member: CType) -> n.Expr:
        return n.PtrAdd(t.PointerType(member), address, n.Const(t.LONG, offset))

    if (
        isinstance(ctype, t.ArrayType)
        and isinstance(init, c_ast.Constant)
        and init.type == "string"
    ):
        for i, byte in enumerate(string_bytes(init)[: ctype.length]):
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
    lowering: ExprLowering,
    ctype: t.ArrayType,
    init: c_ast.InitList,
    node: c_ast.Node,
    at: Callable[[int, CType], n.Expr],
) -> None:
    index = 0
    for item in init.exprs:
        if isinstance(item, c_ast.NamedInitializer):
            designator = item.name[0]
            inner = getattr(designator, "expr", None)  # pycparser 3: ArrayDesignator
            if type(designator).__name__ == "ArrayDesignator" and inner is not None:
                designator = inner
            found = const_eval(designator, lowering.env)
            if found is None:
                raise located(item, "unsupported designator")
            index, item = found, item.expr
        if index >= ctype.length:
            raise located(item, "too many initializers")
        elem = ctype.element
        _init_object(lowering, at(index * elem.size, elem), elem, item, node)
        index += 1


def _init_struct(
    lowering: ExprLowering,
    address: n.Expr,
    ctype: t.StructType,
    init: c_ast.InitList,
    node: c_ast.Node,
) -> None:
    from errlang.ir.bitfields import BitField, storage_type

    names = [f.name for f in ctype.fields]
    position = 0
    for item in init.exprs:
        if isinstance(item, c_ast.NamedInitializer):
            name = getattr(item.name[0], "name", None)
            if name not in names:
                raise located(item, f"{ctype} has no member '{name}'")
            position = names.index(name)
            item = item.expr
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
            _init_object(lowering, member_address, member.type, item, node)
        position += 1 if not ctype.is_union else len(ctype.fields)
