"""Lowering of C expressions to pure IR expressions, side effects sequenced as instructions.

One method per pycparser node type that has a value (``visit_<Node>``), dispatched through the
table at the end of the module; objects (lvalues) and stores are lowered by
:mod:`errlang.ir.lower_objects`, operators by :mod:`errlang.ir.operators`, the types of
unevaluated expressions by :mod:`errlang.ir.expression_types`; calls of the functions whose
meaning errlang fixes are lowered by the handlers of the unit's builtin table
(:mod:`errlang.ir.builtins`), which see this class as :class:`errlang.ir.lowering_api.Lowering`.
"""

from __future__ import annotations

from collections.abc import Callable

from pycparser import c_ast

from errlang.frontend.atomics import TEMPORARY as ATOMIC_TEMPORARY
from errlang.ir import bitfields, expression_types, lower_objects, operators, subscripts
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.bitfields import BitField
from errlang.ir.builder import BodyBuilder
from errlang.ir.constants import parse_char, parse_integer, string_display
from errlang.ir.conversions import (
    convert,
    float_constant,
    float_value,
    has_side_effects,
    truth,
    wrapped,
)
from errlang.ir.expression_types import FUNCTION_NAME_IDS
from errlang.ir.initializers import string_bytes
from errlang.ir.lifetimes import Lifetimes
from errlang.ir.lower_call import CallLowering
from errlang.ir.lower_objects import address_of
from errlang.ir.lowering_api import Object
from errlang.ir.typeenv import located
from errlang.ir.types import CType
from errlang.ir.unit import TranslationUnit

__all__ = ["ExprLowering", "Object", "convert", "truth"]


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
        if node.name in FUNCTION_NAME_IDS and self.lookup(node.name) is None:
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
        return self.decay(lower_objects.lvalue_CompoundLiteral(self, node), node)

    def visit_TernaryOp(self, node: c_ast.TernaryOp) -> n.Expr:
        cond = self.condition(node.cond)
        if not (has_side_effects(node.iftrue) or has_side_effects(node.iffalse)):
            then, other = self.rvalue(node.iftrue), self.rvalue(node.iffalse)
            common = operators.common_type(then, other, node)
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
        return operators.common_type(a, b, node)

    def typed(self, node: c_ast.Node) -> n.Expr:
        if isinstance(node, c_ast.FuncCall):
            value = self.call(node, want_value=False)
            return value if value is not None else n.Const(t.VOID, 0)
        return self.rvalue(node)

    def visit_UnaryOp(self, node: c_ast.UnaryOp) -> n.Expr:
        op = node.op
        if op == "sizeof":
            return expression_types.size_of(self, node.expr)
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
            # -INT_MIN is undefined (C11 6.5p5): marked where the operand can be the minimum
            negates = op == "-" and promoted.signed and not promoted.precision
            marked = negates and not self.builder.library and self.builder is not self.unit.init
            marked = marked and operators.value_range(operand)[0] == promoted.min
            return wrapped(n.Unary(promoted, op, operand, overflow=marked))
        raise located(node, f"unsupported operator {op}")

    def visit_GenericSelection(self, node: c_ast.GenericSelection) -> n.Expr:
        return self.rvalue(self.generic_choice(node))

    def generic_choice(self, node: c_ast.GenericSelection) -> c_ast.Node:
        return expression_types.generic_choice(self, node)

    def expression_type(self, node: c_ast.Node) -> CType:
        """The type of ``node`` without evaluating it (:mod:`errlang.ir.expression_types`)."""
        return expression_types.expression_type(self, node)

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

    def visit_Assignment(self, node: c_ast.Assignment) -> n.Expr:
        lv = lower_objects.stable(self, self.lvalue(node.lvalue), node)
        if node.op == "=":
            value = self.rvalue(node.rvalue)
        else:
            current = self.decay(lv, node)
            value = self.arithmetic(node.op[:-1], current, self.scalar(node.rvalue), node)
        self.assign(lv, value, node)
        return self.decay(lv, node)

    def arithmetic(self, op: str, left: n.Expr, right: n.Expr, node: c_ast.Node) -> n.Expr:
        """``left op right`` as C converts its operands (:mod:`errlang.ir.operators`)."""
        # C models compute as gcc -fwrapv would; a static initialiser is computed by gcc; an
        # atomic builtin's read-modify-write wraps (gcc's manual: "Built-in Functions for
        # Memory Model Aware Atomic Operations"), its old value held in frontend/atomics' temporary
        atomic = isinstance(left, n.Reg) and left.name.startswith(ATOMIC_TEMPORARY)
        checked = not (self.builder.library or atomic) and self.builder is not self.unit.init
        return operators.arithmetic(op, left, right, node, self.step_size, checked)

    def assign(self, lv: Object, value: n.Expr, node: c_ast.Node) -> None:
        lower_objects.assign(self, lv, value, node)

    def increment(self, node: c_ast.UnaryOp) -> n.Expr:
        lv = lower_objects.stable(self, self.lvalue(node.expr), node)
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
        visit = lower_objects.LVALUE.get(type(node))
        if visit is None:
            raise located(node, f"not an lvalue ({type(node).__name__})")
        return visit(self, node)

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
