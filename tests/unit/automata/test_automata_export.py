"""DOT and Aldebaran output, JSON fields round trip, schema validation (with jsonschema, the
one validator: the hand-written fallback interpreter is gone, issue 8)."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest
from errlang.automata.dfa import DFA
from errlang.automata.export import (
    AutomatonJsonError,
    automaton_schema,
    dfa_from_json,
    dfa_to_json_fields,
    to_aut,
    to_dot,
    validate_automaton_json,
)
from errlang.automata.postprocess import postprocess


def error_dfa() -> DFA:
    # (a b)* a err, initial state 0.
    table = {(0, "a"): 1, (1, "b"): 0, (1, "err"): 2}
    return DFA(("a", "b", "err"), (0, 1, 2), 0, frozenset({2}), table)


def document(dfa: DFA | None = None) -> dict[str, Any]:
    result = postprocess(dfa or error_dfa())
    return {
        "target": {"file": "x.c", "line": 12, "kind": "assertion"},
        "alphabet": [
            {"letter": "a", "locations": [{"line": 3}]},
            {"letter": "b", "locations": [{"line": 5, "column": 2}]},
        ],
        "error_letter": "err",
        **dfa_to_json_fields(result.dfa, result.dominating_edges, result.doomed_states),
        "bounds": {"loop_bound": 2, "max_length": 8},
        "guarantee": {"exact_up_to_length": 8, "unproven": []},
        "stats": {
            "membership_queries": 40,
            "filtered": 30,
            "cached": 5,
            "solver_calls": 5,
            "equivalence_queries": 2,
            "seconds": 0.25,
        },
    }


def test_dot_marks_acceptance_doom_and_domination_deterministically() -> None:
    result = postprocess(error_dfa())
    text = to_dot(
        result.dfa, dominating=result.dominating_edges, doomed=result.doomed_states, title='t "1"'
    )
    assert text == to_dot(
        result.dfa,
        dominating=sorted(result.dominating_edges),
        doomed=result.doomed_states,
        title='t "1"',
    )
    assert text.startswith("digraph errlang {")
    assert 'label="t \\"1\\"";' in text
    assert '2 [label="2\\nD", shape=doublecircle' in text
    assert '0 [label="0"];' in text
    assert "__start -> 0;" in text
    assert '0 -> 1 [label="a", style=bold' in text
    assert '1 -> 0 [label="b"];' in text
    assert '1 -> 2 [label="err", style=bold' in text


def test_dot_merges_parallel_edges_with_the_same_marking() -> None:
    dfa = DFA(("a", "b", "c"), (0, 1), 0, frozenset({1}), {(0, "a"): 1, (0, "b"): 1, (0, "c"): 1})
    assert '0 -> 1 [label="a, b, c"];' in to_dot(dfa)
    assert '0 -> 1 [label="a, c"];' in to_dot(dfa, dominating=[(0, "b", 1)])


def test_aut_output_puts_the_initial_state_first() -> None:
    dfa = DFA(("x", "y"), (0, 1), 1, frozenset({0}), {(1, "x"): 0, (0, "y"): 1})
    assert to_aut(dfa) == 'des (0, 2, 2)\n(0, "x", 1)\n(1, "y", 0)\n'
    assert to_aut(dfa, accepting_label="accept") == (
        'des (0, 3, 2)\n(0, "x", 1)\n(1, "y", 0)\n(1, "accept", 1)\n'
    )
    assert to_aut(error_dfa()).splitlines()[0] == "des (0, 3, 3)"


def test_json_fields_round_trip() -> None:
    doc = json.loads(json.dumps(document()))
    assert doc["states"][2] == {"id": 2, "accepting": True, "doomed": True}
    assert doc["transitions"][0] == {"source": 0, "letter": "a", "target": 1, "dominating": True}
    assert dfa_from_json(doc) == error_dfa()
    fields = dfa_to_json_fields(error_dfa())
    assert dfa_from_json(fields).accepts(("a", "b", "a", "err"))


def test_dfa_from_json_renumbers_sparse_ids() -> None:
    doc = {
        "alphabet": ["go"],
        "initial": 10,
        "states": [{"id": 10, "accepting": False}, {"id": 4, "accepting": True}],
        "transitions": [{"source": 10, "letter": "go", "target": 4}],
    }
    dfa = dfa_from_json(doc)
    assert dfa.states == (0, 1) and dfa.initial == 1 and dfa.accepts(("go",))


@pytest.fixture
def validator_mode() -> Iterator[str]:
    pytest.importorskip("jsonschema")
    yield "jsonschema"


def test_valid_documents_pass(validator_mode: str) -> None:
    validate_automaton_json(document())
    doc = document()
    doc["end_letter"] = "end"
    doc["counterexamples"] = [
        {
            "word": ["a", "err"],
            "inputs": [{"function": "__VERIFIER_nondet_int", "line": 3, "value": 1}],
        }
    ]
    doc["neighbourhoods"] = []
    doc["transition_types"] = {"0:a": "incorrect"}
    doc["producer"] = "errlang 0.1"  # additional top-level properties are allowed
    doc["bounds"]["bounds_tried"] = [1, 2]
    validate_automaton_json(doc)


def test_explanation_mode_has_an_end_letter_instead(validator_mode: str) -> None:
    doc = document()
    doc["end_letter"] = doc.pop("error_letter")
    validate_automaton_json(doc)
    assert dfa_from_json(doc) == error_dfa()
    del doc["end_letter"]
    with pytest.raises(AutomatonJsonError, match=r"error_letter|end_letter|anyOf|not valid"):
        validate_automaton_json(doc)


def _drop(key: str) -> Any:
    def edit(doc: dict[str, Any]) -> None:
        del doc[key]

    return edit


def _set(path: tuple[Any, ...], value: Any) -> Any:
    def edit(doc: dict[str, Any]) -> None:
        node = doc
        for step in path[:-1]:
            node = node[step]
        node[path[-1]] = value

    return edit


INVALID = {
    "missing stats": (_drop("stats"), "stats"),
    "missing initial": (_drop("initial"), "initial"),
    "state id is a string": (_set(("states", 0, "id"), "q0"), "id"),
    "accepting not boolean": (_set(("states", 1, "accepting"), 1), "accepting"),
    "extra state field": (_set(("states", 0, "colour"), "red"), "colour"),
    "transition lacks dominating": (
        _set(("transitions", 0), {"source": 0, "letter": "a", "target": 1}),
        "dominating",
    ),
    "negative bound": (_set(("bounds", "loop_bound"), -1), "loop_bound"),
    "seconds not a number": (_set(("stats", "seconds"), "fast"), "seconds"),
    "line zero": (_set(("alphabet", 0, "locations", 0, "line"), 0), "line"),
    "counterexamples not objects": (_set(("counterexamples",), ["a"]), "counterexamples"),
    "unknown target state": (_set(("transitions", 0, "target"), 9), "target"),
    "unknown letter": (_set(("transitions", 0, "letter"), "zz"), "zz"),
    "unknown initial": (_set(("initial",), 7), "initial"),
    "duplicate state": (_set(("states", 1, "id"), 0), "twice"),
    "nondeterministic": (_set(("transitions", 1, "source"), 0), "second transition"),
}


@pytest.mark.parametrize("case", sorted(INVALID))
def test_invalid_documents_fail(case: str, validator_mode: str) -> None:
    edit, needle = INVALID[case]
    doc = copy.deepcopy(document())
    doc["transitions"][1]["letter"] = (
        "a" if case == "nondeterministic" else doc["transitions"][1]["letter"]
    )
    edit(doc)
    with pytest.raises(AutomatonJsonError, match=needle):
        validate_automaton_json(doc)


def test_schema_is_draft_2020_12_and_requires_the_issue_fields() -> None:
    schema = automaton_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert set(schema["required"]) == {
        "target",
        "alphabet",
        "initial",
        "states",
        "transitions",
        "bounds",
        "guarantee",
        "stats",
    }
    assert schema["anyOf"] == [{"required": ["error_letter"]}, {"required": ["end_letter"]}]
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.Draft202012Validator.check_schema(schema)
