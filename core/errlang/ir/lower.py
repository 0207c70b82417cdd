"""Lowering of a parsed program to IR functions: statements, declarations, initializers."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pycparser import c_ast

from errlang.frontend.conventions import is_builtin
from errlang.frontend.errors import UnsupportedError
from errlang.frontend.program import Program
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.consteval import const_eval
from errlang.ir.lower_expr import ExprLowering, convert
from errlang.ir.typeenv import TypeEnv, adjust_parameter, located
from errlang.ir.types import CType

INIT_FUNCTION = "__errlang_init"


class _AddressTaken(c_ast.NodeVisitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_UnaryOp(self, node: c_ast.UnaryOp) -> None:
        if node.op == "&" and isinstance(node.expr, c_ast.ID):
            self.names.add(node.expr.name)
        self.generic_visit(node)


class ProgramLowering:
    """Shared state while lowering one translation unit."""

    def __init__(self, program: Program) -> None:
        self.program = program
        self.env = TypeEnv()
        self.env.const_eval = lambda node: const_eval(node, self.env)
        self.globals: dict[str, n.Variable] = {}
        self.function_types: dict[str, t.FunctionType] = {}
        self.sites = {id(site.node): site.index for site in program.assertions}
        finder = _AddressTaken()
        finder.visit(program.ast)
        self.address_taken = finder.names
        self.init = n.Function(INIT_FUNCTION, [], t.VOID)
        self.loop_counter = 0

    def unique_global(self, name: str) -> str:
        unique, k = name, 1
        while unique in self.globals:
            k += 1
            unique = f"{name}#{k}"
        return unique


class FunctionLowering(ExprLowering):
    """Lowers one function body into a goto-program."""

    def __init__(self, shared: ProgramLowering, function: n.Function, name: str) -> None:
        self.shared = shared
        self.program = shared.program
        self.env = shared.env
        self.function = function
        self.name = name
        self.scopes: list[dict[str, n.Variable]] = [{}]
        self.temp_counter = 0
        self.labels: dict[int, int] = {}
        self.label_counter = 0
        self.user_labels: dict[str, int] = {}
        self.back_edges: set[int] = set()
        self.break_targets: list[int] = []
        self.continue_targets: list[int] = []
        self.switch_cases: list[list[tuple[int | None, int]]] = []

    # ------------------------------------------------------------ plumbing

    def emit(self, instr: n.Instr) -> None:
        self.function.body.append(instr)

    def loc(self, node: c_ast.Node) -> n.Loc:
        coord = node.coord
        return n.Loc(coord.line if coord else 0, coord.column if coord else 0, self.name)

    def new_temp(self, ctype: CType) -> n.RegLV:
        self.temp_counter += 1
        name = f"$t{self.temp_counter}"
        self.function.variables[name] = n.Variable(name, name, ctype, False, False)
        return n.RegLV(name, ctype)

    def new_label(self) -> int:
        self.label_counter += 1
        return self.label_counter

    def place_label(self, label: int) -> None:
        self.labels[label] = len(self.function.body)

    def emit_goto(self, label: int, cond: n.Expr | None, node: c_ast.Node) -> None:
        self.emit(n.Goto(self.loc(node), -label, cond))

    def emit_back_edge(self, label: int, node: c_ast.Node) -> None:
        self.back_edges.add(len(self.function.body))
        self.emit_goto(label, None, node)

    def string_literal(self, node: c_ast.Constant) -> n.Expr:
        """A string literal: a static char array (writing to it is not detected)."""
        data = _string_bytes(node) + b"\0"
        ctype = t.ArrayType(t.CHAR, len(data))
        name = self.shared.unique_global("$string")
        var = n.Variable(name, name, ctype, True, True)
        self.shared.globals[name] = var
        init = FunctionLowering(self.shared, self.shared.init, INIT_FUNCTION)
        loc = self.loc(node)
        for i, byte in enumerate(data):
            value = byte - 256 if byte >= 128 else byte
            address = n.PtrAdd(t.PointerType(t.CHAR), _address(var), n.Const(t.LONG, i))
            init.emit(n.Assign(loc, n.MemLV(address, t.CHAR), n.Const(t.CHAR, value)))
        return n.Cast(t.PointerType(t.CHAR), _address(var))

    def begin_scratch(self) -> object:
        return (len(self.function.body), self.temp_counter)

    def end_scratch(self, saved: Any) -> None:
        length, temps = saved
        del self.function.body[length:]
        self.temp_counter = temps

    def assertion_index(self, node: c_ast.FuncCall) -> int:
        return self.shared.sites.get(id(node), -1)

    def function_type(self, name: str) -> t.FunctionType | None:
        return self.shared.function_types.get(name)

    def lookup(self, name: str) -> n.Variable | None:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return self.shared.globals.get(name)

    def declare_local(self, name: str, ctype: CType, node: c_ast.Node) -> n.Variable:
        unique, k = name, 1
        while unique in self.function.variables:
            k += 1
            unique = f"{name}#{k}"
        in_memory = not t.is_scalar(ctype) or name in self.shared.address_taken
        var = n.Variable(unique, name, ctype, in_memory, False)
        self.function.variables[unique] = var
        self.scopes[-1][name] = var
        return var

    def finish(self) -> None:
        body = self.function.body
        if not body or not isinstance(body[-1], n.Return):
            end = n.Loc(0, 0, self.name)  # an implicit return: no source line of its own
            zero = None if isinstance(self.function.result, t.VoidType) else n.Const(t.INT, 0)
            if zero is not None and self.name != "main":
                zero = None  # falling off a non-void function: the value is indeterminate
            self.emit(n.Return(end, convert(zero, self.function.result) if zero else None))
        for index, instr in enumerate(body):
            if isinstance(instr, n.Goto) and instr.target < 0:
                target = self.labels[-instr.target]
                counted = target <= index and index not in self.back_edges
                body[index] = replace(instr, target=target, counted=counted)

    # ------------------------------------------------------------ statements

    def statement(self, node: c_ast.Node | None) -> None:
        if node is None:
            return
        method = getattr(self, f"_st_{type(node).__name__}", None)
        if method is not None:
            method(node)
        else:
            self.effect(node)

    def _st_Compound(self, node: c_ast.Compound) -> None:
        self.scopes.append({})
        self.env.push()
        for item in node.block_items or []:
            self.statement(item)
        self.env.pop()
        self.scopes.pop()

    def _st_EmptyStatement(self, node: c_ast.Node) -> None:
        pass

    def _st_Pragma(self, node: c_ast.Node) -> None:
        pass

    def _st_Typedef(self, node: c_ast.Typedef) -> None:
        self.env.add_typedef(node)

    def _st_DeclList(self, node: c_ast.DeclList) -> None:
        for decl in node.decls:
            self._st_Decl(decl)

    def _st_Decl(self, node: c_ast.Decl) -> None:
        ctype = self.env.resolve(node.type)
        if node.name is None or isinstance(ctype, t.FunctionType):
            if isinstance(ctype, t.FunctionType) and node.name:
                self.shared.function_types.setdefault(node.name, ctype)
            return
        if "extern" in node.storage:
            return
        if "static" in node.storage:
            var = declare_global(self.shared, node, f"{self.name}::{node.name}", ctype)
            self.scopes[-1][node.name] = var
            return
        ctype = complete_array(ctype, node.init, node)
        var = self.declare_local(node.name, ctype, node)
        self.emit(n.Declare(self.loc(node), var.name, ctype, var.in_memory))
        if node.init is not None:
            initialize(self, var, node.init, node)

    def _st_If(self, node: c_ast.If) -> None:
        cond = self.condition(node.cond)
        line = node.cond.coord.line if node.cond.coord else self.loc(node).line
        other, end = self.new_label(), self.new_label()
        self.emit_goto(other, n.Unary(t.INT, "!", cond), node)
        self.emit(n.Event(self.loc(node), "branches", f"L{line}:T"))
        self.statement(node.iftrue)
        self.emit_goto(end, None, node)
        self.place_label(other)
        self.emit(n.Event(self.loc(node), "branches", f"L{line}:F"))
        self.statement(node.iffalse)
        self.place_label(end)

    def _loop(
        self,
        node: c_ast.Node,
        cond: c_ast.Node | None,
        body: c_ast.Node,
        step: c_ast.Node | None,
        test_first: bool,
    ) -> None:
        self.shared.loop_counter += 1
        loop = self.shared.loop_counter
        line = cond.coord.line if cond is not None and cond.coord else self.loc(node).line
        self.function.loop_lines[loop] = line
        head, top, cont, exit_false, done = (self.new_label() for _ in range(5))
        self.emit(n.LoopEnter(self.loc(node), loop))
        if not test_first:
            self.place_label(top)
            self.emit(n.LoopIter(self.loc(node), loop))
        self.place_label(head)
        if test_first:
            self._loop_test(node, cond, exit_false, line)
            self.emit(n.LoopIter(self.loc(node), loop))
        self.break_targets.append(done)
        self.continue_targets.append(cont)
        self.statement(body)
        self.continue_targets.pop()
        self.break_targets.pop()
        self.place_label(cont)
        if step is not None:
            self.effect(step)
        if test_first:
            self.emit_back_edge(head, node)
        else:
            self._loop_test(node, cond, exit_false, line)
            self.emit_back_edge(top, node)
        self.place_label(exit_false)
        if cond is not None:
            self.emit(n.Event(self.loc(node), "branches", f"L{line}:F"))
        self.place_label(done)

    def _loop_test(
        self, node: c_ast.Node, cond: c_ast.Node | None, exit_false: int, line: int
    ) -> None:
        if cond is None:
            return
        value = self.condition(cond)
        self.emit_goto(exit_false, n.Unary(t.INT, "!", value), node)
        self.emit(n.Event(self.loc(node), "branches", f"L{line}:T"))

    def _st_While(self, node: c_ast.While) -> None:
        self._loop(node, node.cond, node.stmt, None, test_first=True)

    def _st_DoWhile(self, node: c_ast.DoWhile) -> None:
        self._loop(node, node.cond, node.stmt, None, test_first=False)

    def _st_For(self, node: c_ast.For) -> None:
        self.scopes.append({})
        if isinstance(node.init, c_ast.DeclList):
            self._st_DeclList(node.init)
        elif node.init is not None:
            self.effect(node.init)
        self._loop(node, node.cond, node.stmt, node.next, test_first=True)
        self.scopes.pop()

    def _st_Break(self, node: c_ast.Break) -> None:
        if not self.break_targets:
            raise located(node, "break outside a loop or switch")
        self.emit_goto(self.break_targets[-1], None, node)

    def _st_Continue(self, node: c_ast.Continue) -> None:
        if not self.continue_targets:
            raise located(node, "continue outside a loop")
        self.emit_goto(self.continue_targets[-1], None, node)

    def _st_Return(self, node: c_ast.Return) -> None:
        value = None
        if node.expr is not None:
            value = self.rvalue(node.expr)
            result = self.function.result
            if isinstance(result, t.VoidType):
                value = None
            elif not isinstance(result, t.StructType):
                value = convert(value, result)
        self.emit(n.Return(self.loc(node), value))

    def _st_Label(self, node: c_ast.Label) -> None:
        label = self.user_labels.setdefault(node.name, self.new_label())
        self.place_label(label)
        self.statement(node.stmt)

    def _st_Goto(self, node: c_ast.Goto) -> None:
        label = self.user_labels.setdefault(node.name, self.new_label())
        self.emit_goto(label, None, node)

    def _st_Switch(self, node: c_ast.Switch) -> None:
        value = self.scalar(node.cond)
        if not isinstance(value.type, t.IntType):
            raise located(node, "switch on a non-integer")
        promoted = t.promote(value.type)
        temp = self.new_temp(promoted)
        self.emit(n.Assign(self.loc(node), temp, convert(value, promoted)))
        dispatch_at = len(self.function.body)
        self.switch_cases.append([])
        done = self.new_label()
        self.break_targets.append(done)
        self.statement(node.stmt)
        self.break_targets.pop()
        cases = self.switch_cases.pop()
        body = self.function.body[dispatch_at:]
        del self.function.body[dispatch_at:]
        # Shift labels placed in the body by the size of the dispatch code inserted before it.
        dispatch: list[n.Instr] = []
        default = done
        for case_value, label in cases:
            if case_value is None:
                default = label
                continue
            cond = n.Binary(t.INT, "==", n.Reg(promoted, temp.name), n.Const(promoted, case_value))
            dispatch.append(n.Goto(self.loc(node), -label, cond))
        dispatch.append(n.Goto(self.loc(node), -default, None))
        for label, position in self.labels.items():
            if position >= dispatch_at:
                self.labels[label] = position + len(dispatch)
        self.back_edges = {i + len(dispatch) if i >= dispatch_at else i for i in self.back_edges}
        self.function.body.extend(dispatch)
        self.function.body.extend(body)
        self.place_label(done)

    def _st_Case(self, node: c_ast.Case) -> None:
        if not self.switch_cases:
            raise located(node, "case outside a switch")
        value = const_eval(node.expr, self.env)
        if value is None:
            raise located(node, "case label is not a constant")
        label = self.new_label()
        self.place_label(label)
        self.switch_cases[-1].append((value, label))
        for stmt in node.stmts or []:
            self.statement(stmt)

    def _st_Default(self, node: c_ast.Default) -> None:
        if not self.switch_cases:
            raise located(node, "default outside a switch")
        label = self.new_label()
        self.place_label(label)
        self.switch_cases[-1].append((None, label))
        for stmt in node.stmts or []:
            self.statement(stmt)


# ---------------------------------------------------------------- declarations and initializers


def complete_array(ctype: CType, init: c_ast.Node | None, node: c_ast.Node) -> CType:
    if isinstance(ctype, t.ArrayType) and ctype.length == 0:
        if isinstance(init, c_ast.InitList):
            return t.ArrayType(ctype.element, len(init.exprs))
        if isinstance(init, c_ast.Constant) and init.type == "string":
            return t.ArrayType(ctype.element, len(_string_bytes(init)) + 1)
        raise located(node, "array of unknown size")
    return ctype


def _string_bytes(node: c_ast.Constant) -> bytes:
    body = node.value[1:-1]
    return body.encode("latin-1").decode("unicode_escape").encode("latin-1")


def declare_global(
    shared: ProgramLowering, node: c_ast.Decl, name: str, ctype: CType
) -> n.Variable:
    ctype = complete_array(ctype, node.init, node)
    existing = shared.globals.get(name)
    if existing is not None and existing.type == ctype:
        var = existing
    else:
        in_memory = not t.is_scalar(ctype) or node.name in shared.address_taken
        var = n.Variable(shared.unique_global(name), node.name, ctype, in_memory, True)
        shared.globals[name] = var
        lowering = FunctionLowering(shared, shared.init, INIT_FUNCTION)
        loc = lowering.loc(node)
        if var.in_memory:
            lowering.emit(n.Declare(loc, var.name, ctype, True))
            lowering.emit(
                n.MemSet(loc, _address(var), n.Const(t.UCHAR, 0), n.Const(t.SIZE_T, ctype.size))
            )
        else:
            lowering.emit(n.Assign(loc, n.RegLV(var.name, ctype, True), n.Const(ctype, 0)))
    if node.init is not None:
        lowering = FunctionLowering(shared, shared.init, INIT_FUNCTION)
        initialize(lowering, var, node.init, node, zero_first=False)
    return var


def _address(var: n.Variable) -> n.Expr:
    return n.VarAddr(t.PointerType(var.type), var.name, var.is_global)


def initialize(
    lowering: FunctionLowering,
    var: n.Variable,
    init: c_ast.Node,
    node: c_ast.Node,
    zero_first: bool = True,
) -> None:
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
    lowering: FunctionLowering, address: n.Expr, ctype: CType, init: c_ast.Node, node: c_ast.Node
) -> None:
    loc = lowering.loc(node)

    def at(offset: int, member: CType) -> n.Expr:
        return n.PtrAdd(t.PointerType(member), address, n.Const(t.LONG, offset))

    if (
        isinstance(ctype, t.ArrayType)
        and isinstance(init, c_ast.Constant)
        and init.type == "string"
    ):
        for i, byte in enumerate(_string_bytes(init)[: ctype.length]):
            lowering.emit(
                n.Assign(
                    loc, n.MemLV(at(i, ctype.element), ctype.element), n.Const(ctype.element, byte)
                )
            )
        return
    if isinstance(init, c_ast.InitList):
        if isinstance(ctype, t.ArrayType):
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
            return
        if isinstance(ctype, t.StructType):
            position = 0
            for item in init.exprs:
                if isinstance(item, c_ast.NamedInitializer):
                    name = getattr(item.name[0], "name", None)
                    names = [f.name for f in ctype.fields]
                    if name not in names:
                        raise located(item, f"{ctype} has no member '{name}'")
                    position = names.index(name)
                    item = item.expr
                if position >= len(ctype.fields):
                    raise located(item, "too many initializers")
                member = ctype.fields[position]
                _init_object(lowering, at(member.offset, member.type), member.type, item, node)
                position += 1 if not ctype.is_union else len(ctype.fields)
            return
        if init.exprs:
            _init_object(lowering, address, ctype, init.exprs[0], node)
        return
    if isinstance(ctype, t.ArrayType):
        raise located(init, "unsupported array initializer")
    lowering.assign(n.MemLV(address, ctype), lowering.rvalue(init), node)


def lower_function(shared: ProgramLowering, definition: c_ast.FuncDef) -> n.Function:
    name = definition.decl.name
    ftype = shared.env.resolve(definition.decl.type)
    assert isinstance(ftype, t.FunctionType)
    if ftype.variadic:
        raise located(definition, f"variadic function definitions are not supported ('{name}')")
    if definition.param_decls:
        raise located(definition, "K&R-style parameter declarations are not supported")
    coord = definition.coord
    function = n.Function(
        name,
        [],
        ftype.result,
        loc=n.Loc(coord.line if coord else 0, coord.column if coord else 0, name),
    )
    lowering = FunctionLowering(shared, function, name)
    params = definition.decl.type.args.params if definition.decl.type.args else []
    for param in params:
        if isinstance(param, c_ast.Decl) and param.name:
            ptype = adjust_parameter(shared.env.resolve(param.type))
            function.params.append(lowering.declare_local(param.name, ptype, param))
    if name != "main":
        function.body.append(n.Event(function.loc or n.Loc(0, 0, name), "functions", name))
    lowering.statement(definition.body)
    lowering.finish()
    return function


def lower_program(
    program: Program,
) -> tuple[dict[str, n.Function], dict[str, n.Variable], n.Function, list[UnsupportedError]]:
    """Lower every function defined in the program; global initialisation is its own function.

    A function with a construct outside the subset is refused alone (its error is returned);
    an unsupported global declaration refuses the program."""
    shared = ProgramLowering(program)
    definitions: list[c_ast.FuncDef] = []
    for ext in program.ast.ext:
        if isinstance(ext, c_ast.Typedef):
            shared.env.add_typedef(ext)
        elif isinstance(ext, c_ast.FuncDef):
            ftype = shared.env.resolve(ext.decl.type)
            assert isinstance(ftype, t.FunctionType)
            shared.function_types[ext.decl.name] = ftype
            if not is_builtin(ext.decl.name):
                definitions.append(ext)
        elif isinstance(ext, c_ast.Decl):
            ctype = shared.env.resolve(ext.type)
            if isinstance(ctype, t.FunctionType):
                if ext.name:
                    shared.function_types.setdefault(ext.name, ctype)
            elif ext.name is not None and not (
                "extern" in ext.storage and ext.init is None and ext.name in shared.globals
            ):
                declare_global(shared, ext, ext.name, ctype)
        elif isinstance(ext, c_ast.Pragma):
            continue
    functions: dict[str, n.Function] = {}
    refused: list[UnsupportedError] = []
    for definition in definitions:
        try:
            functions[definition.decl.name] = lower_function(shared, definition)
        except UnsupportedError as error:
            # The function is kept, refused: runs reaching it are reported as not analysable.
            refused.append(error)
            name = definition.decl.name
            ftype = shared.function_types[name]
            _file, line, column = error.location
            params = [
                n.Variable(f"p{i}", f"p{i}", p, False, False) for i, p in enumerate(ftype.params)
            ]
            body: list[n.Instr] = [
                n.Unsupported(n.Loc(line, column, name), str(error.diagnostics[0]))
            ]
            functions[name] = n.Function(
                name, params, ftype.result, body, loc=n.Loc(line, column, name)
            )
    # after the functions: static locals add their initialisation to the init function
    FunctionLowering(shared, shared.init, INIT_FUNCTION).finish()
    return functions, shared.globals, shared.init, refused
