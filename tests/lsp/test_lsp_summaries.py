"""Readings of the engine's JSON used by the features."""

from __future__ import annotations

from typing import Any

from errlang_lsp import decisions, summaries

# (a b)* err over {a, b, err}; 0 -a-> 1 -b-> 0, 0 -err-> 2 (accepting)
AUTOMATON: dict[str, Any] = {
    "alphabet": [
        {"letter": "a", "locations": [{"line": 3}, {"line": 9, "column": 5}]},
        {"letter": "b", "locations": [{"line": 4}]},
        {"letter": "err", "locations": []},
    ],
    "error_letter": "err",
    "initial": 0,
    "states": [
        {"id": 0, "accepting": False, "doomed": False},
        {"id": 1, "accepting": False, "doomed": False},
        {"id": 2, "accepting": True, "doomed": True},
    ],
    "transitions": [
        {"source": 0, "letter": "a", "target": 1, "dominating": False},
        {"source": 1, "letter": "b", "target": 0, "dominating": False},
        {"source": 0, "letter": "err", "target": 2, "dominating": True},
    ],
    "bounds": {"loop_bound": 2, "max_length": 5},
    "guarantee": {"exact_up_to_length": 5, "unproven": ["no spurious words"]},
    "counterexamples": [{"word": ["err"]}, {"word": ["a", "b", "err"]}],
}


def test_count_words_counts_accepted_words_up_to_n() -> None:
    # err, ab err, abab err  (lengths 1, 3, 5)
    assert summaries.count_words(AUTOMATON, 5) == 3
    assert summaries.count_words(AUTOMATON, 4) == 2
    assert summaries.count_words(AUTOMATON, 0) == 0


def test_lens_summary() -> None:
    """The length without the final failure letter; the bound only when it cut runs."""
    assert (
        summaries.lens_summary(AUTOMATON)
        == "3 failing sequences of at most 4 events (loop bound 2)"
    )
    explained = {**AUTOMATON, "target": {"kind": "function"}}
    assert summaries.lens_summary(explained) == "3 runs of at most 4 events (loop bound 2)"
    complete = {**AUTOMATON, "guarantee": {"exact_up_to_length": 5, "bound_reached": False}}
    assert summaries.lens_summary(complete) == "3 failing sequences of at most 4 events (all runs)"
    without_loops = {**AUTOMATON, "bounds": {"loop_bound": 0, "max_length": 5}}
    assert summaries.lens_summary(without_loops) == "3 failing sequences of at most 4 events"


def test_shortest_word_and_sites() -> None:
    assert summaries.shortest_word(AUTOMATON) == ["err"]
    sites = summaries.event_sites(AUTOMATON)
    assert [(s.letter, s.line, s.column) for s in sites] == [
        ("a", 3, None),
        ("a", 9, 5),
        ("b", 4, None),
    ]
    assert summaries.is_dominating(AUTOMATON, "err")
    assert not summaries.is_dominating(AUTOMATON, "a")
    assert summaries.event_hint(AUTOMATON, "err") == "in every failing run"
    assert summaries.event_hint(AUTOMATON, "a") is None
    assert summaries.event_hint(AUTOMATON, "c") == "never in a failing run"
    assert "unproven: no spurious words" in summaries.describe_guarantee(AUTOMATON)


def test_check_word_is_the_engines_word() -> None:
    """The engine gives the word of every check counterexample: nothing is reconstructed."""
    steps = [{"line": 10, "function": "main"}, {"line": 3, "function": "f"}]
    assert summaries.check_word({"word": ["x", "err"], "steps": steps}) == ["x", "err"]
    assert summaries.check_word({"steps": steps}) is None
    assert summaries.check_word(None) is None
    assert summaries.format_word([]) == "ε"
    assert summaries.format_word(["x", "err"], AUTOMATON) == "x · assertion fails"
    assert summaries.format_word(["x", "!error"]) == "x · assertion fails"


def test_values_inputs_by_name_and_changes() -> None:
    run = {
        "inputs": [
            {"function": "nondet_int", "line": 25, "name": "rounds", "value": 1},
            {"function": "nondet_int", "line": 28, "value": 5},
        ],
        "violation": [{"name": "credit", "value": -1}],
    }
    assert summaries.describe_inputs(run) == ["`rounds = 1`", "`nondet_int() on line 28 = 5`"]
    assert summaries.violation_text(run) == "credit = -1"
    step = {"line": 16, "function": "withdraw", "assignments": [{"name": "credit", "value": -1}]}
    assert summaries.step_text(step) == "line 16 in withdraw: credit = -1"
    changes = {"same": False, "added": [["a", "a", "err"]], "added_count": 1, "removed": []}
    assert summaries.changes_text(changes, AUTOMATON) == (
        "this edit added 1 failing sequence: a · a · assertion fails"
    )
    assert summaries.changes_text({"same": True}, AUTOMATON) is None


def test_deciding_step_prefers_the_code_and_never_points_at_the_assertion() -> None:
    """Issue 21: the engine's deciding step in the code (learned explanation, or the check's),
    with what it tested; no "the values tested here" on the assertion's own line."""
    step = {
        "kind": "branch", "step_index": 7, "line": 15, "function": "withdraw",
        "values": [{"name": "amount", "value": 1}, {"name": "credit", "value": 0}],
        "write": {"step_index": 8, "line": 16, "values": [{"name": "credit", "value": -1}]},
    }  # fmt: skip
    decision = {"line": 34, "letter": "!error", "step": 1, "visible": False}
    learned = {
        "error_letter": "!error",
        "counterexamples": [
            {"word": ["withdraw", "!error"], "explanation": {"decision": decision}}
        ],
    }
    example = learned["counterexamples"][0]
    assert decisions.deciding_step(learned, example, 34) is None  # only the assertion's line
    found = decisions.deciding_step(learned, example, 34, check_step=step)
    assert found is not None and found.line == 15
    code = "  if (amount <= credit + 1) /* bug */"
    assert decisions.decision_text(found, learned, code) == (
        "after withdraw, `if (amount <= credit + 1)` tests amount = 1, credit = 0;"
        " so line 16 writes credit = -1"
    )
    assert decisions.decision_label(found) == "◀ decides: amount = 1, credit = 0"
    decision["deciding_step"] = {**step, "kind": "statement", "line": 16, "write": None}
    found = decisions.deciding_step(learned, example, 34)
    assert found is not None and found.line == 16
    assert decisions.decision_text(found) == "after withdraw, writes amount = 1, credit = 0"


def test_an_event_that_decides_is_said_as_the_event() -> None:
    decision = {
        "line": 8, "letter": "depart", "step": 2, "visible": True,
        "deciding_step": {"kind": "event", "step_index": 9, "line": 8, "values": []},
    }  # fmt: skip
    learned = {"counterexamples": [{"word": ["arrive", "depart", "!error"]}]}
    learned["counterexamples"][0]["explanation"] = {"decision": decision}
    found = decisions.deciding_step(learned, learned["counterexamples"][0], 20)
    assert found is not None and found.line == 8
    assert decisions.decision_label(found) == "◀ decides: `depart` → failure"
