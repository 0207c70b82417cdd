"""Small readings of the engine's JSON (check results, learned automata) for the editor.

Pure functions over plain data, so each feature module stays a thin translation to LSP types.
The automaton is the JSON of ``errlang learn --json`` (``core/errlang/schema/
automaton.schema.json``): a partial DFA, a missing transition rejects.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any

from errlang.explain.grouping import named_values_text
from errlang.explain.grouping import value_text as c_value_text

Automaton = dict[str, Any]


def count_words(automaton: Automaton, max_length: int) -> int:
    """|L(A) ∩ Σ^{≤n}|: the accepted words of length at most ``max_length`` (DP over lengths)."""
    accepting = {s["id"] for s in automaton.get("states", []) if s.get("accepting")}
    successors: dict[int, list[int]] = defaultdict(list)
    for t in automaton.get("transitions", []):
        successors[t["source"]].append(t["target"])
    ways: dict[int, int] = {automaton.get("initial", 0): 1}
    total = 0
    for length in range(max_length + 1):
        total += sum(n for state, n in ways.items() if state in accepting)
        if length == max_length:
            break
        following: dict[int, int] = defaultdict(int)
        for state, n in ways.items():
            for target in successors.get(state, []):
                following[target] += n
        ways = following
    return total


def max_length(automaton: Automaton) -> int:
    bounds = automaton.get("bounds") or {}
    return int(bounds.get("max_length") or 0)


# -- plain words (issue 14, item 5), as the view says them (vscode-extension/src/shared/words.ts)

ERROR_LETTER, END_LETTER = "!error", "!end"
ERROR_WORDS, END_WORDS = "assertion fails", "function returns"


def letter_text(letter: str, automaton: Automaton | None = None) -> str:
    """A letter as the UI says it: the error letter is "assertion fails", the end letter
    "function returns" (the JSON keeps the letters)."""
    error = (automaton or {}).get("error_letter") or ERROR_LETTER
    end = (automaton or {}).get("end_letter") or END_LETTER
    if letter == error:
        return ERROR_WORDS
    if letter == end:
        return END_WORDS
    return letter


def plural(count: int, singular: str, many: str | None = None) -> str:
    return f"{count} {singular if count == 1 else (many or singular + 's')}"


def is_function_mode(automaton: Automaton) -> bool:
    target = automaton.get("target") or {}
    return target.get("kind") == "function" or (
        automaton.get("error_letter") is None and automaton.get("end_letter") is not None
    )


def exact_length(automaton: Automaton) -> int:
    """The length up to which the automaton is exact (its guarantee), else its max length."""
    exact = (automaton.get("guarantee") or {}).get("exact_up_to_length")
    return int(exact) if isinstance(exact, int) else max_length(automaton)


def loop_bound(automaton: Automaton) -> int | None:
    bound = (automaton.get("bounds") or {}).get("loop_bound")
    return bound if isinstance(bound, int) else None


def language_summary(automaton: Automaton) -> str:
    """``14 failing sequences of at most 3 events (loop bound 3)`` (``runs`` for a function):
    counted on the automaton up to its exact length, the length not counting the final failure
    (or return) letter, with the loop bound only when it cut runs (``(all runs)`` when no run
    reached it, nothing when there is none) — the same words as the view's summary line
    (``vscode-extension/src/shared/words.ts``)."""
    n = exact_length(automaton)
    what = ("run", "runs") if is_function_mode(automaton) else SEQUENCES
    count = count_words(automaton, n)
    if count == 0:
        return f"no {what[0]}{bound_text(automaton)}"
    return f"{plural(count, *what)} {length_text(n)}{bound_text(automaton)}"


def length_text(n: int) -> str:
    """``of at most 3 events``: the words' length ``n`` without their final letter."""
    events = max(n - 1, 0)
    return f"of at most {plural(events, 'event')}" if events else "with no event before"


def bound_meaning(automaton: Automaton) -> str | None:
    """What the loop bound of :func:`bound_text` means, said where it is first used (hover)."""
    bound = loop_bound(automaton)
    if not bound or (automaton.get("guarantee") or {}).get("bound_reached") is False:
        return None
    return (
        f"loop bound {bound}: each loop runs at most {bound} times, calls nest at most {bound} deep"
    )


def bound_text(automaton: Automaton) -> str:
    """`` (loop bound 3)`` when the bound cut runs (or may have), `` (all runs)`` when no run
    reached it, nothing without a loop bound."""
    bound = loop_bound(automaton)
    if not bound:
        return ""
    if (automaton.get("guarantee") or {}).get("bound_reached") is False:
        return " (all runs)"
    return f" (loop bound {bound})"


SEQUENCES = ("failing sequence", "failing sequences")


def lens_summary(automaton: Automaton) -> str:
    """The code lens' and hover's summary of a learned target (:func:`language_summary`)."""
    return language_summary(automaton)


def shortest_word(automaton: Automaton | None) -> list[str] | None:
    """The first (shortest) counterexample's word, if the engine gave counterexamples."""
    if not automaton:
        return None
    for example in automaton.get("counterexamples") or []:
        word = example.get("word")
        if isinstance(word, list):
            return [str(letter) for letter in word]
    return None


def check_word(counterexample: dict[str, Any] | None) -> list[str] | None:
    """The event sequence of a ``check`` counterexample (its ``word``), if it has one."""
    word = (counterexample or {}).get("word")
    return [str(letter) for letter in word] if isinstance(word, list) else None


def format_word(word: list[str], automaton: Automaton | None = None) -> str:
    """A word as the UI says it: letters joined with " · ", the final letter in words
    (``withdraw · assertion fails``)."""
    return " · ".join(letter_text(letter, automaton) for letter in word) if word else "ε"


@dataclass(frozen=True)
class EventSite:
    """Where a letter's event occurs in the source (1-based line, optional 1-based column)."""

    letter: str
    line: int
    column: int | None


def event_sites(automaton: Automaton) -> list[EventSite]:
    sites = []
    for entry in automaton.get("alphabet", []):
        for location in entry.get("locations", []):
            here = "file" not in location and not location.get("elsewhere")  # step_files.py
            if isinstance(location.get("line"), int) and here:
                column = location.get("column")
                sites.append(
                    EventSite(str(entry["letter"]), location["line"], column if column else None)
                )
    return sites


def letter_transitions(automaton: Automaton, letter: str) -> list[dict[str, Any]]:
    return [t for t in automaton.get("transitions", []) if t.get("letter") == letter]


def is_dominating(automaton: Automaton, letter: str) -> bool:
    """The 2015 paper's dominating event (every accepted word contains it): the engine's
    ``dominating_letters`` when given, else one of the letter's transitions is dominating."""
    if isinstance(automaton.get("dominating_letters"), list):
        return letter in automaton["dominating_letters"]
    return any(t.get("dominating") for t in letter_transitions(automaton, letter))


def describe_bounds(result: dict[str, Any]) -> str:
    """``loop bound 3, length ≤ 4``: the bounds a result was computed with."""
    bounds = result.get("bounds") or {}
    bound = bounds.get("loop_bound", result.get("loop_bound"))
    parts = []
    if bound is not None:
        parts.append(f"loop bound {bound}")
    if bounds.get("max_length") is not None:
        parts.append(f"length ≤ {bounds['max_length']}")
    return ", ".join(parts)


def value_text(value: Any) -> str:
    """A value as the UI shows it (numbers and plain strings as they are, else JSON)."""
    if isinstance(value, bool | int | float | str):
        return str(value)
    return json.dumps(value)


def input_text(given: dict[str, Any]) -> str:
    """``op = 1`` when the engine names the variable that receives the input, else
    ``__VERIFIER_nondet_int() on line 28 = 1``."""
    call = f"{given.get('function', 'input')}()"
    name = given.get("name") or (f"{call} on line {given['line']}" if given.get("line") else call)
    shown = given.get("shown")  # how C shows it by the input's type: 'a' for a char
    return f"{name} = {shown if isinstance(shown, str) else value_text(given.get('value'))}"


def input_texts(counterexample: dict[str, Any] | None) -> list[str]:
    """The inputs of a run in call order, as ``rounds = 1``: the engine's ``inputs_text`` when
    the worker gave it (``argv[1] = "xy"``, ``buf[1] = 'a'``: ``errlang check``'s text), else
    each by :func:`input_text`."""
    given = (counterexample or {}).get("inputs_text")
    if isinstance(given, list) and all(isinstance(text, str) for text in given):
        return list(given)
    return [input_text(i) for i in (counterexample or {}).get("inputs") or []]


def describe_inputs(counterexample: dict[str, Any] | None, limit: int = 12) -> list[str]:
    """The inputs of a run in call order, as ``rounds = 1`` (:func:`input_texts`), quoted."""
    inputs = input_texts(counterexample)
    lines = [f"`{text}`" for text in inputs[:limit]]
    if len(inputs) > limit:
        lines.append(f"… {len(inputs) - limit} more")
    return lines


@dataclass(frozen=True)
class _Named:
    name: str
    value: Any
    shown: str | None = None  # how C shows it by its type ('x' for a char, BLUE for an enum)


def named_text(values: Any) -> str:
    """``credit = -1, s = 1, 2, 3, …, 1000 (1000 writes)``: a list of the engine's ``{name,
    value}`` as the command line shows them: a name written many times (a loop on one line)
    once, with its first values and its last (``errlang.explain.grouping.named_values_text``,
    the engine's own helper), a ``char`` as ``'x'``, an enum by its constant, a char array
    written up to its zero as ``name = "def"``; the harness's ``__errlang_`` writes left
    out, pointers into the command line as ``argv[1]``. The JSON keeps every write."""
    items = [
        _Named(str(v.get("name")), v.get("value"), _text_or_none(v.get("shown")))
        for v in (values if isinstance(values, list) else [])
        if isinstance(v, dict) and not str(v.get("name")).startswith("__errlang_")
    ]
    return named_values_text(items, _shown)


def _text_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _shown(value: Any) -> str:
    """A value as C shows it: by its type when the engine says so (``shown``: ``'x'``,
    ``BLUE``, a char array's ``"def"``), else its number or text."""
    shown = getattr(value, "shown", None)
    return shown if isinstance(shown, str) else c_value_text(value_text(value.value))


def violation_text(counterexample: dict[str, Any] | None) -> str | None:
    """``credit = -1``: the values that make the failing assertion false, when given (the
    engine's ``violation_text`` when the worker gave it, else :func:`named_text`)."""
    given = (counterexample or {}).get("violation_text")
    if isinstance(given, str) and given:
        return given
    return named_text((counterexample or {}).get("violation")) or None


def step_values(step: dict[str, Any]) -> str | None:
    """The values of a step: its assignments (grouped: :func:`named_text`), the variables its
    event reads, its macro."""
    given = step.get("written_text")  # errlang check's own text, from the worker
    written = given if isinstance(given, str) else named_text(step.get("assignments"))
    parts = [written] if written else []
    parts += [f"{k} = {value_text(v)}" for k, v in (step.get("values") or {}).items()]
    macro = step.get("macro")
    if isinstance(macro, dict) and macro.get("name"):
        expansion = f": {macro['expansion']}" if macro.get("expansion") else ""
        parts.append(f"in macro {macro['name']}{expansion}")
    return ", ".join(parts) if parts else None


def deciding_values_text(step: dict[str, Any]) -> str:
    """``tests amount = 1, credit = 0; so line 16 writes credit = -1`` (engine's
    ``DecidingStep.to_json``: a branch tests, a statement writes, an event reads); the
    engine's own ``text`` when the worker gave it (``DecidingStep.detail``)."""
    given = step.get("text")
    if isinstance(given, str) and given:
        return given
    verb = {"branch": "tests", "statement": "writes", "event": "reads"}.get(
        str(step.get("kind")), "tests"
    )
    values = named_text(step.get("values"))
    if values and step.get("repeated"):  # a loop on one line: the values of its first pass
        values += " the first time"
    text = f"{verb} {values}" if values else "decides here"
    write = step.get("write") or {}
    written = named_text(write.get("values"))
    if written and isinstance(write.get("line"), int):
        text += f"; so line {write['line']} writes {written}"
    return text


def with_shown_values(run: dict[str, Any]) -> dict[str, Any]:
    """A copy of a run (a counterexample of the engine's JSON) whose steps carry
    ``written_text``, the values written as :func:`named_text` shows them, and which carries
    ``violation_text``: what the view shows (vscode-extension ``stepValues``), so a loop's line
    reads ``s = 1, 2, 3, …, 1000 (1000 writes)`` there too; its explanation's deciding step
    carries ``text`` (:func:`deciding_values_text`). ``run`` itself is not changed."""
    copy = dict(run)
    steps = run.get("steps")
    if isinstance(steps, list):
        copy["steps"] = [
            {**step, "written_text": named_text(step.get("assignments"))}
            if isinstance(step, dict) and step.get("assignments") and "written_text" not in step
            else step
            for step in steps
        ]
    violation = violation_text(run)
    if violation:
        copy["violation_text"] = violation
    explanation = run.get("explanation")
    decision = explanation.get("decision") if isinstance(explanation, dict) else None
    step = decision.get("deciding_step") if isinstance(decision, dict) else None
    if isinstance(explanation, dict) and isinstance(decision, dict) and isinstance(step, dict):
        shown = {**step, "text": deciding_values_text(step)}  # the worker's, else from values
        copy["explanation"] = {**explanation, "decision": {**decision, "deciding_step": shown}}
    return copy


def with_shown_runs(automaton: Automaton) -> Automaton:
    """A copy of a learned automaton whose counterexamples are :func:`with_shown_values`."""
    examples = automaton.get("counterexamples")
    if not isinstance(examples, list):
        return automaton
    shown = [with_shown_values(e) if isinstance(e, dict) else e for e in examples]
    return {**automaton, "counterexamples": shown}


def step_text(step: dict[str, Any], automaton: Automaton | None = None) -> str:
    """``line 16 in withdraw — withdraw — credit = -1`` (event and values when known); a step
    in another unit of the program names its file (``ledger.c line 6 in ledger_post``)."""
    text = f"line {step.get('line', '?')}"
    if isinstance(step.get("file"), str):  # another file than the document's (program.py)
        text = f"{PurePath(step['file']).name} {text}"
    if step.get("function"):
        text += f" in {step['function']}"
    if step.get("event"):
        text += f" — {letter_text(str(step['event']), automaton)}"
    values = step_values(step)
    return text + (f": {values}" if values else "")


def changes_text(changes: dict[str, Any] | None, automaton: Automaton | None = None) -> str | None:
    """``this edit added 1 failing sequence: withdraw · withdraw · assertion fails`` (and/or
    removed …) from the ``changes`` the engine computed against the previous version's
    automaton; ``None`` when the edit changed no sequence."""
    if not changes or changes.get("same", True):
        return None
    what = ("run", "runs") if automaton is not None and is_function_mode(automaton) else SEQUENCES
    parts = []
    for verb, key in (("added", "added"), ("removed", "removed")):
        words = changes.get(key) or []
        count = changes.get(f"{key}_count", len(words))
        if not words or not count:
            continue
        shown = "; ".join(format_word(list(w), automaton) for w in words[:3])
        more = ", …" if count > min(len(words), 3) else ""
        parts.append(f"{verb} {plural(count, *what)}: {shown}{more}")
    if not parts:
        return None
    return "this edit " + " and ".join(parts)


def event_hint(automaton: Automaton, letter: str) -> str | None:
    """What a user can act on at an event site (issue 14, item 5), or nothing: ``in every
    failing run`` (dominating), ``never in a failing run`` (no transition carries it); for a
    function's runs, ``in every run`` / ``never in a run``."""
    runs = "run" if is_function_mode(automaton) else "failing run"
    if is_dominating(automaton, letter):
        return f"in every {runs}"
    if not letter_transitions(automaton, letter):
        return f"never in a {runs}"
    return None


def event_meaning(automaton: Automaton, letter: str) -> str:
    """:func:`event_hint`, and what the explanation's transition types say of the letter."""
    parts = [text for text in [event_hint(automaton, letter)] if text]
    kinds = {
        t.get("type")
        for t in automaton.get("transition_types") or []
        if isinstance(t, dict) and t.get("letter") == letter
    }
    if "incorrect" in kinds:
        parts.append("taking it can commit the run to failure (red in the automaton)")
    if "correct" in kinds:
        parts.append("taking it can rule failure out (green in the automaton)")
    return "; ".join(parts)


def describe_guarantee(automaton: Automaton) -> str:
    guarantee = automaton.get("guarantee") or {}
    exact = guarantee.get("exact_up_to_length")
    unproven = guarantee.get("unproven") or []
    text = f"exact up to length {exact}" if exact is not None else ""
    if unproven:
        text += f" (unproven: {', '.join(map(str, unproven))})"
    return text
