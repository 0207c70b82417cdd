"""Objects (lvalues) and stores into them: one ``lvalue_<Node>`` function per pycparser node
that designates an object (C11 6.3.2.1), dispatched through :data:`LVALUE`, and the
assignment of a value to an object (6.5.16.1) — a register, memory, or a bit-field.

The functions take the expression lowering of the body they lower
(:class:`errlang.ir.lower_expr.ExprLowering`), which dispatches to them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pycparser import c_ast

from errlang.ir import alignment, bitfields, subscripts
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.bitfields import BitField, storage_type
from errlang.ir.conversions import convert
from errlang.ir.initializers import complete_array, initialize
from errlang.ir.lowering_api import Object
from errlang.ir.typeenv import located

if TYPE_CHECKING:
    from errlang.ir.lower_expr import ExprLowering


def address_of(var: n.Variable) -> n.Expr:
    return n.VarAddr(t.PointerType(var.type), var.name, var.is_global)


def object_of(var: n.Variable) -> n.RegLV | n.MemLV:
    """The object a variable names: memory if its address is taken, else a register."""
    if var.in_memory:
        return n.MemLV(address_of(var), var.type)
    return n.RegLV(var.name, var.type, var.is_global)


def lvalue_ID(lowering: ExprLowering, node: c_ast.ID) -> Object:
    var = lowering.lookup(node.name)
    if var is None:
        if node.name in lowering.unit.refused_names:
            raise located(node, f"'{node.name}': {lowering.unit.refused_names[node.name]}")
        raise located(node, f"'{node.name}' is not declared")
    vla = lowering.variable_arrays.get(var.name)
    if vla is not None:  # the array the variable points to
        return n.MemLV(lowering.decay(object_of(var), node), vla)
    return object_of(var)


def lvalue_UnaryOp(lowering: ExprLowering, node: c_ast.UnaryOp) -> Object:
    if node.op != "*":
        raise located(node, f"not an lvalue (operator {node.op})")
    pointer = lowering.scalar(node.expr)
    if not isinstance(pointer.type, t.PointerType):
        raise located(node, "dereference of a non-pointer")
    align = alignment.demanded(pointer, lowering.misaligned_holders)
    return n.MemLV(pointer, pointer.type.target, align)


def lvalue_ArrayRef(lowering: ExprLowering, node: c_ast.ArrayRef) -> Object:
    array, index = lowering.scalar(node.name), lowering.scalar(node.subscript)
    length = subscripts.inner_length(node.name, array)
    if isinstance(index.type, t.PointerType):
        array, index, length = index, array, None
    address = lowering.arithmetic("+", array, index, node)
    if not isinstance(address.type, t.PointerType):
        raise located(node, "subscript of a non-array")
    align = alignment.demanded(array, lowering.misaligned_holders)
    return n.MemLV(subscripts.checked(address, length), address.type.target, align)


def lvalue_StructRef(lowering: ExprLowering, node: c_ast.StructRef) -> Object:
    base: Object
    if node.type == "->":
        pointer = lowering.scalar(node.name)
        if not isinstance(pointer.type, t.PointerType):
            raise located(node, "-> applied to a non-pointer")
        align = alignment.demanded(pointer, lowering.misaligned_holders)
        base = n.MemLV(pointer, pointer.type.target, align)
    elif type(node.name) in LVALUE:
        base = lowering.lvalue(node.name)
    else:
        base = struct_value_object(lowering, node.name)
    if not isinstance(base, n.MemLV):
        raise located(node, "internal: struct in a register")
    struct = base.type
    if not isinstance(struct, t.StructType) or not struct.complete:
        raise located(node, f"member access on {struct}")
    member = struct.field(node.field.name)
    if member is None:
        raise located(node, f"{struct} has no member '{node.field.name}'")
    if member.width is not None:
        assert isinstance(member.type, t.IntType)
        unit = storage_type(member.unit or member.type.size)
        address = n.PtrAdd(t.PointerType(unit), base.address, n.Const(t.LONG, member.offset))
        return BitField(n.MemLV(address, unit), member.bit, member.width, member.type)
    address = n.PtrAdd(t.PointerType(member.type), base.address, n.Const(t.LONG, member.offset))
    return n.MemLV(address, member.type, alignment.member(base.align, struct, member.offset))


def lvalue_CompoundLiteral(lowering: ExprLowering, node: c_ast.CompoundLiteral) -> Object:
    """``(T){…}``: an unnamed object of the enclosing block, initialised here."""
    ctype = complete_array(lowering.env.resolve(node.type), node.init, node)
    var = lowering.declare_local("$literal", ctype, in_memory=True)
    lowering.emit(n.Declare(lowering.loc(node), var.name, ctype, True))
    lowering.lives.declared(var)  # it ends with the enclosing block (C11 6.5.2.5p5)
    initialize(lowering, var, node.init, node)
    return object_of(var)


def lvalue_GenericSelection(lowering: ExprLowering, node: c_ast.GenericSelection) -> Object:
    return lowering.lvalue(lowering.generic_choice(node))


def struct_value_object(lowering: ExprLowering, node: c_ast.Node) -> n.MemLV:
    """A struct that is a value, not an object (``make(5).b``, ``(c ? s : t).x``, C11
    6.5.2.3p3): held in an unnamed object of the function so that a member can be read."""
    value = lowering.rvalue(node)
    if not isinstance(value.type, t.StructType):
        raise located(node, f"member access on {value.type}")
    var = lowering.declare_local("$value", value.type, in_memory=True)
    lowering.emit(n.Declare(lowering.loc(node), var.name, value.type, True))
    target = n.MemLV(address_of(var), value.type)
    assign(lowering, target, value, node)
    return target


def assign(lowering: ExprLowering, lv: Object, value: n.Expr, node: c_ast.Node) -> None:
    """Store ``value`` into ``lv``, converted to its type (C11 6.5.16.1p2)."""
    if isinstance(lv, BitField):
        if isinstance(value.type, t.FloatType):  # `bf.x *= 2.5`: in range of the field's width
            value = n.Cast(bitfields.float_target(lv), value)
        if not isinstance(value.type, t.IntType):
            raise located(node, f"cannot assign {value.type} to a bit-field")
        lowering.emit(bitfields.write(lv, value, lowering.loc(node)))
        return
    if isinstance(lv.type, t.StructType):
        if value.type is not lv.type:
            raise located(node, f"cannot assign {value.type} to {lv.type}")
    elif isinstance(lv.type, t.ArrayType):
        raise located(node, "cannot assign to an array")
    elif not t.is_scalar(value.type):
        raise located(node, f"cannot assign {value.type} to {lv.type}")
    else:
        value = convert(value, lv.type)
        held = alignment.holder(lv)
        if held is not None and alignment.stores(value, lowering.misaligned_holders):
            lowering.misaligned_holders.add(held)
    lowering.emit(n.Assign(lowering.loc(node), lv, value))


def stable(lowering: ExprLowering, lv: Object, node: c_ast.Node) -> Object:
    """An object whose address is computed once (kept in a temporary when not trivial),
    at ``node``'s line: computing it may be undefined (ir/subscripts.py)."""
    if isinstance(lv, BitField):
        storage = stable(lowering, lv.storage, node)
        assert isinstance(storage, n.MemLV)
        return BitField(storage, lv.bit, lv.width, lv.type)
    if isinstance(lv, n.RegLV) or isinstance(lv.address, n.Const | n.VarAddr):
        return lv
    if isinstance(lv.address, n.Cast) and isinstance(lv.address.operand, n.VarAddr):
        return lv
    temp = lowering.builder.new_temp(lv.address.type)
    lowering.emit(n.Assign(lowering.loc(node), temp, lv.address))
    return n.MemLV(n.Reg(lv.address.type, temp.name), lv.type, lv.align)


LVALUE: dict[type, Callable[[ExprLowering, c_ast.Node], Object]] = {
    c_ast.ID: lvalue_ID,
    c_ast.UnaryOp: lvalue_UnaryOp,
    c_ast.ArrayRef: lvalue_ArrayRef,
    c_ast.StructRef: lvalue_StructRef,
    c_ast.CompoundLiteral: lvalue_CompoundLiteral,
    c_ast.GenericSelection: lvalue_GenericSelection,
}
"""The objects' lowering by node type (a ``dict[type, …]`` of functions typed on the node: the
table's values are called only with nodes of their key's type)."""
