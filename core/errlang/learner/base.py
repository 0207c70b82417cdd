"""The learner's interface: the teacher it talks to, its result, its errors, and :func:`learn`.

Angluin's minimally adequate teacher answers *membership* ("is w in L?") and *equivalence*
("is L(H) = L? if not, a counterexample") queries. The learners (Kearns–Vazirani in
:mod:`errlang.learner.kv`, Angluin's L* in :mod:`errlang.learner.lstar`) only talk to a
:class:`Teacher` through :class:`errlang.learner.queries.Queries`, which memoises membership
answers, checks counterexamples and polls cancellation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

from errlang.automata.dfa import DFA, Word

Algorithm = Literal["kv", "lstar"]
CounterexampleStrategy = Literal["rs", "binary", "all-suffixes"]
ALGORITHMS: tuple[Algorithm, ...] = ("kv", "lstar")
COUNTEREXAMPLE_STRATEGIES: tuple[CounterexampleStrategy, ...] = ("rs", "binary", "all-suffixes")


@runtime_checkable
class Teacher(Protocol):
    """A minimally adequate teacher for a regular language over ``alphabet``."""

    @property
    def alphabet(self) -> tuple[str, ...]: ...

    def membership(self, word: Word) -> bool:
        """Whether ``word`` is in the target language."""
        ...

    def equivalence(self, hypothesis: DFA) -> Word | None:
        """``None`` if ``hypothesis`` accepts the target language, else a word on which they
        disagree (a counterexample)."""
        ...


@dataclass(frozen=True)
class LearnResult:
    """A learned DFA (minimal, canonical form of :func:`errlang.automata.operations.minimise`)
    with the cost of learning it: ``rounds`` hypotheses were built; ``membership_queries`` is
    the number of distinct words sent to the teacher (repeats are answered by the learner's
    memo); ``equivalence_queries`` the number of hypotheses sent to the teacher."""

    dfa: DFA
    rounds: int
    membership_queries: int
    equivalence_queries: int


class LearningCancelled(Exception):
    """``cancel()`` returned true between two queries."""


class LearningError(Exception):
    """Learning could not complete; the subclass says why."""


class InconsistentTeacher(LearningError):
    """The teacher's answers contradict each other: a "counterexample" that the hypothesis
    already classifies as the membership oracle does, a letter outside the alphabet, or a
    counterexample that does not let the learner make progress."""

    def __init__(self, message: str, word: Word | None = None):
        super().__init__(message)
        self.word = word


class RoundLimitReached(LearningError):
    """``max_rounds`` hypotheses were built without the teacher accepting one. ``result``
    holds the last hypothesis; it is *not* known to be correct."""

    def __init__(self, result: LearnResult):
        super().__init__(
            f"no hypothesis accepted after {result.rounds} rounds "
            f"({len(result.dfa.states)} states in the last one)"
        )
        self.result = result


def learn(
    teacher: Teacher,
    *,
    algorithm: Algorithm = "kv",
    counterexample: CounterexampleStrategy = "rs",
    cancel: Callable[[], bool] | None = None,
    max_rounds: int | None = None,
) -> LearnResult:
    """Learn the teacher's language with Kearns–Vazirani (``"kv"``, the default) or Angluin's
    L* (``"lstar"``).

    ``counterexample`` selects how a counterexample w is analysed
    (:mod:`errlang.learner.counterexamples`): ``"rs"`` Rivest–Schapire, the decomposition
    w = u·a·v found by binary search; ``"binary"`` the same decomposition found by an
    exponential search from the end of w followed by binary search (short suffixes v);
    ``"all-suffixes"`` for L* Maler–Pnueli (every suffix of w becomes a column), for KV a
    linear scan from the end (the shortest distinguishing suffix). ``cancel`` is polled
    before every query sent to the teacher; when it returns true :class:`LearningCancelled`
    is raised. ``max_rounds`` bounds the number of hypotheses (:class:`RoundLimitReached`).
    """
    from errlang.learner.kv import KVLearner
    from errlang.learner.lstar import LStarLearner
    from errlang.learner.queries import Queries, run_learning_loop

    if algorithm not in ALGORITHMS:
        raise ValueError(f"unknown learning algorithm {algorithm!r}; expected one of {ALGORITHMS}")
    if counterexample not in COUNTEREXAMPLE_STRATEGIES:
        raise ValueError(
            f"unknown counterexample strategy {counterexample!r}; "
            f"expected one of {COUNTEREXAMPLE_STRATEGIES}"
        )
    if max_rounds is not None and max_rounds < 1:
        raise ValueError("max_rounds must be at least 1")
    queries = Queries(teacher, cancel)
    learner = (
        KVLearner(queries, counterexample)
        if algorithm == "kv"
        else LStarLearner(queries, counterexample)
    )
    return run_learning_loop(learner, queries, max_rounds)
