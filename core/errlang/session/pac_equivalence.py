"""``learn --equivalence pac``: the language of error learned with equivalence queries replaced
by sampling (Chen et al., "PAC learning-based verification", Sec. 4.2, Eq. 2; docs/pac.md).

Membership stays the bounded teacher's exact answer. The i-th equivalence query draws
q_i = ⌈(1/ε)(ln(1/(1−δ)) + i ln 2)⌉ batches of k runs from errlang's concolic explorer
(:class:`errlang.pac.sampler.ConcolicSampler`, restarted per batch, i.i.d. seeded batches). A run's
word is its branch decisions up to the target assertion followed by the error letter; the
hypothesis is wrong on the run when it classifies that word differently from the teacher's
membership answer, and that word is the counterexample. So every counterexample is one the
exact teacher agrees with (runs beyond the loop bound cannot mislead the learner), and the
accepted hypothesis is PAC(ε, δ): with confidence δ, the word of a batch's run is misclassified
with probability at most ε — a statement about the explorer's distribution, not a proof.

The sampler's runs are decision vectors, so the learner's alphabet must be ``branches``; the
prefix-closed shortcut of the PAC teacher (:func:`errlang.pac.oracle.shortest_rejected_prefix`)
does not apply to the language of error (it is not prefix-closed): one word per run is checked.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from errlang.automata.dfa import DFA, Word
from errlang.frontend.program import Program
from errlang.ir.program import IRProgram
from errlang.learner.base import LearningCancelled
from errlang.pac.alphabet import decision_alphabet
from errlang.pac.membership import PathOracle
from errlang.pac.oracle import batch_seed, batches_for
from errlang.pac.outcome import Outcome, PacUnsupported
from errlang.pac.sampler import FLIP_EFFORT, ConcolicSampler, ExplorerSettings
from errlang.session.errors import AnalysisError
from errlang.teacher.program_teacher import ProgramTeacher

ALPHABET = ("branches",)


@dataclass(frozen=True)
class PacEquivalence:
    """ε (``epsilon``), δ (``confidence``), k (``batch``) and the explorer's seed and limits."""

    epsilon: float = 0.1
    confidence: float = 0.9
    batch: int = 10
    seed: int = 0
    max_decisions: int = 200

    def statement(self, queries: int, samples: int) -> str:
        """The guarantee of an automaton accepted by the sampling oracle (Lemma 2)."""
        e, d, k = self.epsilon, self.confidence, self.batch
        return (
            f"PAC({e}, {d}) instead of exactness: with confidence {d}, a batch of {k} runs drawn "
            f"by errlang's concolic explorer (runs cut at {self.max_decisions} decisions) holds "
            f"a run whose word the automaton classifies differently from the bounded teacher "
            f"with probability at most {e} ({queries} equivalence queries by sampling, "
            f"{samples} runs). A statistical statement, not a proof."
        )


class RunSampler:
    """The concolic explorer of ``program`` (lowered to ``ir``: the session's, parsed once) and
    the target assertion on ``line``."""

    def __init__(
        self, program: Program, ir: IRProgram, line: int, settings: PacEquivalence
    ) -> None:
        self.alphabet = decision_alphabet(ir)
        self.branch_letters = frozenset(self.alphabet.branch_letters)
        sites = [i for i, site in enumerate(program.assertions) if site.line == line]
        if not sites:
            message = "no assertion on this line"
            raise AnalysisError(
                [{"line": line, "column": 1, "message": message}], str(program.path)
            )
        self.holds = self.alphabet.holds(sites[0])
        self.fails = self.alphabet.fails(sites[0])
        explorer = ExplorerSettings(settings.batch, settings.max_decisions)
        oracle = PathOracle(ir, self.alphabet, effort=FLIP_EFFORT)
        self.sampler = ConcolicSampler(ir, self.alphabet, oracle, explorer)

    def word(self, run: Outcome, final_letter: str) -> Word:
        """The run's branch decisions up to the target (all of them if it is not reached),
        then ``final_letter``."""
        branches = []
        for letter in run.vector:
            if letter in (self.holds, self.fails):
                break
            if letter in self.branch_letters:  # a linked program's are ``file.c:L6:T``
                branches.append(letter)
        return (*branches, final_letter)


class PacEquivalenceTeacher:
    """A :class:`ProgramTeacher` whose equivalence queries are answered by sampling."""

    def __init__(
        self, inner: ProgramTeacher, runs: RunSampler, settings: PacEquivalence, deadline: float
    ) -> None:
        self.inner = inner
        self.runs = runs
        self.settings = settings
        self.deadline = deadline
        self.queries = 0
        self.samples = 0
        self.batches = 0

    @property
    def alphabet(self) -> tuple[str, ...]:
        return self.inner.alphabet

    def membership(self, word: Word) -> bool:
        return self.inner.membership(word)

    def equivalence(self, hypothesis: DFA) -> Word | None:
        """Eq. 2's q_i batches; the first run whose word the hypothesis misclassifies."""
        self.queries += 1
        self.inner.stats.equivalence_queries += 1
        known = set(self.inner.alphabet)
        for _ in range(batches_for(self.queries, self.settings.epsilon, self.settings.confidence)):
            if time.monotonic() > self.deadline:
                raise LearningCancelled("time budget exhausted while sampling")
            self.batches += 1
            rng = random.Random(batch_seed(self.settings.seed, self.batches))
            try:
                batch = self.runs.sampler.batch(rng)
            except PacUnsupported as error:
                raise AnalysisError(
                    [{"line": error.line, "column": error.column, "message": error.message}],
                    error.file,
                ) from error
            self.samples += len(batch)
            for run in batch:
                word = self.runs.word(run, self.inner.final_letter)
                if not set(word) <= known:
                    continue  # a decision outside the target's slice: not a word of it
                if hypothesis.accepts(word) != self.inner.membership(word):
                    return word
        return None
