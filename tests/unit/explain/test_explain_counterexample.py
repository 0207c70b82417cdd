"""Counterexamples abstracted to their neighbourhood steps, and the summary in words."""

from __future__ import annotations

from typing import Any

from errlang.explain.behaviour import Behaviour, build_behaviour
from errlang.explain.counterexample import Abstraction, abstract
from errlang.explain.results import Location, TargetInfo, run_from_json
from errlang.explain.summary import choices, summarise
from errlang.session.serialise import learned_from_json
from explain_fixtures import (
    DOOR_FAILING,
    DOOR_LOCATIONS,
    DOOR_NORMAL,
    END,
    ERR,
    dfa_of_words,
    learn_document,
)

# The concrete run of the door program (tests/explain/programs/door.c) as learn reports it.
DOOR_RUN: dict[str, Any] = {
    "word": ["lock", "open_door", ERR],
    "inputs": [{"function": "__VERIFIER_nondet_int", "line": 11, "value": 6},
               {"function": "__VERIFIER_nondet_int", "line": 17, "value": 0}],
    "steps": [{"line": n, "function": f} for n, f in
              [(11, "main"), (12, "main"), (13, "main"), (6, "lock"), (12, "main"),
               (17, "main"), (18, "main"), (21, "main"), (9, "open_door")]],
    "events": [{"letter": "lock", "line": 6, "function": "lock", "values": {}},
               {"letter": "open_door", "line": 8, "function": "open_door", "values": {"k": 2}}],
}  # fmt: skip
TARGET = {"kind": "assertion", "line": 9, "function": "open_door", "text": "!locked"}


def _abstract(
    behaviour: Behaviour,
    run: dict[str, Any],
    target: dict[str, Any],
    alphabet: list[dict[str, Any]],
) -> Abstraction:
    """:func:`abstract` on the JSON forms of the run, the target and the alphabet."""
    info = TargetInfo("assertion", "prog.c", target["line"], target.get("function"),
                      None, target.get("text"))  # fmt: skip
    sites = {
        e["letter"]: tuple(Location(loc["line"], loc.get("column"), loc.get("function"))
                           for loc in e["locations"])
        for e in alphabet
    }  # fmt: skip
    return abstract(behaviour, run_from_json({"inputs": [], **run}), info, sites)


def _door() -> tuple[Any, dict[str, Any]]:
    behaviour = build_behaviour(DOOR_FAILING, DOOR_NORMAL)
    document = learn_document(DOOR_FAILING, locations=DOOR_LOCATIONS, line=9,
                              counterexamples=[DOOR_RUN])  # fmt: skip
    document["target"] = TARGET
    return behaviour, document


def test_door_counterexample_is_abstracted_to_its_deciding_step() -> None:
    behaviour, document = _door()
    abstraction = _abstract(behaviour, DOOR_RUN, TARGET, document["alphabet"])
    assert [s.letter for s in abstraction.abstracted] == ["lock", "open_door"]
    assert [s.type for s in abstraction.steps] == ["neutral", "incorrect", "incorrect"]
    assert [s.deciding for s in abstraction.steps] == [False, True, False]
    decision = abstraction.decision
    assert decision is not None
    assert (decision.letter, decision.line, decision.after) == ("open_door", 8, "lock")
    assert decision.visible
    assert [(a.letter, a.type, a.lines) for a in decision.alternatives] == [
        ("unlock", "correct", (7,))
    ]
    assert decision.shortest_path == ("lock",)
    assert decision.lines_between == (12, 17, 18, 21)


def test_steps_are_located_in_the_run() -> None:
    behaviour, document = _door()
    steps = _abstract(behaviour, DOOR_RUN, TARGET, document["alphabet"]).steps
    # lock: exact line match; open_door: its definition line is not a step, so the entry into
    # the function is used; the failure: the assertion's line.
    assert [s.step_index for s in steps] == [3, 8, 8]
    assert steps[1].values == {"k": 2}
    assert (steps[2].line, steps[2].function) == (9, "open_door")


def test_to_json_has_the_abstracted_letters_and_the_decision() -> None:
    behaviour, document = _door()
    data = _abstract(behaviour, DOOR_RUN, TARGET, document["alphabet"]).to_json()
    assert data["abstracted"] == ["lock", "open_door"]
    assert data["decision"]["letter"] == "open_door"
    assert data["problem"] is None
    assert data["steps"][1]["deciding"] is True


def test_a_word_outside_the_behaviour_is_reported_not_raised() -> None:
    behaviour, document = _door()
    run = dict(DOOR_RUN, word=["unlock", "unlock", ERR])
    abstraction = _abstract(behaviour, run, TARGET, document["alphabet"])
    assert abstraction.problem is not None and "not a run" in abstraction.problem
    assert abstraction.decision is None


def test_a_choice_no_event_shows_is_decided_by_the_error_letter() -> None:
    alphabet = ("log", ERR, END)
    failing = dfa_of_words([("log", ERR)], alphabet)
    normal = dfa_of_words([("log", END)], alphabet)
    behaviour = build_behaviour(failing, normal)
    run = {"word": ["log", ERR], "inputs": [],
           "steps": [{"line": 5, "function": "main"}, {"line": 3, "function": "log"},
                     {"line": 6, "function": "main"}, {"line": 7, "function": "main"}],
           "events": [{"letter": "log", "line": 3, "function": "log", "values": {}}]}  # fmt: skip
    target = {"line": 7, "function": "main", "text": "x < 100"}
    abstraction = _abstract(behaviour, run, target, [{"letter": "log", "locations": []}])
    decision = abstraction.decision
    assert decision is not None and not decision.visible
    assert decision.letter == ERR and decision.after == "log"
    assert decision.lines_between == (6, 7)
    assert [(a.letter, a.type) for a in decision.alternatives] == [(END, "correct")]


def test_no_step_decides_when_every_run_fails() -> None:
    alphabet = ("step", ERR, END)
    failing = dfa_of_words([("step", ERR)], alphabet)
    behaviour = build_behaviour(failing, dfa_of_words([], alphabet))
    run = {"word": ["step", ERR], "steps": [], "events": []}
    abstraction = _abstract(behaviour, run, {"line": 7, "function": "main"}, [])
    assert abstraction.decision is None
    assert not any(s.deciding for s in abstraction.steps)


# -- summary ---------------------------------------------------------------------------------


def test_door_summary_names_shared_events_and_the_choices_with_lines() -> None:
    behaviour, document = _door()
    abstraction = _abstract(behaviour, DOOR_RUN, TARGET, document["alphabet"])
    sentences = summarise(learned_from_json(document), behaviour, [abstraction])
    text = "\n".join(sentences)
    assert sentences[0].startswith("assert(!locked) at line 9 fails")
    assert "Every failing run contains `lock` (line 6) and `open_door` (line 8)." in text
    assert ("After lock, `open_door` (line 8) commits the run to failure while `unlock` (line 7)"
            " rules failure out.") in text  # fmt: skip
    assert "At the start, `unlock` (line 7) rules failure out" in text
    assert "the deciding step is `open_door` (line 8) after lock" in text


def test_choices_are_listed_nearest_first() -> None:
    behaviour, _ = _door()
    found = choices(behaviour)
    assert [c.path for c in found] == [(), ("lock",)]
    assert found[1].commits == ("open_door",)
    assert set(found[1].rules_out) == {"unlock"}


def test_summary_of_an_assertion_that_cannot_fail() -> None:
    document = learn_document(dfa_of_words([], ("a", ERR)), line=4)
    assert summarise(learned_from_json(document), None, []) == [
        "assert(ok) at line 4 cannot fail within the bounds (loop bound 1, words up to length 6)."
    ]


def test_summary_of_a_safe_assertion_says_what_the_bounds_left_out() -> None:
    document = learn_document(dfa_of_words([], ("a", ERR)), line=4, longest=2)
    document["guarantee"].update(longest_word=5, bound_reached=True)
    sentences = summarise(learned_from_json(document), None, [])
    assert sentences[1] == (
        "Runs with words longer than 2 (up to 5) were not checked: raise --max-length."
    )
    assert "raise --loop-bound" in sentences[2]


def test_summary_when_every_run_fails_and_for_a_hidden_choice() -> None:
    alphabet = ("log", ERR, END)
    failing = dfa_of_words([("log", ERR)], alphabet)
    always = build_behaviour(failing, dfa_of_words([], alphabet))
    document = learn_document(failing, locations={"log": [3]})
    text = " ".join(summarise(learned_from_json(document), always, []))
    assert "every complete run fails, so no choice decides the failure" in text
    hidden = build_behaviour(failing, dfa_of_words([("log", END)], alphabet))
    text = " ".join(summarise(learned_from_json(document), hidden, []))
    assert (
        "After log, the run either fails at line 8 or ends normally with no further event" in text
    )
    assert "--alphabet branches" in text
    document["alphabet_kinds"] = ["branches"]
    assert "--alphabet branches" not in " ".join(summarise(learned_from_json(document), hidden, []))


def test_no_shared_event() -> None:
    alphabet = ("a", "b", ERR, END)
    failing = dfa_of_words([("a", ERR), ("b", ERR)], alphabet)
    behaviour = build_behaviour(failing, dfa_of_words([("a", "b", END)], alphabet))
    document = learn_document(failing)
    assert "No event is common to every failing run." in summarise(
        learned_from_json(document), behaviour, []
    )
