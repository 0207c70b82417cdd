"""Lowering of calls: conventions (the builtin table the unit carries, :mod:`errlang.ir.builtins`;
this module knows no builtin by name), direct calls, calls through
function pointers (a dispatch over the address-taken functions), and functions without a
definition (:mod:`errlang.ir.undefined_calls`)."""

from __future__ import annotations

from pycparser import c_ast, c_generator

from errlang.frontend.conventions import (
    GCC_EXPANDED_CALLS,
    is_nondet_name,
)
from errlang.frontend.errors import UnsupportedError
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert, zero
from errlang.ir.letters import call_letter, site_file
from errlang.ir.lowering_api import Lowering
from errlang.ir.nonnull_calls import check_null_arguments, empty_literal_fold
from errlang.ir.string_folding import fold_string_call
from errlang.ir.typeenv import located
from errlang.ir.undefined_calls import UndefinedCalls
from errlang.ir.variadic import argument_area, promoted


class CallLowering:
    """The calls of one function body, lowered through ``expr`` (its expression lowering)."""

    def __init__(self, expr: Lowering) -> None:
        self.expr = expr
        self.unit = expr.unit
        self.builder = expr.builder
        self.undefined = UndefinedCalls(expr, self.model_call)

    def emit(self, instr: n.Instr) -> None:
        self.builder.emit(instr)

    def loc(self, node: c_ast.Node | None) -> n.Loc:
        return self.builder.loc(node)

    def call(self, node: c_ast.FuncCall, want_value: bool) -> n.Expr | None:
        args = list(node.args.exprs) if node.args else []
        if not isinstance(node.name, c_ast.ID) or self.expr.lookup(node.name.name) is not None:
            return self.pointer_call(node, args, want_value)
        return self.named_call(node, node.name.name, args, want_value)

    def named_call(
        self,
        node: c_ast.FuncCall,
        name: str,
        args: list[c_ast.Node],
        want_value: bool,
        through_pointer: bool = False,
    ) -> n.Expr | None:
        """A call of the function ``name``: a builtin, an input, a definition or a model
        (``through_pointer``: the call a pointer holding ``name`` makes)."""
        if name in self.unit.refused_names:
            return self.refused_call(node, name, args, want_value)
        builtin = self.unit.builtins.get(name)
        if builtin is not None and not (
            builtin.overridable and self.overrides(name, through_pointer)
        ):
            return builtin.handler(self.expr, node, args, want_value)
        if is_nondet_name(name):  # an input, even where the file defines it (CBMC)
            return self.undefined.call(node, name, args, want_value)
        if name in self.unit.program.library:  # a C model: literal strings in one step
            folded = fold_string_call(self.expr, node, name, args)
            if folded is None:
                folded = empty_literal_fold(self.expr, node, name, args)
            if folded is not None:
                return folded
        if self.unit.defines(name):
            ftype = self.unit.function_types[name]
            return self.direct_call(node, name, ftype, args)
        if name.startswith("__builtin_"):
            # a compiler builtin has a meaning errlang does not know: never an input (its
            # result is no free value: `__builtin_bswap32(x)` as an input made assertions fail)
            raise located(node, f"{name} is not supported")
        return self.undefined.call(node, name, args, want_value)

    def overrides(self, name: str, through_pointer: bool) -> bool:
        """Whether a definition replaces the overridable builtin ``name``: the program's own,
        or a C model, except where gcc expands a call naming it (:data:`GCC_EXPANDED_CALLS`):
        a pointer holding it calls the library's function (the C model)."""
        if name in GCC_EXPANDED_CALLS and not through_pointer:
            return name in self.unit.program.functions
        return self.unit.defines(name)

    def refused_call(
        self, node: c_ast.FuncCall, name: str, args: list[c_ast.Node], want_value: bool
    ) -> n.Expr | None:
        """A call of a function whose declaration errlang refused (``long double`` in its
        signature: glibc's ``strtold``, gcc's x87 format): the run is cut at the call, with the
        reason, after its arguments. Before (eighth session), the caller was refused whole, so
        its runs that never make the call were lost too. The value after the cut is never
        used: no run goes on from there."""
        for arg in args:
            self.expr.effect(arg)
        reason = f"calls '{name}', refused: {self.unit.refused_names[name]}"
        self.emit(n.Unsupported(self.loc(node), reason))
        return zero(t.INT) if want_value else None

    def arguments(
        self, node: c_ast.Node, ftype: t.FunctionType, args: list[c_ast.Node]
    ) -> tuple[n.Expr, ...]:
        """The arguments converted to the parameters' types; for a variadic function, then the
        address of the argument area holding the others (:mod:`errlang.ir.variadic`)."""
        # gcc 12 on x86-64 evaluates a call's arguments last to first (C leaves the order
        # unspecified): pair(next(), next()) is pair(2, 1) (K, tenth session)
        values = [self.expr.rvalue(a) for a in reversed(args)][::-1]
        fixed = len(ftype.params)
        if len(values) < fixed or (len(values) > fixed and not ftype.variadic):
            raise located(node, f"the function expects {fixed} arguments")
        converted: list[n.Expr] = []
        for value, ptype in zip(values, ftype.params, strict=False):
            if isinstance(ptype, t.StructType):
                if value.type is not ptype:
                    raise located(node, f"argument of type {value.type}, expected {ptype}")
                converted.append(value)
            else:
                converted.append(convert(value, ptype))
        if ftype.variadic:
            extras = [promoted(v, a) for v, a in zip(values[fixed:], args[fixed:], strict=True)]
            converted.append(argument_area(self.expr, node, extras))
        return tuple(converted)

    def direct_call(
        self, node: c_ast.FuncCall, name: str, ftype: t.FunctionType, args: list[c_ast.Node]
    ) -> n.Expr | None:
        loc = self.loc(node)
        converted = self.arguments(node, ftype, args)
        if name in self.unit.nonnull:
            listed = self.unit.nonnull[name]
            check_null_arguments(self.expr, node, listed, converted[: len(ftype.params)])
        if name != "main" and name not in self.unit.program.library:
            # a linked program's call letter names the file (ir/letters.py)
            file = site_file(self.unit.program, node.coord) if loc.line else None
            self.emit(n.Event(loc, "calls", call_letter(name, loc.line, file)))
        result = (
            None if isinstance(ftype.result, t.VoidType) else self.builder.new_temp(ftype.result)
        )
        self.emit(n.Call(loc, result, name, converted))
        return n.Reg(result.type, result.name) if result else None

    def result_temp(self, ftype: t.FunctionType) -> n.RegLV | None:
        return None if isinstance(ftype.result, t.VoidType) else self.builder.new_temp(ftype.result)

    def pointer_call(
        self, node: c_ast.FuncCall, args: list[c_ast.Node], want_value: bool
    ) -> n.Expr | None:
        """A call through a function pointer: a dispatch over the functions used as values of a
        matching type (DESIGN §2), each called as a direct call of it is (a builtin such as
        ``malloc`` too); a null pointer is undefined (a null dereference), and a pointer that
        holds none of them cuts the run visibly (issue 28: never a run that vanishes)."""
        pointer = self.expr.scalar(node.name)
        ptype = pointer.type
        if not isinstance(ptype, t.PointerType) or not isinstance(ptype.target, t.FunctionType):
            raise located(node, "call of a value that is not a function")
        ftype = ptype.target
        loc = self.loc(node)
        held = self.builder.new_temp(pointer.type)
        self.emit(n.Assign(loc, held, pointer))
        result = (
            None if isinstance(ftype.result, t.VoidType) else self.builder.new_temp(ftype.result)
        )
        end = self.builder.new_label()
        for name in self.unit.pointer_targets(ftype):
            if not callable_as(self.unit.function_types[name], ftype):
                continue
            skip = self.builder.new_label()
            address = n.Const(pointer.type, self.unit.function_address(name))
            self.builder.goto(
                skip, n.Binary(t.INT, "!=", n.Reg(held.type, held.name), address), node
            )
            value = self.target_call(node, name, args, want_value)
            if result is not None and value is not None:
                self.emit(n.Assign(loc, result, convert(value, result.type)))
            self.builder.goto(end, None, node)
            self.builder.place_label(skip)
        self.no_target(node, n.Reg(held.type, held.name))
        self.builder.place_label(end)
        return n.Reg(result.type, result.name) if result else None

    def target_call(
        self, node: c_ast.FuncCall, name: str, args: list[c_ast.Node], want_value: bool
    ) -> n.Expr | None:
        """The call of ``name`` that a call through a pointer holding it makes; a target
        errlang refuses cuts the runs that call it, not the caller."""
        callee = c_ast.FuncCall(c_ast.ID(name, coord=node.coord), node.args, coord=node.coord)
        try:
            return self.named_call(callee, name, args, want_value, through_pointer=True)
        except UnsupportedError as error:
            self.emit(n.Unsupported(self.loc(node), str(error.diagnostics[0])))
            return None

    def no_target(self, node: c_ast.FuncCall, held: n.Reg) -> None:
        """The rest of a dispatch: a null pointer is undefined (gcc's run jumps to address 0:
        a null dereference), any other value a function errlang cannot call: the run is cut
        with the reason (before issue 28 such runs vanished: a wrong ``holds``)."""
        loc = self.loc(node)
        not_null = self.builder.new_label()
        self.builder.goto(not_null, n.Binary(t.INT, "!=", held, zero(held.type)), node)
        byte = self.builder.new_temp(t.CHAR)
        self.emit(n.Assign(loc, byte, n.Load(t.CHAR, n.Cast(t.PointerType(t.CHAR), held))))
        self.builder.place_label(not_null)
        text = " ".join(_GENERATOR.visit(node.name).split())
        self.emit(
            n.Unsupported(
                loc,
                f"the call through `{text}`{f' at line {loc.line}' if loc.line else ''}: "
                "the pointer holds no function errlang can call (one it has no definition or "
                "model of, one whose parameters or result are not of the pointer's kinds, or "
                "not a function)",
            )
        )

    def model_call(self, node: c_ast.FuncCall, name: str, args: list[c_ast.Node]) -> object:
        """A call of the linked model ``name`` with ``args`` made for ``node``."""
        return self.direct_call(node, name, self.unit.function_types[name], args)


def callable_as(found: t.FunctionType, pointer: t.FunctionType) -> bool:
    """Whether a call through a pointer of type ``pointer`` may reach the function of type
    ``found`` (of the same arity, ``unit.pointer_targets``) and give gcc's run: each parameter
    and the result of the same kind — integers (any width: a cast pointer such as
    ``int (*)(long)`` still reaches its target, converted as a direct call converts), pointers,
    the same floating type, a struct of the same size. A compatible type (C11 6.7.6.3p15) is
    one of these. Another (``realloc`` through ``int (*)(int, int)``: undefined, C11
    6.5.2.2p9) is no target: the dispatch's last case cuts a run whose pointer holds it, with
    the reason."""
    pairs = [(found.result, pointer.result), *zip(found.params, pointer.params, strict=True)]
    return all(_same_kind(a, b) for a, b in pairs)


def _same_kind(a: t.CType, b: t.CType) -> bool:
    if isinstance(a, t.IntType) and isinstance(b, t.IntType):
        return True
    if isinstance(a, t.PointerType) and isinstance(b, t.PointerType):
        return True
    if isinstance(a, t.StructType) and isinstance(b, t.StructType):
        # by value: the same layout (each unit of a linked program has its own declaration)
        return a.is_union == b.is_union and a.size == b.size
    return a == b


_GENERATOR = c_generator.CGenerator()
