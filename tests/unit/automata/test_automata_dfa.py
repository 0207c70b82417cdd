"""The DFA data structure: behaviour, validation, immutability, hashing, serialisation."""

from __future__ import annotations

import json
import pickle

import pytest
from errlang.automata.dfa import DFA


def ab_star() -> DFA:
    return DFA(("a", "b"), (0, 1), 0, frozenset({0}), {(0, "a"): 1, (1, "b"): 0})


def test_run_and_accepts_with_partial_transitions() -> None:
    dfa = ab_star()
    assert dfa.run(()) == 0
    assert dfa.run(("a",)) == 1
    assert dfa.run(("b",)) is None
    assert dfa.step(1, "a") is None
    assert dfa.accepts(("a", "b", "a", "b"))
    assert not dfa.accepts(("a",))
    assert not dfa.accepts(("a", "a"))
    assert not dfa.accepts(("c",))  # a letter outside the alphabet rejects


def test_complete_adds_a_rejecting_sink_only_when_needed() -> None:
    dfa = ab_star()
    full = dfa.complete()
    assert full.is_complete()
    assert len(full.states) == 3
    assert 2 not in full.accepting
    assert all(full.step(2, a) == 2 for a in full.alphabet)
    for word in [(), ("a",), ("b", "a"), ("a", "b"), ("a", "a", "b")]:
        assert full.accepts(word) == dfa.accepts(word)
    assert full.complete() is full


def test_transitions_are_read_only_and_dfa_is_hashable() -> None:
    dfa = ab_star()
    with pytest.raises(TypeError):
        dfa.transitions[(0, "b")] = 0  # type: ignore[index]
    with pytest.raises(AttributeError):
        dfa.initial = 1  # type: ignore[misc]
    same = DFA(("a", "b"), (0, 1), 0, frozenset({0}), {(1, "b"): 0, (0, "a"): 1})
    assert same == dfa
    assert hash(same) == hash(dfa)
    assert {dfa: 1}[same] == 1
    assert same.canonical() == dfa.canonical()
    assert hash(dfa.canonical()) == hash(same.canonical())


def test_pickle_round_trip_recomputes_the_hash() -> None:
    dfa = ab_star()
    hash(dfa)
    state = pickle.dumps(dfa)
    assert b"_hash" not in state
    copy = pickle.loads(state)
    assert copy == dfa and hash(copy) == hash(dfa)


def test_to_dict_round_trip_through_json() -> None:
    dfa = ab_star()
    data = json.loads(json.dumps(dfa.to_dict()))
    assert DFA.from_dict(data) == dfa


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"states": (0, 2)}, "0..k-1"),
        ({"states": ()}, "at least one state"),
        ({"initial": 5}, "initial"),
        ({"accepting": frozenset({7})}, "accepting"),
        ({"transitions": {(0, "c"): 0}}, "letter"),
        ({"transitions": {(0, "a"): 9}}, "unknown state"),
        ({"alphabet": ("a", "a")}, "duplicate"),
    ],
)
def test_invalid_dfas_are_refused(kwargs: dict[str, object], message: str) -> None:
    fields: dict[str, object] = {
        "alphabet": ("a", "b"),
        "states": (0, 1),
        "initial": 0,
        "accepting": frozenset({0}),
        "transitions": {(0, "a"): 1},
    }
    fields.update(kwargs)
    with pytest.raises(ValueError, match=message):
        DFA(**fields)  # type: ignore[arg-type]
