"""Loops that read the input: unwound to their trip count at every bound (issue 30).

A harness starts by filling its buffer, ``for (i = 0; i < N; i++) buf[i] = nondet();``: a
counted loop (:mod:`errlang.ir.counted_loops`) whose body is straight-line code around an input
call. Cutting it at a small bound b leaves no run that reaches the code under test, and the
automatic depth then jumped to a bound of about N/4 for *every* loop (``check``'s trip-count
skip), where the parser's nested loops make the formula far too large (a 32-byte INI harness
stayed at bound 1, its bug missed). Such a loop costs a few instructions per iteration and can
only run its N iterations, so it is unwound in full whatever the bound: the input's length sets
its bound, the parser's loops keep theirs.
"""

from __future__ import annotations

from errlang.ir import nodes as n
from errlang.ir.program import IRProgram

INPUT_LOOP_TRIPS = 256  # at most this many iterations are unwound regardless of the bound


def input_loops(program: IRProgram) -> dict[int, int]:
    """Loop number -> trip count, for each counted loop of at most :data:`INPUT_LOOP_TRIPS`
    iterations whose body has an input (a nondet call) and neither a nested loop nor a call
    of a defined function (either could multiply its cost by more than its trip count)."""
    found: dict[int, int] = {}
    for function in program.functions.values():
        body = function.body
        for pc, instr in enumerate(body):
            if not isinstance(instr, n.LoopEnter):
                continue
            trips = program.loop_trips.get(instr.loop)
            if trips is None or trips > INPUT_LOOP_TRIPS:
                continue
            if _reads_input_only(body, pc):
                found[instr.loop] = trips
    return found


def _reads_input_only(body: list[n.Instr], enter: int) -> bool:
    """Whether the loop entered at ``enter`` (its body up to the back edge to its test) holds
    a nondet call and no nested loop or call."""
    back = max(
        (q for q, i in enumerate(body) if isinstance(i, n.Goto) and i.target == enter + 1),
        default=enter,
    )
    inside = body[enter + 1 : back + 1]
    if any(isinstance(i, n.LoopEnter | n.Call | n.ArrayLoop) for i in inside):
        return False
    return any(isinstance(i, n.Nondet) for i in inside)
