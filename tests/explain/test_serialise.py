"""One serialiser per result type: every document the engine emits follows the schema."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from errlang.automata.export import dfa_from_json, validate_automaton_json
from errlang.session import Analysis, Settings
from errlang.session.diff import compare_versions
from errlang.session.serialise import (
    diff_json,
    explanation_json,
    learned_from_json,
    learned_json,
    membership_json,
)

PROGRAMS = Path(__file__).parent / "programs"
DOOR = str(PROGRAMS / "door.c")


def test_learned_automata_validate_and_read_back() -> None:
    analysis = Analysis(DOOR, None, Settings(loop_bound=2))
    for learned in (analysis.learn(9), analysis.learn(function="main")):
        document = learned_json(learned)
        validate_automaton_json(document)
        again = learned_from_json(document)
        assert again.dfa == learned.dfa and again.bounds == learned.bounds
        assert again.guarantee == learned.guarantee and again.target == learned.target
        assert learned_json(again)["counterexamples"] == document["counterexamples"]
        assert dataclasses.replace(again, stats=learned.stats, counterexamples=()) == (
            dataclasses.replace(learned, counterexamples=())
        )


def test_explanation_and_its_behaviour_validate() -> None:
    explanation = Analysis(DOOR, None, Settings(loop_bound=2)).explain(9)
    document = explanation_json(explanation)
    validate_automaton_json(document)
    validate_automaton_json(document["behaviour"])
    assert len(document["counterexamples"]) == len(explanation.examples)


def test_diff_automata_validate() -> None:
    settings = Settings(loop_bound=2)
    old = Analysis(str(PROGRAMS / "ticks_v1.c"), None, settings)
    new = Analysis(str(PROGRAMS / "ticks_v2.c"), None, settings)
    result = compare_versions(old, new, line=8, line_new=9)
    document = diff_json(result.difference, result.old, result.new)
    validate_automaton_json(document["old"])
    validate_automaton_json(document["new"])
    for side, typed in (
        ("only_old", result.difference.only_old),
        ("only_new", result.difference.only_new),
    ):
        assert dfa_from_json(document[side]["automaton"]) == typed.dfa


def test_membership_answer_json() -> None:
    analysis = Analysis(DOOR, None, Settings(loop_bound=2))
    answer = membership_json(analysis.membership(("lock", "open_door", "!error"), line=9))
    assert answer["member"] is True and answer["loop_bound"] == 2
    assert answer["run"]["word"] == ["lock", "open_door", "!error"]
