"""A proof attempt run apart from the check that asks for it (issue 30: a check's time from run
to run).

``check`` tries k-induction between two bounds (:mod:`errlang.session.check_proof`). Run in the
check's own process, the attempt's encodings and questions live in the z3 context the check's
later questions share: every term it makes shifts the ids of every later one, and z3's search
depends on them (and on the heap addresses its tables are keyed by), so the check's questions
after an attempt took a different search whenever the attempt did a different amount of work —
at another load (its wall-clock cap), or merely with other heap addresses
(docs/benchmarks-scaling.md, "Ninth session: a check's time from run to run"). A forked child
(the caller's ``run``, :func:`errlang.session.forked.start_forked`) leaves the check's process
as it was: whatever the attempt does, the check's next question is asked of the same context.

What an attempt learns that a later one reuses — the k already tried, the invariants Houdini
kept — travels back with its outcome (:class:`Carried`) and is adopted by the prover in the
check's process (:func:`adopt`); everything else the child made dies with it. A child killed
at its share's deadline or on cancel is an attempt that ran out of its share, as the attempt in
the process would say; one that died (a signal, no result) is an abandoned proof, never a
proof."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

from errlang.proof.induction import LoopProver, ProofAttempt
from errlang.proof.invariants import Candidate
from errlang.proof.sequence import SequenceProver
from errlang.proof.solving import Share

# seconds the child may run past its share's wall-clock deadline before it is killed: the
# attempt stops itself at the deadline (z3's timeout, the encoder's cancel) and then sends its
# outcome, which is worth waiting for a moment
SLACK = 0.5
OUT_OF_SHARE = "the proof ran out of its share of the time budget"

Prover = LoopProver | SequenceProver
Invariants = list[Candidate] | list[list[Candidate]] | None


@dataclass(frozen=True)
class Carried:
    """What an attempt run in a child hands back: its outcome, the work it did (z3's resource
    units and encoding steps, :class:`errlang.proof.solving.Share`), and what its prover
    learnt that later attempts reuse (the k tried, the invariants kept)."""

    attempt: ProofAttempt
    spent: int
    tried: frozenset[int]
    invariants: Invariants


class AttemptLost(Exception):
    """The child ended without an outcome: ``killed`` at its deadline or on cancel, or it died
    (``reason`` says how)."""

    def __init__(self, reason: str, *, killed: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.killed = killed


# how the caller runs ``work`` apart: its value, or AttemptLost when there is none by the
# deadline (a ``time.monotonic()`` instant); an exception ``work`` raises is raised
Run = Callable[[Callable[[], Carried], float], Carried]


def carried(prover: Prover, bound: int, sites: Sequence[int], share: Share) -> Carried:
    """``prover.attempt(bound, sites, share)`` and what the prover learnt (in the child)."""
    start = share.spent
    attempt = prover.attempt(bound, sites, share)
    return Carried(attempt, share.spent - start, frozenset(prover.tried), prover.invariants)


def adopt(prover: Prover, share: Share, outcome: Carried) -> ProofAttempt:
    """The child's ``outcome`` taken over by ``prover`` and ``share`` in this process, as if
    the attempt had run here."""
    share.spent += outcome.spent
    prover.tried = set(outcome.tried)
    if isinstance(prover, LoopProver):
        prover.invariants = cast("list[Candidate] | None", outcome.invariants)
    else:
        prover.invariants = cast("list[list[Candidate]] | None", outcome.invariants)
    return outcome.attempt


def attempt_apart(
    prover: Prover, bound: int, sites: Sequence[int], share: Share, run: Run
) -> ProofAttempt:
    """``prover.attempt(bound, sites, share)`` run by ``run`` (a forked child, killed at the
    share's deadline and SLACK): the check's process is left as it was (module text)."""
    before = share.spent
    try:
        outcome = run(lambda: carried(prover, bound, sites, share), share.deadline + SLACK)
    except AttemptLost as lost:
        if lost.killed:
            return ProofAttempt(stopped=OUT_OF_SHARE)
        return ProofAttempt(stopped=f"the proof was abandoned ({lost.reason})")
    share.spent = before  # the child worked on a copy: what it spent is in its outcome
    return adopt(prover, share, outcome)
