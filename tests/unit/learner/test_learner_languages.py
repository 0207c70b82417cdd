"""Both learners × every counterexample strategy on known regular languages, with an exact
teacher; the result must be the canonical minimal DFA of the target."""

from __future__ import annotations

import random
from typing import get_args

import pytest
from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import minimise
from errlang.automata.random_dfa import random_dfa
from errlang.learner.base import (
    Algorithm,
    CounterexampleStrategy,
    InconsistentTeacher,
    LearningCancelled,
    RoundLimitReached,
    Teacher,
    learn,
)
from errlang.learner.testing import DFATeacher

ALGORITHMS = get_args(Algorithm)
STRATEGIES = get_args(CounterexampleStrategy)


def ab_star() -> DFA:
    return DFA(("a", "b"), (0, 1), 0, frozenset({0}), {(0, "a"): 1, (1, "b"): 0})


def even_a() -> DFA:
    table = {(0, "a"): 1, (1, "a"): 0, (0, "b"): 0, (1, "b"): 1}
    return DFA(("a", "b"), (0, 1), 0, frozenset({0}), table)


def third_from_end_is_a() -> DFA:
    table = {(q, a): ((q << 1) | (a == "a")) & 7 for q in range(8) for a in ("a", "b")}
    return DFA(("a", "b"), tuple(range(8)), 0, frozenset(q for q in range(8) if q & 4), table)


def finite_error_words() -> DFA:
    # {a b err, a a b err}
    table = {(0, "a"): 1, (1, "b"): 2, (2, "err"): 3, (1, "a"): 4, (4, "b"): 2}
    return DFA(("a", "b", "err"), tuple(range(5)), 0, frozenset({3}), table)


def mod_five() -> DFA:
    return DFA(
        ("a",), tuple(range(5)), 0, frozenset({3}), {(q, "a"): (q + 1) % 5 for q in range(5)}
    )


def empty_language() -> DFA:
    return DFA(("a", "b"), (0,), 0, frozenset(), {})


def universal_language() -> DFA:
    return DFA(("a", "b"), (0,), 0, frozenset({0}), {(0, "a"): 0, (0, "b"): 0})


TARGETS = {
    "(ab)*": ab_star,
    "even a": even_a,
    "third from end is a": third_from_end_is_a,
    "{ab·err, aab·err}": finite_error_words,
    "a^(5k+3)": mod_five,
    "empty": empty_language,
    "everything": universal_language,
}


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("name", sorted(TARGETS))
@pytest.mark.parametrize("padding", [0, 12])
def test_learns_the_minimal_target(
    algorithm: Algorithm, strategy: CounterexampleStrategy, name: str, padding: int
) -> None:
    target = TARGETS[name]()
    teacher = DFATeacher(target, padding=padding, seed=7)
    result = learn(teacher, algorithm=algorithm, counterexample=strategy)
    assert result.dfa == minimise(target)
    assert result.membership_queries == teacher.membership_queries  # memoised: no repeats
    assert result.equivalence_queries == teacher.equivalence_queries
    assert 1 <= result.equivalence_queries <= result.rounds
    assert result.rounds <= len(minimise(target).states) + 1


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("seed", range(12))
def test_learns_random_dfas(
    algorithm: Algorithm, strategy: CounterexampleStrategy, seed: int
) -> None:
    rng = random.Random(seed)
    sigma = tuple("abcd"[: rng.randint(1, 4)])
    target = random_dfa(rng, rng.randint(2, 14), sigma, density=rng.choice([0.6, 1.0]))
    teacher = DFATeacher(target, padding=rng.choice([0, 20]), seed=seed)
    assert learn(teacher, algorithm=algorithm, counterexample=strategy).dfa == minimise(target)


def test_default_is_kv_with_rivest_schapire() -> None:
    teacher = DFATeacher(third_from_end_is_a())
    default = learn(teacher)
    explicit = learn(DFATeacher(third_from_end_is_a()), algorithm="kv", counterexample="rs")
    assert default == explicit


def test_teacher_protocol_is_satisfied_by_the_test_teacher() -> None:
    assert isinstance(DFATeacher(ab_star()), Teacher)


# -- cancellation ------------------------------------------------------------------------------


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize("allowed", [0, 1, 5, 20])
def test_cancel_is_polled_before_teacher_queries(algorithm: Algorithm, allowed: int) -> None:
    teacher = DFATeacher(third_from_end_is_a())
    polls = 0

    def cancel() -> bool:
        nonlocal polls
        polls += 1
        return polls > allowed

    with pytest.raises(LearningCancelled):
        learn(teacher, algorithm=algorithm, cancel=cancel)
    assert teacher.membership_queries + teacher.equivalence_queries <= allowed


def test_cancel_never_true_changes_nothing() -> None:
    quiet = learn(DFATeacher(even_a()), cancel=lambda: False)
    assert quiet == learn(DFATeacher(even_a()))


# -- inconsistent teachers and budgets ---------------------------------------------------------


class LyingTeacher(DFATeacher):
    """Returns a fixed 'counterexample' whatever the hypothesis."""

    def __init__(self, target: DFA, lie: Word):
        super().__init__(target)
        self.lie = lie

    def equivalence(self, hypothesis: DFA) -> Word | None:
        self.equivalence_queries += 1
        return self.lie


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize("strategy", STRATEGIES)
def test_a_counterexample_the_hypothesis_gets_right_is_refused(
    algorithm: Algorithm, strategy: CounterexampleStrategy
) -> None:
    teacher = LyingTeacher(ab_star(), ("a", "b", "a", "b"))
    with pytest.raises(InconsistentTeacher) as caught:
        learn(teacher, algorithm=algorithm, counterexample=strategy)
    assert caught.value.word == ("a", "b", "a", "b")
    assert teacher.equivalence_queries <= 3


def test_a_counterexample_with_unknown_letters_is_refused() -> None:
    with pytest.raises(InconsistentTeacher, match="outside the alphabet"):
        learn(LyingTeacher(ab_star(), ("a", "z")))


def test_an_empty_counterexample_is_refused() -> None:
    with pytest.raises(InconsistentTeacher):
        learn(LyingTeacher(ab_star(), ()))


@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_round_limit_reports_the_last_hypothesis(algorithm: Algorithm) -> None:
    teacher = DFATeacher(third_from_end_is_a())
    with pytest.raises(RoundLimitReached) as caught:
        learn(teacher, algorithm=algorithm, max_rounds=1)
    partial = caught.value.result
    assert partial.rounds == 1
    assert partial.equivalence_queries == 1
    assert partial.dfa != minimise(third_from_end_is_a())
    full = learn(DFATeacher(third_from_end_is_a()), algorithm=algorithm)
    assert (
        learn(DFATeacher(third_from_end_is_a()), algorithm=algorithm, max_rounds=full.rounds)
        == full
    )


@pytest.mark.parametrize(
    "kwargs",
    [{"algorithm": "nl*"}, {"counterexample": "longest-prefix"}, {"max_rounds": 0}],
)
def test_bad_arguments_are_refused(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        learn(DFATeacher(ab_star()), **kwargs)  # type: ignore[arg-type]
