"""The loops a summary must not replace when learning: those that can emit a letter.

A loop summary (:mod:`errlang.ir.array_loops`, ``grid_loops``, ``scalar_loops``,
``sum_loops``, ``open_loops``) runs all the loop's iterations in one step: the events of the
iterations are not emitted. ``check`` does not mind (its verdicts do not depend on letters),
and neither does learning as long as no letter of the learning alphabet can occur in the loop:
the word of a run is then the same with or without the summary, and the summary only lets the
run go beyond the loop bound (more real runs, the same words for the runs within it). A loop in
which a letter of the alphabet can occur keeps its iterations: its LoopEnter is hidden from the
passes (:func:`hidden_loops`) and put back after them (:func:`restore_loops`).

A letter can occur in a loop when its instructions — from its LoopEnter to its back edge and
the exit branch letter after it — hold an :class:`~errlang.ir.nodes.Event` of a chosen kind (a
call-site letter, a branch letter of the loop's own test or of an ``if`` in its body, a
marker), or call a function from which such an event can run (a function-entry letter, or any
letter of a function it calls in turn).
"""

from __future__ import annotations

from collections.abc import Iterable

from errlang.ir import nodes as n

Hidden = dict[tuple[str, int], n.LoopEnter]  # (function, position) -> its LoopEnter


def hidden_loops(functions: dict[str, n.Function], kinds: Iterable[str]) -> Hidden:
    """Replace the LoopEnter of every loop of ``functions`` in which a letter of ``kinds`` can
    occur by a Skip (the summary passes match loops at their LoopEnter); what was replaced."""
    hidden = lettered_loops(functions, kinds)
    for (name, position), enter in hidden.items():
        functions[name].body[position] = n.Skip(enter.loc)
    return hidden


def lettered_loops(functions: dict[str, n.Function], kinds: Iterable[str]) -> Hidden:
    """The loops of ``functions`` (their LoopEnter and where it is) in which a letter of
    ``kinds`` can occur."""
    kinds = frozenset(kinds)
    if not kinds:
        return {}
    lettered = _lettered_functions(functions, kinds)
    found: Hidden = {}
    for name, function in functions.items():
        body = function.body
        for position, instr in enumerate(body):
            if isinstance(instr, n.LoopEnter) and _has_letters(body, position, kinds, lettered):
                found[(name, position)] = instr
    return found


def restore_loops(functions: dict[str, n.Function], hidden: Hidden) -> None:
    """Put back the LoopEnters :func:`hidden_loops` replaced (the passes keep positions)."""
    for (name, position), enter in hidden.items():
        functions[name].body[position] = enter


def _lettered_functions(functions: dict[str, n.Function], kinds: frozenset[str]) -> set[str]:
    """The functions from which a letter of ``kinds`` can run (in them or in what they call)."""
    calls: dict[str, set[str]] = {}
    lettered: set[str] = set()
    for name, function in functions.items():
        calls[name] = {i.function for i in function.body if isinstance(i, n.Call)}
        if any(isinstance(i, n.Event) and i.kind in kinds for i in function.body):
            lettered.add(name)
    changed = True
    while changed:
        changed = False
        for name, callees in calls.items():
            if name not in lettered and callees & lettered:
                lettered.add(name)
                changed = True
    return lettered


def _has_letters(
    body: list[n.Instr], position: int, kinds: frozenset[str], lettered: set[str]
) -> bool:
    """Whether a letter can occur in the loop whose LoopEnter is at ``position``. Its extent
    ends at its back edge (the last unconditional jump to the instruction after the
    LoopEnter), and the exit branch letter just after it; without a back edge found, the loop
    is taken to have letters (kept: the safe side)."""
    back = max(
        (
            k
            for k in range(position + 1, len(body))
            if isinstance(body[k], n.Goto)
            and body[k].cond is None  # type: ignore[attr-defined]
            and body[k].target == position + 1  # type: ignore[attr-defined]
        ),
        default=None,
    )
    if back is None:
        return True
    stop = back + 2 if back + 1 < len(body) and isinstance(body[back + 1], n.Event) else back + 1
    for instr in body[position:stop]:
        if isinstance(instr, n.Event) and instr.kind in kinds:
            return True
        if isinstance(instr, n.Call) and instr.function in lettered:
            return True
    return False
