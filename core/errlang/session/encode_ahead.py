"""Encoding the input's bound ahead of the schedule (issue 30, build items 2 and 4: bounds from
the input; budgets spent where they pay).

A loop over an input of L values needs L + 1 iterations and no more, and many loops stop
sooner by themselves: a record decoder that breaks after its 5 fields (SQLite's
``if ((++u) >= p->nField) break``, ``nField`` 5 through a pointer), a scan that reaches the
buffer's NUL. The executor sees such a limit only where it unwinds the loop that far: there
the runs leave the loop and no run is cut. The automatic depth, though, raises the bound step
by step (1, 2, 3, 4, 8, ...), and on programs whose every bound costs about the same —
the time goes to the bound's questions, one per assertion and undefined-behaviour site, not to
its iterations — those steps are paid for nothing: sqlite_record.c on 8 bytes spent 18 s of
CPU on bounds 2, 3 and 4, each about 5 s of questions, before bound 8, whose encoding (3.2 s)
had no loop cut at all (the loop stops at 5).

So, when the formula grew no faster than the bound from one bound to the next (most of it is
not the loops' iterations) and a bound takes a second or more, the input's bound L + 1 is
encoded first (:func:`ahead_index`), within what the last bound took (:data:`AHEAD_SHARE` of
the budget left at most). Where its encoding cuts no run at a bound (no loop, recursion or goto
cut: every run ends within the bounds) it is checked in place of the schedule's next bound,
and is complete unless a run reaches errlang's allocation limit. Otherwise it is dropped and
the schedule goes on as before: at most one bound's time is lost (a target is tried again only
with three times the time, and never after its encoding was found to cut runs). An encoding
with bound cuts that no run reaches is dropped too: asking costs a question on the larger
formula, and on zstd_frame.c at 8 bytes, complete at bound 3, that question went unanswered
while bound 3 ran out.

Using a deeper bound never changes what a verdict claims: a bound's verdicts are those of
the runs within it, and an encoding with no bound cut holds every run of the program (the
same encoding as at any deeper bound, since no run reaches a cut).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import z3

from errlang.encoder.encoding import BOUND, Encoding, LoopBounds
from errlang.encoder.input_loops import input_loops
from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled
from errlang.ir.program import IRProgram
from errlang.session.bound_outcome import BoundOutcome
from errlang.session.check_budget import Budget
from errlang.session.deadline import encode_until

AHEAD_SHARE = 0.5  # of the budget left, at most, for one encoding ahead
MIN_SECONDS = 1.0  # a bound that took less: deepened step by step
RETRY_FACTOR = 3.0  # an encoding ahead stopped by its time: tried again with 3 times the time
USED, CUT, TIME = "used", "cut", "time"  # what became of an encoding ahead
UNREACHED = 10  # a bound's formula this many times smaller than the next one's: see growth
MIN_LENGTH = 4  # inputs of at most this many values: the schedule's first bounds reach them


class AheadCancelled(EncodingCancelled):
    """The check's budget ended (or was cancelled) while ``bound`` was encoded ahead: the
    bound that ran out is that one, not the schedule's (the check's message names it)."""

    def __init__(self, bound: int) -> None:
        super().__init__(f"loop bound {bound}, encoded ahead")
        self.bound = bound


@dataclass(frozen=True)
class AheadBound:
    """A deeper bound to encode before the schedule's next one: its index in the schedule, its
    loop bounds, and the seconds its encoding may take."""

    index: int
    bounds: LoopBounds
    seconds: float


def input_bound(ir: IRProgram) -> int | None:
    """L + 1 for the longest input of L > :data:`MIN_LENGTH` values that a loop of ``ir``
    fills (:func:`errlang.encoder.input_loops.input_loops`), None when there is none."""
    lengths = [trips for trips in input_loops(ir).values() if trips > MIN_LENGTH]
    return max(lengths) + 1 if lengths else None


def ahead_index(
    schedule: tuple[int, ...],
    at: int,
    target: int | None,
    seconds: float,
    growth: float | None,
    cpu: float,
) -> int | None:
    """The index in ``schedule`` of the bound ``target`` (the input's bound) to encode before
    ``schedule[at]``, or None. It is when ``target`` lies beyond that bound (so that an
    encoding ahead used saves a bound's time at least, while one dropped costs one at most),
    the formula grew no faster than the bound from the bound before to the last one
    (``growth``, :func:`growth`: the runs leave the loops, or a part the loops do not repeat
    makes most of it, as in SQLite's record decoder; where the loops' iterations make most of
    it, the input's bound costs far more than the next one and is reached by the schedule),
    and both the encoding ahead may take (``seconds``, the last bound's time at most) and the
    last bound's CPU seconds (``cpu``: on a loaded machine its wall seconds say more of the
    load than of the program) are at least :data:`MIN_SECONDS` (cheaper bounds are cheaper
    to deepen: split_trim.c at 8 bytes, bound 4 in 0.2 s idle, took 1.1 s of wall at load 9,
    and bound 9's encoding did not fit in it). Its expected time is not asked
    for: the point is the loops' runs ending before the target, which no time of the bounds
    before tells (SQLite's record decoder on 16 bytes: bound 4's encoding, scaled linearly to
    17, is 15 s of CPU; 17's takes 5 s, its loop ending at 5)."""
    if target is None or at >= len(schedule) or target not in schedule:
        return None
    index = schedule.index(target)
    if index <= at or min(seconds, cpu) < MIN_SECONDS or growth is None or growth > 1.0:
        return None
    return index


def growth(before: tuple[int, int | None] | None, last: tuple[int, int | None]) -> float | None:
    """How the formula grew from the bound ``before`` to the bound ``last`` (each a bound and
    its formula's size) against the bound: the ratio of the sizes over the ratio of the
    bounds (1: as fast as the bound); None when a size is not known. A formula under
    1 / :data:`UNREACHED` of the next one's is of a bound whose runs were cut before the code
    the next one encodes (sqlite_record.c's bound 1, 1 node: a counted loop of 8 trips filling
    the record's slack cuts every run); it tells nothing of that code's growth, and 1 is
    assumed."""
    if before is None or before[1] is None or last[1] is None or before[0] >= last[0]:
        return None
    if before[1] * UNREACHED < last[1]:
        return 1.0
    return (last[1] / max(before[1], 1)) / (last[0] / before[0])


def encoded_ahead(ir: IRProgram, ahead: AheadBound, budget: Budget) -> tuple[Encoding | None, str]:
    """The encoding of ``main`` at ``ahead``'s bounds and :data:`USED` when it ends within
    ``ahead.seconds`` (and the budget) and cuts no run at a bound; the encoding and
    :data:`CUT` when it cuts runs at a bound (some of these cuts may be out of every run's
    reach: :func:`bound_cuts`); None and :data:`TIME` when it was stopped at its deadline or
    calls nest too deep for the encoder (the budget's cancellation or end propagate as
    :class:`AheadCancelled`)."""
    deadline = min(budget.deadline, time.monotonic() + ahead.seconds)
    bounds = ahead.bounds
    try:
        encoding, _ = encode_until(
            ir, "main", bounds.default, ("functions",), budget.stop_encoding, deadline, True, bounds
        )
    except EncodingCancelled as error:
        if budget.cancelled() or budget.remaining() <= 0:
            raise AheadCancelled(bounds.default) from error
        return None, TIME
    except EncodingBudgetExceeded:
        return None, TIME
    return encoding, CUT if bound_cuts(encoding) else USED


def bound_cuts(encoding: Encoding) -> list[z3.BoolRef]:
    """The guards of the runs ``encoding`` cuts at a bound (a loop's, recursion's, a goto's)."""
    return [cut.guard for cut in encoding.cuts if cut.kind == BOUND]


@dataclass
class EncodeAhead:
    """The encodings ahead of one deepening. A target whose encoding ended with runs cut at a
    bound is not encoded again (the same bounds give the same encoding); one stopped by its
    time is encoded again only with :data:`RETRY_FACTOR` times that time at least (so that the
    time lost on it stays within a bound's time or so)."""

    ir: IRProgram
    schedule: tuple[int, ...]
    target: int | None = field(init=False)
    allowed: float = 0.0  # the time the last encoding ahead stopped by its time had
    cut: bool = False  # an encoding ahead ended with runs cut at a bound
    before: tuple[int, int | None] | None = None  # the bound before and its formula's size

    def __post_init__(self) -> None:
        self.target = input_bound(self.ir)

    def next(
        self,
        at: int,
        last: BoundOutcome,
        remaining: float,
        deeper: Callable[[int], LoopBounds],
    ) -> AheadBound | None:
        """The bound to encode before ``schedule[at]`` after the bound ``last`` finished
        (:func:`ahead_index`), with the loop bounds ``deeper(level)`` (the schedule's rule,
        :func:`errlang.session.check_schedule.next_bounds`), within ``last``'s seconds and
        :data:`AHEAD_SHARE` of the ``remaining`` budget; None when none pays."""
        if last.ahead is not None and last.ahead[1] == CUT:
            self.cut = True
        sizes = (last.loop_bound, last.formula_size)
        grew, self.before = growth(self.before, sizes), sizes
        allowed = min(last.seconds, AHEAD_SHARE * remaining)
        index = ahead_index(self.schedule, at, self.target, allowed, grew, last.cpu_seconds)
        if index is None or self.cut or allowed < RETRY_FACTOR * self.allowed:
            return None
        self.allowed = allowed
        return AheadBound(index, deeper(self.schedule[index]), allowed)
