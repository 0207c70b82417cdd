"""The learner's entry point :func:`learn`, with its interface (:mod:`errlang.learner.interface`).

Angluin's minimally adequate teacher answers *membership* ("is w in L?") and *equivalence*
("is L(H) = L? if not, a counterexample") queries. The learners (Kearns–Vazirani in
:mod:`errlang.learner.kv`, Angluin's L* in :mod:`errlang.learner.lstar`) only talk to a
:class:`Teacher` through :class:`errlang.learner.queries.Queries`, which memoises membership
answers, checks counterexamples and polls cancellation.
"""

from __future__ import annotations

from collections.abc import Callable

from errlang.learner.interface import (
    ALGORITHMS,
    COUNTEREXAMPLE_STRATEGIES,
    Algorithm,
    CounterexampleStrategy,
    InconsistentTeacher,
    LearningCancelled,
    LearningError,
    LearnResult,
    RoundLimitReached,
    Teacher,
)

__all__ = [
    "ALGORITHMS",
    "COUNTEREXAMPLE_STRATEGIES",
    "Algorithm",
    "CounterexampleStrategy",
    "InconsistentTeacher",
    "LearnResult",
    "LearningCancelled",
    "LearningError",
    "RoundLimitReached",
    "Teacher",
    "learn",
]


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
