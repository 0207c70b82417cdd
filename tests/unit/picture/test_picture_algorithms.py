"""Cover automata, separating DFAs and the picture on random instances, against brute force.

Consistency: the picture is right on every decided word, where "decided" is recomputed here
from DESIGN §3's definition by enumerating every word up to n (not from the three-valued DFA).
Minimality: on small instances no DFA with fewer states (sink not counted), nor one with as
many states and fewer transitions, is right on the decided words (exhaustive search).
"""

from __future__ import annotations

import itertools
import random

import pytest
from errlang.automata.cover import agrees_up_to, bounded_language, minimal_cover_automaton
from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import minimise
from errlang.automata.picture import (
    compute_picture,
    confirms,
    decided_automaton,
    generalising_transitions,
)
from errlang.automata.random_dfa import random_dfa
from errlang.automata.separating import minimal_separating_dfa
from errlang.automata.three_valued import ThreeValuedDFA, disagreement, distinguishing_clique

ERR = "!"


def words_up_to(alphabet: tuple[str, ...], length: int) -> list[Word]:
    return [w for k in range(length + 1) for w in itertools.product(alphabet, repeat=k)]


def decided(exact: DFA, n: int, cuts: frozenset[Word], word: Word) -> bool | None:
    """DESIGN §3, directly: True must accept, False must reject, None don't care."""
    if len(word) > n:
        return None
    if exact.accepts(word):
        return True
    well_formed = bool(word) and word[-1] == ERR and ERR not in word[:-1]
    if not well_formed:
        return False
    if any(word[: len(c)] == c for c in cuts):
        return None
    return False


def random_instance(seed: int) -> tuple[DFA, int, frozenset[Word]]:
    """A random finite 'language of error' over {a, b, !} (words end with !), a length bound
    and a few random cut words."""
    rng = random.Random(seed)
    n = rng.randint(2, 5)
    raw = random_dfa(rng, rng.randint(2, 5), ("a", "b", ERR), density=0.8, accepting_ratio=0.4)
    words = [w for w in words_up_to(("a", "b", ERR), n) if raw.accepts(w)]
    words = [w for w in words if w and w[-1] == ERR and ERR not in w[:-1]]
    table: dict[tuple[int, str], int] = {}
    states = 1
    accepting = set()
    for word in words:  # a prefix tree of the words, then minimised
        q = 0
        for letter in word:
            if (q, letter) not in table:
                table[(q, letter)] = states
                states += 1
            q = table[(q, letter)]
        accepting.add(q)
    exact = minimise(DFA(("a", "b", ERR), tuple(range(states)), 0, frozenset(accepting), table))
    cuts = frozenset(
        tuple(rng.choice("ab") for _ in range(rng.randint(0, n - 1)))
        for _ in range(rng.randint(0, 3))
    )
    return exact, n, cuts


@pytest.mark.parametrize("seed", range(40))
def test_picture_is_right_on_every_decided_word(seed: int) -> None:
    exact, n, cuts = random_instance(seed)
    spec = decided_automaton(exact, n, ERR, cuts)
    picture = compute_picture(exact, spec, n, budget=5.0)
    for word in words_up_to(("a", "b", ERR), n + 1):
        verdict = decided(exact, n, cuts, word)
        assert spec.verdict(word) == {True: "accept", False: "reject", None: "free"}[verdict]
        if verdict is not None:
            assert picture.dfa.accepts(word) == verdict, word
    assert len(picture.dfa.states) <= len(minimise(exact).states)
    assert confirms(picture, spec) is None


@pytest.mark.parametrize("seed", range(40))
def test_cover_automaton_is_exact_up_to_the_bound(seed: int) -> None:
    exact, n, _ = random_instance(seed)
    cover = minimal_cover_automaton(exact, n)
    assert agrees_up_to(cover, exact, n)
    assert len(cover.states) <= len(minimise(exact).states)


def partial_dfas(alphabet: tuple[str, ...], states: int) -> list[DFA]:
    """Every partial DFA with ``states`` states (the sink implicit)."""
    keys = [(q, a) for q in range(states) for a in alphabet]
    found = []
    for targets in itertools.product(range(states + 1), repeat=len(keys)):
        table = {k: t for k, t in zip(keys, targets, strict=True) if t < states}
        for accepting in itertools.product((False, True), repeat=states):
            final = frozenset(q for q in range(states) if accepting[q])
            found.append(DFA(alphabet, tuple(range(states)), 0, final, table))
    return found


SMALL = {k: partial_dfas(("a", "b"), k) for k in (1, 2, 3)}


def brute_force_minimum(ok: object) -> tuple[int, int] | None:
    """The least (states, transitions) of a partial DFA over {a, b} with ≤ 3 states that
    satisfies ``ok``; None when none does."""
    best = None
    for k in (1, 2, 3):
        for dfa in SMALL[k]:
            if ok(dfa):  # type: ignore[operator]
                size = (k, len(dfa.transitions))
                best = size if best is None or size < best else best
        if best is not None:
            return best
    return None


def random_three_valued(seed: int) -> ThreeValuedDFA:
    rng = random.Random(seed)
    count = rng.randint(2, 6)
    table = {(s, a): rng.randrange(count) for s in range(count) for a in ("a", "b")}
    labels = [rng.choice(("accept", "reject", "free")) for _ in range(count)]
    return ThreeValuedDFA(
        ("a", "b"),
        count,
        0,
        table,
        frozenset(s for s in range(count) if labels[s] == "accept"),
        frozenset(s for s in range(count) if labels[s] == "reject"),
    )


def as_dfa(spec: ThreeValuedDFA) -> DFA:
    """The spec's must-accept states as accepting: a DFA that always separates it."""
    return DFA(spec.alphabet, tuple(range(spec.count)), spec.initial, spec.accept,
               spec.transitions)  # fmt: skip


@pytest.mark.parametrize("seed", range(25))
def test_separating_dfa_is_minimal_against_brute_force(seed: int) -> None:
    spec = random_three_valued(seed)
    result = minimal_separating_dfa(spec, as_dfa(spec), budget=10.0)
    assert disagreement(result.dfa, spec) is None
    assert result.minimal_states and result.minimal_transitions
    expected = brute_force_minimum(lambda d: disagreement(d, spec) is None)
    if expected is not None:  # more than 3 states: only the lower bound is checked
        assert (len(result.dfa.states), len(result.dfa.transitions)) == expected
    else:
        assert len(result.dfa.states) > 3


@pytest.mark.parametrize("seed", range(25))
def test_cover_automaton_is_minimal_against_brute_force(seed: int) -> None:
    rng = random.Random(1000 + seed)
    raw = random_dfa(rng, rng.randint(2, 4), ("a", "b"), density=0.8, accepting_ratio=0.4)
    length = rng.randint(2, 4)
    exact = bounded_language(raw, length)
    cover = minimal_cover_automaton(exact, length)
    assert agrees_up_to(cover, exact, length)
    expected = brute_force_minimum(lambda d: agrees_up_to(d, exact, length))
    if expected is not None:
        assert len(cover.states) == expected[0]


def test_budget_exhausted_returns_the_upper_bound_never_a_wrong_dfa() -> None:
    exact = chain(3)  # {g^k f ! : k ≤ 3}: the exact chain is the upper bound, g* f ! the best
    spec = decided_automaton(exact, 5, ERR, frozenset({("g",) * 3}))
    result = minimal_separating_dfa(spec, exact, budget=0.0)
    assert minimise(result.dfa) == minimise(exact)
    assert not result.minimal_states and not result.improved
    assert minimal_separating_dfa(spec, exact, budget=5.0).improved


def test_separating_refuses_a_wrong_upper_bound() -> None:
    spec = decided_automaton(chain(2), 4, ERR, frozenset())
    everything = DFA(("g", "f", ERR), (0,), 0, frozenset({0}),
                     {(0, "g"): 0, (0, "f"): 0, (0, ERR): 0})  # fmt: skip
    with pytest.raises(ValueError):
        minimal_separating_dfa(spec, everything, budget=1.0)


def chain(b: int) -> DFA:
    """{g^k f ! : k ≤ b}, the exact language of `for (i = 0; i < n; i++) g(); f(x);`."""
    table: dict[tuple[int, str], int] = {}
    for k in range(b + 1):
        if k < b:
            table[(k, "g")] = k + 1
        table[(k, "f")] = b + 1
    table[(b + 1, ERR)] = b + 2
    return DFA(("g", "f", ERR), tuple(range(b + 3)), 0, frozenset({b + 2}), table)


@pytest.mark.parametrize("bound", [1, 2, 3, 5])
def test_loop_program_picture_is_g_star_f_err(bound: int) -> None:
    exact = chain(bound)
    spec = decided_automaton(exact, bound + 2, ERR, frozenset({("g",) * bound}))
    picture = compute_picture(exact, spec, bound + 2)
    assert dict(picture.dfa.transitions) == {(0, "g"): 0, (0, "f"): 1, (1, ERR): 2}
    assert picture.dfa.accepting == {2} and picture.minimal
    assert generalising_transitions(picture.dfa, exact, bound + 2) == frozenset()
    # confirmed at the next bound
    following = decided_automaton(
        chain(bound + 1), bound + 3, ERR, frozenset({("g",) * (bound + 1)})
    )
    assert confirms(picture, following) is None


def test_without_cut_runs_only_length_is_free() -> None:
    exact = chain(2)
    spec = decided_automaton(exact, 4, ERR, frozenset())
    picture = compute_picture(exact, spec, 4)
    for word in words_up_to(("g", "f", ERR), 4):
        assert picture.dfa.accepts(word) == exact.accepts(word)


@pytest.mark.parametrize("seed", range(25))
def test_clique_lower_bound_is_at_most_the_minimum(seed: int) -> None:
    spec = random_three_valued(seed)
    proofs = distinguishing_clique(spec)
    lower = len({w for first, second, _ in proofs for w in (first, second)})
    for first, second, suffix in proofs:
        if first != second:
            verdicts = {spec.verdict(first + suffix), spec.verdict(second + suffix)}
            assert verdicts == {"accept", "reject"}
    result = minimal_separating_dfa(spec, as_dfa(spec), budget=10.0)
    assert lower <= len(result.dfa.states)
