"""Language operations on hand-made DFAs and on seeded random DFAs, checked against brute
force enumeration of all words up to length 6."""

from __future__ import annotations

import itertools
import random

import pytest
from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import (
    complement,
    coreachable_states,
    difference,
    enumerate_accepted,
    equivalent,
    intersection,
    is_empty,
    is_subset,
    minimise,
    product,
    reachable_states,
    remove_sink,
    shortest_accepted,
    symmetric_difference,
    union,
    union_alphabet,
    with_alphabet,
)
from errlang.automata.random_dfa import random_dfa

MAX = 6


def words(alphabet: tuple[str, ...], n: int = MAX) -> list[Word]:
    """All words of length ≤ n, length first then lexicographic in alphabet order."""
    return [w for k in range(n + 1) for w in itertools.product(alphabet, repeat=k)]


def language(dfa: DFA, alphabet: tuple[str, ...], n: int = MAX) -> set[Word]:
    return {w for w in words(alphabet, n) if dfa.accepts(w)}


def ab_star() -> DFA:
    return DFA(("a", "b"), (0, 1), 0, frozenset({0}), {(0, "a"): 1, (1, "b"): 0})


def even_a() -> DFA:
    table = {(0, "a"): 1, (1, "a"): 0, (0, "b"): 0, (1, "b"): 1}
    return DFA(("a", "b"), (0, 1), 0, frozenset({0}), table)


def test_union_alphabet_keeps_first_order_then_new_letters() -> None:
    assert union_alphabet(("b", "a"), ("c", "a", "d")) == ("b", "a", "c", "d")
    with pytest.raises(ValueError):
        with_alphabet(ab_star(), ("a",))


def test_complement_of_partial_dfa() -> None:
    comp = complement(ab_star())
    assert comp.is_complete()
    assert language(comp, ("a", "b")) == set(words(("a", "b"))) - language(ab_star(), ("a", "b"))


def test_complement_over_a_larger_alphabet() -> None:
    comp = complement(ab_star(), ("a", "b", "c"))
    assert comp.alphabet == ("a", "b", "c")
    assert comp.accepts(("c",))
    assert comp.accepts(("a", "b", "c"))
    assert not comp.accepts(("a", "b"))


def test_boolean_products_on_known_languages() -> None:
    ab, ev = ab_star(), even_a()
    la, le = language(ab, ("a", "b")), language(ev, ("a", "b"))
    assert language(intersection(ab, ev), ("a", "b")) == la & le
    assert language(union(ab, ev), ("a", "b")) == la | le
    assert language(difference(ab, ev), ("a", "b")) == la - le
    assert language(symmetric_difference(ab, ev), ("a", "b")) == la ^ le
    assert shortest_accepted(difference(ab, ev)) == ("a", "b")


def test_products_over_different_alphabets_use_the_union_alphabet() -> None:
    only_c = DFA(("c",), (0, 1), 0, frozenset({1}), {(0, "c"): 1})
    u = union(ab_star(), only_c)
    assert u.alphabet == ("a", "b", "c")
    assert u.accepts(("c",)) and u.accepts(("a", "b")) and u.accepts(())
    assert not u.accepts(("a", "c"))
    assert is_empty(intersection(ab_star(), only_c))
    assert equivalent(ab_star(), only_c) == ()


def test_reachability_and_remove_sink() -> None:
    table = {(0, "a"): 1, (1, "a"): 2, (2, "a"): 2, (3, "a"): 1, (0, "b"): 4, (4, "b"): 0}
    dfa = DFA(("a", "b"), (0, 1, 2, 3, 4), 0, frozenset({1}), table)
    assert reachable_states(dfa) == {0, 1, 2, 4}
    assert coreachable_states(dfa) == {0, 1, 3, 4}
    trimmed = remove_sink(dfa)
    assert trimmed.states == (0, 1, 2)  # old 0, 1, 4
    assert trimmed.transitions == {(0, "a"): 1, (0, "b"): 2, (2, "b"): 0}
    assert language(trimmed, ("a", "b")) == language(dfa, ("a", "b"))


def test_remove_sink_of_empty_language_is_one_bare_state() -> None:
    dfa = DFA(("a",), (0, 1), 0, frozenset(), {(0, "a"): 1, (1, "a"): 0})
    assert remove_sink(dfa) == DFA(("a",), (0,), 0, frozenset(), {})
    assert minimise(dfa) == DFA(("a",), (0,), 0, frozenset(), {})
    assert is_empty(dfa) and shortest_accepted(dfa) is None
    assert list(enumerate_accepted(dfa, 5)) == []


def test_minimise_merges_equivalent_states_and_numbers_in_bfs_order() -> None:
    # (ab)* written with four states, the initial state numbered 3.
    table = {(3, "a"): 2, (2, "b"): 1, (1, "a"): 0, (0, "b"): 3}
    dfa = DFA(("a", "b"), (0, 1, 2, 3), 3, frozenset({1, 3}), table)
    assert minimise(dfa) == ab_star()


def test_minimise_is_canonical_for_equal_languages() -> None:
    third_from_end = DFA(
        ("a", "b"),
        tuple(range(8)),
        0,
        frozenset(q for q in range(8) if q & 4),
        {(q, a): ((q << 1) | (a == "a")) & 7 for q in range(8) for a in ("a", "b")},
    )
    # Same language via a different construction: an NFA-like product with a permutation.
    perm = [5, 2, 7, 0, 3, 6, 1, 4]
    permuted = DFA(
        ("a", "b"),
        tuple(range(8)),
        perm[0],
        frozenset(perm[q] for q in third_from_end.accepting),
        {(perm[s], a): perm[d] for (s, a), d in third_from_end.transitions.items()},
    )
    m1, m2 = minimise(third_from_end), minimise(permuted)
    assert m1 == m2
    assert len(m1.states) == 8
    assert m1.initial == 0


def test_enumerate_accepted_order_and_limit() -> None:
    assert list(enumerate_accepted(ab_star(), 4)) == [(), ("a", "b"), ("a", "b", "a", "b")]
    assert list(enumerate_accepted(even_a(), 2)) == [(), ("b",), ("a", "a"), ("b", "b")]
    assert list(enumerate_accepted(even_a(), 2, limit=2)) == [(), ("b",)]
    assert list(enumerate_accepted(even_a(), 0)) == [()]
    assert list(enumerate_accepted(even_a(), 3, limit=0)) == []


def test_equivalent_gives_a_shortest_distinguishing_word() -> None:
    assert equivalent(ab_star(), ab_star()) is None
    assert equivalent(ab_star(), even_a()) == ("b",)
    assert is_subset(intersection(ab_star(), even_a()), ab_star()) is None
    assert is_subset(ab_star(), even_a()) == ("a", "b")


# -- property tests on seeded random DFAs ------------------------------------------------------

SEEDS = range(60)


def random_pair(seed: int) -> tuple[DFA, DFA]:
    rng = random.Random(seed)
    letters = ("a", "b", "c")[: rng.randint(1, 3)]
    other = ("a", "b", "c")[: rng.randint(1, 3)]
    a = random_dfa(rng, rng.randint(1, 5), letters, density=0.7, connected=rng.random() < 0.5)
    b = random_dfa(rng, rng.randint(1, 5), other, density=0.7, connected=rng.random() < 0.5)
    return a, b


@pytest.mark.parametrize("seed", SEEDS)
def test_operations_agree_with_brute_force(seed: int) -> None:
    a, b = random_pair(seed)
    sigma = union_alphabet(a.alphabet, b.alphabet)
    la, lb = language(a, sigma), language(b, sigma)
    everything = set(words(sigma))
    assert language(complement(a, sigma), sigma) == everything - la
    assert language(intersection(a, b), sigma) == la & lb
    assert language(union(a, b), sigma) == la | lb
    assert language(difference(a, b), sigma) == la - lb
    assert language(symmetric_difference(a, b), sigma) == la ^ lb
    for mode in ("intersection", "union", "difference", "symmetric_difference"):
        assert product(a, b, mode).alphabet == sigma
    assert language(remove_sink(a), sigma) == la
    assert language(minimise(a), sigma) == la
    assert list(enumerate_accepted(a, MAX)) == [w for w in words(a.alphabet) if a.accepts(w)]
    assert is_empty(a) == (shortest_accepted(a) is None)
    witness = equivalent(a, b)
    if witness is None:
        assert la == lb
    else:
        assert a.accepts(witness) != b.accepts(witness)
        shortest = min((len(w) for w in la ^ lb), default=MAX + 1)
        assert len(witness) == shortest or (shortest > MAX and len(witness) > MAX)


@pytest.mark.parametrize("seed", SEEDS)
def test_minimise_is_minimal_and_canonical(seed: int) -> None:
    a, _ = random_pair(seed)
    m = minimise(a)
    assert minimise(m) == m
    # Canonical: a relabelled copy of a minimises to the same DFA.
    rng = random.Random(seed)
    perm = list(a.states)
    rng.shuffle(perm)
    shuffled = DFA(
        a.alphabet,
        a.states,
        perm[a.initial],
        frozenset(perm[q] for q in a.accepting),
        {(perm[s], x): perm[d] for (s, x), d in a.transitions.items()},
    )
    assert minimise(shuffled) == m
    # Minimal: the states of m are pairwise distinguishable and all useful.
    assert coreachable_states(m) == reachable_states(m) == set(m.states) or m.accepting == set()
    for p, q in itertools.combinations(m.states, 2):
        left = DFA(m.alphabet, m.states, p, m.accepting, m.transitions)
        right = DFA(m.alphabet, m.states, q, m.accepting, m.transitions)
        assert equivalent(left, right) is not None


@pytest.mark.parametrize("seed", SEEDS)
def test_shortest_accepted_is_shortest_and_least(seed: int) -> None:
    a, _ = random_pair(seed)
    accepted = [w for w in words(a.alphabet) if a.accepts(w)]
    found = shortest_accepted(a)
    if accepted:
        assert found == accepted[0]
    elif found is not None:
        assert len(found) > MAX and a.accepts(found)
