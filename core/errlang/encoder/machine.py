"""What a handler of an IR instruction (an instruction handler,
:mod:`errlang.encoder.instructions`, or a loop summary, :mod:`errlang.encoder.loop_summary`)
uses of the symbolic executor around it: the :class:`Machine` protocol (implemented by
:class:`errlang.encoder.symex.SymbolicExecutor`) and the :data:`Effect` a handler returns. Its
own module, so that neither the handlers nor the summaries import the executor.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Protocol

import z3

from errlang.encoder.encoding import Encoding, Read, Write
from errlang.encoder.frame import Frame
from errlang.encoder.state import State
from errlang.encoder.values import Fault
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram

Effect = tuple[State | None, tuple[Write, ...]]
"""The state after an instruction (None: no run gets past it) and the values it writes."""


class Machine(Protocol):
    """What the instruction handlers use of the symbolic executor."""

    program: IRProgram
    entry: str
    encoding: Encoding
    kinds: frozenset[str]
    heap: set[int]
    fresh: Iterator[int]

    def new_object(self) -> int: ...
    def record_object(
        self, obj: int, kind: str, name: str | None, ctype: t.CType | None, line: int, where: str
    ) -> None: ...
    def block(self, state: State, faults: Iterable[Fault], loc: n.Loc) -> State: ...
    def cut(self, state: State, kind: str, reason: str, loc: n.Loc) -> None: ...
    def terminate(
        self, state: State, site: int, loc: n.Loc, reads: tuple[Read, ...] = ()
    ) -> None: ...
    def write(
        self,
        frame: Frame,
        target: n.LValue,
        value: z3.BitVecRef,
        state: State,
        loc: n.Loc,
        bitfield: n.BitFieldStore | None = None,
    ) -> Effect: ...
    def reads(self, frame: Frame, cond: n.Expr, state: State) -> tuple[Read, ...]: ...
    def cut_at_bound(self, state: State, instr: n.LoopIter | n.Call) -> bool: ...
    def call_function(
        self, function: n.Function, args: list[z3.BitVecRef], caller: State
    ) -> tuple[State | None, z3.BitVecRef | None]: ...
