"""What a builtin's lowering needs from the expression lowering, and the shape of the builtin
table — so that the table depends on the lowering and never the reverse.

The shape is KLEE's ``SpecialFunctionHandler`` (``lib/Core/SpecialFunctionHandler.cpp``): one
static table of ``(name, handler, overridable)`` entries (:mod:`errlang.ir.builtins`); the call
lowering (:mod:`errlang.ir.lower_call`) consults the table it is handed through the
:class:`~errlang.ir.unit.TranslationUnit` and knows no handler by name. Handlers, the
initialisers, ``<stdarg.h>`` and ``scanf`` see the lowering only through :class:`Lowering`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir.bitfields import BitField
from errlang.ir.builder import BodyBuilder
from errlang.ir.typeenv import TypeEnv
from errlang.ir.types import CType
from errlang.ir.unit import TranslationUnit

Object = n.RegLV | n.MemLV | BitField
"""An lvalue as the lowering stores into it: a register, memory, or a bit-field."""


class Lowering(Protocol):
    """The expression lowering of one function body, as builtins and initialisers use it
    (implemented by :class:`errlang.ir.lower_expr.ExprLowering`)."""

    unit: TranslationUnit
    env: TypeEnv
    builder: BodyBuilder

    def emit(self, instr: n.Instr) -> None: ...

    def loc(self, node: c_ast.Node | None) -> n.Loc: ...

    def lookup(self, name: str) -> n.Variable | None: ...

    def declare_local(self, name: str, ctype: CType, in_memory: bool = False) -> n.Variable: ...

    def rvalue(self, node: c_ast.Node) -> n.Expr: ...

    def lvalue(self, node: c_ast.Node) -> Object: ...

    def scalar(self, node: c_ast.Node) -> n.Expr: ...

    def condition(self, node: c_ast.Node) -> n.Expr: ...

    def effect(self, node: c_ast.Node) -> None: ...

    def expression_type(self, node: c_ast.Node) -> CType: ...

    def assign(self, lv: Object, value: n.Expr, node: c_ast.Node) -> None: ...


Handler = Callable[[Lowering, c_ast.FuncCall, list[c_ast.Node], bool], "n.Expr | None"]
"""``handler(lowering, call, args, want_value)``: the call lowered, its value if it has one."""


@dataclass(frozen=True)
class Builtin:
    """One entry of the table: a call of ``name`` is lowered by ``handler``; an
    ``overridable`` builtin gives way to a definition in the program (``assume`` is an
    ordinary name)."""

    name: str
    handler: Handler
    overridable: bool = False


BuiltinTable = Mapping[str, Builtin]
"""The builtins by name, as the call lowering consults them."""


def table(entries: tuple[Builtin, ...]) -> dict[str, Builtin]:
    """The entries by name; a name listed twice is a mistake in the table."""
    by_name: dict[str, Builtin] = {}
    for entry in entries:
        if entry.name in by_name:
            raise ValueError(f"builtin {entry.name} listed twice")
        by_name[entry.name] = entry
    return by_name
