"""Post-processing (ATVA 2015 §6.1): dominating letters and transitions, doomed states, sink
removal; hand-made examples with cycles plus brute-force cross-checks on random DFAs."""

from __future__ import annotations

import itertools
import random

import pytest
from errlang.automata.dfa import DFA, TransitionKey, Word
from errlang.automata.postprocess import (
    dominating_edges,
    dominating_letters,
    dominating_transitions,
    doomed_states,
    edges_leaving_acceptance,
    postprocess,
)
from errlang.automata.random_dfa import random_dfa


def test_cycle_before_error_letter() -> None:
    # (a b)* a err: the b loop is optional, a and err are needed.
    dfa = DFA(
        ("a", "b", "err"), (0, 1, 2), 0, frozenset({2}), {(0, "a"): 1, (1, "b"): 0, (1, "err"): 2}
    )
    assert dominating_letters(dfa) == {"a", "err"}
    assert dominating_transitions(dfa) == {(0, "a"), (1, "err")}
    assert dominating_edges(dfa) == {(0, "a"), (1, "err")}
    assert doomed_states(dfa) == {2}
    assert edges_leaving_acceptance(dfa) == set()


def test_alternative_paths_dominate_nothing() -> None:
    # a b* c | d
    table = {(0, "a"): 1, (1, "b"): 1, (1, "c"): 2, (0, "d"): 2}
    dfa = DFA(("a", "b", "c", "d"), (0, 1, 2), 0, frozenset({2}), table)
    assert dominating_letters(dfa) == set()
    assert dominating_transitions(dfa) == set()


def test_letter_dominates_without_a_dominating_transition() -> None:
    # (a | b) c: every word has c, but through two different c-transitions.
    table = {(0, "a"): 1, (0, "b"): 2, (1, "c"): 3, (2, "c"): 3}
    dfa = DFA(("a", "b", "c"), (0, 1, 2, 3), 0, frozenset({3}), table)
    assert dominating_letters(dfa) == {"c"}
    assert dominating_transitions(dfa) == set()
    assert dominating_edges(dfa) == {(1, "c"), (2, "c")}


def test_accepted_empty_word_and_empty_language_dominate_nothing() -> None:
    eps = DFA(("a",), (0, 1), 0, frozenset({0, 1}), {(0, "a"): 1})
    assert dominating_letters(eps) == set() and dominating_transitions(eps) == set()
    empty = DFA(("a",), (0, 1), 0, frozenset(), {(0, "a"): 1})
    assert dominating_letters(empty) == set() and dominating_transitions(empty) == set()


def test_doomed_states_need_every_continuation_to_accept() -> None:
    # 0 loops on b forever without accepting: not doomed. 1 goes to 2 on every letter: doomed.
    table = {(0, "a"): 1, (0, "b"): 0, (1, "a"): 2, (1, "b"): 2}
    dfa = DFA(("a", "b"), (0, 1, 2), 0, frozenset({2}), table)
    assert doomed_states(dfa) == {1, 2}


def test_a_non_accepting_cycle_escapes_doom() -> None:
    table = {(0, "a"): 1, (0, "b"): 2, (1, "a"): 0, (1, "b"): 2}
    dfa = DFA(("a", "b"), (0, 1, 2), 0, frozenset({2}), table)
    assert doomed_states(dfa) == {2}
    # Breaking the cycle makes every state doomed.
    table[(1, "a")] = 2
    assert doomed_states(DFA(("a", "b"), (0, 1, 2), 0, frozenset({2}), table)) == {0, 1, 2}


def test_a_missing_transition_escapes_doom() -> None:
    table = {(0, "a"): 1, (0, "b"): 2, (1, "a"): 2}
    dfa = DFA(("a", "b"), (0, 1, 2), 0, frozenset({2}), table)
    assert doomed_states(dfa) == {2}


def test_doomed_with_empty_alphabet() -> None:
    assert doomed_states(DFA((), (0,), 0, frozenset({0}))) == {0}
    assert doomed_states(DFA((), (0,), 0, frozenset())) == set()


def test_postprocess_removes_the_sink_and_marks_the_result() -> None:
    # a* err with an explicit sink (state 2) and edges from the accepting state into it.
    table = {(0, "a"): 0, (0, "err"): 1, (1, "a"): 2, (1, "err"): 2, (2, "a"): 2, (2, "err"): 2}
    dfa = DFA(("a", "err"), (0, 1, 2), 0, frozenset({1}), table)
    assert edges_leaving_acceptance(dfa) == {(1, "a"), (1, "err")}
    result = postprocess(dfa)
    assert result.dfa == DFA(("a", "err"), (0, 1), 0, frozenset({1}), {(0, "a"): 0, (0, "err"): 1})
    assert result.dominating_letters == {"err"}
    assert result.dominating_transitions == {(0, "err")}
    assert result.dominating_edges == {(0, "err")}
    assert result.doomed_states == {1}
    assert result.edges_leaving_acceptance == set()
    with pytest.raises(AttributeError):
        result.doomed_states = frozenset()  # type: ignore[misc]


# -- brute-force cross-checks -----------------------------------------------------------------


def words(sigma: tuple[str, ...], n: int) -> list[Word]:
    return [w for k in range(n + 1) for w in itertools.product(sigma, repeat=k)]


def path(dfa: DFA, word: Word) -> list[TransitionKey]:
    keys, q = [], dfa.initial
    for x in word:
        keys.append((q, x))
        q = dfa.transitions[(q, x)]
    return keys


@pytest.mark.parametrize("seed", range(80))
def test_markings_agree_with_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    sigma = ("a", "b", "c")[: rng.randint(1, 3)]
    n = rng.randint(1, 5)
    dfa = random_dfa(rng, n, sigma, density=rng.choice([0.6, 0.9, 1.0]), accepting_ratio=0.25)
    # Shortest witnesses avoiding a letter / a transition are simple paths: length < n.
    accepted = [w for w in words(sigma, n) if dfa.accepts(w)]
    if accepted:
        letters = {x for x in sigma if all(x in w for w in accepted)}
        keys = {k for k in dfa.transitions if all(k in path(dfa, w) for w in accepted)}
    else:
        letters, keys = set(), set()
    assert dominating_letters(dfa) == letters
    assert dominating_transitions(dfa) == keys
    # A state that is not doomed can avoid acceptance for n + 1 steps (with the sink).
    doomed = set()
    for q in dfa.states:
        start = DFA(dfa.alphabet, dfa.states, q, dfa.accepting, dfa.transitions)
        if all(
            any(start.accepts(w[:i]) for i in range(len(w) + 1))
            for w in itertools.product(sigma, repeat=n + 1)
        ):
            doomed.add(q)
    assert doomed_states(dfa) == doomed
