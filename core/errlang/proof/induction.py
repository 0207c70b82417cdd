"""k-induction for the loop that stopped a bounded proof (issue 33; Sheeran, Singh, Stålmarck,
FMCAD 2000; for programs as in Donaldson et al., SAS 2011, and CBMC/ESBMC's k-induction).

Segments: segment 0 of a run is its code up to the first arrival at the loop's head, segment
j ≥ 1 goes from the j-th arrival to the next one, or to the end of the run. A run that fails
assertion A fails it in some segment m.

* Base case: the bounded check at loop bound b ≥ k found no run failing A and no run cut but
  at this loop's bound: every run with at most b iterations — so every violation in segments
  0..k — is excluded.
* Invariants: each holds at the first arrival of every run (initiation, on the code before the
  loop, explored in full) and is preserved by one iteration from any state satisfying all of
  them (consecution): they hold at every arrival.
* Step case (:func:`errlang.proof.programs.step_program`): from any state at the head that
  agrees with the code before the loop on what the loop does not write and satisfies the
  invariants, k segments without a violation are never followed by a violation in segment
  k + 1.

A run failing A in segment m > k reaches arrival m − k in such a state (docs/proofs.md), with
segments m − k .. m − 1 free of violations (m is the first), contradicting the step case. So
no run fails A: ``holds`` for all runs.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from errlang.ir.program import IRProgram
from errlang.proof.invariants import (
    Candidate,
    candidates,
    houdini,
    samples,
    variables,
)
from errlang.proof.loops import LoopShape, Refused, loop_shape
from errlang.proof.programs import step_program
from errlang.proof.solving import OutOfTime, Questions

MAX_K = 3  # the deepest induction tried (each step case unrolls k + 1 segments)
SAMPLE_BOUND = 3  # bounded runs that give the invariants' sample states


@dataclass(frozen=True)
class InductionProof:
    """Why an assertion holds for all runs: k-induction on the loop at ``loop_line`` with
    these invariants (C text) at its head."""

    k: int
    loop_line: int
    invariants: tuple[str, ...]

    def describe(self) -> str:
        shown = ", ".join(self.invariants) if self.invariants else "none needed"
        return (
            f"proved by k-induction with k = {self.k} on the loop at line {self.loop_line}, "
            f"invariants: {shown}"
        )


@dataclass(frozen=True)
class ProofAttempt:
    """What one attempt established: proofs by assertion index, and why the others were not
    proved (None: nothing was left)."""

    proved: tuple[tuple[int, InductionProof], ...] = ()
    stopped: str | None = None
    # every site was proved and no run of the step program (the code before the loop, then
    # k + 1 segments from any state the invariants allow) has undefined behaviour: no run of
    # the program has any, so deeper bounds cannot find anything
    no_undefined: bool = False


@dataclass
class LoopProver:
    """Proofs about the runs through ``main``'s loop at ``line`` (one per check)."""

    ir: IRProgram
    line: int
    cancel: Callable[[], bool] = lambda: False
    shape: LoopShape | None = None
    refusal: str | None = None
    invariants: list[Candidate] | None = None
    tried: set[int] = field(default_factory=set)  # the k already tried
    _last: tuple[tuple[int, tuple[str, ...]], Questions] | None = None

    def __post_init__(self) -> None:
        try:
            self.shape = loop_shape(self.ir, self.line)
        except Refused as error:
            self.refusal = str(error)

    def attempt(self, bound: int, sites: Sequence[int], deadline: float) -> ProofAttempt:
        """Try k = min(bound, MAX_K) for ``sites`` (assertions that no run within ``bound``
        fails, where only this loop's bound cut runs): the base case is that check."""
        if self.shape is None:
            return ProofAttempt(stopped=self.refusal)
        k = min(bound, MAX_K)
        if k in self.tried or not sites:
            return ProofAttempt(stopped="k-induction up to k = {MAX_K} did not prove it")
        self.tried.add(k)
        try:
            plain = self._holding(self.shape, k, bound, sites, [], deadline)
            if len(plain) == len(sites):  # no invariant needed
                proof = InductionProof(k, self.shape.line, ())
                clean = self._clean(self.shape, k, bound, [], deadline)
                return ProofAttempt(tuple((s, proof) for s in plain), None, clean)
            if self.invariants is None:
                self.invariants = self._invariants(self.shape, bound, deadline)
            return self._step(self.shape, k, bound, sites, deadline)
        except OutOfTime:
            self.tried.discard(k)
            return ProofAttempt(stopped="the proof ran out of its share of the time budget")

    def _invariants(self, shape: LoopShape, bound: int, deadline: float) -> list[Candidate]:
        vars_ = variables(self.ir, shape)
        sampled = Questions(self.ir, min(bound, SAMPLE_BOUND), deadline, self.cancel)
        guesses = candidates(self.ir, shape, samples(sampled, shape, vars_))
        return houdini(self.ir, shape, guesses, bound, deadline, self.cancel)

    def _step(
        self, shape: LoopShape, k: int, bound: int, sites: Sequence[int], deadline: float
    ) -> ProofAttempt:
        invariants = self.invariants or []
        proved = self._holding(shape, k, bound, sites, invariants, deadline)
        if not proved:
            return ProofAttempt(stopped=f"the step case of k-induction fails at k = {k}")
        used = self._needed(shape, k, bound, proved, invariants, deadline)
        proof = InductionProof(k, shape.line, tuple(c.text for c in used))
        left = [s for s in sites if s not in proved]
        stopped = f"the step case of k-induction fails at k = {k}" if left else None
        clean = not left and self._clean(shape, k, bound, used, deadline)
        return ProofAttempt(tuple((s, proof) for s in proved), stopped, clean)

    def _clean(
        self, shape: LoopShape, k: int, bound: int, used: Sequence[Candidate], deadline: float
    ) -> bool:
        """No undefined behaviour in the step program with these invariants (ProofAttempt's
        ``no_undefined``); False when the time does not allow the question."""
        try:
            questions = self._questions(shape, k, bound, used, deadline)
            return questions.runs_lost() is None and not questions.undefined()
        except OutOfTime:
            return False

    def _questions(
        self, shape: LoopShape, k: int, bound: int, used: Sequence[Candidate], deadline: float
    ) -> Questions:
        """The step program's encoding with these invariants (the last one is kept: the
        proof's and the undefined-behaviour question share it)."""
        key = (k, tuple(c.text for c in used))
        if self._last is not None and self._last[0] == key:
            return self._last[1]
        program = step_program(self.ir, shape, k, [c.cond for c in used])
        questions = Questions(program, max(bound, k + 1), deadline, self.cancel)
        self._last = (key, questions)
        return questions

    def _holding(
        self,
        shape: LoopShape,
        k: int,
        bound: int,
        sites: Sequence[int],
        invariants: Sequence[Candidate],
        deadline: float,
    ) -> list[int]:
        """The sites the step case proves with these invariants."""
        questions = self._questions(shape, k, bound, invariants, deadline)
        if questions.runs_lost() is not None:
            return []
        return [s for s in sites if not questions.fails(s)]

    def _needed(
        self,
        shape: LoopShape,
        k: int,
        bound: int,
        proved: list[int],
        invariants: list[Candidate],
        deadline: float,
    ) -> list[Candidate]:
        """A subset of ``invariants`` that still proves ``proved`` (one dropped at a time, as
        long as the time allows: the invariants shown are those the proof needs)."""
        if len(invariants) <= 1:  # the step case without invariants was asked first
            return list(invariants)
        used = list(invariants)
        for candidate in reversed(invariants):  # the later guesses are the less simple
            if time.monotonic() > deadline:
                break
            fewer = [c for c in used if c is not candidate]
            try:
                if self._holding(shape, k, bound, proved, fewer, deadline) == proved:
                    used = fewer
            except OutOfTime:
                break
        return used
