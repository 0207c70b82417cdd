"""Loop nests that share one index, unwound as one loop (issue 30).

A tokenizer or a record reader scans its input with a loop whose body holds inner loops
advancing the same index: ``for (; pos < len; pos++) { … while (pos < len && js[pos] != '"')
pos++; … }``. Together the loops run at most ``len`` iterations, yet one bound b per loop
unwinds b inner iterations inside each of b outer ones: b² bodies, and the formula grows with
the square of the input.

Here the iterations of such a nest are counted together, as one flattened loop would count
them: the executor keys the states waiting inside the nest by the number of the nest's back
edges taken so far (its *time*, :class:`Nest`), so that every state at the same instruction and
the same time merges, whichever loop's iterations brought it there — the head of an inner scan
at time 5 is one state, whether the outer loop ran 5 times or the scan did. Each instruction of
the nest is then unwound once per time step: b copies of the nest's body, not b². A run whose
nest would take more than b back edges is cut at the loop that would, as a loop bound cut
("the loop at line 31 needs more iterations": raising the bound raises the nest's); runs are
never lost, only counted differently, so the verdicts stay exact within what they say.

Only ``check`` asks for it (its verdicts do not depend on how the bound counts iterations); the
learner's words keep the per-loop bound. The nest is an outermost loop of its function (a nest
inside another loop would merge the outer loop's iterations too) and the inner loops that write
a register the outer loop's test reads and test it themselves (the shared index); other inner
loops keep their own count, unwound inside each time step.
"""

from __future__ import annotations

from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram
from errlang.ir.reductions import registers


@dataclass(frozen=True)
class Nest:
    """The instructions ``first`` .. ``last`` of one function (the outer loop's LoopEnter to its
    back edge), the loops counted together and the back edges that advance the nest's time."""

    first: int
    last: int
    loops: frozenset[int]
    back_edges: frozenset[int]


Key = tuple[int, int, int]  # a waiting state's place in the executor's walk


def waiting_key(nests: tuple[Nest, ...], pc: int, time: int) -> Key:
    """Where a state at instruction ``pc`` waits: ``(pc, 0, pc)``, or inside a nest
    ``(nest.first, time, pc)`` — all of a nest's states of one time before the next time's,
    and all of them before the instructions after the nest."""
    for nest in nests:
        if nest.first <= pc <= nest.last:
            return (nest.first, time, pc)
    return (pc, 0, pc)


@dataclass(frozen=True)
class _Loop:
    loop: int
    enter: int  # the LoopEnter's index; the head (the test) follows it
    iterate: int  # the LoopIter's index: the test's instructions lie between
    back: int  # the back edge's index
    backs: frozenset[int]  # every jump back to the head: the back edge, a ``continue``


def shared_index_nests(program: IRProgram, writing: bool = False) -> dict[str, tuple[Nest, ...]]:
    """Function name -> its nests that share an index (module text), in body order; with
    ``writing``, instead, the nests whose bodies also write memory (:func:`capped_loops`)."""
    found: dict[str, tuple[Nest, ...]] = {}
    for name, function in program.functions.items():
        loops = _loops(function.body)
        nests = [
            nest
            for outer in loops
            if not any(_inside(outer, other) for other in loops)
            and _writes_memory(function.body, outer) == writing
            and (nest := _nest(function.body, outer, loops)) is not None
        ]
        if nests:
            found[name] = tuple(nests)
    return found


def loop_writes(body: list[n.Instr]) -> dict[int, set[str]]:
    """Loop number -> the registers its body assigns."""
    return {loop.loop: _written(body, loop) for loop in _loops(body)}


def outermost_loops(body: list[n.Instr]) -> list[_Loop]:
    """The loops of ``body`` inside no other loop."""
    loops = _loops(body)
    return [outer for outer in loops if not any(_inside(outer, other) for other in loops)]


def _loops(body: list[n.Instr]) -> list[_Loop]:
    loops = []
    for pc, instr in enumerate(body):
        if not isinstance(instr, n.LoopEnter):
            continue
        iterate = next(
            (q for q in range(pc + 1, len(body)) if _iterates(body[q], instr.loop)), None
        )
        backs = frozenset(
            q for q, i in enumerate(body) if isinstance(i, n.Goto) and i.target == pc + 1 < q
        )
        back = max(backs, default=None)
        if iterate is not None and back is not None and back > iterate:
            loops.append(_Loop(instr.loop, pc, iterate, back, backs))
    return loops


def _iterates(instr: n.Instr, loop: int) -> bool:
    return isinstance(instr, n.LoopIter) and instr.loop == loop


def _inside(inner: _Loop, outer: _Loop) -> bool:
    return inner is not outer and outer.enter < inner.enter and inner.back < outer.back


def _nest(body: list[n.Instr], outer: _Loop, loops: list[_Loop]) -> Nest | None:
    """``outer`` and its inner loops that share its index, if any does: an inner loop that
    assigns and tests a register from which the outer loop's test reads (directly, or through
    the outer body's assignments: ``line = end + 1`` after a scan of ``end``)."""
    tested = _tested(body, outer)
    index = _feeding(body, outer, tested)
    sharing = [
        inner
        for inner in loops
        if _inside(inner, outer)
        and (_scans(body, inner, index) or _counts(body, inner, index - tested))
    ]
    if not sharing:
        return None
    members = [outer, *sharing]
    return Nest(
        outer.enter,
        outer.back,
        frozenset(loop.loop for loop in members),
        frozenset().union(*(loop.backs for loop in members)),
    )


def testless_loops(program: IRProgram) -> set[int]:
    """The loops written without a test (``for (;;)``, ``while (1)``, ``do … while``): their
    exits lie in or after their body, so over N bytes such a loop's body is entered N + 1
    times where a loop tested at its head runs N bodies and one more test (a record reader
    visits N + 1 fields of N one-byte separators). In a capped nest each of them may take the
    nest's cap, bound + :data:`CAP_SLACK` iterations, rather than the bound alone: the runs
    of N bytes are then complete at bound N, not N + 1. The cap still cuts every longer run."""
    found: set[int] = set()
    for function in program.functions.values():
        body = function.body
        for loop in _loops(body):
            if not _head_tested(body, loop):
                found.add(loop.loop)
    return found


def _head_tested(body: list[n.Instr], loop: _Loop) -> bool:
    return bool(_head_registers(body, loop))


def _writes_memory(body: list[n.Instr], outer: _Loop) -> bool:
    return not all(_registers_only(instr) for instr in body[outer.enter : outer.back + 1])


def capped_loops(program: IRProgram) -> dict[int, int]:
    """Loop -> its nest's outer loop, for the nests sharing an index whose bodies write memory
    (a tokenizer storing tokens): unwound loop by loop, since merging their memory at every
    time step cost the solver more than the iterations saved (docs/benchmarks-scaling.md
    section 7), but with the nest's iterations counted too, so that the runs past the nest's
    bound are cut: at bound b the inner loops of the outer loop's iteration i run at most b - i
    iterations (a triangle of bodies, not a square of b²)."""
    capped: dict[int, int] = {}
    for name, nests in shared_index_nests(program, writing=True).items():
        body = program.functions[name].body
        for nest in nests:
            enter = body[nest.first]
            assert isinstance(enter, n.LoopEnter)
            capped.update(dict.fromkeys(nest.loops, enter.loop))
    return capped


# a capped nest runs at most bound + 1 iterations of its loops together: on N bytes the inner
# scan's iteration j in the outer loop's iteration i reads at i + j or later, so bound N (the
# input's length) + 1 is what every run on the input allows (as a nest counted by time needs)
CAP_SLACK = 1


def count_capped(
    capped: dict[int, int], instr: n.LoopEnter | n.LoopIter, counts: dict[int, int]
) -> None:
    """Count an iteration of a capped nest (:func:`capped_loops`) in a state's loop ``counts``
    (the handler's copy): under the key ``-outer``, merged by ``min`` as every
    count is (a merged state never counts more than any of its runs took), reset where the
    outer loop is entered."""
    outer = capped.get(instr.loop)
    if outer is None:
        return
    if isinstance(instr, n.LoopIter):
        counts[-outer] = counts.get(-outer, 0) + 1
    elif instr.loop == outer:
        counts[-outer] = 0


def capped_beyond(capped: dict[int, int], loop: int, counts: dict[int, int], bound: int) -> bool:
    """Whether one more iteration of ``loop`` takes its capped nest past ``bound``."""
    outer = capped.get(loop)
    return outer is not None and counts.get(-outer, 0) + 1 > bound + CAP_SLACK


def _tested(body: list[n.Instr], loop: _Loop) -> set[str]:
    """The registers the loop's test reads (the instructions from its head to its LoopIter);
    for a loop written without a test (``for (;;) { if (i >= len) return -1; … }``), those
    of the conditions in its body whose one side leaves the loop (a ``break``, a ``return``)."""
    found = _head_registers(body, loop)
    if found:
        return found
    for pc in range(loop.iterate, loop.back):
        instr = body[pc]
        if (
            isinstance(instr, n.Goto)
            and instr.cond is not None
            and (_leaves(body, loop, instr.target) or _leaves(body, loop, pc + 1))
        ):
            found |= registers(instr.cond)
    return found


def _head_registers(body: list[n.Instr], loop: _Loop) -> set[str]:
    """The registers read from the loop's head to its LoopIter (its test)."""
    found: set[str] = set()
    for instr in body[loop.enter + 1 : loop.iterate]:
        if isinstance(instr, n.Goto) and instr.cond is not None:
            found |= registers(instr.cond)
        elif isinstance(instr, n.Assign):
            found |= registers(instr.value)
    return found


EXIT_WALK = 16  # instructions followed from a branch's side to the loop's exit


def _leaves(body: list[n.Instr], loop: _Loop, pc: int) -> bool:
    """Whether the straight-line code from ``pc`` (unconditional jumps followed) leaves
    ``loop``: a return, an ``exit()``, or a jump past the loop (``break``), before any other
    branch or the loop's back edge."""
    for _ in range(EXIT_WALK):
        if not loop.enter < pc <= loop.back:
            return True
        instr = body[pc]
        if isinstance(instr, n.Return | n.Stop):
            return True
        if isinstance(instr, n.Goto):
            if instr.cond is not None or pc in loop.backs:
                return False
            pc = instr.target
            continue
        if isinstance(instr, n.LoopEnter | n.LoopIter):
            return False
        pc += 1
    return False


def _feeding(body: list[n.Instr], loop: _Loop, index: set[str]) -> set[str]:
    """``index`` and the registers the loop's body assigns to them from, transitively."""
    found = set(index)
    assigns = [
        (instr.target.name, registers(instr.value))
        for instr in body[loop.iterate : loop.back]
        if isinstance(instr, n.Assign) and isinstance(instr.target, n.RegLV)
    ]
    grown = True
    while grown:
        grown = False
        for target, sources in assigns:
            if target in found and not sources <= found:
                found |= sources
                grown = True
    return found


_REGISTER_ONLY = (
    n.Declare,
    n.EndOfLife,  # a block's end: flips the alive bits of escaping locals (ir/lifetimes.py)
    n.Revive,
    n.Assume,
    n.Assert,
    n.Event,
    n.Goto,
    n.Return,
    n.Stop,
    n.LoopEnter,
    n.LoopIter,
    n.Skip,
)


def _registers_only(instr: n.Instr) -> bool:
    """Whether ``instr`` changes registers and scalar variables only (merging memory at every
    time step cost more than the iterations saved: measured on a tokenizer writing tokens)."""
    if isinstance(instr, n.Assign):  # a register, or a scalar variable in memory
        target = instr.target
        return isinstance(target, n.RegLV) or (
            isinstance(target.address, n.VarAddr) and isinstance(target.type, t.IntType)
        )
    return isinstance(instr, _REGISTER_ONLY)


def _scans(body: list[n.Instr], loop: _Loop, index: set[str]) -> bool:
    """Whether the loop advances and tests a register the outer index comes from."""
    return bool(index & _written(body, loop) & _tested(body, loop))


def _counts(body: list[n.Instr], loop: _Loop, derived: set[str]) -> bool:
    """Whether the loop counts up to a register the outer index advances by."""
    return bool(_tested(body, loop) & derived)


def _written(body: list[n.Instr], loop: _Loop) -> set[str]:
    """The registers the loop's body assigns."""
    return {
        instr.target.name
        for instr in body[loop.iterate : loop.back]
        if isinstance(instr, n.Assign) and isinstance(instr.target, n.RegLV)
    }
