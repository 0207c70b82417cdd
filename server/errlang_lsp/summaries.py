"""Small readings of the engine's JSON (check results, learned automata) for the editor.

Pure functions over plain data, so each feature module stays a thin translation to LSP types.
The automaton is the JSON of ``errlang learn --json`` (``core/errlang/schema/
automaton.schema.json``): a partial DFA, a missing transition rejects.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

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


def lens_summary(automaton: Automaton) -> str:
    """``S states, k failing words ≤ n`` (``complete runs`` in explanation mode)."""
    n = max_length(automaton)
    states = len(automaton.get("states", []))
    words = count_words(automaton, n)
    noun = "runs" if automaton.get("end_letter") else "failing words"
    plural = "state" if states == 1 else "states"
    return f"{states} {plural}, {words} {noun} ≤ {n}"


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


def format_word(word: list[str]) -> str:
    return " · ".join(word) if word else "ε"


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
            if isinstance(location.get("line"), int):
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


def describe_transitions(transitions: list[dict[str, Any]]) -> str:
    return ", ".join(
        f"{t['source']} → {t['target']}" + (" (dominating)" if t.get("dominating") else "")
        for t in transitions
    )


def describe_bounds(result: dict[str, Any]) -> str:
    bounds = result.get("bounds") or {}
    loop_bound = bounds.get("loop_bound", result.get("loop_bound"))
    parts = []
    if loop_bound is not None:
        parts.append(f"loop bound {loop_bound}")
    if bounds.get("max_length") is not None:
        parts.append(f"max length {bounds['max_length']}")
    return ", ".join(parts)


def describe_inputs(counterexample: dict[str, Any] | None, limit: int = 12) -> list[str]:
    inputs = (counterexample or {}).get("inputs") or []
    lines = [
        f"`{i.get('function', 'input')}()` at line {i.get('line', '?')} = `{i.get('value')}`"
        for i in inputs[:limit]
    ]
    if len(inputs) > limit:
        lines.append(f"… {len(inputs) - limit} more")
    return lines


def describe_guarantee(automaton: Automaton) -> str:
    guarantee = automaton.get("guarantee") or {}
    exact = guarantee.get("exact_up_to_length")
    unproven = guarantee.get("unproven") or []
    text = f"exact up to length {exact}" if exact is not None else ""
    if unproven:
        text += f" (unproven: {', '.join(map(str, unproven))})"
    return text
