"""Traces from JSON lines, scenarios (Ch. 4), the concept lattice against brute force and Cable
labelling (Ch. 7) on hand-made traces."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest
from errlang.mining.cable import Labels, concept_state, label, read_labels, simulate, write_labels
from errlang.mining.lattice import attributes_of, build_lattice
from errlang.mining.pfsa import prefix_tree
from errlang.mining.scenarios import Seed, SeedError, extract, parse_radius, standardise
from errlang.mining.sk_strings import learn
from errlang.mining.traces import Call, Trace, TraceError, read_jsonl, to_jsonl

TRACE = Trace(
    "t",
    (
        Call("fopen", ("str",), "@7"),
        Call("fopen", ("str",), "@9"),
        Call("fread", ("@7", 4), 4),
        Call("buffer", ("@9",), "@3"),
        Call("fill", ("@3",)),
        Call("fclose", ("@9",)),
        Call("fclose", ("@7",)),
    ),
)


def test_scenarios_follow_one_object_and_are_standardised() -> None:
    scenarios = extract((TRACE,), Seed.parse("X = fopen(...)"), 1, 0)
    assert [s.word for s in scenarios] == [
        ("X0 = fopen(_)", "fread(X0, _)", "fclose(X0)"),
        ("X0 = fopen(_)", "X1 = buffer(X0)", "fclose(X0)"),
    ]
    wider = extract((TRACE,), Seed.parse("X = fopen(...)"), 2, 0)
    assert wider[1].word == ("X0 = fopen(_)", "X1 = buffer(X0)", "fill(X1)", "fclose(X0)")
    backward = extract((TRACE,), Seed("fill"), 0, 2)
    assert backward[0].word == ("X0 = fopen(_)", "X1 = buffer(X0)", "fill(X1)")


def test_a_scenario_stops_at_the_next_seed_on_the_same_object() -> None:
    trace = Trace("t", tuple(Call(n, ("@1",)) for n in ("lock", "unlock", "lock", "lock")))
    words = [s.word for s in extract((trace,), Seed.parse("lock"), 2, 0)]
    assert words == [("lock(X0)", "unlock(X0)"), ("lock(X0)",), ("lock(X0)",)]


def test_standardise_names_in_order_of_appearance() -> None:
    calls = [Call("f", ("@5", None, 3), "@2"), Call("g", ("@2", "@5"))]
    assert standardise(calls) == ("X1 = f(X0, null, _)", "g(X1, X0)")


def test_seed_and_radius_errors_are_readable() -> None:
    with pytest.raises(SeedError, match="--seed"):
        Seed.parse("= fopen(")
    with pytest.raises(SeedError, match="--radius"):
        parse_radius("2")
    assert parse_radius("3,1") == (3, 1)


def test_jsonl_round_trip_and_located_errors(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    path.write_text(to_jsonl((TRACE,)))
    assert read_jsonl(path) == (TRACE,)
    path.write_text('{"trace": 1, "call": "f", "args": []}\n{"trace": 1, "args": []}\n')
    with pytest.raises(TraceError, match=r"t.jsonl:2: expected"):
        read_jsonl(path)
    path.write_text('{"trace": 1, "call": "f", "args": [1.5]}\n')
    with pytest.raises(TraceError, match=r"t.jsonl:1: a value"):
        read_jsonl(path)


WORDS: Counter[tuple[str, ...]] = Counter(
    {
        ("o", "c"): 3,
        ("o", "r", "c"): 2,
        ("o", "r", "r", "c"): 1,
        ("o", "c", "r"): 1,
        ("n",): 2,
    }
)


def _brute_force(objects: list[frozenset[str]]) -> set[tuple[frozenset[int], frozenset[str]]]:
    attributes = frozenset().union(*objects)
    found = set()
    for size in range(len(objects) + 1):
        for subset in itertools.combinations(range(len(objects)), size):
            intent = frozenset(attributes.intersection(*(objects[i] for i in subset)))
            extent = frozenset(i for i, o in enumerate(objects) if intent <= o)
            found.add((extent, intent))
    return found


def test_lattice_matches_brute_force() -> None:
    reference = learn(WORDS, "sk-or").machine
    words = tuple(WORDS)
    lattice = build_lattice(words, reference)
    got = {(c.extent, c.intent) for c in lattice.concepts}
    assert got == _brute_force([attributes_of(reference, w) for w in words])
    assert lattice.concepts[lattice.top].extent == frozenset(range(len(words)))
    for concept in lattice.concepts:
        for child in concept.children:
            assert lattice.concepts[child].extent < concept.extent


def test_rejected_words_get_their_own_attribute() -> None:
    reference = prefix_tree(Counter({("a", "b"): 1}))
    assert "rejected by the reference" in attributes_of(reference, ("a", "c"))


def test_labelling_propagates_down_and_partly_up(tmp_path: Path) -> None:
    reference = learn(WORDS, "sk-or").machine
    lattice = build_lattice(tuple(WORDS), reference)
    top = lattice.concepts[lattice.top]
    small = min(
        (c for c in lattice.concepts if 0 < len(c.extent) < len(lattice.words)),
        key=lambda c: len(c.extent),
    )
    labels = label(lattice, small.index, "bad", Labels())
    assert concept_state(small, lattice, labels) == "Labeled"
    assert concept_state(top, lattice, labels) == "PartlyLabeled"
    for child in small.children:
        assert concept_state(lattice.concepts[child], lattice, labels) == "Labeled"
    labels = label(lattice, top.index, "good", labels, only_unlabeled=True)
    assert concept_state(top, lattice, labels) == "Labeled"
    assert labels.decisions == 2
    assert sum(1 for v in labels.labels.values() if v == "bad") == len(small.extent)
    write_labels(tmp_path / "l.json", labels)
    assert read_labels(tmp_path / "l.json") == labels


def test_simulated_user_labels_every_scenario_with_few_decisions() -> None:
    reference = learn(WORDS, "sk-or").machine
    lattice = build_lattice(tuple(WORDS), reference)

    def oracle(word: tuple[str, ...]) -> str:
        return "bad" if word == ("o", "c", "r") else "good"

    labels = simulate(lattice, oracle)
    assert {w: oracle(w) for w in lattice.words} == dict(labels.labels)
    assert labels.decisions < len(lattice.words)
