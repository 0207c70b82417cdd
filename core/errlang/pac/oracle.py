"""The PAC teacher: exact membership, equivalence by sampling, checked against B first
(Chen et al., Sec. 4.2, 4.3, 5.2 and Fig. 2).

:class:`PacTeacher` is an errlang :class:`~errlang.learner.base.Teacher`, so KV and L* learn
the feasible decision vectors unchanged. Before sampling, each hypothesis C is intersected with
the error automaton of every target (Sec. 4.2): a word of L(C) ∩ L(B) that is feasible is a
failure of the program (:class:`FailureFound` ends learning), an infeasible one is returned as
the counterexample. Otherwise the i-th equivalence query draws q_i batches (Eq. 2) and returns
the first sampled vector C rejects; a sampled run that fails a target ends learning too.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from errlang.automata.dfa import DFA, Word
from errlang.learner.base import LearningCancelled, LearningError
from errlang.pac.alphabet import DecisionAlphabet
from errlang.pac.error_automaton import ErrorAutomaton
from errlang.pac.membership import PathOracle
from errlang.pac.outcome import Outcome
from errlang.pac.sampler import BatchCut, ConcolicSampler


def batches_for(query: int, epsilon: float, confidence: float) -> int:
    """q_i = ⌈(1/ε)(ln(1/(1−δ)) + i·ln 2)⌉, the sample size of the i-th equivalence query
    (Chen et al., Eq. 2, after Angluin)."""
    return math.ceil((math.log(1.0 / (1.0 - confidence)) + query * math.log(2.0)) / epsilon)


def batch_seed(seed: int, number: int) -> int:
    """The seed of the ``number``-th batch of a run seeded ``seed`` (batches are i.i.d.: each
    has its own generator, nothing else carries over)."""
    return (seed * 1_000_003 + number) & 0xFFFFFFFF


@dataclass(frozen=True)
class Failure:
    """A feasible error vector of assertion ``site`` with the concrete run that shows it;
    ``found_by``: ``error-automaton`` (L(C) ∩ L(B)), ``sampling``, or ``model``."""

    site: int
    run: Outcome
    found_by: str


class InterpretersDisagree(LearningError):
    """The symbolic and the concrete execution of one path disagree (an engine bug): the
    verdict is then ``unknown`` rather than a claim either way."""


class FailureFound(Exception):
    def __init__(self, failure: Failure):
        super().__init__(f"assertion #{failure.site} fails")
        self.failure = failure


class PacTeacher:
    """Membership by path feasibility, equivalence by B-intersection then sampling."""

    def __init__(
        self,
        alphabet: DecisionAlphabet,
        oracle: PathOracle,
        sampler: ConcolicSampler,
        targets: dict[int, ErrorAutomaton],
        *,
        epsilon: float,
        confidence: float,
        seed: int,
        deadline: float | None = None,
        first_batch: int = 0,
    ):
        self.decisions = alphabet
        self.oracle = oracle
        self.sampler = sampler
        self.targets = targets
        self.epsilon = epsilon
        self.confidence = confidence
        self.seed = seed
        self.deadline = deadline
        self.equivalence_queries = 0
        self.batches = 0
        self.first_batch = first_batch  # batch numbers continue across learning runs
        self.samples = 0
        self.last_batches = 0
        self.sampling_seconds = 0.0
        self.intersection_seconds = 0.0
        self.membership_seconds = 0.0

    @property
    def alphabet(self) -> tuple[str, ...]:
        return self.decisions.letters

    def membership(self, word: Word) -> bool:
        start = time.perf_counter()
        try:
            return self.oracle.membership(word)
        finally:
            self.membership_seconds += time.perf_counter() - start

    def equivalence(self, hypothesis: DFA) -> Word | None:
        self.equivalence_queries += 1
        counterexample = self._against_error_automata(hypothesis)
        if counterexample is not None:
            return counterexample
        start = time.perf_counter()
        try:
            return self._sample(
                hypothesis, batches_for(self.equivalence_queries, self.epsilon, self.confidence)
            )
        finally:
            self.sampling_seconds += time.perf_counter() - start

    def _against_error_automata(self, hypothesis: DFA) -> Word | None:
        """Sec. 4.2: a feasible word of L(C) ∩ L(B) is a failure, an infeasible one refines."""
        for site, automaton in self.targets.items():
            start = time.perf_counter()
            word = automaton.intersect(hypothesis)
            self.intersection_seconds += time.perf_counter() - start
            if word is None:
                continue
            failing = word[: word.index(automaton.alphabet.fails(site)) + 1]
            answer = self.oracle.solve(failing)
            if not answer.feasible:
                return word  # nothing follows a failure: infeasible with its prefix
            run = self.sampler.run(random.Random(batch_seed(self.seed, 0)), answer.inputs)
            if not (run.status == "fail" and run.site == site):
                raise InterpretersDisagree(
                    f"the path oracle found inputs for {failing!r} but the run on them ended "
                    f"with {run.status} ({run.detail})"
                )
            raise FailureFound(Failure(site, run, "error-automaton"))
        return None

    def _sample(self, hypothesis: DFA, batches: int) -> Word | None:
        self.last_batches = 0
        for _ in range(batches):
            if self.deadline is not None and time.monotonic() > self.deadline:
                raise LearningCancelled("time budget exhausted while sampling")
            self.batches += 1
            self.last_batches += 1
            rng = random.Random(batch_seed(self.seed, self.first_batch + self.batches))
            try:
                batch = self.sampler.batch(rng)  # a batch is the unit: all of it is looked at
            except BatchCut as cut:  # no sample of D, but a failing run is a failure
                for run in cut.runs:
                    if run.status == "fail" and run.site in self.targets:
                        raise FailureFound(Failure(run.site, run, "sampling")) from cut
                raise
            self.samples += len(batch)
            rejected: list[Word] = []
            for run in batch:
                self.oracle.observe(run)
                if run.status == "fail" and run.site in self.targets:
                    raise FailureFound(Failure(run.site, run, "sampling"))
                if not hypothesis.accepts(run.vector):
                    rejected.append(shortest_rejected_prefix(hypothesis, run.vector))
            if rejected:
                return min(rejected, key=len)
        if self.deadline is not None and time.monotonic() > self.deadline:
            # the explorer's flips are cut at the deadline: a late batch is no sample of D
            raise LearningCancelled("time budget exhausted while sampling")
        return None


def shortest_rejected_prefix(hypothesis: DFA, vector: Word) -> Word:
    """The shortest prefix of a sampled vector that ``hypothesis`` rejects. Every prefix of
    a run's vector is feasible (the language is prefix-closed), so it is a counterexample as
    good as the vector and shorter ones make cheaper queries (shorter discriminators)."""
    state: int | None = hypothesis.initial
    if state not in hypothesis.accepting:
        return ()
    for length, letter in enumerate(vector, start=1):
        state = hypothesis.step(state, letter) if state is not None else None
        if state is None or state not in hypothesis.accepting:
            return vector[:length]
    return vector
