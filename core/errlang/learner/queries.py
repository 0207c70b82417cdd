"""The learner side of the teacher conversation: memoised membership, checked equivalence,
cancellation, and the refine-until-accepted loop shared by both learners."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import minimise
from errlang.learner.interface import (
    InconsistentTeacher,
    LearningCancelled,
    LearnResult,
    RoundLimitReached,
    Teacher,
)


class Queries:
    """Queries to a teacher, as a learner poses them.

    Membership answers are memoised: ``membership_queries`` counts the distinct words sent to
    the teacher. ``cancel`` is polled before each query that reaches the teacher.
    """

    def __init__(self, teacher: Teacher, cancel: Callable[[], bool] | None = None):
        self.teacher = teacher
        self.alphabet: tuple[str, ...] = tuple(teacher.alphabet)
        self._letters = frozenset(self.alphabet)
        self._cancel = cancel
        self._answers: dict[Word, bool] = {}
        self.equivalence_queries = 0

    @property
    def membership_queries(self) -> int:
        return len(self._answers)

    def check_cancelled(self) -> None:
        if self._cancel is not None and self._cancel():
            raise LearningCancelled("learning cancelled")

    def membership(self, word: Word) -> bool:
        """Whether ``word`` is in the target language (asked once per word)."""
        answer = self._answers.get(word)
        if answer is None:
            self.check_cancelled()
            answer = bool(self.teacher.membership(word))
            self._answers[word] = answer
        return answer

    def equivalence(self, hypothesis: DFA) -> Word | None:
        """The teacher's counterexample to ``hypothesis``, checked: its letters must be in the
        alphabet and the hypothesis must misclassify it."""
        self.check_cancelled()
        self.equivalence_queries += 1
        answer = self.teacher.equivalence(hypothesis)
        if answer is None:
            return None
        word = tuple(answer)
        stray = [x for x in word if x not in self._letters]
        if stray:
            raise InconsistentTeacher(
                f"counterexample {word!r} uses letters outside the alphabet: {stray!r}", word
            )
        if hypothesis.accepts(word) == self.membership(word):
            verdict = "accepts" if hypothesis.accepts(word) else "rejects"
            raise InconsistentTeacher(
                f"counterexample {word!r} is not one: the hypothesis {verdict} it and "
                "so does the membership oracle",
                word,
            )
        return word


@dataclass(frozen=True)
class Hypothesis:
    """A learner's conjecture: a complete DFA whose state ``q`` has access string
    ``access[q]`` (a word leading from the initial state to ``q``; ε for the initial state)."""

    dfa: DFA
    access: tuple[Word, ...]

    def access_string(self, word: Sequence[str]) -> Word:
        """⌊word⌋: the access string of the state the hypothesis reaches on ``word``."""
        state = self.dfa.run(tuple(word))
        assert state is not None, "hypotheses are complete"
        return self.access[state]


class Learner(Protocol):
    """What :func:`run_learning_loop` needs from a learning algorithm."""

    def hypothesis(self) -> Hypothesis:
        """The current conjecture (built with membership queries only)."""
        ...

    def refine(self, hypothesis: Hypothesis, counterexample: Word) -> None:
        """Use a word that ``hypothesis`` misclassifies to add at least one state."""
        ...


def run_learning_loop(learner: Learner, queries: Queries, max_rounds: int | None) -> LearnResult:
    """Conjecture, ask for a counterexample, refine until the teacher agrees.

    A counterexample is reused while the refined hypothesis still misclassifies it, which
    saves equivalence queries. Every refinement must add a state; one that does not means the
    teacher contradicted itself (:class:`InconsistentTeacher`), so the loop cannot spin.
    """
    rounds = 1
    hypothesis = learner.hypothesis()
    while True:
        counterexample = queries.equivalence(minimise(hypothesis.dfa))
        if counterexample is None:
            return LearnResult(
                minimise(hypothesis.dfa),
                rounds,
                queries.membership_queries,
                queries.equivalence_queries,
            )
        while hypothesis.dfa.accepts(counterexample) != queries.membership(counterexample):
            if max_rounds is not None and rounds >= max_rounds:
                raise RoundLimitReached(
                    LearnResult(
                        minimise(hypothesis.dfa),
                        rounds,
                        queries.membership_queries,
                        queries.equivalence_queries,
                    )
                )
            size = len(hypothesis.dfa.states)
            learner.refine(hypothesis, counterexample)
            hypothesis = learner.hypothesis()
            rounds += 1
            if len(hypothesis.dfa.states) <= size:
                raise InconsistentTeacher(
                    f"counterexample {counterexample!r} did not add a state "
                    f"({size} states before and after)",
                    counterexample,
                )
