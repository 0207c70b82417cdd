"""Property tests with hypothesis: random small DFAs against brute-force enumeration of all
words up to length 6 (skipped when hypothesis is not installed)."""

from __future__ import annotations

import itertools

import pytest

pytest.importorskip("hypothesis")

from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import (
    complement,
    difference,
    enumerate_accepted,
    equivalent,
    intersection,
    minimise,
    remove_sink,
    shortest_accepted,
    symmetric_difference,
    union,
    union_alphabet,
)
from hypothesis import given, settings
from hypothesis import strategies as st

MAX = 6


@st.composite
def dfas(draw: st.DrawFn) -> DFA:
    letters = ("a", "b", "c")[: draw(st.integers(1, 3))]
    n = draw(st.integers(1, 5))
    table: dict[tuple[int, str], int] = {}
    for q in range(n):
        for letter in letters:
            target = draw(st.none() | st.integers(0, n - 1))
            if target is not None:
                table[(q, letter)] = target
    accepting = draw(st.frozensets(st.integers(0, n - 1)))
    return DFA(letters, tuple(range(n)), draw(st.integers(0, n - 1)), accepting, table)


def lang(dfa: DFA, sigma: tuple[str, ...]) -> set[Word]:
    return {w for k in range(MAX + 1) for w in itertools.product(sigma, repeat=k) if dfa.accepts(w)}


@settings(max_examples=150, deadline=None)
@given(dfas(), dfas())
def test_boolean_operations(a: DFA, b: DFA) -> None:
    sigma = union_alphabet(a.alphabet, b.alphabet)
    la, lb = lang(a, sigma), lang(b, sigma)
    assert lang(intersection(a, b), sigma) == la & lb
    assert lang(union(a, b), sigma) == la | lb
    assert lang(difference(a, b), sigma) == la - lb
    assert lang(symmetric_difference(a, b), sigma) == la ^ lb
    everything = lang(DFA(sigma, (0,), 0, frozenset({0}), {(0, x): 0 for x in sigma}), sigma)
    assert lang(complement(a, sigma), sigma) == everything - la
    witness = equivalent(a, b)
    if witness is None:
        assert la == lb
    else:
        assert a.accepts(witness) != b.accepts(witness)
        if la != lb:
            assert len(witness) == min(len(w) for w in la ^ lb)


@settings(max_examples=150, deadline=None)
@given(dfas())
def test_minimise_and_enumeration(a: DFA) -> None:
    la = lang(a, a.alphabet)
    m = minimise(a)
    assert lang(m, a.alphabet) == la
    assert minimise(m) == m
    assert len(m.states) <= len(remove_sink(a).states)
    assert lang(remove_sink(a), a.alphabet) == la
    listed = list(enumerate_accepted(a, MAX))
    assert set(listed) == la
    assert listed == sorted(listed, key=lambda w: (len(w), [a.alphabet.index(x) for x in w]))
    first = shortest_accepted(a)
    if la:
        assert first == listed[0]
