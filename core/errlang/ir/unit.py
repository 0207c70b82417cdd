"""What the lowering of one translation unit shares between its functions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pycparser import c_ast

from errlang.frontend.program import Program
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.builder import BodyBuilder
from errlang.ir.typeenv import TypeEnv

if TYPE_CHECKING:
    from errlang.ir.lowering_api import BuiltinTable

INIT_FUNCTION = "__errlang_init"
# Function addresses: objects counted down from the top, never allocated as data objects, so
# that a function pointer is a constant that no data pointer equals.
_FUNCTION_OBJECT_TOP = (1 << 16) - 1
_OFFSET_BITS = 48


class _AddressTaken(c_ast.NodeVisitor):
    """Declarations whose address is taken (``&x``), resolved as C resolves ``x`` (C11 6.2.1:
    the innermost block, function or prototype scope that declares it, else file scope), and
    names used other than as a direct callee.

    A local's fact is its declaration's, not its name's: ``&i`` in one function leaves every
    other ``i`` a register (before, it put every ``i`` of the unit in memory, and a loop over
    ``a[i]`` in ``main`` was no longer summarised). A name of file scope (a global, also where
    a local ``extern`` declaration names it) is addressed by name."""

    def __init__(self) -> None:
        self.addressed_globals: set[str] = set()
        self.addressed_locals: dict[int, c_ast.Decl] = {}
        self.locals: dict[int, c_ast.Decl] = {}
        self.mentioned: set[str] = set()
        # innermost last: the local declarations by name (a name in none is of file scope)
        self._scopes: list[dict[str, c_ast.Decl]] = []

    def _scoped(self, children: list[c_ast.Node | None]) -> None:
        self._scopes.append({})
        try:
            for child in children:
                if child is not None:
                    self.visit(child)
        finally:
            self._scopes.pop()

    def visit_FuncDef(self, node: c_ast.FuncDef) -> None:
        # the parameters are in the scope of the function's block (C11 6.2.1p4)
        ftype = node.decl.type
        params = ftype.args.params if isinstance(ftype, c_ast.FuncDecl) and ftype.args else []
        rest = ftype.type if isinstance(ftype, c_ast.FuncDecl) else ftype
        self._scoped([*params, *(node.param_decls or []), rest, node.body])

    def visit_FuncDecl(self, node: c_ast.FuncDecl) -> None:
        self._scoped([node.args, node.type])  # a prototype's parameters: a scope of their own

    def visit_Compound(self, node: c_ast.Compound) -> None:
        self._scoped(list(node.block_items or []))

    def visit_For(self, node: c_ast.For) -> None:
        self._scoped([node.init, node.cond, node.next, node.stmt])

    def visit_Struct(self, node: c_ast.Struct) -> None:
        self._scoped(list(node.decls or []))  # members are no variables

    def visit_Union(self, node: c_ast.Union) -> None:
        self._scoped(list(node.decls or []))

    def visit_Decl(self, node: c_ast.Decl) -> None:
        external = "extern" in node.storage or isinstance(node.type, c_ast.FuncDecl)
        if self._scopes and node.name and not external:
            # in scope from its declarator on, its initializer included (C11 6.2.1p7); a
            # local extern or function declaration hides nothing, as in the lowering's scopes
            self._scopes[-1][node.name] = node
            self.locals[id(node)] = node
        self.generic_visit(node)

    def visit_UnaryOp(self, node: c_ast.UnaryOp) -> None:
        if node.op == "&" and isinstance(node.expr, c_ast.ID):
            name = node.expr.name
            declaration = next((s[name] for s in reversed(self._scopes) if name in s), None)
            if declaration is None:
                self.addressed_globals.add(name)
            else:
                self.addressed_locals[id(declaration)] = declaration
        self.generic_visit(node)

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        if not isinstance(node.name, c_ast.ID):
            self.visit(node.name)
        if node.args is not None:
            self.visit(node.args)

    def visit_ID(self, node: c_ast.ID) -> None:
        self.mentioned.add(node.name)


class TranslationUnit:
    """Types, globals, function signatures and the global initialisation function."""

    def __init__(self, program: Program, builtins: BuiltinTable) -> None:
        self.program = program
        # the calls whose meaning errlang fixes, by name (errlang.ir.builtins)
        self.builtins = builtins
        self.env = TypeEnv()
        self.globals: dict[str, n.Variable] = {}
        self.function_types: dict[str, t.FunctionType] = {}
        # names of globals and typedefs whose declaration errlang refused, with the reason
        self.refused_names: dict[str, str] = {}
        # gcc's nonnull: the parameters (0-based; None: every pointer) a call must not pass
        # a null pointer for (errlang.frontend.nonnull)
        self.nonnull: dict[str, tuple[int, ...] | None] = {}
        self.sites = {id(site.node): site.index for site in program.assertions}
        finder = _AddressTaken()
        finder.visit(program.ast)
        for definition in program.library.values():
            finder.visit(definition)
        self._addressed = finder
        used = finder.mentioned | finder.addressed_globals
        defined = [name for name in [*program.functions, *program.library] if name in used]
        # names used as values: the possible targets of a call through a pointer, when they
        # name a function (defined, a C model, a builtin such as malloc, or only declared)
        self.function_ids = {
            name: i for i, name in enumerate([*defined, *sorted(used - set(defined))])
        }
        self.init = BodyBuilder(n.Function(INIT_FUNCTION, [], t.VOID))
        self.loop_counter = 0
        # the string literals' objects by (file, bytes): one object per text and file, as gcc
        self.string_objects: dict[tuple[str | None, bytes], n.Variable] = {}

    def address_taken(self, declaration: c_ast.Decl) -> bool:
        """Whether the variable ``declaration`` declares has its address taken, so lives in
        memory: a local (a parameter, a block's variable, a static local) by its declaration,
        a global by its name (:class:`_AddressTaken`). A declaration the walk did not see is
        judged by its name among every addressed one, as before declarations were told apart."""
        found = self._addressed
        if id(declaration) in found.locals:
            return id(declaration) in found.addressed_locals
        name = declaration.name
        return name in found.addressed_globals or any(
            d.name == name for d in found.addressed_locals.values()
        )

    def defines(self, name: str) -> bool:
        return name in self.program.functions or name in self.program.library

    def unique_global(self, name: str) -> str:
        unique, k = name, 1
        while unique in self.globals:
            k += 1
            unique = f"{name}#{k}"
        return unique

    def new_loop(self) -> int:
        self.loop_counter += 1
        return self.loop_counter

    def names_function(self, name: str) -> bool:
        """Whether ``name`` (not shadowed by a variable) designates a function used as a value
        (C11 6.3.2.1p4: it converts to a pointer to the function)."""
        return name in self.function_ids and name in self.function_types

    def function_address(self, name: str) -> int:
        """The pointer value of function ``name`` (one that is address-taken)."""
        return (_FUNCTION_OBJECT_TOP - self.function_ids[name]) << _OFFSET_BITS

    def function_objects(self) -> dict[int, str]:
        """The functions used as values, by the memory object of their pointer value (an
        explanation shows such a pointer as the function it designates: ``alloc = malloc``)."""
        return {
            self.function_address(name) >> _OFFSET_BITS: name
            for name in self.function_ids
            if name in self.function_types
        }

    def pointer_targets(self, ftype: t.FunctionType) -> list[str]:
        """The functions used as values that a pointer of type ``ftype`` may call (same arity,
        both variadic or neither, both void or neither)."""
        return [
            name
            for name in self.function_ids
            if (found := self.function_types.get(name)) is not None
            and len(found.params) == len(ftype.params)
            and found.variadic == ftype.variadic
            and isinstance(found.result, t.VoidType) == isinstance(ftype.result, t.VoidType)
        ]
