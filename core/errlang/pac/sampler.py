"""Batched samples from a concolic explorer that restarts for every batch (Chen et al., Sec. 5).

A batch is ``k`` decision vectors of concrete runs. The first run of a batch draws its inputs
at random; each next one picks, at random, an explored run and one of its decisions (Crest's
random branch strategy), asks the path oracle for inputs that follow the run's prefix with
that decision flipped, and runs the program concretely on them (inputs the path leaves free
are drawn at random). When no flip is feasible after a few attempts, a fresh random run is
taken. Nothing is kept from one batch to the next except the answers of the path oracle, which
are a deterministic function of the vector: batches are therefore independent and identically
distributed (condition 2 of Sec. 5), and every sample is a feasible vector (condition 1).
The explorer should have a path oracle of its own (not the one learning asks), so that what is
cached depends only on the explorer's own questions.

Random inputs: an integer input is uniform in [-8, 8] with probability 1/2, in [-100, 100]
with probability 3/10, and over its whole type otherwise (then clipped to the type). A run is cut
after ``max_decisions`` decisions or ``max_steps`` instructions; its vector is then the
prefix so far (still a feasible vector: the model's language is prefix-closed, Sec. 6).

A time budget (``deadline``) is looked at before every run of a batch, not only between
batches: a batch cut by it is no sample of the distribution, so the batch is dropped
(:class:`BatchCut`, a :class:`~errlang.learner.base.LearningCancelled`, with the runs made so
far: a run among them that fails is still a failure of the program) and no run starts past the
deadline — a batch of slow runs or flips would otherwise overrun a small ``pac --timeout`` by
up to k − 1 runs.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from errlang.automata.dfa import Word
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram
from errlang.learner.base import LearningCancelled
from errlang.pac import values as v
from errlang.pac.alphabet import DecisionAlphabet
from errlang.pac.interpreter import Execution
from errlang.pac.membership import PathOracle
from errlang.pac.outcome import Outcome
from errlang.pac.values import Value

FLIP_ATTEMPTS = 8
FLIP_EFFORT = 250_000  # z3 rlimit: a flip the solver cannot settle quickly is not taken


@dataclass(frozen=True)
class ExplorerSettings:
    """The sampling distribution is a function of these (and of the seed of each batch)."""

    batch: int = 10
    max_decisions: int = 200
    max_steps: int = 100_000
    flip_window: int = 32  # only the first decisions of a run are flipped


def random_value(rng: random.Random, ctype: t.CType) -> int:
    """A random input of ``ctype`` (the distribution above), as a bit pattern."""
    if not isinstance(ctype, t.IntType):
        return 0
    if ctype.is_bool:
        return rng.randrange(2)
    draw = rng.random()
    if draw < 0.5:
        value = rng.randint(-8, 8)
    elif draw < 0.8:
        value = rng.randint(-100, 100)
    else:
        value = rng.randint(ctype.min, ctype.max)
    value = min(max(value, ctype.min), ctype.max)
    return v.mask(value, ctype.bits)


def flip(letter: str) -> str:
    """The other outcome of the same decision."""
    return letter[:-1] + ("F" if letter.endswith("T") else "T")


class BatchCut(LearningCancelled):
    """The deadline passed before a run of a batch started: the ``runs`` made before it."""

    def __init__(self, runs: Sequence[Outcome]) -> None:
        super().__init__("time budget exhausted while sampling")
        self.runs = tuple(runs)


class ConcolicSampler:
    """Draws batches; ``runs`` counts concrete runs and ``flips`` solved flips. ``deadline``
    (a ``clock()`` instant; None: none) is looked at before every run of a batch."""

    def __init__(
        self,
        program: IRProgram,
        alphabet: DecisionAlphabet,
        oracle: PathOracle,
        settings: ExplorerSettings,
    ):
        self.program = program
        self.alphabet = alphabet
        self.oracle = oracle
        self.settings = settings
        self.runs = 0
        self.flips = 0
        self.deadline: float | None = None
        self.clock: Callable[[], float] = time.monotonic

    def run(self, rng: random.Random, preset: Sequence[int | None] = ()) -> Outcome:
        """One concrete run: input i is ``preset[i]`` when given, else random."""

        def source(index: int, instr: n.Nondet) -> Value:
            fixed = preset[index] if index < len(preset) else None
            return fixed if fixed is not None else random_value(rng, instr.type)

        self.runs += 1
        return Execution(
            self.program,
            self.alphabet,
            source,
            max_steps=self.settings.max_steps,
            max_decisions=self.settings.max_decisions,
        ).run()

    def batch(self, rng: random.Random) -> list[Outcome]:
        """``k`` runs of one restarted exploration (LearningCancelled when the deadline
        passes before one of them starts: module text)."""
        explored: list[Outcome] = []
        explored.append(self._sampled(rng, explored))
        tried: set[Word] = set()
        while len(explored) < self.settings.batch:
            explored.append(self._flip(rng, explored, tried) or self._sampled(rng, explored))
        return explored

    def _sampled(
        self, rng: random.Random, explored: Sequence[Outcome], preset: Sequence[int | None] = ()
    ) -> Outcome:
        """A run of the batch ``explored`` so far, started only within the deadline."""
        if self.deadline is not None and self.clock() > self.deadline:
            raise BatchCut(explored)
        return self.run(rng, preset)

    def _flip(
        self, rng: random.Random, explored: list[Outcome], tried: set[Word]
    ) -> Outcome | None:
        for _ in range(FLIP_ATTEMPTS):
            vector = rng.choice(explored).vector
            if not vector:
                continue
            j = rng.randrange(min(len(vector), self.settings.flip_window))
            target = (*vector[:j], flip(vector[j]))
            if target in tried:
                continue
            tried.add(target)
            answer = self.oracle.solve(target, FLIP_EFFORT)
            if answer.feasible:
                self.flips += 1
                return self._sampled(rng, explored, answer.inputs)
        return None
