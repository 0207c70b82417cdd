"""What one bound of ``check`` established (:class:`BoundOutcome`), apart from the questions
that establish it (:mod:`errlang.session.check_bound`, :mod:`errlang.session.site_questions`,
:mod:`errlang.session.encode_ahead`), so that those modules import it without a circle."""

from __future__ import annotations

from dataclasses import dataclass, field

from errlang.session.verdicts import CutKind, CutSite, Finding
from errlang.teacher.solver import Run


@dataclass
class BoundOutcome:
    """What one bound established (fields fill in as the questions are answered)."""

    loop_bound: int
    failures: dict[int, Run] = field(default_factory=dict)  # assertion index -> failing run
    unknown: dict[int, str] = field(default_factory=dict)  # assertion index -> solver reason
    reached: dict[int, bool] = field(default_factory=dict)
    cuts: list[CutSite] = field(default_factory=list)  # reachable cut sites, in source order
    # assertion index -> undefined behaviour that runs can reach before passing the assertion
    ub_before: dict[int, list[CutSite]] = field(default_factory=dict)
    # assertion index -> the unsupported constructs reached from which a path leads to it
    # (check_reach; absent: every one)
    unsupported_before: dict[int, list[CutSite]] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)  # undefined behaviour first seen here
    # assertion indices whose failing run is not decided by its inputs: with the same inputs
    # another run passes (memory read before any write, a library result left free)
    undetermined: set[int] = field(default_factory=set)
    complete: bool | None = None  # None: not established
    # no bound cut is reachable, but runs past a failing array loop were left out: deepening
    # cannot add anything
    stalled: bool = False
    unexamined: int = 0  # cut sites not asked about (query cap, solver gave up)
    # the loops that may run all their iterations in one step (ir.array_loops, scalar_loops,
    # sum_loops, open_loops), by (line, function): their body's other lines (None: always in
    # one step); runs through them are not bounded by the loop bound
    summarised: dict[tuple[int, str], frozenset[int] | None] = field(default_factory=dict)
    # loops kept below ``loop_bound`` (check_schedule.next_bounds), (function, line) -> bound
    kept: dict[tuple[str, int], int] = field(default_factory=dict)
    finished: bool = False
    formula_size: int | None = None
    seconds: float = 0.0
    cpu_seconds: float = 0.0  # this process's (z3's threads included), encoding included
    # the deeper bound encoded first (session.encode_ahead) and what became of it (USED: it
    # is ``loop_bound``; CUT, TIME: dropped)
    ahead: tuple[int, str] | None = None

    def cut_kinds(self, kind: CutKind) -> list[CutSite]:
        return [c for c in self.cuts if c.kind == kind]
