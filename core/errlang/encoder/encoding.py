"""The bounded program formula: what the symbolic execution records for queries and replay."""

from __future__ import annotations

from dataclasses import dataclass, field

import z3

from errlang.ir.nodes import Loc
from errlang.ir.types import CType

LETTER_BITS = 16
LETTER = z3.BitVecSort(LETTER_BITS)
ERROR_LETTER = "!error"
END_LETTER = "!end"


@dataclass(frozen=True)
class InputInstance:
    """One nondet call on some path: its value is ``symbol`` when ``guard`` holds."""

    guard: z3.BoolRef
    symbol: z3.BitVecRef
    function: str
    loc: Loc
    type: CType


@dataclass(frozen=True)
class EventInstance:
    id: int
    guard: z3.BoolRef
    position: z3.BitVecRef
    letter: str
    loc: Loc
    values: tuple[tuple[str, z3.BitVecRef, CType], ...]


@dataclass(frozen=True)
class StepInstance:
    guard: z3.BoolRef
    loc: Loc


@dataclass(frozen=True)
class Termination:
    """A way a run can end: failing assertion ``site`` (or the normal end, site -1)."""

    site: int
    guard: z3.BoolRef
    position: z3.BitVecRef  # where the final letter (error or end) goes
    loc: Loc
    last_events: frozenset[int]


@dataclass
class Encoding:
    """The bounded program: all runs within bound ``loop_bound`` from ``entry``."""

    entry: str
    loop_bound: int
    letters: dict[str, int]
    locations: dict[str, list[Loc]]
    word: z3.ArrayRef  # position -> letter id
    constraints: list[z3.BoolRef] = field(default_factory=list)
    terminations: list[Termination] = field(default_factory=list)
    inputs: list[InputInstance] = field(default_factory=list)
    events: list[EventInstance] = field(default_factory=list)
    steps: list[StepInstance] = field(default_factory=list)
    bound_hit: z3.BoolRef = field(default_factory=lambda: z3.BoolVal(False))
    unsupported: list[tuple[z3.BoolRef, str]] = field(default_factory=list)

    def failing(self, site: int) -> list[Termination]:
        return [t for t in self.terminations if t.site == site]
