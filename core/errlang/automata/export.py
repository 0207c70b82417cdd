"""Exports of a DFA: Graphviz DOT, Aldebaran ``.aut``, and the automaton part of the JSON
schema (``errlang/schema/automaton.schema.json``, DESIGN §7).

All outputs are deterministic: states in id order, transitions by source then alphabet order.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Any

from errlang.automata.dfa import DFA, TransitionKey
from errlang.automata.json_schema import (
    AutomatonJsonError,
    automaton_schema,
    validate_automaton_json,
)

__all__ = [
    "AutomatonJsonError",
    "automaton_schema",
    "dfa_from_json",
    "dfa_to_json_fields",
    "to_aut",
    "to_dot",
    "validate_automaton_json",
]


def _sorted_transitions(dfa: DFA) -> list[tuple[int, str, int]]:
    rank = {letter: i for i, letter in enumerate(dfa.alphabet)}
    items = sorted(dfa.transitions.items(), key=lambda kv: (kv[0][0], rank[kv[0][1]]))
    return [(src, letter, dst) for (src, letter), dst in items]


def _keys(marked: Iterable[tuple[Any, ...]]) -> frozenset[TransitionKey]:
    """Accept ``(source, letter)`` keys or ``(source, letter, target)`` triples."""
    return frozenset((int(m[0]), str(m[1])) for m in marked)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def to_dot(
    dfa: DFA,
    *,
    dominating: Collection[tuple[Any, ...]] = (),
    doomed: Collection[int] = (),
    title: str | None = None,
    generalising: Collection[tuple[Any, ...]] = (),
) -> str:
    """Graphviz DOT text: accepting states are double circles, doomed states are shaded and
    labelled ``D`` (as in the 2015 paper's figures), dominating transitions are bold, and the
    ``generalising`` transitions of a picture (DESIGN §3: only don't-care words use them, the
    ``generalising`` mark of the JSON) are dashed. Parallel transitions with the same marking
    are drawn as one edge with comma-separated letters."""
    bold = _keys(dominating)
    dashed = _keys(generalising)
    doomed_set = frozenset(doomed)
    lines = ["digraph errlang {", "  rankdir=LR;"]
    if title is not None:
        lines.append(f"  label={_quote(title)};")
        lines.append("  labelloc=t;")
    lines.append('  node [shape=circle, fontname="Helvetica"];')
    lines.append('  edge [fontname="Helvetica"];')
    lines.append('  __start [shape=point, label=""];')
    for q in dfa.states:
        attrs = [f"label={_quote(f'{q}' + (chr(10) + 'D' if q in doomed_set else ''))}"]
        if q in dfa.accepting:
            attrs.append("shape=doublecircle")
        if q in doomed_set:
            attrs.append('style=filled, fillcolor="#f4cccc"')
        lines.append(f"  {q} [{', '.join(attrs)}];")
    lines.append(f"  __start -> {dfa.initial};")
    groups: dict[tuple[int, int, bool, bool], list[str]] = {}
    for src, letter, dst in _sorted_transitions(dfa):
        key = (src, dst, (src, letter) in bold, (src, letter) in dashed)
        groups.setdefault(key, []).append(letter)
    for (src, dst, is_bold, is_dashed), letters in groups.items():
        attrs = [f"label={_quote(', '.join(letters))}"]
        styles = [name for name, on in (("bold", is_bold), ("dashed", is_dashed)) if on]
        if styles:
            attrs.append(f"style={_quote(','.join(styles))}" if len(styles) > 1 else
                         f"style={styles[0]}")  # fmt: skip
        if is_bold:
            attrs.append("penwidth=2.5")
        lines.append(f"  {src} -> {dst} [{', '.join(attrs)}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def to_aut(dfa: DFA, *, accepting_label: str | None = None) -> str:
    """Aldebaran (CADP ``.aut``) text: ``des (0, T, S)`` then one ``(src, "letter", dst)`` line
    per transition. The initial state is renumbered 0 (the others keep their order). The format
    has no acceptance; with ``accepting_label`` every accepting state gets a self-loop with that
    label. Quotes and backslashes in letters are escaped with a backslash."""
    order = [dfa.initial, *(q for q in dfa.states if q != dfa.initial)]
    new = {q: i for i, q in enumerate(order)}
    rows = [(new[src], letter, new[dst]) for src, letter, dst in _sorted_transitions(dfa)]
    if accepting_label is not None:
        rows += [(new[q], accepting_label, new[q]) for q in sorted(dfa.accepting)]
    rank = {letter: i for i, letter in enumerate(dfa.alphabet)}
    rows.sort(key=lambda r: (r[0], rank.get(r[1], len(rank)), r[2]))
    lines = [f"des (0, {len(rows)}, {len(dfa.states)})"]
    lines += [f"({src}, {_quote(letter)}, {dst})" for src, letter, dst in rows]
    return "\n".join(lines) + "\n"


def dfa_to_json_fields(
    dfa: DFA,
    dominating: Collection[tuple[Any, ...]] = (),
    doomed: Collection[int] = (),
) -> dict[str, Any]:
    """The ``initial``, ``states`` and ``transitions`` members of the automaton schema.
    ``dominating`` holds transition keys ``(source, letter)`` (or triples)."""
    bold = _keys(dominating)
    doomed_set = frozenset(doomed)
    return {
        "initial": dfa.initial,
        "states": [
            {"id": q, "accepting": q in dfa.accepting, "doomed": q in doomed_set}
            for q in dfa.states
        ],
        "transitions": [
            {"source": src, "letter": letter, "target": dst, "dominating": (src, letter) in bold}
            for src, letter, dst in _sorted_transitions(dfa)
        ],
    }


def dfa_from_json(obj: Mapping[str, Any]) -> DFA:
    """The DFA described by an automaton document (or by :func:`dfa_to_json_fields`' output).

    Alphabet: the ``alphabet`` entries' letters in order (plain strings are accepted too), then
    ``error_letter`` and ``end_letter`` if not listed, then any other letter the transitions
    use, in order of appearance. State ids are renumbered 0..k-1 in increasing id order.
    """
    letters: list[str] = []
    for entry in obj.get("alphabet", ()):
        letters.append(entry if isinstance(entry, str) else entry["letter"])
    for extra in (obj.get("error_letter"), obj.get("end_letter")):
        if extra is not None:
            letters.append(extra)
    letters += [t["letter"] for t in obj["transitions"]]
    alphabet = tuple(dict.fromkeys(letters))
    ids = sorted(int(s["id"]) for s in obj["states"])
    if len(set(ids)) != len(ids):
        raise AutomatonJsonError("$['states']: a state id is listed twice")
    new = {q: i for i, q in enumerate(ids)}
    try:
        table = {(new[t["source"]], t["letter"]): new[t["target"]] for t in obj["transitions"]}
        initial = new[obj["initial"]]
    except KeyError as err:
        raise AutomatonJsonError(f"unknown state id {err.args[0]!r}") from None
    accepting = frozenset(new[int(s["id"])] for s in obj["states"] if s["accepting"])
    return DFA(alphabet, tuple(range(len(ids))), initial, accepting, table)
