"""The loop summaries' IR passes, in one table (issue 32): each finds the loops of one shape in
a finished goto-program and puts one instruction in their place, whose effect the encoder's
summary of the same name gives (:data:`errlang.encoder.loop_summaries.LOOP_SUMMARIES`, whose
entries name the pass here that they encode; a unit test checks that the two tables agree).

:func:`errlang.ir.program.build_ir` runs the passes in the table's order on every function:
nested loops before single ones (the inner loop of a grid would otherwise become an array
loop first), the counted array loops before the passes of ``check``'s automatic depth.

A new summary: its IR pass in its own module (the shape it matches and why its instruction is
the loop's semantics), one line here; its encoding in ``errlang/encoder/`` (a
:class:`~errlang.encoder.loop_summary.LoopSummary`), one line in the encoder's table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir.array_loops import summarise_array_loops
from errlang.ir.grid_loops import GridLoop, summarise_grid_loops
from errlang.ir.open_loops import OpenArrayLoop, summarise_open_loops
from errlang.ir.scalar_loops import ScalarLoop, accelerate_scalar_loops
from errlang.ir.sum_loops import SumLoop, summarise_sum_loops

Summarise = Callable[[n.Function, dict[str, n.Variable]], int]
"""``summarise(function, globals_)``: the function's loops of one shape replaced in place; how
many."""


@dataclass(frozen=True)
class LoopPass:
    """What one loop summary matches in the IR: ``summarise`` puts an ``instruction`` in place
    of each loop of its shape; ``automatic_depth_only``: only in ``check``'s automatic depth
    (``build_ir(accelerate=True)``: the loop then runs beyond any bound)."""

    name: str
    instruction: type[n.Instr]
    summarise: Summarise
    automatic_depth_only: bool = False


def _scalar_loops(function: n.Function, globals_: dict[str, n.Variable]) -> int:
    return accelerate_scalar_loops(function)  # counters read no array


GRID_LOOPS = LoopPass("grid loops", GridLoop, summarise_grid_loops)
ARRAY_LOOPS = LoopPass("array loops", n.ArrayLoop, summarise_array_loops)
SCALAR_LOOPS = LoopPass("scalar loops", ScalarLoop, _scalar_loops, automatic_depth_only=True)
SUM_LOOPS = LoopPass("sum loops", SumLoop, summarise_sum_loops, automatic_depth_only=True)
OPEN_LOOPS = LoopPass("open loops", OpenArrayLoop, summarise_open_loops, automatic_depth_only=True)

LOOP_PASSES: tuple[LoopPass, ...] = (
    GRID_LOOPS,  # nested loops over two-dimensional arrays: ir/grid_loops.py
    ARRAY_LOOPS,  # loops over arrays of a constant trip count: ir/array_loops.py
    SCALAR_LOOPS,  # counters (issue 23): ir/scalar_loops.py
    SUM_LOOPS,  # sums and counts: ir/sum_loops.py
    OPEN_LOOPS,  # array loops up to an input limit: ir/open_loops.py
)
"""Every loop summary's IR pass, in the order :func:`errlang.ir.program.build_ir` runs them."""


def summarise_loops(
    function: n.Function, globals_: dict[str, n.Variable], automatic_depth: bool
) -> None:
    """Run every pass of :data:`LOOP_PASSES` on ``function`` in order (those of the automatic
    depth only when ``automatic_depth``)."""
    for loop_pass in LOOP_PASSES:
        if automatic_depth or not loop_pass.automatic_depth_only:
            loop_pass.summarise(function, globals_)
