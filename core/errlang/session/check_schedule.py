"""Which loop bounds ``check`` tries, and in which order (DESIGN §2: the automatic depth;
issue 30: the input's length among them, and a bound per loop).

Without ``--loop-bound`` the bound is deepened along :data:`AUTO_SCHEDULE` with the input's
length put in (:func:`input_schedule`); after each bound, :func:`next_index` may skip bounds
that cannot complete the loops cut there. Skipping a bound never changes what a verdict
claims: each verdict is that of a bound whose questions were all asked.

Only the loops the last bound cut are deepened (:func:`next_bounds`): a loop no run took past
its bound keeps that bound (with the loops nested with it), until some run does. Any bound per
loop is exact — a run past its loop's bound is cut there, and reported — and a loop kept lower
whose cut no run reaches changes nothing the verdicts claim: within the kept bounds, the runs
are those of the uniform bound (the first run to pass a kept bound would reach its cut).

A bound that deepens loops no run was cut in (those after a cut) may cost far more than the
bounds before it: it gets a time cap (:func:`step_cap`), past which it is dropped and the
narrower step (:func:`narrow_bounds`: the loops after the cut kept) is checked in its place
(issue 30, build item 4: deepen the loops the runs need first, stop a bound that cannot finish
and report the last complete one). Dropping a bound never changes what a verdict claims: the
verdicts are those of bounds whose questions were all asked.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from errlang.encoder.array_loops import TRIP_FACTOR
from errlang.encoder.encoding import LOOP_BOUND, LoopBounds
from errlang.encoder.inline_scans import inline_scans
from errlang.encoder.input_loops import input_loops
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.session.check_reach import Reachability
from errlang.session.verdicts import CutSite

# Bounds tried when none is given: +1 up to 4 (most bugs need few iterations; each step is
# cheap), then about ×1.5 (deep loops are reached in few encodings; the total time is a small
# multiple of the last bound's).
# No fixed cap below what the budget pays for (issue 23): the schedule goes on by ×1.5 to
# about a million, and the time budget ends it.
AUTO_SCHEDULE = (
    *(1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256),
    *(256 * 3**k // 2**k for k in range(1, 22)),
)


def schedule_for(ir: IRProgram, loop_bound: int | None) -> tuple[int, ...]:
    """The bounds to try: ``loop_bound`` alone when given, else the automatic depth's."""
    return (loop_bound,) if loop_bound else input_schedule(ir, AUTO_SCHEDULE)


def input_schedule(ir: IRProgram, schedule: tuple[int, ...]) -> tuple[int, ...]:
    """The automatic depth's bounds with the input's length in them (issue 30). A loop over an
    input of L values (the trip count of the loop that fills it: ``encoder.input_loops``)
    needs L iterations, or L + 1 (``i <= len``, a NUL-terminated copy), and no more: L and
    L + 1 are tried, and the bounds of ``schedule`` between L / 1.5 and L are left out (their
    encodings would cost most of L's and could not complete such a loop)."""
    lengths = {trips for trips in input_loops(ir).values() if trips > 4}
    if not lengths:
        return schedule
    bounds = set(schedule)
    for length in lengths:
        bounds -= {b for b in schedule if length / 1.5 <= b < length}
        bounds |= {length, length + 1}
    return tuple(sorted(bounds))


def next_index(ir: IRProgram, schedule: tuple[int, ...], at: int, cuts: Sequence[CutSite]) -> int:
    """The index of the next bound to try after ``schedule[at]``, whose reachable cut sites
    are ``cuts``: the next one, or further when every loop the bound cut runs at has a known
    trip count T, so that no bound below T / TRIP_FACTOR (where the encoder unwinds it in
    full) can complete them — at most to TRIP_FACTOR times the next bound, whose encoding
    would have been paid for anyway."""
    needed = []
    for cut in cuts:
        if not cut.limits_runs:
            continue
        function = ir.functions.get(cut.function)
        loops = (
            []
            if function is None
            else [loop for loop, line in function.loop_lines.items() if line == cut.line]
        )
        trips = [ir.loop_trips[loop] for loop in loops if loop in ir.loop_trips]
        if cut.reason != LOOP_BOUND or not trips:
            return at + 1
        needed.append(-(-max(trips) // TRIP_FACTOR))
    if not needed or at + 1 >= len(schedule):
        return at + 1
    target = min(min(needed), TRIP_FACTOR * schedule[at + 1])
    later = [k for k in range(at + 1, len(schedule)) if schedule[k] >= target]
    return later[0] if later else at + 1


Loop = tuple[str, int]  # a loop as its cut is reported: (function, line of its LoopIter)


def loop_groups(ir: IRProgram) -> dict[Loop, frozenset[Loop]]:
    """Every loop of ``ir`` -> the loops deepened with it: those of the outermost loop it is
    in (itself and the loops lexically inside), in the program ``check`` encodes (scanning
    helpers inlined, :mod:`errlang.encoder.inline_scans`). A nest counts its loops' iterations
    together (:mod:`errlang.encoder.loop_nests`), so an inner loop kept lower than its outer
    loop would be cut by the outer loop's iterations."""
    groups: dict[Loop, frozenset[Loop]] = {}
    for function in inline_scans(ir).functions.values():
        body = function.body
        backs = {i.target: q for q, i in enumerate(body) if isinstance(i, n.Goto)}
        heads = [
            (pc, backs[pc + 1])
            for pc, instr in enumerate(body)
            if isinstance(instr, n.LoopEnter) and backs.get(pc + 1, -1) > pc
        ]
        iterations = [
            (pc, (i.loc.function, i.loc.line))
            for pc, i in enumerate(body)
            if isinstance(i, n.LoopIter)
        ]
        for _, loop in iterations:
            groups.setdefault(loop, frozenset({loop}))
        for enter, back in heads:
            if any(e < enter and back < b for e, b in heads):
                continue  # inside another loop: its outermost loop's group
            members = frozenset(loop for pc, loop in iterations if enter < pc <= back)
            for loop in members:
                groups[loop] = groups[loop] | members
    return groups


def fixed_loops(ir: IRProgram) -> frozenset[Loop]:
    """The loops whose iterations the encoder does not take from the bound alone: the loops
    that fill the input (run in full at every bound) and the counted loops of a known trip
    count (:func:`errlang.encoder.array_loops.loop_limit`)."""
    counted = set(input_loops(ir)) | set(ir.loop_trips)
    return frozenset(
        (i.loc.function, i.loc.line)
        for function in ir.functions.values()
        for i in function.body
        if isinstance(i, n.LoopIter) and i.loop in counted
    )


def next_bounds(
    bounds: LoopBounds,
    level: int,
    cuts: Sequence[CutSite],
    groups: Mapping[Loop, frozenset[Loop]],
    recut: set[Loop],
    after: Callable[[CutSite], frozenset[Loop] | None] = lambda _: None,
) -> LoopBounds:
    """The loop bounds after ``bounds``, whose reachable cut sites are ``cuts``: ``level`` for
    the loops a run took past their bound and for those a path of the program leads to from a
    cut that limits runs (``after``: the loops after a cut, None: every loop) — a run cut there
    goes on in a deeper bound and may need more of them —, with their groups
    (:func:`loop_groups`), and for the loops once kept lower that a run later took past it
    (``recut``, updated here: not kept again); the other loops keep their bounds."""
    limits = [c for c in cuts if c.limits_runs]
    cut = {(c.function, c.line) for c in limits if c.reason == LOOP_BOUND}
    recut |= {loop for loop in cut if loop in bounds.loops}
    deepened = cut | recut
    for site in limits:
        later = after(site)
        deepened |= set(groups) if later is None else later
    raised: set[Loop] = set()
    for loop in deepened:
        raised |= groups.get(loop, frozenset({loop}))
    kept = {loop: bounds.loops.get(loop, bounds.default) for loop in groups if loop not in raised}
    return LoopBounds(level, {loop: b for loop, b in kept.items() if b < level})


class LoopsAfter:
    """The loops a path of ``ir`` leads to from a cut site (over-approximated as
    :class:`errlang.session.check_reach.Reachability` does: every return goes back to every
    call site), per cut site, computed once."""

    def __init__(self, ir: IRProgram) -> None:
        self.paths = Reachability(ir)
        self.heads: dict[tuple[str, int], Loop] = {
            (name, pc): (i.loc.function, i.loc.line)
            for name, function in ir.functions.items()
            for pc, i in enumerate(function.body)
            if isinstance(i, n.LoopIter)
        }
        self.found: dict[CutSite, frozenset[Loop] | None] = {}

    def __call__(self, cut: CutSite) -> frozenset[Loop] | None:
        if cut not in self.found:
            reached = self.paths.after(cut)
            self.found[cut] = (
                None
                if reached is None
                else frozenset(loop for at, loop in self.heads.items() if at in reached)
            )
        return self.found[cut]


# A bound that deepens loops no run was cut in (the loops after a cut, :func:`next_bounds`)
# may cost far more than the bounds before predict: past a loop over the input that the
# bounds before all cut, the code after it is encoded for the first time (markupsafe_escape.c
# on 8 bytes: bounds 1-4 in 0.2 s each, all runs cut in its first pass; bound 8, the second
# pass and the harness's unescaping encoded in full, ran out in 56 s). Such a bound gets a
# time cap (:func:`step_cap`): its predicted time times CAP_FACTOR, and at least CAP_SHARE of
# the time left; past it, the bound is dropped and the narrower step is checked instead
# (:func:`narrow_bounds`: only the loops a run was cut in deepened, the loops after them kept),
# whose verdicts name the loops kept lower. A bound finished is never dropped.
CAP_FACTOR = 3.0
CAP_SHARE = 0.2


def narrow_bounds(
    bounds: LoopBounds,
    level: int,
    cuts: Sequence[CutSite],
    groups: Mapping[Loop, frozenset[Loop]],
    recut: set[Loop],
) -> LoopBounds:
    """:func:`next_bounds` without the loops after a cut: ``level`` for the loops a run took
    past their bound (and the loops once kept lower that a run later took past it), with
    their groups; every other loop keeps its bound (``recut`` is not updated)."""
    return next_bounds(bounds, level, cuts, groups, set(recut), after=lambda _: frozenset())


def predicted_seconds(
    last: tuple[int, float], before: tuple[int, float] | None, level: int
) -> float:
    """The seconds the bound ``level`` is predicted to take from the bound ``last`` (a bound
    and its seconds): as the bound squared (the formula of a loop nest of two grows so; the
    undefined-behaviour search's rule, :mod:`errlang.session.check_ub_search`), or as the
    seconds grew from ``before`` to ``last`` per step of the bound, if faster."""
    bound, seconds = last
    scale = (level / max(1, bound)) ** 2
    if before is not None and before[0] < bound and before[1] > 0:
        per_step = (seconds / before[1]) ** (1 / max(1.0, bound - before[0]))
        scale = max(scale, per_step ** max(0, level - bound))
    return seconds * scale


def step_cap(
    wide: LoopBounds,
    narrow: LoopBounds,
    last: tuple[int, float],
    before: tuple[int, float] | None,
    remaining: float,
) -> float | None:
    """The seconds the bound ``wide`` may take before the narrower ``narrow`` is checked in its
    place: :data:`CAP_FACTOR` times its predicted seconds (:func:`predicted_seconds`), at least
    :data:`CAP_SHARE` of the ``remaining`` budget; None (no cap) when the two are the same
    bounds, when one bound alone was measured (``before`` None: no growth is known;
    simplejson_ascii.c on 8 bytes takes 0.1 s at bound 1 and 13 s at bound 2, complete), or
    when the cap would leave too little for the narrower bound to be worth it."""
    if wide == narrow or before is None:
        return None
    cap = max(CAP_FACTOR * predicted_seconds(last, before, wide.default), CAP_SHARE * remaining)
    return cap if cap < remaining / 2 else None


def narrower(wide: LoopBounds, narrow: LoopBounds) -> LoopBounds | None:
    """The step after ``narrow`` once it too ran past its cap: the loops ``narrow`` keeps below
    ``wide`` (the loops after the cut) at half their bound; None when they are all at 1
    already. markupsafe_escape.c on 32 bytes: its first pass complete at bound 32 with the
    second kept at 16 ran out as the bound with both at 32 did; the second at 8 is cheaper."""
    kept = {
        loop: bound
        for loop, bound in narrow.loops.items()
        if bound < wide.loops.get(loop, wide.default)
    }
    if all(bound <= 1 for bound in kept.values()):
        return None
    halved = {loop: max(1, bound // 2) for loop, bound in kept.items()}
    return LoopBounds(narrow.default, {**narrow.loops, **halved})
