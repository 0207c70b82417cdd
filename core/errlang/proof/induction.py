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

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import z3

from errlang.ir.program import IRProgram
from errlang.proof.invariants import (
    Candidate,
    candidates,
    houdini,
    samples,
    variables,
)
from errlang.proof.loops import LoopShape, Refused, loop_shape
from errlang.proof.programs import USE, Abstracted, step_program
from errlang.proof.solving import OutOfTime, Questions, Share, shared

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
    _last: Step | None = None  # the plain step case's encoding (its clean question)

    def __post_init__(self) -> None:
        try:
            self.shape = loop_shape(self.ir, self.line)
        except Refused as error:
            self.refusal = str(error)

    def attempt(self, bound: int, sites: Sequence[int], deadline: float | Share) -> ProofAttempt:
        """Try k = min(bound, MAX_K) for ``sites`` (assertions that no run within ``bound``
        fails, where only this loop's bound cut runs): the base case is that check."""
        deadline = shared(deadline)  # every encoding and question spends the same share
        if self.shape is None:
            return ProofAttempt(stopped=self.refusal)
        k = min(bound, MAX_K)
        if k in self.tried or not sites:
            return ProofAttempt(stopped=f"k-induction up to k = {MAX_K} did not prove it")
        self.tried.add(k)
        try:
            plain = self._holding(self.shape, k, bound, sites, [], deadline)
            if len(plain) == len(sites):  # no invariant needed
                proof = InductionProof(k, self.shape.line, ())
                last = self._last
                clean = self.shape.initialised and last is not None and last.clean([])
                return ProofAttempt(tuple((s, proof) for s in plain), None, clean)
            if self.invariants is None:
                self.invariants = self._invariants(self.shape, bound, deadline)
            return self._step(self.shape, k, bound, sites, deadline)
        except OutOfTime:
            self.tried.discard(k)
            return ProofAttempt(stopped="the proof ran out of its share of the time budget")

    def _invariants(self, shape: LoopShape, bound: int, deadline: Share) -> list[Candidate]:
        vars_ = variables(self.ir, shape)
        sampled = Questions(self.ir, min(bound, SAMPLE_BOUND), deadline, self.cancel)
        guesses = candidates(self.ir, shape, samples(sampled, shape, vars_))
        return houdini(self.ir, shape, guesses, bound, deadline, self.cancel)

    def _step(
        self, shape: LoopShape, k: int, bound: int, sites: Sequence[int], deadline: Share
    ) -> ProofAttempt:
        invariants = self.invariants or []
        step = Step(self.ir, shape, k, max(bound, k + 1), invariants, deadline, self.cancel)
        everything = step.assuming(range(len(invariants)))
        proved = step.holding(sites, everything)
        if not proved:
            return ProofAttempt(stopped=f"the step case of k-induction fails at k = {k}")
        used = step.needed(proved)
        proof = InductionProof(k, shape.line, tuple(invariants[i].text for i in used))
        left = [s for s in sites if s not in proved]
        stopped = f"the step case of k-induction fails at k = {k}" if left else None
        # every kept invariant holds at every arrival, not only those the assertion needs:
        # all of them may rule out undefined behaviour (a pointer's offset below its object)
        clean = not left and shape.initialised and step.clean(everything)
        return ProofAttempt(tuple((s, proof) for s in proved), stopped, clean)

    def _holding(
        self,
        shape: LoopShape,
        k: int,
        bound: int,
        sites: Sequence[int],
        invariants: Sequence[Candidate],
        deadline: Share,
    ) -> list[int]:
        """The sites the step case proves with these invariants."""
        step = Step(self.ir, shape, k, max(bound, k + 1), invariants, deadline, self.cancel)
        self._last = step
        return step.holding(sites, step.assuming(range(len(invariants))))


class Step:
    """One encoding of the step program with every invariant, each assumed only when a
    question names it (``use_i``, :func:`errlang.proof.programs.step_program`)."""

    def __init__(
        self,
        ir: IRProgram,
        shape: LoopShape,
        k: int,
        bound: int,
        invariants: Sequence[Candidate],
        deadline: Share,
        cancel: Callable[[], bool],
        others: Sequence[Abstracted] = (),
    ) -> None:
        program = step_program(ir, shape, k, [c.cond for c in invariants], others)
        self.questions = Questions(program, bound, deadline, cancel)
        self.deadline = deadline
        symbols = self.questions.inputs(USE)
        self.flags: list[z3.BoolRef] = []
        for i in range(len(invariants)):
            flag = z3.Bool(f"proof!use{i}")
            symbol = symbols.get(str(i))
            if symbol is not None:  # absent: no run reaches the loop, the flag is idle
                self.questions.solver.add(flag == (symbol != 0))
            self.flags.append(flag)

    def assuming(self, indices: Iterable[int]) -> list[z3.BoolRef]:
        return [self.flags[i] for i in indices]

    def holding(self, sites: Sequence[int], assumed: Sequence[z3.BoolRef]) -> list[int]:
        """The sites no run fails with the ``assumed`` invariants (none, when a run is cut)."""
        if self.questions.runs_lost(*assumed) is not None:
            return []
        return [s for s in sites if not self.questions.fails(s, *assumed)]

    def needed(self, proved: list[int]) -> list[int]:
        """A subset of the invariants that still proves ``proved``: each dropped in turn,
        later ones first (the less simple guesses), on this one encoding, as long as the time
        allows (the invariants shown are those the proof needs)."""
        used = list(range(len(self.flags)))
        for i in reversed(range(len(self.flags))):
            if self.deadline.over():
                break
            fewer = [j for j in used if j != i]
            try:
                if self.holding(proved, self.assuming(fewer)) == proved:
                    used = fewer
            except OutOfTime:
                break
        return used

    def clean(self, assumed: Sequence[z3.BoolRef]) -> bool:
        """No undefined behaviour in the step program (ProofAttempt's ``no_undefined``);
        False when the time does not allow the question."""
        try:
            return self.questions.runs_lost(*assumed) is None and not self.questions.undefined(
                *assumed
            )
        except OutOfTime:
            return False
