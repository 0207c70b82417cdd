"""The body of one IR function under construction: instructions, temporaries, labels."""

from __future__ import annotations

from dataclasses import dataclass, replace

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.types import CType


@dataclass(frozen=True)
class Scratch:
    """A point to return to: lowering done after it is dropped (types without code)."""

    length: int
    temps: int


class BodyBuilder:
    """Appends instructions to ``function``; jumps name labels until :meth:`finish` places them.

    ``library`` functions (the bundled C models) get no source positions: their instructions
    are not steps of the user's program."""

    def __init__(self, function: n.Function, library: bool = False) -> None:
        self.function = function
        self.library = library
        self.temp_counter = 0
        self.labels: dict[int, int] = {}
        self.label_counter = 0
        self.back_edges: set[int] = set()

    @property
    def body(self) -> list[n.Instr]:
        return self.function.body

    def emit(self, instr: n.Instr) -> None:
        self.function.body.append(instr)

    def loc(self, node: c_ast.Node | None) -> n.Loc:
        coord = node.coord if node is not None else None
        if coord is None or self.library:
            return n.Loc(0, 0, self.function.name)
        return n.Loc(coord.line, coord.column or 0, self.function.name)

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

    def goto(self, label: int, cond: n.Expr | None, node: c_ast.Node | None) -> None:
        """A jump to ``label`` (negative until :meth:`finish` resolves it)."""
        self.emit(n.Goto(self.loc(node), -label, cond))

    def back_edge(self, label: int, node: c_ast.Node) -> None:
        self.back_edges.add(len(self.function.body))
        self.goto(label, None, node)

    def insert(self, at: int, instrs: list[n.Instr]) -> None:
        """Insert ``instrs`` before position ``at``, moving the labels and back edges after it."""
        self.function.body[at:at] = instrs
        shift = len(instrs)
        self.labels = {k: p + shift if p >= at else p for k, p in self.labels.items()}
        self.back_edges = {i + shift if i >= at else i for i in self.back_edges}

    def scratch(self) -> Scratch:
        return Scratch(len(self.function.body), self.temp_counter)

    def drop_since(self, saved: Scratch) -> None:
        del self.function.body[saved.length :]
        self.temp_counter = saved.temps

    def finish(self, main: bool = False) -> None:
        """Add the implicit return and resolve every jump to its label's position."""
        body = self.function.body
        if not body or not isinstance(body[-1], n.Return):
            end = n.Loc(0, 0, self.function.name)  # an implicit return: no line of its own
            result = self.function.result
            value = None
            if main and isinstance(result, t.IntType):
                value = n.Const(result, 0)  # falling off main returns 0 (C11 5.1.2.2.3)
            self.emit(n.Return(end, value))
        for index, instr in enumerate(body):
            if isinstance(instr, n.Goto) and instr.target < 0:
                target = self.labels[-instr.target]
                counted = target <= index and index not in self.back_edges
                body[index] = replace(instr, target=target, counted=counted)
