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
    """Names whose address is taken (``&x``) and names used other than as a direct callee."""

    def __init__(self) -> None:
        self.addressed: set[str] = set()
        self.mentioned: set[str] = set()

    def visit_UnaryOp(self, node: c_ast.UnaryOp) -> None:
        if node.op == "&" and isinstance(node.expr, c_ast.ID):
            self.addressed.add(node.expr.name)
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
        self.sites = {id(site.node): site.index for site in program.assertions}
        finder = _AddressTaken()
        finder.visit(program.ast)
        for definition in program.library.values():
            finder.visit(definition)
        self.address_taken = finder.addressed
        used = finder.mentioned | finder.addressed
        defined = [name for name in [*program.functions, *program.library] if name in used]
        # names used as values: the possible targets of a call through a pointer, when they
        # name a function (defined, a C model, a builtin such as malloc, or only declared)
        self.function_ids = {
            name: i for i, name in enumerate([*defined, *sorted(used - set(defined))])
        }
        self.init = BodyBuilder(n.Function(INIT_FUNCTION, [], t.VOID))
        self.loop_counter = 0

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
