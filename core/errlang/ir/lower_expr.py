"""Lowering of C expressions to pure IR expressions, side effects sequenced as instructions.

One method per pycparser node type (``visit_<Node>`` for values, ``lvalue_<Node>`` for
objects), dispatched through the tables at the end of the module; calls of the functions whose
meaning errlang fixes are lowered by the handlers of the unit's builtin table
(:mod:`errlang.ir.builtins`), which see this class as :class:`errlang.ir.lowering_api.Lowering`.
"""

from __future__ import annotations

from collections.abc import Callable

from pycparser import c_ast

from errlang.ir import alignment, bitfields, subscripts
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.bitfields import BitField, storage_type
from errlang.ir.builder import BodyBuilder
from errlang.ir.constants import parse_char, parse_integer, string_display
from errlang.ir.conversions import (
    COMPARE,
    convert,
    float_common,
    float_constant,
    float_value,
    has_side_effects,
    truth,
    wrapped,
)
from errlang.ir.initializers import complete_array, initialize, string_bytes
from errlang.ir.lifetimes import Lifetimes
from errlang.ir.lower_call import CallLowering
from errlang.ir.lowering_api import Object
from errlang.ir.typeenv import located
from errlang.ir.types import CType
from errlang.ir.unit import TranslationUnit

_ARITH = {"+", "-", "*", "/", "%", "&", "|", "^"}
__all__ = ["ExprLowering", "Object", "address_of", "convert", "truth"]


class ExprLowering:
    """Lowers the expressions of one function body (``builder``) in the scopes of ``unit``."""

    def __init__(self, unit: TranslationUnit, builder: BodyBuilder) -> None:
        self.unit = unit
        self.env = unit.env
        self.builder = builder
        self.name = builder.function.name
        self.scopes: list[dict[str, n.Variable]] = [{}]
        self.lives = Lifetimes(builder)  # the open blocks and their objects (C11 6.2.4p6)
        self.function_name: n.Expr | None = None  # __func__'s array, once made
        self.calls = CallLowering(self)
        # variables holding the address of a variable-length array, with the array's type
        self.variable_arrays: dict[str, t.VarArrayType] = {}
        # pointer variables assigned a pointer converted from a less aligned type: their
        # dereferences are checked for alignment (ir/alignment.py)
        self.misaligned_holders: set[str] = set()

    # ------------------------------------------------------------ names

    def lookup(self, name: str) -> n.Variable | None:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return self.unit.globals.get(name)

    def declare_local(self, name: str, ctype: CType, in_memory: bool = False) -> n.Variable:
        """A new variable of the function, visible in the innermost scope."""
        variables = self.builder.function.variables
        unique, k = name, 1
        while unique in variables:
            k += 1
            unique = f"{name}#{k}"
        in_memory = in_memory or not t.is_scalar(ctype)
        var = n.Variable(unique, name, ctype, in_memory, False)
        variables[unique] = var
        self.scopes[-1][name] = var
        return var

    def variable_array_type(self, node: c_ast.ArrayDecl, element: CType) -> CType:
        """``T[n]`` with ``n`` not constant, where its declarator is evaluated: the size in
        bytes, ``n * sizeof(T)``, is computed once here into a register (C11 6.7.6.2p5)."""
        assert node.dim is not None
        if isinstance(element, t.VarArrayType):
            element_size = self.dynamic_size(element, node)
        elif isinstance(element, t.FunctionType | t.VoidType) or (
            isinstance(element, t.StructType) and not element.complete
        ):
            raise located(node, f"array of {element}")
        else:
            element_size = n.Const(t.SIZE_T, element.size)
        dim = self.scalar(node.dim)
        positive = self.builder.new_label()  # else undefined (C11 6.7.6.2p5, gcc's vla-bound)
        self.builder.goto(positive, n.Binary(t.INT, ">", dim, n.Const(dim.type, 0)), node)
        self.emit(n.Unsupported(self.loc(node), n.VLA_BOUND, undefined=True))
        self.builder.place_label(positive)
        length = convert(dim, t.SIZE_T)
        size = self.builder.new_temp(t.SIZE_T)
        self.emit(n.Assign(self.loc(node), size, n.Binary(t.SIZE_T, "*", length, element_size)))
        return t.VarArrayType(element, size.name)

    def dynamic_size(self, ctype: CType, node: c_ast.Node) -> n.Expr:
        """``sizeof`` of ``ctype`` as an expression (a register for a variable-length array)."""
        if isinstance(ctype, t.VarArrayType):
            if ctype.size_reg is None:
                raise located(node, f"the size of {ctype} is not known here")
            return n.Reg(t.SIZE_T, ctype.size_reg)
        return n.Const(t.SIZE_T, ctype.size)

    def step_size(self, target: CType, node: c_ast.Node) -> n.Expr:
        """What pointer arithmetic on a ``target *`` scales by, as a ``long``."""
        if isinstance(target, t.VarArrayType):
            return convert(self.dynamic_size(target, node), t.LONG)
        return n.Const(t.LONG, t.element_size(target))

    def emit(self, instr: n.Instr) -> None:
        self.builder.emit(instr)

    def loc(self, node: c_ast.Node | None) -> n.Loc:
        return self.builder.loc(node)

    # ------------------------------------------------------------ values

    def rvalue(self, node: c_ast.Node) -> n.Expr:
        """Lower ``node`` to its value (arrays and functions decay to pointers)."""
        visit = _RVALUE.get(type(node))
        if visit is None:
            raise located(node, f"unsupported expression ({type(node).__name__})")
        return visit(self, node)

    def scalar(self, node: c_ast.Node) -> n.Expr:
        value = self.rvalue(node)
        if not t.is_scalar(value.type):
            raise located(node, f"a scalar value is required here, not {value.type}")
        return value

    def condition(self, node: c_ast.Node) -> n.Expr:
        return truth(self.scalar(node))

    def visit_Constant(self, node: c_ast.Constant) -> n.Expr:
        if node.type == "string":
            return self.string_literal(node)
        if node.type == "char":
            return n.Const(t.INT, parse_char(node.value))
        if node.type in ("float", "double", "long double"):
            return float_constant(node)
        value, ctype = parse_integer(node.value)
        return n.Const(ctype, value)

    def string_literal(self, node: c_ast.Constant, shared: bool = True) -> n.Expr:
        """A string literal: a static char array (writing to it is not detected). Literals of
        the same bytes in one file are one object, as gcc 12 makes them (C11 6.4.5p7 leaves it
        open; ``p == "on"`` holds in gcc for a ``p`` returned as ``"on"`` elsewhere in the
        file); ``shared`` False: an object of its own (``__func__``, an array of the function)."""
        data = string_bytes(node) + b"\0"
        key = (node.coord.file if node.coord is not None else None, data)
        known = self.unit.string_objects.get(key) if shared else None
        if known is not None:
            return n.Cast(t.PointerType(t.CHAR), address_of(known))
        ctype = t.ArrayType(t.CHAR, len(data))
        name = self.unit.unique_global("$string")
        var = n.Variable(name, string_display(data), ctype, True, True)  # shown as "…"
        self.unit.globals[name] = var
        if shared:
            self.unit.string_objects[key] = var
        loc = self.unit.init.loc(None)
        for i, byte in enumerate(data):
            value = byte - 256 if byte >= 128 else byte
            address = n.PtrAdd(t.PointerType(t.CHAR), address_of(var), n.Const(t.LONG, i))
            self.unit.init.emit(n.Assign(loc, n.MemLV(address, t.CHAR), n.Const(t.CHAR, value)))
        return n.Cast(t.PointerType(t.CHAR), address_of(var))

    def visit_ID(self, node: c_ast.ID) -> n.Expr:
        enum = self.env.lookup_enum(node.name)
        if self.lookup(node.name) is None and enum is not None:
            return n.Const(self.env.enum_type(node.name) or t.INT, enum)
        if self.is_function_name(node.name):
            ftype = self.unit.function_types[node.name]
            return n.Const(t.PointerType(ftype), self.unit.function_address(node.name))
        if node.name in _FUNCTION_NAME_IDS and self.lookup(node.name) is None:
            # C11 6.4.2.2: `static const char __func__[] = "name";` in every function (gcc's
            # __FUNCTION__ and __PRETTY_FUNCTION__ too)
            if self.function_name is None:  # one array per function, however often named
                name = self.name.replace("\\", "\\\\").replace('"', '\\"')
                text = c_ast.Constant("string", f'"{name}"', coord=node.coord)
                self.function_name = self.string_literal(text, shared=False)
            return self.function_name
        return self.decay(self.lvalue(node), node)

    def is_function_name(self, name: str) -> bool:
        return self.lookup(name) is None and self.unit.names_function(name)

    def decay(self, lv: Object, node: c_ast.Node) -> n.Expr:
        """The value of object ``lv`` (an array: the address of its first element)."""
        if isinstance(lv, n.RegLV):
            return n.Reg(lv.type, lv.name, lv.is_global)
        if isinstance(lv, BitField):
            return bitfields.read(lv)
        if isinstance(lv.type, t.ArrayType | t.VarArrayType):
            return n.Cast(t.PointerType(lv.type.element), lv.address)
        if isinstance(lv.type, t.FunctionType):
            return lv.address  # a function designator: its address
        return n.Load(lv.type, lv.address, lv.align)

    def visit_ArrayRef(self, node: c_ast.ArrayRef | c_ast.StructRef) -> n.Expr:
        return self.decay(self.lvalue(node), node)

    def visit_StructRef(self, node: c_ast.StructRef) -> n.Expr:
        return self.decay(self.lvalue(node), node)

    def visit_Cast(self, node: c_ast.Cast) -> n.Expr:
        target = self.env.resolve(node.to_type)
        if isinstance(target, t.VoidType):  # `(void)(free(a), free(b))`: no value to take
            self.effect(node.expr)
            return n.Const(t.INT, 0)
        value = self.rvalue(node.expr)
        if not t.is_scalar(target) or not t.is_scalar(value.type):
            raise located(node, f"unsupported cast from {value.type} to {target}")
        return convert(value, target)

    def visit_ExprList(self, node: c_ast.ExprList) -> n.Expr:
        for expr in node.exprs[:-1]:
            self.effect(expr)
        last = node.exprs[-1]
        if isinstance(last, c_ast.FuncCall):  # `c ? (free(a), free(b)) : …`: a void operand
            value = self.call(last, want_value=True)
            return value if value is not None else n.Const(t.VOID, 0)
        return self.rvalue(last)

    def visit_CompoundLiteral(self, node: c_ast.CompoundLiteral) -> n.Expr:
        """``(T){…}``: an unnamed object of the enclosing block, initialised here."""
        ctype = complete_array(self.env.resolve(node.type), node.init, node)
        var = self.declare_local("$literal", ctype, in_memory=True)
        self.emit(n.Declare(self.loc(node), var.name, ctype, True))
        self.lives.declared(var)  # it ends with the enclosing block (C11 6.5.2.5p5)
        initialize(self, var, node.init, node)
        return self.decay(self.object_of(var), node)

    def visit_TernaryOp(self, node: c_ast.TernaryOp) -> n.Expr:
        cond = self.condition(node.cond)
        if not (has_side_effects(node.iftrue) or has_side_effects(node.iffalse)):
            then, other = self.rvalue(node.iftrue), self.rvalue(node.iffalse)
            common = self.common_type(then, other, node)
            return n.Cond(common, cond, convert(then, common), convert(other, common))
        return self.branching_value(node, cond, node.iftrue, node.iffalse)

    def branching_value(
        self, node: c_ast.Node, cond: n.Expr, left: c_ast.Node, right: c_ast.Node
    ) -> n.Expr:
        """A ?: whose operands have side effects: control flow and a temporary."""
        result_type = self.static_type(left, right, node)
        if isinstance(result_type, t.VoidType):
            result_type = t.INT
        temp = self.builder.new_temp(result_type)
        else_label, end_label = self.builder.new_label(), self.builder.new_label()
        self.builder.goto(else_label, n.Unary(t.INT, "!", cond), node)
        self.operand_into(temp, left, node)
        self.builder.goto(end_label, None, node)
        self.builder.place_label(else_label)
        self.operand_into(temp, right, node)
        self.builder.place_label(end_label)
        return n.Reg(result_type, temp.name)

    def operand_into(self, temp: n.RegLV, operand: c_ast.Node, node: c_ast.Node) -> None:
        if isinstance(operand, c_ast.FuncCall):
            value = self.call(operand, want_value=not isinstance(temp.type, t.VoidType))
        else:
            value = self.rvalue(operand)
        if value is not None and not isinstance(value.type, t.VoidType):
            self.emit(n.Assign(self.loc(node), temp, convert(value, temp.type)))

    def static_type(self, left: c_ast.Node, right: c_ast.Node, node: c_ast.Node) -> CType:
        """The type of ``c ? left : right`` without emitting code."""
        saved = self.builder.scratch()
        try:
            a, b = self.typed(left), self.typed(right)
        finally:
            self.builder.drop_since(saved)
        if isinstance(a.type, t.VoidType) or isinstance(b.type, t.VoidType):
            return t.VOID
        return self.common_type(a, b, node)

    def typed(self, node: c_ast.Node) -> n.Expr:
        if isinstance(node, c_ast.FuncCall):
            value = self.call(node, want_value=False)
            return value if value is not None else n.Const(t.VOID, 0)
        return self.rvalue(node)

    def common_type(self, a: n.Expr, b: n.Expr, node: c_ast.Node) -> CType:
        floating = isinstance(a.type, t.FloatType) or isinstance(b.type, t.FloatType)
        if floating and t.is_arithmetic(a.type) and t.is_arithmetic(b.type):
            return float_common(a.type, b.type)
        if isinstance(a.type, t.IntType) and isinstance(b.type, t.IntType):
            return t.usual_arithmetic(a.type, b.type)
        if isinstance(a.type, t.PointerType):
            return a.type
        if isinstance(b.type, t.PointerType):
            return b.type
        if a.type == b.type:
            return a.type
        raise located(node, f"incompatible operand types {a.type} and {b.type}")

    def visit_UnaryOp(self, node: c_ast.UnaryOp) -> n.Expr:
        op = node.op
        if op == "sizeof":
            return self.size_of(node.expr)
        if op in ("_Alignof", "__alignof__", "__alignof"):
            # C11 6.5.3.4 (a type), gcc's __alignof__ (an expression too): never evaluated
            operand = node.expr
            if isinstance(operand, c_ast.Typename):
                ctype = self.env.resolve(operand)
            else:
                ctype = self.expression_type(operand)
            return n.Const(t.SIZE_T, ctype.align)
        if op == "&":
            expr = node.expr
            if isinstance(expr, c_ast.ID) and self.is_function_name(expr.name):
                return self.visit_ID(expr)
            lv = self.lvalue(node.expr)
            if isinstance(lv, n.RegLV):
                raise located(node, "internal: address of a register variable")
            if isinstance(lv, BitField):
                raise located(node, "cannot take the address of a bit-field")
            return n.Cast(t.PointerType(lv.type), subscripts.address_only(lv.address))
        if op == "*":  # *f for a function pointer f is f again (decay)
            return self.decay(self.lvalue(node), node)
        if op in ("++", "--", "p++", "p--"):
            return self.increment(node)
        operand = self.scalar(node.expr)
        if op == "!":
            return n.Unary(t.INT, "!", truth(operand))
        if isinstance(operand.type, t.FloatType) and op in ("+", "-"):
            # -x is -0.0 - x exactly in IEEE arithmetic (also for zeros and NaN)
            negative_zero = float_value(-0.0, operand.type)
            return operand if op == "+" else n.Binary(operand.type, "-", negative_zero, operand)
        if not isinstance(operand.type, t.IntType):
            raise located(node, f"operator {op} needs an integer operand")
        promoted = t.promote(operand.type)
        operand = convert(operand, promoted)
        if op == "+":
            return operand
        if op in ("-", "~"):
            return wrapped(n.Unary(promoted, op, operand))
        raise located(node, f"unsupported operator {op}")

    def size_of(self, node: c_ast.Node) -> n.Expr:
        """``sizeof``: a constant, or for a variable-length array type its size register (the
        operand's other side effects are not evaluated)."""
        if isinstance(node, c_ast.Typename):
            return self.dynamic_size(self.env.resolve(node), node)
        return self.dynamic_size(self.expression_type(node), node)

    def expression_type(self, node: c_ast.Node) -> CType:
        """The type of the expression ``node`` (an lvalue's own type: no decay), without
        evaluating it: what ``sizeof`` and ``typeof`` see."""
        if isinstance(node, c_ast.Constant) and node.type == "string":
            # an array of char, not the pointer it decays to: sizeof("abc") is 4
            return t.ArrayType(t.CHAR, len(string_bytes(node)) + 1)
        if (
            isinstance(node, c_ast.ID)
            and node.name in _FUNCTION_NAME_IDS
            and self.lookup(node.name) is None
        ):
            return t.ArrayType(t.CHAR, len(self.name.encode()) + 1)
        if (
            isinstance(node, c_ast.ID)
            and self.lookup(node.name) is None
            and self.env.lookup_enum(node.name) is not None
        ):
            # an enumeration constant (C11 6.4.4.3): `f(1, on)`, `sizeof(on)`
            return self.env.enum_type(node.name) or t.INT
        saved = self.builder.scratch()
        try:
            if isinstance(
                node, c_ast.ID | c_ast.ArrayRef | c_ast.StructRef | c_ast.CompoundLiteral
            ) or (isinstance(node, c_ast.UnaryOp) and node.op == "*"):
                return self.lvalue(node).type
            return self.rvalue(node).type
        finally:
            self.builder.drop_since(saved)

    def generic_choice(self, node: c_ast.GenericSelection) -> c_ast.Node:
        """C11 6.5.1.1: the association of ``_Generic`` whose type is compatible with the
        controlling expression's after lvalue conversion (arrays and functions decay, the
        top-level qualifiers go; the expression is not evaluated), else ``default``. errlang's
        types carry no qualifiers below the top, so a choice among pointer types (``char *``
        against ``const char *``) is refused rather than guessed."""
        expr = node.expr
        if isinstance(expr, c_ast.ID) and self.is_function_name(expr.name):
            controlling: CType = t.PointerType(self.unit.function_types[expr.name])
        else:
            controlling = self.expression_type(expr)
        if isinstance(controlling, t.ArrayType | t.VarArrayType):
            controlling = t.PointerType(controlling.element)
        elif isinstance(controlling, t.FunctionType):
            controlling = t.PointerType(controlling)
        default: c_ast.Node | None = None
        chosen: list[c_ast.Node] = []
        pointers = False
        for association in node.associations:
            if association.type is None:
                default = association.expr
                continue
            if association.type.quals:
                continue  # a qualified type never matches an unqualified one
            ctype = self.env.resolve(association.type)
            pointers = pointers or isinstance(ctype, t.PointerType)
            if ctype == controlling:
                chosen.append(association.expr)
        if isinstance(controlling, t.PointerType) and pointers:
            raise located(node, "_Generic choosing among pointer types is not supported")
        if len(chosen) > 1:
            raise located(node, "_Generic with two compatible associations")
        if chosen:
            return chosen[0]
        if default is None:
            raise located(node, f"_Generic has no association for type {controlling}")
        return default

    def visit_GenericSelection(self, node: c_ast.GenericSelection) -> n.Expr:
        return self.rvalue(self.generic_choice(node))

    def lvalue_GenericSelection(self, node: c_ast.GenericSelection) -> Object:
        return self.lvalue(self.generic_choice(node))

    def value_of_statements(self, node: c_ast.Compound) -> n.Expr:
        """A GNU statement expression ``({ …; e; })`` used for its value."""
        return self.statement_expression(node, want_value=True)

    def statement_expression(self, node: c_ast.Compound, want_value: bool) -> n.Expr:
        """Only a function body has statements (:class:`StatementLowering`)."""
        raise located(node, "a statement expression outside a function is not supported")

    def visit_BinaryOp(self, node: c_ast.BinaryOp) -> n.Expr:
        op = node.op
        if op in ("&&", "||"):
            left = self.condition(node.left)
            if has_side_effects(node.right):
                return self.short_circuit(node, left)
            return n.Binary(t.INT, op, left, self.condition(node.right))
        left, right = self.scalar(node.left), self.scalar(node.right)
        return self.arithmetic(op, left, right, node)

    def short_circuit(self, node: c_ast.BinaryOp, left: n.Expr) -> n.Expr:
        temp = self.builder.new_temp(t.INT)
        end = self.builder.new_label()
        self.emit(n.Assign(self.loc(node), temp, left))
        skip = n.Unary(t.INT, "!", left) if node.op == "&&" else left
        self.builder.goto(end, skip, node)
        self.emit(n.Assign(self.loc(node), temp, self.condition(node.right)))
        self.builder.place_label(end)
        return n.Reg(t.INT, temp.name)

    def arithmetic(self, op: str, left: n.Expr, right: n.Expr, node: c_ast.Node) -> n.Expr:
        lt, rt = left.type, right.type
        if isinstance(lt, t.PointerType) or isinstance(rt, t.PointerType):
            return self.pointer_arithmetic(op, left, right, node)
        if isinstance(lt, t.FloatType) or isinstance(rt, t.FloatType):
            return self.float_arithmetic(op, left, right, node)
        assert isinstance(lt, t.IntType) and isinstance(rt, t.IntType)
        if op in ("<<", ">>"):
            promoted = t.promote(lt)
            shifted = n.Binary(promoted, op, convert(left, promoted), convert(right, t.promote(rt)))
            return wrapped(shifted) if op == "<<" else shifted
        common = t.usual_arithmetic(lt, rt)
        left, right = convert(left, common), convert(right, common)
        if op in COMPARE:
            return n.Binary(t.INT, op, left, right)
        if op in _ARITH:
            # a bit-field type's sum, difference or product wraps at its width (its
            # quotient, remainder and bitwise results are in range but for MIN / -1)
            value = n.Binary(common, op, left, right)
            return wrapped(value) if op in ("+", "-", "*") else value
        raise located(node, f"unsupported operator {op}")

    def float_arithmetic(self, op: str, left: n.Expr, right: n.Expr, node: c_ast.Node) -> n.Expr:
        """The usual arithmetic conversions with a floating operand (C11 6.3.1.8)."""
        if op not in COMPARE and op not in ("+", "-", "*", "/"):
            raise located(node, f"operator {op} needs integer operands")
        common = float_common(left.type, right.type)
        left, right = convert(left, common), convert(right, common)
        if op in COMPARE:
            return n.Binary(t.INT, op, left, right)
        return n.Binary(common, op, left, right)

    def pointer_arithmetic(self, op: str, left: n.Expr, right: n.Expr, node: c_ast.Node) -> n.Expr:
        lt, rt = left.type, right.type
        if op in COMPARE:
            return n.Binary(t.INT, op, convert(left, t.ULONG), convert(right, t.ULONG))
        if op == "+" and isinstance(rt, t.PointerType):
            left, right, lt, rt = right, left, rt, lt
        if op in ("+", "-") and isinstance(lt, t.PointerType) and isinstance(rt, t.IntType):
            step = self.step_size(lt.target, node)
            offset: n.Expr = n.Binary(t.LONG, "*", convert(right, t.LONG), step)
            if op == "-":
                offset = n.Unary(t.LONG, "-", offset)
            return n.PtrAdd(lt, left, offset)
        if op == "-" and isinstance(lt, t.PointerType) and isinstance(rt, t.PointerType):
            # the operands stay pointers: the encoder checks they point into one object
            diff = n.Binary(t.LONG, "-", left, right)
            return n.Binary(t.LONG, "/", diff, self.step_size(lt.target, node))
        raise located(node, f"unsupported pointer operation {op}")

    def visit_Assignment(self, node: c_ast.Assignment) -> n.Expr:
        lv = self.stable(self.lvalue(node.lvalue), node)
        if node.op == "=":
            value = self.rvalue(node.rvalue)
        else:
            current = self.decay(lv, node)
            value = self.arithmetic(node.op[:-1], current, self.scalar(node.rvalue), node)
        self.assign(lv, value, node)
        return self.decay(lv, node)

    def assign(self, lv: Object, value: n.Expr, node: c_ast.Node) -> None:
        if isinstance(lv, BitField):
            self.assign_bits(lv, value, node)
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
            if held is not None and alignment.stores(value, self.misaligned_holders):
                self.misaligned_holders.add(held)
        self.emit(n.Assign(self.loc(node), lv, value))

    def assign_bits(self, lv: BitField, value: n.Expr, node: c_ast.Node) -> None:
        if isinstance(value.type, t.FloatType):  # `bf.x *= 2.5`: in range of the field's width
            value = n.Cast(bitfields.float_target(lv), value)
        if not isinstance(value.type, t.IntType):
            raise located(node, f"cannot assign {value.type} to a bit-field")
        self.emit(bitfields.write(lv, value, self.loc(node)))

    def stable(self, lv: Object, node: c_ast.Node) -> Object:
        """An object whose address is computed once (kept in a temporary when not trivial),
        at ``node``'s line: computing it may be undefined (ir/subscripts.py)."""
        if isinstance(lv, BitField):
            storage = self.stable(lv.storage, node)
            assert isinstance(storage, n.MemLV)
            return BitField(storage, lv.bit, lv.width, lv.type)
        if isinstance(lv, n.RegLV) or isinstance(lv.address, n.Const | n.VarAddr):
            return lv
        if isinstance(lv.address, n.Cast) and isinstance(lv.address.operand, n.VarAddr):
            return lv
        temp = self.builder.new_temp(lv.address.type)
        self.emit(n.Assign(self.loc(node), temp, lv.address))
        return n.MemLV(n.Reg(lv.address.type, temp.name), lv.type, lv.align)

    def increment(self, node: c_ast.UnaryOp) -> n.Expr:
        lv = self.stable(self.lvalue(node.expr), node)
        current = self.decay(lv, node)
        one = n.Const(t.INT, 1)
        op = "+" if "++" in node.op else "-"
        if node.op.startswith("p"):
            old = self.builder.new_temp(current.type)
            self.emit(n.Assign(self.loc(node), old, current))
            self.assign(lv, self.arithmetic(op, n.Reg(current.type, old.name), one, node), node)
            return n.Reg(current.type, old.name)
        self.assign(lv, self.arithmetic(op, current, one, node), node)
        return self.decay(lv, node)

    def visit_FuncCall(self, node: c_ast.FuncCall) -> n.Expr:
        result = self.call(node, want_value=True)
        if result is None:
            raise located(node, "the value of a void function is used")
        return result

    # ------------------------------------------------------------ objects (lvalues)

    def lvalue(self, node: c_ast.Node) -> Object:
        visit = _LVALUE.get(type(node))
        if visit is None:
            raise located(node, f"not an lvalue ({type(node).__name__})")
        return visit(self, node)

    def struct_value_object(self, node: c_ast.Node) -> n.MemLV:
        """A struct that is a value, not an object (``make(5).b``, ``(c ? s : t).x``, C11
        6.5.2.3p3): held in an unnamed object of the function so that a member can be read."""
        value = self.rvalue(node)
        if not isinstance(value.type, t.StructType):
            raise located(node, f"member access on {value.type}")
        var = self.declare_local("$value", value.type, in_memory=True)
        self.emit(n.Declare(self.loc(node), var.name, value.type, True))
        target = n.MemLV(address_of(var), value.type)
        self.assign(target, value, node)
        return target

    def object_of(self, var: n.Variable) -> n.RegLV | n.MemLV:
        if var.in_memory:
            return n.MemLV(address_of(var), var.type)
        return n.RegLV(var.name, var.type, var.is_global)

    def lvalue_ID(self, node: c_ast.ID) -> Object:
        var = self.lookup(node.name)
        if var is None:
            if node.name in self.unit.refused_names:
                raise located(node, f"'{node.name}': {self.unit.refused_names[node.name]}")
            raise located(node, f"'{node.name}' is not declared")
        vla = self.variable_arrays.get(var.name)
        if vla is not None:  # the array the variable points to
            return n.MemLV(self.decay(self.object_of(var), node), vla)
        return self.object_of(var)

    def lvalue_UnaryOp(self, node: c_ast.UnaryOp) -> Object:
        if node.op != "*":
            raise located(node, f"not an lvalue (operator {node.op})")
        pointer = self.scalar(node.expr)
        if not isinstance(pointer.type, t.PointerType):
            raise located(node, "dereference of a non-pointer")
        return n.MemLV(
            pointer, pointer.type.target, alignment.demanded(pointer, self.misaligned_holders)
        )

    def lvalue_ArrayRef(self, node: c_ast.ArrayRef) -> Object:
        array, index = self.scalar(node.name), self.scalar(node.subscript)
        length = subscripts.inner_length(node.name, array)
        if isinstance(index.type, t.PointerType):
            array, index, length = index, array, None
        address = self.arithmetic("+", array, index, node)
        if not isinstance(address.type, t.PointerType):
            raise located(node, "subscript of a non-array")
        align = alignment.demanded(array, self.misaligned_holders)
        return n.MemLV(subscripts.checked(address, length), address.type.target, align)

    def lvalue_StructRef(self, node: c_ast.StructRef) -> Object:
        base: Object
        if node.type == "->":
            pointer = self.scalar(node.name)
            if not isinstance(pointer.type, t.PointerType):
                raise located(node, "-> applied to a non-pointer")
            base = n.MemLV(
                pointer, pointer.type.target, alignment.demanded(pointer, self.misaligned_holders)
            )
        elif type(node.name) in _LVALUE:
            base = self.lvalue(node.name)
        else:
            base = self.struct_value_object(node.name)
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

    def lvalue_CompoundLiteral(self, node: c_ast.CompoundLiteral) -> Object:
        ctype = complete_array(self.env.resolve(node.type), node.init, node)
        var = self.declare_local("$literal", ctype, in_memory=True)
        self.emit(n.Declare(self.loc(node), var.name, ctype, True))
        self.lives.declared(var)  # it ends with the enclosing block (C11 6.5.2.5p5)
        initialize(self, var, node.init, node)
        return self.object_of(var)

    # ------------------------------------------------------------ calls and statements

    def effect(self, node: c_ast.Node) -> None:
        """Lower an expression evaluated for its side effects only."""
        if isinstance(node, c_ast.FuncCall):
            self.call(node, want_value=False)
        elif isinstance(node, c_ast.Compound):
            self.statement_expression(node, want_value=False)
        elif isinstance(node, c_ast.TernaryOp) and has_side_effects(node):
            self.branching_value(node, self.condition(node.cond), node.iftrue, node.iffalse)
        elif isinstance(node, c_ast.ExprList):  # every operand for its effect: `(free(a), free(b))`
            for expr in node.exprs:
                self.effect(expr)
        elif (
            isinstance(node, c_ast.Assignment)
            or (isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--"))
            or has_side_effects(node)
        ):
            self.rvalue(node)
        elif isinstance(node, c_ast.Cast):
            self.effect(node.expr)

    def call(self, node: c_ast.FuncCall, want_value: bool) -> n.Expr | None:
        """Lower a call (:mod:`errlang.ir.lower_call`); None for a call without a value."""
        return self.calls.call(node, want_value)


_FUNCTION_NAME_IDS = frozenset({"__func__", "__FUNCTION__", "__PRETTY_FUNCTION__"})


def address_of(var: n.Variable) -> n.Expr:
    return n.VarAddr(t.PointerType(var.type), var.name, var.is_global)


_RVALUE: dict[type, Callable[[ExprLowering, c_ast.Node], n.Expr]] = {
    c_ast.Constant: ExprLowering.visit_Constant,
    c_ast.ID: ExprLowering.visit_ID,
    c_ast.ArrayRef: ExprLowering.visit_ArrayRef,
    c_ast.StructRef: ExprLowering.visit_StructRef,
    c_ast.Cast: ExprLowering.visit_Cast,
    c_ast.ExprList: ExprLowering.visit_ExprList,
    c_ast.CompoundLiteral: ExprLowering.visit_CompoundLiteral,
    c_ast.TernaryOp: ExprLowering.visit_TernaryOp,
    c_ast.UnaryOp: ExprLowering.visit_UnaryOp,
    c_ast.BinaryOp: ExprLowering.visit_BinaryOp,
    c_ast.Assignment: ExprLowering.visit_Assignment,
    c_ast.FuncCall: ExprLowering.visit_FuncCall,
    c_ast.Compound: ExprLowering.value_of_statements,
    c_ast.GenericSelection: ExprLowering.visit_GenericSelection,
}

_LVALUE: dict[type, Callable[[ExprLowering, c_ast.Node], Object]] = {
    c_ast.ID: ExprLowering.lvalue_ID,
    c_ast.UnaryOp: ExprLowering.lvalue_UnaryOp,
    c_ast.ArrayRef: ExprLowering.lvalue_ArrayRef,
    c_ast.StructRef: ExprLowering.lvalue_StructRef,
    c_ast.CompoundLiteral: ExprLowering.lvalue_CompoundLiteral,
    c_ast.GenericSelection: ExprLowering.lvalue_GenericSelection,
}
