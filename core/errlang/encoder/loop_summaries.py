"""Every loop summary, in one table (issue 32): the instruction handlers
(:mod:`errlang.encoder.instructions`) look a summarised loop's instruction up here and import no
summary. Each entry is a :class:`~errlang.encoder.loop_summary.LoopSummary` naming the IR pass
it encodes (:data:`errlang.ir.loop_passes.LOOP_PASSES`, the IR's half of this table).

A new summary: its IR pass (its module in ``errlang/ir/``, one line in ``ir/loop_passes.py``)
and its encoding here (its module, one line below). The body walk its IR pass may share is
:meth:`errlang.ir.loop_bodies.LoopBody.walk`; the encoding of an assertion inside the loop,
:func:`errlang.encoder.loop_summary.assertion_at_some_iteration`.
"""

from __future__ import annotations

from typing import Any

from errlang.encoder.array_loops import ArrayLoopSummary
from errlang.encoder.grid_loops import GridLoopSummary
from errlang.encoder.loop_summary import LoopSummary
from errlang.encoder.open_loops import OpenLoopSummary
from errlang.encoder.scalar_loops import ScalarLoopSummary
from errlang.encoder.sum_loops import SumLoopSummary
from errlang.ir import nodes as n

LOOP_SUMMARIES: tuple[LoopSummary[Any], ...] = (
    GridLoopSummary(),  # nested loops over two-dimensional arrays
    ArrayLoopSummary(),  # loops over arrays of a constant trip count
    ScalarLoopSummary(),  # counters (check's automatic depth)
    SumLoopSummary(),  # sums and counts (check's automatic depth)
    OpenLoopSummary(),  # array loops up to an input limit (check's automatic depth)
)
"""Every loop summary; a summarised loop's instruction is encoded by the one that matches it."""


def by_instruction() -> dict[type[n.Instr], LoopSummary[Any]]:
    """The summaries by the instruction their IR pass leaves in place of a loop."""
    return {summary.matches.instruction: summary for summary in LOOP_SUMMARIES}
