"""Lowering of C expressions to pure IR expressions, side effects sequenced as instructions."""

from __future__ import annotations

from typing import Any

from pycparser import c_ast

from errlang.frontend.conventions import (
    ASSERT_FUNCTIONS,
    ASSUME_FUNCTIONS,
    ERROR_FUNCTIONS,
    EVENT_FUNCTION,
    EXIT_FUNCTIONS,
    NO_EFFECT_FUNCTIONS,
    is_nondet_name,
)
from errlang.frontend.gnu import ASM_STATEMENT_CALL
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.constants import parse_char, parse_integer
from errlang.ir.typeenv import located
from errlang.ir.types import CType

_ARITH = {"+", "-", "*", "/", "%", "&", "|", "^"}
_COMPARE = {"==", "!=", "<", "<=", ">", ">="}


def zero(ctype: CType) -> n.Const:
    return n.Const(ctype, 0)


def truth(expr: n.Expr) -> n.Expr:
    """``expr != 0`` as an int (C's scalar truth test)."""
    if isinstance(expr, n.Binary) and expr.op in _COMPARE | {"&&", "||"}:
        return expr
    if isinstance(expr, n.Unary) and expr.op == "!":
        return expr
    return n.Binary(t.INT, "!=", expr, zero(expr.type))


def convert(expr: n.Expr, target: CType) -> n.Expr:
    if expr.type == target:
        return expr
    if isinstance(expr, n.Const) and isinstance(target, t.IntType):
        return n.Const(target, wrap(expr.value, target))
    return n.Cast(target, expr)


def wrap(value: int, ctype: t.IntType) -> int:
    if ctype.is_bool:
        return int(value != 0)
    value &= (1 << ctype.bits) - 1
    if ctype.signed and value >= 1 << (ctype.bits - 1):
        value -= 1 << ctype.bits
    return value


def has_side_effects(node: c_ast.Node | None) -> bool:
    if node is None:
        return False
    if isinstance(node, c_ast.FuncCall | c_ast.Assignment):
        return True
    if isinstance(node, c_ast.UnaryOp) and node.op in ("p++", "p--", "++", "--"):
        return True
    if isinstance(node, c_ast.UnaryOp) and node.op == "sizeof":
        return False
    return any(has_side_effects(child) for _, child in node.children())


class ExprLowering:
    """Mixin of the function lowerer: everything about expressions."""

    # provided by the statement lowerer
    env: Any
    program: Any

    def emit(self, instr: n.Instr) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def new_temp(self, ctype: CType) -> n.RegLV:  # pragma: no cover - overridden
        raise NotImplementedError

    def loc(self, node: c_ast.Node) -> n.Loc:  # pragma: no cover - overridden
        raise NotImplementedError

    def lookup(self, name: str) -> n.Variable | None:  # pragma: no cover - overridden
        raise NotImplementedError

    # ------------------------------------------------------------ values

    def rvalue(self, node: c_ast.Node) -> n.Expr:
        """Lower ``node`` to its value (arrays decay to pointers)."""
        method = getattr(self, f"_rv_{type(node).__name__}", None)
        if method is None:
            raise located(node, f"unsupported expression ({type(node).__name__})")
        return method(node)

    def scalar(self, node: c_ast.Node) -> n.Expr:
        value = self.rvalue(node)
        if not t.is_scalar(value.type):
            raise located(node, f"a scalar value is required here, not {value.type}")
        return value

    def condition(self, node: c_ast.Node) -> n.Expr:
        return truth(self.scalar(node))

    def _rv_Constant(self, node: c_ast.Constant) -> n.Expr:
        if node.type == "string":
            return self.string_literal(node)
        if node.type == "char":
            return n.Const(t.INT, parse_char(node.value))
        if node.type in ("float", "double", "long double"):
            raise located(node, "floating point is not supported")
        value, ctype = parse_integer(node.value)
        return n.Const(ctype, value)

    def _rv_ID(self, node: c_ast.ID) -> n.Expr:
        enum = self.env.lookup_enum(node.name)  # type: ignore[attr-defined]
        if self.lookup(node.name) is None and enum is not None:
            return n.Const(t.INT, enum)
        return self._decay(self.lvalue(node), node)

    def _decay(self, lv: n.LValue, node: c_ast.Node) -> n.Expr:
        if isinstance(lv, n.RegLV):
            return n.Reg(lv.type, lv.name, lv.is_global)
        if isinstance(lv.type, t.ArrayType):
            return n.Cast(t.PointerType(lv.type.element), lv.address)
        if isinstance(lv.type, t.FunctionType):
            raise located(node, "function pointers are not supported")
        return n.Load(lv.type, lv.address)

    def _rv_ArrayRef(self, node: c_ast.Node) -> n.Expr:
        return self._decay(self.lvalue(node), node)

    _rv_StructRef = _rv_ArrayRef

    def _rv_Cast(self, node: c_ast.Cast) -> n.Expr:
        target = self.env.resolve(node.to_type)  # type: ignore[attr-defined]
        value = self.rvalue(node.expr)
        if isinstance(target, t.VoidType):
            return n.Const(t.INT, 0)
        if not t.is_scalar(target) or not t.is_scalar(value.type):
            raise located(node, f"unsupported cast from {value.type} to {target}")
        return convert(value, target)

    def _rv_ExprList(self, node: c_ast.ExprList) -> n.Expr:
        for expr in node.exprs[:-1]:
            self.effect(expr)
        return self.rvalue(node.exprs[-1])

    def _rv_TernaryOp(self, node: c_ast.TernaryOp) -> n.Expr:
        cond = self.condition(node.cond)
        if not (has_side_effects(node.iftrue) or has_side_effects(node.iffalse)):
            then, other = self.rvalue(node.iftrue), self.rvalue(node.iffalse)
            common = self._common_type(then, other, node)
            return n.Cond(common, cond, convert(then, common), convert(other, common))
        return self._branching_value(node, cond, node.iftrue, node.iffalse)

    def _branching_value(
        self, node: c_ast.Node, cond: n.Expr, left: c_ast.Node, right: c_ast.Node
    ) -> n.Expr:
        """A ?: whose operands have side effects: control flow and a temporary."""
        result_type = self._static_type(left, right, node)
        temp = self.new_temp(result_type)
        else_label, end_label = self.new_label(), self.new_label()
        self.emit_goto(else_label, n.Unary(t.INT, "!", cond), node)
        self.emit(n.Assign(self.loc(node), temp, convert(self.rvalue(left), result_type)))
        self.emit_goto(end_label, None, node)
        self.place_label(else_label)
        self.emit(n.Assign(self.loc(node), temp, convert(self.rvalue(right), result_type)))
        self.place_label(end_label)
        return n.Reg(result_type, temp.name)

    def _static_type(self, left: c_ast.Node, right: c_ast.Node, node: c_ast.Node) -> CType:
        # Types without emitting code: lower into a scratch buffer and drop it.
        saved = self.begin_scratch()
        try:
            a, b = self.rvalue(left), self.rvalue(right)
        finally:
            self.end_scratch(saved)
        return self._common_type(a, b, node)

    def _common_type(self, a: n.Expr, b: n.Expr, node: c_ast.Node) -> CType:
        if isinstance(a.type, t.IntType) and isinstance(b.type, t.IntType):
            return t.usual_arithmetic(a.type, b.type)
        if isinstance(a.type, t.PointerType):
            return a.type
        if isinstance(b.type, t.PointerType):
            return b.type
        if a.type == b.type:
            return a.type
        raise located(node, f"incompatible operand types {a.type} and {b.type}")

    def _rv_UnaryOp(self, node: c_ast.UnaryOp) -> n.Expr:
        op = node.op
        if op == "sizeof":
            return n.Const(t.SIZE_T, self._sizeof(node.expr))
        if op == "&":
            lv = self.lvalue(node.expr)
            if isinstance(lv, n.RegLV):
                raise located(node, "internal: address of a register variable")
            return n.Cast(t.PointerType(lv.type), lv.address)
        if op == "*":
            return self._decay(self.lvalue(node), node)
        if op in ("++", "--", "p++", "p--"):
            return self._increment(node)
        operand = self.scalar(node.expr)
        if op == "!":
            return n.Unary(t.INT, "!", truth(operand))
        if not isinstance(operand.type, t.IntType):
            raise located(node, f"operator {op} needs an integer operand")
        promoted = t.promote(operand.type)
        operand = convert(operand, promoted)
        if op == "+":
            return operand
        if op in ("-", "~"):
            return n.Unary(promoted, op, operand)
        raise located(node, f"unsupported operator {op}")

    def _sizeof(self, node: c_ast.Node) -> int:
        if isinstance(node, c_ast.Typename):
            ctype = self.env.resolve(node)  # type: ignore[attr-defined]
        else:
            saved = self.begin_scratch()
            try:
                if isinstance(node, c_ast.ID | c_ast.ArrayRef | c_ast.StructRef) or (
                    isinstance(node, c_ast.UnaryOp) and node.op == "*"
                ):
                    lv = self.lvalue(node)
                    ctype = lv.type
                else:
                    ctype = self.rvalue(node).type
            finally:
                self.end_scratch(saved)
        return ctype.size

    def _rv_BinaryOp(self, node: c_ast.BinaryOp) -> n.Expr:
        op = node.op
        if op in ("&&", "||"):
            left = self.condition(node.left)
            if has_side_effects(node.right):
                return self._short_circuit(node, left)
            return n.Binary(t.INT, op, left, self.condition(node.right))
        left, right = self.scalar(node.left), self.scalar(node.right)
        return self.arithmetic(op, left, right, node)

    def _short_circuit(self, node: c_ast.BinaryOp, left: n.Expr) -> n.Expr:
        temp = self.new_temp(t.INT)
        end = self.new_label()
        self.emit(n.Assign(self.loc(node), temp, left))
        skip = n.Unary(t.INT, "!", left) if node.op == "&&" else left
        self.emit_goto(end, skip, node)
        self.emit(n.Assign(self.loc(node), temp, self.condition(node.right)))
        self.place_label(end)
        return n.Reg(t.INT, temp.name)

    def arithmetic(self, op: str, left: n.Expr, right: n.Expr, node: c_ast.Node) -> n.Expr:
        lt, rt = left.type, right.type
        if isinstance(lt, t.PointerType) or isinstance(rt, t.PointerType):
            return self._pointer_arithmetic(op, left, right, node)
        assert isinstance(lt, t.IntType) and isinstance(rt, t.IntType)
        if op in ("<<", ">>"):
            promoted = t.promote(lt)
            return n.Binary(promoted, op, convert(left, promoted), convert(right, t.promote(rt)))
        common = t.usual_arithmetic(lt, rt)
        left, right = convert(left, common), convert(right, common)
        if op in _COMPARE:
            return n.Binary(t.INT, op, left, right)
        if op in _ARITH:
            return n.Binary(common, op, left, right)
        raise located(node, f"unsupported operator {op}")

    def _pointer_arithmetic(self, op: str, left: n.Expr, right: n.Expr, node: c_ast.Node) -> n.Expr:
        lt, rt = left.type, right.type
        if op in _COMPARE:
            return n.Binary(t.INT, op, convert(left, t.ULONG), convert(right, t.ULONG))
        if op == "+" and isinstance(rt, t.PointerType):
            left, right, lt, rt = right, left, rt, lt
        if op in ("+", "-") and isinstance(lt, t.PointerType) and isinstance(rt, t.IntType):
            step = t.element_size(lt.target)
            offset: n.Expr = n.Binary(t.LONG, "*", convert(right, t.LONG), n.Const(t.LONG, step))
            if op == "-":
                offset = n.Unary(t.LONG, "-", offset)
            return n.PtrAdd(lt, left, offset)
        if op == "-" and isinstance(lt, t.PointerType) and isinstance(rt, t.PointerType):
            diff = n.Binary(t.LONG, "-", convert(left, t.LONG), convert(right, t.LONG))
            return n.Binary(t.LONG, "/", diff, n.Const(t.LONG, t.element_size(lt.target)))
        raise located(node, f"unsupported pointer operation {op}")

    def _rv_Assignment(self, node: c_ast.Assignment) -> n.Expr:
        lv = self.stable(self.lvalue(node.lvalue))
        if node.op == "=":
            value = self.rvalue(node.rvalue)
        else:
            current = self._decay(lv, node)
            value = self.arithmetic(node.op[:-1], current, self.scalar(node.rvalue), node)
        self.assign(lv, value, node)
        return self._decay(lv, node)

    def assign(self, lv: n.LValue, value: n.Expr, node: c_ast.Node) -> None:
        if isinstance(lv.type, t.StructType):
            if value.type is not lv.type:
                raise located(node, f"cannot assign {value.type} to {lv.type}")
        elif isinstance(lv.type, t.ArrayType):
            raise located(node, "cannot assign to an array")
        elif not t.is_scalar(value.type):
            raise located(node, f"cannot assign {value.type} to {lv.type}")
        else:
            value = convert(value, lv.type)
        self.emit(n.Assign(self.loc(node), lv, value))

    def stable(self, lv: n.LValue) -> n.LValue:
        """An lvalue whose address is computed once (kept in a temporary when not trivial)."""
        if isinstance(lv, n.RegLV) or isinstance(lv.address, n.Const | n.VarAddr):
            return lv
        if isinstance(lv.address, n.Cast) and isinstance(lv.address.operand, n.VarAddr):
            return lv
        temp = self.new_temp(lv.address.type)
        self.emit(n.Assign(n.Loc(0, 0, ""), temp, lv.address))
        return n.MemLV(n.Reg(lv.address.type, temp.name), lv.type)

    def _increment(self, node: c_ast.UnaryOp) -> n.Expr:
        lv = self.stable(self.lvalue(node.expr))
        current = self._decay(lv, node)
        one = n.Const(t.INT, 1)
        op = "+" if "++" in node.op else "-"
        if node.op.startswith("p"):
            old = self.new_temp(current.type)
            self.emit(n.Assign(self.loc(node), old, current))
            self.assign(lv, self.arithmetic(op, n.Reg(current.type, old.name), one, node), node)
            return n.Reg(current.type, old.name)
        self.assign(lv, self.arithmetic(op, current, one, node), node)
        return self._decay(lv, node)

    def _rv_FuncCall(self, node: c_ast.FuncCall) -> n.Expr:
        result = self.call(node, want_value=True)
        if result is None:
            raise located(node, "the value of a void function is used")
        return result

    def _rv_CompoundLiteral(self, node: c_ast.Node) -> n.Expr:
        raise located(node, "compound literals are not supported")

    # ------------------------------------------------------------ lvalues

    def lvalue(self, node: c_ast.Node) -> n.LValue:
        if isinstance(node, c_ast.ID):
            var = self.lookup(node.name)
            if var is None:
                if node.name in self.program.functions or node.name in self.program.declarations:  # type: ignore[attr-defined]
                    raise located(node, "function pointers are not supported")
                raise located(node, f"'{node.name}' is not declared")
            if var.in_memory:
                return n.MemLV(
                    n.VarAddr(t.PointerType(var.type), var.name, var.is_global), var.type
                )
            return n.RegLV(var.name, var.type, var.is_global)
        if isinstance(node, c_ast.UnaryOp) and node.op == "*":
            pointer = self.scalar(node.expr)
            if not isinstance(pointer.type, t.PointerType):
                raise located(node, "dereference of a non-pointer")
            if isinstance(pointer.type.target, t.FunctionType):
                raise located(node, "function pointers are not supported")
            return n.MemLV(pointer, pointer.type.target)
        if isinstance(node, c_ast.ArrayRef):
            array, index = self.scalar(node.name), self.scalar(node.subscript)
            if isinstance(index.type, t.PointerType):
                array, index = index, array
            address = self.arithmetic("+", array, index, node)
            if not isinstance(address.type, t.PointerType):
                raise located(node, "subscript of a non-array")
            return n.MemLV(address, address.type.target)
        if isinstance(node, c_ast.StructRef):
            base: n.MemLV | n.RegLV
            if node.type == "->":
                pointer = self.scalar(node.name)
                if not isinstance(pointer.type, t.PointerType):
                    raise located(node, "-> applied to a non-pointer")
                base = n.MemLV(pointer, pointer.type.target)
            else:
                base = self.lvalue(node.name)
                if isinstance(base, n.RegLV):
                    raise located(node, "internal: struct in a register")
            struct = base.type
            assert isinstance(base, n.MemLV)
            if not isinstance(struct, t.StructType) or not struct.complete:
                raise located(node, f"member access on {struct}")
            member = struct.field(node.field.name)
            if member is None:
                raise located(node, f"{struct} has no member '{node.field.name}'")
            address = n.PtrAdd(
                t.PointerType(member.type), base.address, n.Const(t.LONG, member.offset)
            )
            return n.MemLV(address, member.type)
        raise located(node, f"not an lvalue ({type(node).__name__})")

    # ------------------------------------------------------------ calls and statements

    def effect(self, node: c_ast.Node) -> None:
        """Lower an expression evaluated for its side effects only."""
        if isinstance(node, c_ast.FuncCall):
            self.call(node, want_value=False)
        elif (
            isinstance(node, c_ast.Assignment | c_ast.ExprList)
            or (isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--"))
            or has_side_effects(node)
        ):
            self.rvalue(node)
        elif isinstance(node, c_ast.Cast):
            self.effect(node.expr)

    def call(self, node: c_ast.FuncCall, want_value: bool) -> n.Expr | None:
        if not isinstance(node.name, c_ast.ID):
            raise located(node, "calls through function pointers are not supported")
        name = node.name.name
        args = list(node.args.exprs) if node.args else []
        loc = self.loc(node)
        if self.lookup(name) is not None:
            raise located(node, "calls through function pointers are not supported")
        if name == ASM_STATEMENT_CALL:
            raise located(node, "inline assembly is not supported")
        if name == "__builtin_expect" and len(args) == 2:
            self.effect(args[1])
            if want_value:
                return self.rvalue(args[0])
            self.effect(args[0])
            return None
        if name in ("__builtin_abort", "__builtin_trap"):
            self.emit(n.Stop(loc, "abort"))
            return None
        if name == "__builtin_unreachable":
            self.emit(n.Assume(loc, zero(t.INT)))  # reaching it is undefined: the run is cut
            return None
        if name in ("setjmp", "longjmp", "_setjmp", "sigsetjmp", "siglongjmp"):
            raise located(node, f"{name} is not supported")
        if name in ASSERT_FUNCTIONS or name in ERROR_FUNCTIONS:
            site = self.assertion_index(node)
            cond = self.condition(args[0]) if name in ASSERT_FUNCTIONS and args else zero(t.INT)
            self.emit(n.Assert(loc, cond, site))
            return None
        if (
            name in ASSUME_FUNCTIONS
            and self.lookup(name) is None
            and name not in self.program.functions
        ):  # type: ignore[attr-defined]
            self.emit(n.Assume(loc, self.condition(args[0])))
            return None
        if name in EXIT_FUNCTIONS:
            for arg in args:
                self.effect(arg)
            self.emit(n.Stop(loc, "abort" if name == "abort" else "exit"))
            return None
        if name == EVENT_FUNCTION:
            self.emit(n.Event(loc, "events", _event_name(args, node)))
            return None
        if name in ("malloc", "calloc"):
            sizes = [convert(self.scalar(a), t.SIZE_T) for a in args]
            if len(sizes) != (1 if name == "malloc" else 2):
                raise located(node, f"wrong number of arguments to {name}")
            size = sizes[0] if name == "malloc" else n.Binary(t.SIZE_T, "*", sizes[0], sizes[1])
            temp = self.new_temp(t.PointerType(t.VOID))
            self.emit(n.Alloc(loc, temp, size, zeroed=name == "calloc"))
            return n.Reg(temp.type, temp.name)
        if name == "free":
            self.emit(n.Free(loc, self.scalar(args[0])))
            return None
        if name in ("memset", "memcpy"):
            target, second, size = (self.scalar(a) for a in args)
            size = convert(size, t.SIZE_T)
            if name == "memset":
                self.emit(n.MemSet(loc, target, convert(second, t.UCHAR), size))
            else:
                self.emit(n.MemCopy(loc, target, second, size))
            return target
        return self.user_call(node, name, args, want_value)

    def user_call(
        self, node: c_ast.FuncCall, name: str, args: list[c_ast.Node], want_value: bool
    ) -> n.Expr | None:
        ftype = self.function_type(name)
        loc = self.loc(node)
        if ftype is None:
            raise located(node, f"implicit declaration of function '{name}'")
        if name in self.program.functions:  # type: ignore[attr-defined]
            values = [self.rvalue(a) for a in args]
            if len(values) != len(ftype.params):
                raise located(node, f"'{name}' expects {len(ftype.params)} arguments")
            converted = []
            for value, ptype in zip(values, ftype.params, strict=True):
                if isinstance(ptype, t.StructType):
                    if value.type is not ptype:
                        raise located(node, f"argument of type {value.type}, expected {ptype}")
                    converted.append(value)
                else:
                    converted.append(convert(value, ptype))
            if name != "main":
                self.emit(n.Event(loc, "calls", f"{name}@{loc.line}"))
            result = None if isinstance(ftype.result, t.VoidType) else self.new_temp(ftype.result)
            self.emit(n.Call(loc, result, name, tuple(converted)))
            return n.Reg(result.type, result.name) if result else None
        # Declared but not defined: an input (nondet) or a call without modelled effect.
        for arg in args:
            self.effect(arg)
        if isinstance(ftype.result, t.VoidType):
            return None
        if not isinstance(ftype.result, t.IntType):
            raise located(node, f"call of undefined function '{name}' returning {ftype.result}")
        known = is_nondet_name(name) or name in self.program.nondet_functions  # type: ignore[attr-defined]
        if not known and name not in NO_EFFECT_FUNCTIONS and not want_value:
            return None
        temp = self.new_temp(ftype.result)
        self.emit(n.Nondet(loc, temp, name, ftype.result))
        return n.Reg(temp.type, temp.name)

    # hooks implemented by the statement lowerer
    def new_label(self) -> int:  # pragma: no cover - overridden
        raise NotImplementedError

    def place_label(self, label: int) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def emit_goto(
        self, label: int, cond: n.Expr | None, node: c_ast.Node
    ) -> None:  # pragma: no cover
        raise NotImplementedError

    def string_literal(self, node: c_ast.Constant) -> n.Expr:  # pragma: no cover - overridden
        raise NotImplementedError

    def begin_scratch(self) -> object:  # pragma: no cover - overridden
        raise NotImplementedError

    def end_scratch(self, saved: object) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def assertion_index(self, node: c_ast.FuncCall) -> int:  # pragma: no cover - overridden
        raise NotImplementedError

    def function_type(self, name: str) -> t.FunctionType | None:  # pragma: no cover
        raise NotImplementedError


def _event_name(args: list[c_ast.Node], node: c_ast.Node) -> str:
    if len(args) == 1 and isinstance(args[0], c_ast.Constant) and args[0].type == "string":
        return args[0].value.strip('"')
    raise located(node, "ERRLANG_EVENT needs a name")
