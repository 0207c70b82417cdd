"""Lowering of C statements into a goto-program: one ``visit_<Node>`` method per statement
kind, dispatched through the table at the end of the module (DESIGN §4)."""

from __future__ import annotations

from collections.abc import Callable

from pycparser import c_ast

from errlang.frontend.gnu_parser import AUTO_TYPE, RANGE_OP, Refused
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.builder import BodyBuilder
from errlang.ir.case_labels import case_test
from errlang.ir.choose_expr import enumerator_sizes, sizes_folded
from errlang.ir.consteval import const_eval
from errlang.ir.declarations import refuse_incomplete, static_assertion
from errlang.ir.initializers import complete_array, initialize
from errlang.ir.letters import branch_letter, site_file
from errlang.ir.lower_expr import ExprLowering, convert
from errlang.ir.lower_objects import object_of
from errlang.ir.typeenv import located
from errlang.ir.unit import TranslationUnit


class StatementLowering(ExprLowering):
    """Lowers one function body; ``init`` lowers what static locals add to the global init."""

    def __init__(
        self, unit: TranslationUnit, builder: BodyBuilder, init: ExprLowering, events: bool
    ) -> None:
        super().__init__(unit, builder)
        self.init = init
        self.events = events  # library models emit no branch letters
        self.user_labels: dict[str, int] = {}
        self.break_targets: list[int] = []
        self.continue_targets: list[int] = []
        # the open blocks where each break/continue target is (C11 6.2.4p6: a jump out of a
        # block ends its objects, errlang.ir.lifetimes) and each switch's body starts
        self.break_depths: list[int] = []
        self.continue_depths: list[int] = []
        self.switch_depths: list[int] = []
        # each switch's cases: (lowest, highest value) or None for default, the label
        self.switch_cases: list[list[tuple[tuple[int, int] | None, int]]] = []

    def statement(self, node: c_ast.Node | None) -> None:
        if node is None:
            return
        visit = _STATEMENT.get(type(node))
        if visit is not None:
            visit(self, node)
        else:
            self.effect(node)

    def letter_file(self, coord: c_ast.Coord | None) -> str | None:
        """The file a branch letter names (a linked program's: :mod:`errlang.ir.letters`)."""
        return site_file(self.unit.program, coord) if self.events else None

    def event(self, node: c_ast.Node, kind: str, letter: str) -> None:
        if self.events:
            self.emit(n.Event(self.loc(node), kind, letter))

    def visit_Compound(self, node: c_ast.Compound) -> None:
        self.scopes.append({})
        self.env.push()
        try:
            with self.lives.block(node):
                for item in node.block_items or []:
                    self.statement(item)
        finally:  # a refused statement leaves the block too (the scopes piled up otherwise)
            self.env.pop()
            self.scopes.pop()

    def block(self, node: c_ast.Node | None) -> None:
        """A substatement of a selection or iteration statement: a block (C11 6.8.4p3,
        6.8.5p5; a compound literal in it ends with it)."""
        if node is not None:
            with self.lives.block(node):
                self.statement(node)

    def statement_expression(self, node: c_ast.Compound, want_value: bool) -> n.Expr:
        """``({ s1; …; e; })`` (GNU C): the statements in a block of their own, then the value
        of the last one when it is an expression (held in a register: the block's variables
        end with it; also behind a label, ``out: r;``: before, such a value was lost and 0
        stood for it); a statement expression without one has no value (0 stands for it)."""
        self.scopes.append({})
        self.env.push()
        try:
            with self.lives.block(node):
                return self._statements_value(node, want_value)
        finally:
            self.env.pop()
            self.scopes.pop()

    def _statements_value(self, node: c_ast.Compound, want_value: bool) -> n.Expr:
        items = list(node.block_items or [])
        last = items.pop() if items else None
        for item in items:
            self.statement(item)
        while want_value and isinstance(last, c_ast.Label):  # `out: r;` (gcc's local labels)
            label = self.user_labels.setdefault(last.name, self.builder.new_label())
            self.builder.place_label(label)
            if last.name in self.lives.targets:
                self.lives.revive(1, self.loc(last))
            last = last.stmt
        if last is None or type(last) in _STATEMENT or not want_value:
            self.statement(last)
            return n.Const(t.INT, 0)
        value = self.rvalue(last)
        if not t.is_scalar(value.type):
            raise located(last, f"a statement expression of type {value.type} is not supported")
        temp = self.builder.new_temp(value.type)
        self.emit(n.Assign(self.loc(last), temp, value))
        return n.Reg(temp.type, temp.name)

    def visit_Nothing(self, node: c_ast.Node) -> None:
        """Empty statements and pragmas."""

    def visit_Typedef(self, node: c_ast.Typedef) -> None:
        self.env.add_typedef(node)

    def visit_DeclList(self, node: c_ast.DeclList) -> None:
        for decl in node.decls:
            self.visit_Decl(decl)

    def visit_Decl(self, node: c_ast.Decl) -> None:
        enumerator_sizes(self, node.type)
        ctype = self.env.resolve(node.type)
        if node.name is None or isinstance(ctype, t.FunctionType):
            if isinstance(ctype, t.FunctionType) and node.name:
                self.unit.function_types.setdefault(node.name, ctype)
            return
        if "extern" in node.storage:
            return
        if isinstance(ctype, t.VarArrayType):
            if "static" in node.storage:
                raise located(node, "a static variable-length array is not valid C")
            self.variable_length_array(node, ctype)
            return
        refuse_incomplete(node, ctype)  # a static local too: gcc refuses both
        if "static" in node.storage:
            from errlang.ir.lower import declare_global

            statics = {
                name: var for scope in self.scopes for name, var in scope.items() if var.is_global
            }
            var = declare_global(self.init, node, f"{self.name}::{node.name}", ctype, statics)
            self.scopes[-1][node.name] = var
            return
        if isinstance(ctype, t.ArrayType) and _auto_type(node):  # gcc: the array decays
            ctype = t.PointerType(ctype.element)
        if not (isinstance(node.type, c_ast.ArrayDecl) and node.type.dim is not None):
            ctype = complete_array(ctype, node.init, node)  # `T a[]`, not gcc's `T a[0]`
        var = self.declare_local(node.name, ctype, self.unit.address_taken(node))
        self.emit(n.Declare(self.loc(node), var.name, ctype, var.in_memory))
        if var.in_memory:
            self.lives.declared(var)
        if node.init is not None:
            initialize(self, var, node.init, node)

    def variable_length_array(self, node: c_ast.Decl, vla: t.VarArrayType) -> None:
        """``T a[n]…``: an allocation of ``sizeof a`` bytes (C11 6.7.6.2), reached through a
        hidden pointer variable; ``a`` is the array it points to (``sizeof a`` is its size)."""
        assert node.name is not None
        if node.init is not None:
            raise located(node, "a variable-length array cannot be initialised")
        var = self.declare_local(
            node.name, t.PointerType(vla.element), self.unit.address_taken(node)
        )
        loc = self.loc(node)
        self.emit(n.Declare(loc, var.name, var.type, var.in_memory))
        temp = self.builder.new_temp(t.PointerType(t.VOID))
        size = self.dynamic_size(vla, node)
        self.emit(n.Alloc(loc, temp, size, zeroed=False, automatic=True))
        self.assign(object_of(var), n.Reg(temp.type, temp.name), node)
        self.variable_arrays[var.name] = vla

    def visit_If(self, node: c_ast.If) -> None:
        with self.lives.block(node):  # a block (C11 6.8.4p3), as each branch is
            self._if(node)

    def _if(self, node: c_ast.If) -> None:
        cond = self.condition(node.cond)
        line = node.cond.coord.line if node.cond.coord else self.loc(node).line
        file = self.letter_file(node.cond.coord or node.coord)
        other, end = self.builder.new_label(), self.builder.new_label()
        self.builder.goto(other, n.Unary(t.INT, "!", cond), node)
        self.event(node, "branches", branch_letter(line, True, file))
        self.block(node.iftrue)
        self.builder.goto(end, None, node)
        self.builder.place_label(other)
        self.event(node, "branches", branch_letter(line, False, file))
        self.block(node.iffalse)
        self.builder.place_label(end)

    def loop(
        self,
        node: c_ast.Node,
        cond: c_ast.Node | None,
        body: c_ast.Node,
        step: c_ast.Node | None,
        test_first: bool,
    ) -> None:
        """A structured loop: at most b iterations (``LoopIter``), the test's branch letters."""
        with self.lives.block(node):  # a block (C11 6.8.5p5), as its body is
            self._loop(node, cond, body, step, test_first)

    def _loop(
        self,
        node: c_ast.Node,
        cond: c_ast.Node | None,
        body: c_ast.Node,
        step: c_ast.Node | None,
        test_first: bool,
    ) -> None:
        loop = self.unit.new_loop()
        line = cond.coord.line if cond is not None and cond.coord else self.loc(node).line
        file = self.letter_file(cond.coord if cond is not None and cond.coord else node.coord)
        self.builder.function.loop_lines[loop] = line
        head, top, cont, exit_false, done = (self.builder.new_label() for _ in range(5))
        self.emit(n.LoopEnter(self.loc(node), loop))
        if not test_first:
            self.builder.place_label(top)
            self.emit(n.LoopIter(self.loc(node), loop))
        self.builder.place_label(head)
        if test_first:
            self.loop_test(node, cond, exit_false, line, file)
            self.emit(n.LoopIter(self.loc(node), loop))
        self.break_targets.append(done)
        self.continue_targets.append(cont)
        self.break_depths.append(self.lives.depth)
        self.continue_depths.append(self.lives.depth)
        self.block(body)
        self.continue_depths.pop()
        self.break_depths.pop()
        self.continue_targets.pop()
        self.break_targets.pop()
        self.builder.place_label(cont)
        if step is not None:
            self.effect(step)
        if test_first:
            self.builder.back_edge(head, node)
        else:
            self.loop_test(node, cond, exit_false, line, file)
            self.builder.back_edge(top, node)
        self.builder.place_label(exit_false)
        if cond is not None:
            self.event(node, "branches", branch_letter(line, False, file))
        self.builder.place_label(done)

    def loop_test(
        self,
        node: c_ast.Node,
        cond: c_ast.Node | None,
        exit_false: int,
        line: int,
        file: str | None,
    ) -> None:
        if cond is None:
            return
        value = self.condition(cond)
        self.builder.goto(exit_false, n.Unary(t.INT, "!", value), node)
        self.event(node, "branches", branch_letter(line, True, file))

    def visit_While(self, node: c_ast.While) -> None:
        self.loop(node, node.cond, node.stmt, None, test_first=True)

    def visit_DoWhile(self, node: c_ast.DoWhile) -> None:
        self.loop(node, node.cond, node.stmt, None, test_first=False)

    def visit_For(self, node: c_ast.For) -> None:
        self.scopes.append({})
        with self.lives.block(node):  # the declaration's block is the loop's
            if isinstance(node.init, c_ast.DeclList):
                self.visit_DeclList(node.init)
            elif node.init is not None:
                self.effect(node.init)
            self.loop(node, node.cond, node.stmt, node.next, test_first=True)
        self.scopes.pop()

    def visit_Break(self, node: c_ast.Break) -> None:
        if not self.break_targets:
            raise located(node, "break outside a loop or switch")
        self.lives.leave_to(self.break_depths[-1])
        self.builder.goto(self.break_targets[-1], None, node)

    def visit_Continue(self, node: c_ast.Continue) -> None:
        if not self.continue_targets:
            raise located(node, "continue outside a loop")
        self.lives.leave_to(self.continue_depths[-1])
        self.builder.goto(self.continue_targets[-1], None, node)

    def visit_Return(self, node: c_ast.Return) -> None:
        value = None
        if node.expr is not None:
            result = self.builder.function.result
            if isinstance(result, t.VoidType):
                self.effect(node.expr)
            else:
                value = self.rvalue(node.expr)
                if not isinstance(result, t.StructType):
                    value = convert(value, result)
        self.emit(n.Return(self.loc(node), value))

    def visit_Label(self, node: c_ast.Label) -> None:
        label = self.user_labels.setdefault(node.name, self.builder.new_label())
        self.builder.place_label(label)
        if node.name in self.lives.targets:  # gcc unpoisons what is in scope at a goto's label
            self.lives.revive(1, self.loc(node))
        self.statement(node.stmt)

    def visit_Goto(self, node: c_ast.Goto) -> None:
        label = self.user_labels.setdefault(node.name, self.builder.new_label())
        self.lives.goto(node.name)
        self.builder.goto(label, None, node)

    def visit_Switch(self, node: c_ast.Switch) -> None:
        """The body first, then the dispatch (one conditional jump per case) inserted before it."""
        with self.lives.block(node):  # a block (C11 6.8.4p3), as its body is
            self._switch(node)

    def _switch(self, node: c_ast.Switch) -> None:
        value = self.scalar(node.cond)
        if not isinstance(value.type, t.IntType):
            raise located(node, "switch on a non-integer")
        promoted = t.promote(value.type)
        temp = self.builder.new_temp(promoted)
        self.emit(n.Assign(self.loc(node), temp, convert(value, promoted)))
        dispatch_at = len(self.builder.body)
        self.switch_cases.append([])
        done = self.builder.new_label()
        self.break_targets.append(done)
        self.break_depths.append(self.lives.depth)
        self.switch_depths.append(self.lives.depth)
        self.block(node.stmt)
        self.switch_depths.pop()
        self.break_depths.pop()
        self.break_targets.pop()
        cases = self.switch_cases.pop()
        dispatch: list[n.Instr] = []
        default = done
        for bounds, label in cases:
            if bounds is None:
                default = label
                continue
            cond = case_test(n.Reg(promoted, temp.name), bounds)
            if cond is not None:
                dispatch.append(n.Goto(self.loc(node), -label, cond))
        dispatch.append(n.Goto(self.loc(node), -default, None))
        self.builder.insert(dispatch_at, dispatch)
        self.builder.place_label(done)

    def visit_Case(self, node: c_ast.Case) -> None:
        if not self.switch_cases:
            raise located(node, "case outside a switch")
        expr = node.expr
        ranged = isinstance(expr, c_ast.BinaryOp) and expr.op == RANGE_OP
        low = const_eval(expr.left if ranged else expr, self.env)
        high = const_eval(expr.right, self.env) if ranged else low
        if low is None or high is None:
            raise located(node, "case label is not a constant")
        label = self.builder.new_label()
        self.builder.place_label(label)
        self.lives.revive(self.switch_depths[-1], self.loc(node))
        self.switch_cases[-1].append(((low, high), label))
        for stmt in node.stmts or []:
            self.statement(stmt)

    def visit_Default(self, node: c_ast.Default) -> None:
        if not self.switch_cases:
            raise located(node, "default outside a switch")
        label = self.builder.new_label()
        self.builder.place_label(label)
        self.lives.revive(self.switch_depths[-1], self.loc(node))
        self.switch_cases[-1].append((None, label))
        for stmt in node.stmts or []:
            self.statement(stmt)

    def visit_StaticAssert(self, node: c_ast.StaticAssert) -> None:
        """In a block, ``sizeof`` of an expression is its type's size (a local variable's: the
        type environment sees no locals; google cpu_features' ``sizeof(packed) == 48``)."""
        cond = sizes_folded(self, node.cond)
        static_assertion(c_ast.StaticAssert(cond, node.message, node.coord), self.env)

    def visit_Refused(self, node: Refused) -> None:
        raise located(node, node.message)


def _auto_type(node: c_ast.Decl) -> bool:
    """Whether ``node`` declares its variable with gcc's ``__auto_type``."""
    names = getattr(getattr(node.type, "type", None), "names", None)
    return names == [AUTO_TYPE]


_STATEMENT: dict[type, Callable[[StatementLowering, c_ast.Node], None]] = {
    c_ast.Compound: StatementLowering.visit_Compound,
    c_ast.EmptyStatement: StatementLowering.visit_Nothing,
    c_ast.Pragma: StatementLowering.visit_Nothing,
    c_ast.Typedef: StatementLowering.visit_Typedef,
    c_ast.DeclList: StatementLowering.visit_DeclList,
    c_ast.Decl: StatementLowering.visit_Decl,
    c_ast.If: StatementLowering.visit_If,
    c_ast.While: StatementLowering.visit_While,
    c_ast.DoWhile: StatementLowering.visit_DoWhile,
    c_ast.For: StatementLowering.visit_For,
    c_ast.Break: StatementLowering.visit_Break,
    c_ast.Continue: StatementLowering.visit_Continue,
    c_ast.Return: StatementLowering.visit_Return,
    c_ast.Label: StatementLowering.visit_Label,
    c_ast.Goto: StatementLowering.visit_Goto,
    c_ast.Switch: StatementLowering.visit_Switch,
    c_ast.Case: StatementLowering.visit_Case,
    c_ast.Default: StatementLowering.visit_Default,
    c_ast.StaticAssert: StatementLowering.visit_StaticAssert,
    Refused: StatementLowering.visit_Refused,
}
