"""annotate(): the analysis carried over to the automaton a learn document draws."""

from __future__ import annotations

import copy
import random

import pytest
from errlang.automata.dfa import DFA
from errlang.automata.export import dfa_from_json, dfa_to_json_fields
from errlang.automata.lts import LTS
from errlang.automata.neighbourhoods import NeighbourhoodAnalysis, analyse
from errlang.automata.random_dfa import random_dfa
from errlang.explain.annotate import annotate
from errlang.explain.behaviour import as_lts, build_behaviour, well_formed
from errlang.session.serialise import annotation_json
from explain_fixtures import (
    DOOR_FAILING,
    DOOR_LOCATIONS,
    DOOR_NORMAL,
    END,
    ERR,
    learn_document,
    words_upto,
)


def _annotated(document: dict, analysis: NeighbourhoodAnalysis) -> dict:
    """The annotation of the automaton ``document`` draws, as the explain JSON writes it."""
    return annotation_json(annotate(dfa_from_json(document), analysis))


def _types(document: dict) -> dict[tuple[str, str], str]:
    return {(str(t["source"]), t["letter"]): t["type"] for t in document["transition_types"]}


def test_door_failing_automaton_gets_the_behaviour_types() -> None:
    behaviour = build_behaviour(DOOR_FAILING, DOOR_NORMAL)
    document = learn_document(DOOR_FAILING, locations=DOOR_LOCATIONS)
    annotated = _annotated(document, behaviour.analysis)
    after_lock = DOOR_FAILING.run(("lock",))
    before_error = DOOR_FAILING.run(("lock", "open_door"))
    assert _types(annotated) == {
        ("0", "lock"): "neutral",
        (str(after_lock), "open_door"): "incorrect",
        (str(before_error), ERR): "incorrect",
    }
    assert annotated["neighbourhoods"] == [0, after_lock]
    # every typed transition is one the document draws
    drawn = {(t["source"], t["letter"], t["target"]) for t in document["transitions"]}
    assert {(t["source"], t["letter"], t["target"]) for t in annotated["transition_types"]} <= drawn


def test_annotate_does_not_modify_its_input() -> None:
    behaviour = build_behaviour(DOOR_FAILING, DOOR_NORMAL)
    document = learn_document(DOOR_FAILING)
    before = copy.deepcopy(document)
    _annotated(document, behaviour.analysis)
    assert document == before


def test_the_analysed_automaton_itself_is_annotated_unchanged() -> None:
    behaviour = build_behaviour(DOOR_FAILING, DOOR_NORMAL)
    document = {"initial": behaviour.dfa.initial, **dfa_to_json_fields(behaviour.dfa)}
    annotated = _annotated(document, behaviour.analysis)
    expected = {(str(t.source), t.label): kind.value
                for t, kind in behaviour.analysis.typed_transitions()}  # fmt: skip
    assert _types(annotated) == expected
    assert set(annotated["neighbourhoods"]) == behaviour.neighbourhood_states


def test_state_ids_of_another_automaton_are_matched_by_the_product() -> None:
    lts = LTS.from_triples("s0", [("s0", "a", "s1"), ("s0", "b", "s2"), ("s1", END, "s3"),
                                  ("s2", ERR, "s3")])  # fmt: skip
    analysis = analyse(lts, [END], traces="finite")
    drawn = DFA(("b", ERR), (0, 1, 2), 0, frozenset({2}), {(0, "b"): 1, (1, ERR): 2})
    annotated = _annotated({"initial": 0, **dfa_to_json_fields(drawn)}, analysis)
    assert _types(annotated) == {("0", "b"): "incorrect", ("1", ERR): "incorrect"}
    assert annotated["neighbourhoods"] == [0]


def test_a_transition_met_in_two_contexts_is_neutral_with_its_contexts() -> None:
    # Behaviour: x·c fails for sure, y·c may still end; the drawn automaton merges x and y.
    lts = LTS.from_triples(0, [(0, "x", 1), (0, "y", 2), (1, "c", 3), (2, "c", 4), (4, "e", 5),
                               (3, ERR, 6), (4, ERR, 6), (5, END, 6)])  # fmt: skip
    analysis = analyse(lts, [END], traces="finite")
    drawn = DFA(("x", "y", "c", ERR), (0, 1, 2, 3), 0, frozenset({3}),
                {(0, "x"): 1, (0, "y"): 1, (1, "c"): 2, (2, ERR): 3})  # fmt: skip
    annotated = _annotated({"initial": 0, **dfa_to_json_fields(drawn)}, analysis)
    typed = {(t["source"], t["letter"]): t for t in annotated["transition_types"]}
    assert typed[(0, "x")]["type"] == "incorrect"
    assert typed[(0, "y")]["type"] == "neutral"
    assert typed[(1, "c")]["type"] == "neutral"
    assert typed[(1, "c")]["contexts"] == ["incorrect", "neutral"]
    assert "contexts" not in typed[(0, "x")]


def test_transitions_on_no_analysed_trace_are_left_out() -> None:
    behaviour = build_behaviour(DOOR_FAILING, DOOR_NORMAL)
    # a learned automaton that generalises: it also accepts lock·open_door·!error repeated
    looping = DFA(DOOR_FAILING.alphabet, (0, 1, 2, 3), 0, frozenset({3}),
                  {(0, "lock"): 1, (1, "open_door"): 2, (2, ERR): 3, (3, "lock"): 1})  # fmt: skip
    annotated = _annotated({"initial": 0, **dfa_to_json_fields(looping)}, behaviour.analysis)
    assert (3, "lock") not in {(t["source"], t["letter"]) for t in annotated["transition_types"]}


@pytest.mark.parametrize("seed", range(40))
def test_annotation_is_the_product_by_brute_force(seed: int) -> None:
    """Every prefix readable in both automata types the drawn transition it ends with."""
    letters = ("a", "b", ERR, END)
    rng = random.Random(seed)
    failing = random_dfa(rng, rng.randint(2, 5), letters, density=0.9, accepting_ratio=0.6)
    normal = random_dfa(rng, rng.randint(1, 5), letters, density=0.9, accepting_ratio=0.6)
    behaviour = build_behaviour(failing, normal, longest=4)
    drawn = well_formed(failing, ERR)
    annotated = _annotated({"initial": drawn.initial, **dfa_to_json_fields(drawn)},
                         analyse(as_lts(behaviour.dfa), [END], traces="finite"))  # fmt: skip
    met: dict[tuple[str, str], set[str]] = {}
    pairs = set()
    for word in words_upto(letters, 4):
        r, b = drawn.run(word), behaviour.dfa.run(word)
        if r is None or b is None:
            continue
        pairs.add((r, b))
        if word:
            src_r, src_b = drawn.run(word[:-1]), behaviour.dfa.run(word[:-1])
            kind = behaviour.type_of(src_b, word[-1])  # type: ignore[arg-type]
            assert kind is not None
            met.setdefault((str(src_r), word[-1]), set()).add(kind.value)
    expected = {key: next(iter(v)) if len(v) == 1 else "neutral" for key, v in met.items()}
    assert _types(annotated) == expected
    outlined = {r for r, b in pairs if b in behaviour.neighbourhood_states}
    assert set(annotated["neighbourhoods"]) == outlined
