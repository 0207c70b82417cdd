"""``check``'s proofs for all runs (issue 33): after a finished bound whose only cut runs are at
one loop of ``main``, k-induction (:mod:`errlang.proof`) is tried on that loop for the
assertions no run within the bound fails, with a share of the time budget (SHARE of it, at
most CAP seconds, for all attempts together: the deepening keeps the rest). A proved assertion
is ``holds`` with the proof in its reason and JSON; the others keep their verdict, and the
reason says what stopped the proof.

*When* (the proof's schedule): a proof costs seconds that a small input, which the check
completes by exhaustion a few bounds later, never needs back — the number parser at 4 bytes
took 3.8 s CPU with its proof attempts and 0.5 s without, every verdict the same (complete
`holds`). A program that fills an input of L values (``encoder.input_loops``) is likely
complete at bound L or L + 1; when checking on to the first bound of the schedule at or past
L + 1 is predicted to cost less than the proof's share, and the time left pays for both, the
proof waits (:func:`waits`) — each bound predicted at this bound's seconds times the square of
the bounds' ratio (quadratic growth, docs/benchmarks-scaling.md). A program without such an
input, a fixed ``--loop-bound`` and a bound past L + 1 try the proof as before (a ``while
(1)`` server is proved at bound 2 and the check ends)."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import cast

from errlang.encoder.encoding import LOOP_BOUND
from errlang.encoder.input_loops import input_loops
from errlang.frontend import AssertionSite
from errlang.ir.program import IRProgram
from errlang.proof.induction import InductionProof, LoopProver, ProofAttempt
from errlang.proof.inline import inlined
from errlang.proof.isolated import AttemptLost, Carried, Run, attempt_apart
from errlang.proof.sequence import SequenceProver
from errlang.proof.solving import Share
from errlang.session import check_reasons as reasons
from errlang.session.check_bound import BoundOutcome, Budget
from errlang.session.forked import start_forked
from errlang.session.verdicts import AssertionVerdict
from errlang.teacher.solver import EFFORT_PER_SECOND, abandoned

SHARE = 0.2  # of the time budget, for all proof attempts together
CAP = 10.0  # seconds, at most, for all proof attempts together
# the share is counted in work (proof.solving.Share, issue 30: the same work at any load): a
# second of it buys this many of z3's resource units, below the 2.5-4 million z3 does in a CPU
# second (teacher.solver.EFFORT_PER_SECOND), so that on an idle machine the work runs out
# before the wall clock, which stays the hard cap at WALL_SLACK times the share's seconds
UNITS_PER_SECOND = EFFORT_PER_SECOND * 3 // 4
WALL_SLACK = 1.0
# the first bound after which a proof is tried: bound 1 is often not complete where bound 2 is,
# and exhaustion is cheaper there than a proof (a 1-inductive assertion is 2-inductive too)
FIRST_BOUND = 2
# why a holds-within-bound has no proof when the check ended while its proof was waiting
WAITED = (
    "the proof waited for the bounds up to the input's length, predicted cheaper than it, "
    "which did not complete the check in time"
)


@dataclass(frozen=True)
class Ahead:
    """What the deepening would do after a bound: the bounds its schedule still holds, and
    the seconds of each bound so far (the last one is the bound just finished)."""

    bounds: tuple[int, ...] = ()
    seconds: tuple[float, ...] = ()


def waits(bound: int, ahead: Ahead, lengths: Sequence[int], share: float, left: float) -> bool:
    """Whether the proof after ``bound`` should wait (module text): the input's length L (of
    ``lengths``, the shortest still ahead) is reached by the schedule, and checking every
    bound up to the first at or past L + 1, each predicted at the last bound's seconds times
    (B / ``bound``)², costs at most ``share`` and leaves ``share`` within ``left``."""
    pending = [length for length in lengths if length + 1 > bound]
    if not pending or not ahead.bounds or not ahead.seconds:
        return False
    target = min(pending) + 1
    reached = [b for b in ahead.bounds if b >= target]
    if not reached:
        return False
    upto = [b for b in ahead.bounds if b <= reached[0]]
    last = ahead.seconds[-1]
    predicted = sum(last * (b / bound) ** 2 for b in upto)
    return predicted <= share and predicted + share <= left


def _stopping_loop(outcome: BoundOutcome, mains: frozenset[str]) -> int | None:
    """The line of the one loop of ``main`` (``mains``: main and the functions inlined into
    it) at whose bound runs were cut (None: cuts of any other kind or place, which
    k-induction on one loop cannot account for)."""
    if not outcome.finished or outcome.complete or outcome.cut_kinds("unsupported"):
        return None
    limiting = {(c.reason, c.line, c.function) for c in outcome.cuts if c.limits_runs}
    if len(limiting) != 1:
        return None
    reason, line, function = next(iter(limiting))
    return line if reason == LOOP_BOUND and function in mains else None


def _main_loops(outcome: BoundOutcome, mains: frozenset[str]) -> bool:
    """Whether every run cut was cut at the bound of some loop of ``main`` (or a function
    inlined into it; several loops: :mod:`errlang.proof.sequence` abstracts all but one by
    their invariants)."""
    if not outcome.finished or outcome.complete or outcome.cut_kinds("unsupported"):
        return False
    limiting = {(c.reason, c.function) for c in outcome.cuts if c.limits_runs}
    return bool(limiting) and all(r == LOOP_BOUND and f in mains for r, f in limiting)


def apart(cancel: Callable[[], bool] | None) -> Run:
    """How a proof attempt runs apart from the check (:mod:`errlang.proof.isolated`): in a
    forked child killed at its deadline or when ``cancel()`` says so; in this process where no
    child can be had, or while abandoned z3 work still runs here (a child forked then could
    inherit z3's locks held)."""

    def run(work: Callable[[], Carried], deadline: float) -> Carried:
        child = None
        if not abandoned():
            with contextlib.suppress(OSError):  # no process to be had (EAGAIN)
                child = start_forked(lambda _send: work())
        if child is None:
            return work()
        outcome = child.outcome(deadline, cancel)
        if outcome.finished:
            return cast(Carried, outcome.value)
        if outcome.error is not None:
            raise outcome.error
        raise AttemptLost(outcome.reason, killed=outcome.killed)

    return run


@dataclass
class Proofs:
    """The proofs found during one check, and why the others were not found."""

    ir: IRProgram
    budget: Budget
    provers: dict[int, LoopProver] = field(default_factory=dict)  # by the loop's line
    sequence: SequenceProver | None = None  # main's loops one after another
    proved: dict[int, InductionProof] = field(default_factory=dict)  # by assertion index
    stopped: dict[int, str] = field(default_factory=dict)  # by assertion index
    spent: float = 0.0  # seconds the attempts took so far
    units: int = 0  # work the attempts did so far (z3's resource units; the share counts it)
    # every assertion left open was proved and no run has undefined behaviour: deepening
    # the bound cannot add anything (the check may stop)
    settled: bool = False
    # main and the functions called once from it that the proofs see inlined (proof/inline;
    # None: not looked at yet)
    mains: frozenset[str] | None = None
    # told the bound before an attempt starts (the check reports what it has: check_partial)
    announce: Callable[[int], None] = lambda _bound: None
    # the lengths of the program's inputs filled by a loop (module text: when a proof waits)
    lengths: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        self.lengths = tuple(sorted(set(input_loops(self.ir).values())))

    def after(
        self, outcome: BoundOutcome, sites: Sequence[AssertionSite], ahead: Ahead | None = None
    ) -> None:
        """Try to prove ``sites`` for all runs after ``outcome`` (the base case), unless the
        deepening's bounds ``ahead`` are predicted to complete the check for less."""
        if outcome.loop_bound < FIRST_BOUND:
            return
        if self.mains is None:  # the same runs: the provers see one main
            self.ir, names = inlined(self.ir)
            self.mains = names | {"main"}
        line = _stopping_loop(outcome, self.mains)
        several = _main_loops(outcome, self.mains)
        if line is None and not several:
            return
        open_ = [
            s.index
            for s in sites
            if s.index not in self.proved
            and reasons.settled(s, outcome).verdict == "holds-within-bound"
        ]
        if not open_:
            return
        # the share in work (proof.solving.Share: z3's resource units, the same at any load);
        # the wall clock caps it at WALL_SLACK times its seconds and half the time left
        units = round(min(CAP, SHARE * self.budget.seconds) * UNITS_PER_SECOND) - self.units
        share = units / UNITS_PER_SECOND
        wall = min(WALL_SLACK * share, self.budget.remaining() / 2)
        if units <= 0 or wall <= 0:
            return
        if (
            ahead is not None
            and not outcome.stalled
            and waits(outcome.loop_bound, ahead, self.lengths, share, self.budget.remaining())
        ):
            for index in open_:
                self.stopped[index] = WAITED
            return
        self.announce(outcome.loop_bound)
        started = time.monotonic()
        work = Share(started + wall, units)
        try:
            prover = self._prover(line, several)
            if isinstance(prover, SequenceProver) and prover.shapes is not None:
                line = None  # the proof names its loop
            # in a forked child: the check's z3 context is left as it was (proof/isolated)
            attempt = attempt_apart(
                prover, outcome.loop_bound, open_, work, apart(self.budget.cancel)
            )
        except Exception as error:  # a proof never breaks the check: no proof, and why
            attempt = ProofAttempt(stopped=f"the proof was abandoned ({type(error).__name__})")
        self.spent += time.monotonic() - started
        clock = time.monotonic() > work.deadline  # the hard cap fired: the share is gone
        self.units += units if clock else min(work.spent, units)
        self.proved.update(attempt.proved)
        self.settled = attempt.no_undefined and all(s.index in self.proved for s in sites)
        where = f" (loop at line {line})" if line is not None else ""
        for index in open_:
            if index not in self.proved and attempt.stopped:
                self.stopped[index] = f"{attempt.stopped}{where}"

    def _prover(self, line: int | None, several: bool) -> LoopProver | SequenceProver:
        """The single-loop prover of the loop at ``line``; the one for main's loops one
        after another when there is no such line, or its loop is refused and every cut was at
        a loop of main."""
        cancel = self.budget.cancel or (lambda: False)
        if line is not None:
            prover = self.provers.get(line)
            if prover is None:
                prover = self.provers[line] = LoopProver(self.ir, line, cancel)
            if prover.shape is not None or not several:
                return prover
        if self.sequence is None:
            self.sequence = SequenceProver(self.ir, cancel)
        return self.sequence

    def verdict(self, verdict: AssertionVerdict) -> AssertionVerdict:
        """``verdict`` with what the proofs established about it."""
        if verdict.verdict != "holds-within-bound":
            return verdict
        proof = self.proved.get(verdict.index)
        if proof is None:
            why = self.stopped.get(verdict.index)
            if why is None:
                return verdict
            reason = f"{verdict.reason}; not proved for all runs: {why}"
            return replace(verdict, reason=reason, unproved=why)
        return replace(
            verdict,
            verdict="holds",
            reason=f"{proof.describe()}; base case: {verdict.reason}",
            proof=proof,
        )
