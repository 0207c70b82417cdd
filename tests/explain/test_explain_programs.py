"""`explain` end to end on small failing C programs (issue 5, "Done when").

Each program under programs/ marks its target assertion with
``// explain: decides=L1,L2 [after=L] [alphabet=K,…] [loop-bound=B]``: the letters whose
transitions decide the failure (every counterexample's deciding step is one of them, and each is
the deciding step of some counterexample) and the letter before the shortest one's decision.
Every counterexample must replay (gcc), and its deciding step must name its source line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from errlang.automata.export import validate_automaton_json
from errlang.explain.replay import find_compiler
from errlang.session import Settings
from errlang.session.explain import explain

PROGRAMS = Path(__file__).resolve().parent / "programs"
_MARK = re.compile(r"//\s*explain:\s*(.*?)\s*$")
_BRANCH = re.compile(r"^L(\d+):[TF]$")

needs_compiler = pytest.mark.skipif(find_compiler() is None, reason="no C compiler")


@dataclass(frozen=True)
class Marked:
    path: Path
    line: int
    decides: frozenset[str]
    after: str | None
    settings: Settings


def marked(name: str) -> Marked:
    path = PROGRAMS / name
    for number, text in enumerate(path.read_text().splitlines(), start=1):
        if match := _MARK.search(text):
            options = dict(item.split("=", 1) for item in match.group(1).split())
            settings = Settings(
                loop_bound=int(options["loop-bound"]) if "loop-bound" in options else None,
                alphabet=tuple(options.get("alphabet", "functions").split(",")),
            )
            return Marked(path, number, frozenset(options["decides"].split(",")),
                          options.get("after"), settings)  # fmt: skip
    raise AssertionError(f"{name} has no explain: mark")


def source_line(path: Path, line: int) -> str:
    return path.read_text().splitlines()[line - 1]


def check_decision_names_its_line(mark: Marked, result: dict[str, Any], example: dict) -> None:
    """The deciding step's line is an event site of its letter, and the source there shows it:
    the function's definition, or the branch's condition."""
    decision = example["explanation"]["decision"]
    assert decision is not None, example["word"]
    sites = {e["letter"]: {loc["line"] for loc in e["locations"]} for e in result["alphabet"]}
    assert decision["line"] in sites[decision["letter"]], decision
    text = source_line(mark.path, decision["line"])
    branch = _BRANCH.match(decision["letter"])
    if branch:
        assert int(branch.group(1)) == decision["line"]
        assert re.search(r"\b(if|for|while)\b", text), text
    else:
        assert re.search(rf"\b{re.escape(decision['letter'])}\s*\(", text), text
    steps = example["steps"]
    marked_steps = [s for s in steps if s.get("deciding")]
    assert [s["event"] for s in marked_steps] == [decision["letter"]]


PROGRAM_NAMES = ["door.c", "stack.c", "choices.c", "threshold.c", "heap.c"]


@needs_compiler
@pytest.mark.parametrize("name", PROGRAM_NAMES)
def test_counterexamples_replay_and_name_the_deciding_choice(name: str) -> None:
    mark = marked(name)
    result = explain(str(mark.path), line=mark.line, settings=mark.settings, replay=True)
    assert result["explanation"]["fails"]
    examples = result["counterexamples"]
    assert examples
    for example in examples:
        assert example["replayed"], (example["word"], example["replay"])
        assert example["replay"]["status"] == "reproduced"
        check_decision_names_its_line(mark, result, example)
    decided = {e["explanation"]["decision"]["letter"] for e in examples}
    assert decided == mark.decides
    shortest = examples[0]["explanation"]["decision"]
    assert shortest["after"] == mark.after
    # the abstracted counterexample keeps the deciding step
    for example in examples:
        assert example["explanation"]["decision"]["letter"] in example["explanation"]["abstracted"]


def test_door_annotation_refers_to_the_drawn_automaton() -> None:
    mark = marked("door.c")
    result = explain(str(mark.path), line=mark.line, settings=mark.settings)
    drawn = {(t["source"], t["letter"], t["target"]) for t in result["transitions"]}
    typed = {(t["source"], t["letter"], t["target"]): t["type"] for t in result["transition_types"]}
    assert set(typed) <= drawn
    by_letter = {letter: kind for (_, letter, _), kind in typed.items()}
    assert by_letter == {"lock": "neutral", "open_door": "incorrect", "!error": "incorrect"}
    ids = {s["id"] for s in result["states"]}
    assert set(result["neighbourhoods"]) <= ids and len(result["neighbourhoods"]) == 2
    validate_automaton_json(result)
    behaviour = result["behaviour"]
    validate_automaton_json(behaviour)
    behaviour_ids = {s["id"] for s in behaviour["states"]}
    assert set(behaviour["neighbourhoods"]) <= behaviour_ids
    kinds = {t["type"] for t in behaviour["transition_types"]}
    assert kinds == {"correct", "incorrect", "neutral"}
    assert "replay" not in result["counterexamples"][0]  # never run without being asked


def test_summary_names_shared_events_and_the_decision_with_lines() -> None:
    mark = marked("door.c")
    result = explain(str(mark.path), line=mark.line, settings=mark.settings)
    text = " ".join(result["summary"])
    assert "Every failing run contains `lock` (line 7) and `open_door` (line 9)." in text
    assert "After lock, `open_door` (line 9) commits the run to failure" in text
    assert "`unlock` (line 8) rules failure out" in text
    assert result["explanation"]["dominating"] == ["lock", "open_door"]


def test_a_decision_no_learned_counterexample_takes_gets_its_own() -> None:
    mark = marked("choices.c")
    result = explain(str(mark.path), line=mark.line, settings=mark.settings)
    added = [e for e in result["counterexamples"] if "added_for" in e]
    assert [e["word"] for e in added] == [["d", "e", "f", "check", "!error"]]
    assert added[0]["explanation"]["decision"]["after"] == "e"
    assert added[0]["inputs"]  # a concrete run from the solver


def test_without_replay_no_code_is_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    import errlang.explain.replay as replay_module

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("replay ran without being asked")

    monkeypatch.setattr(replay_module, "Replayer", refuse)
    mark = marked("door.c")
    result = explain(str(mark.path), line=mark.line, settings=mark.settings)
    assert all("replayed" not in e for e in result["counterexamples"])


def test_an_assertion_that_cannot_fail() -> None:
    result = explain(str(PROGRAMS / "safe.c"), line=8)
    assert not result["explanation"]["fails"]
    assert result["counterexamples"] == []
    assert result["transition_types"] == [] and result["neighbourhoods"] == []
    assert "cannot fail" in result["summary"][0]


def test_explain_on_text_instead_of_the_file() -> None:
    mark = marked("door.c")
    text = mark.path.read_text().replace("if (m == 3)", "if (m == 3 && n < 0)")
    result = explain(str(mark.path), text, line=mark.line, settings=mark.settings)
    # unlock after lock is now impossible: every run that locks fails
    text_summary = " ".join(result["summary"])
    assert ("At the start, `lock` (line 7) commits the run to failure while `unlock` (line 8) "
            "rules failure out.") in text_summary  # fmt: skip
    assert result["counterexamples"][0]["explanation"]["decision"]["letter"] == "lock"
