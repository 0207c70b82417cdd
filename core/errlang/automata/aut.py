"""Aldebaran ``.aut`` files (CADP's textual LTS format), read and written.

The format is a header line ``des (initial, number_of_transitions, number_of_states)`` followed
by one line ``(source, label, target)`` per transition; states are the integers
``0 .. number_of_states - 1``. A label is either quoted (``"a !1"``: everything between the first
and the last double quote) or unquoted (everything between the first and the last comma of the
line, surrounding blanks removed). Blank lines are ignored.
"""

from __future__ import annotations

import re

from errlang.automata.lts import LTS, LTSFormatError, State, Transition

_HEADER = re.compile(r"\s*des\s*\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)\s*")
_LINE = re.compile(r"\s*\(\s*(\d+)\s*,(.*),\s*(\d+)\s*\)\s*")


def loads_aut(text: str, *, source: str | None = None) -> LTS:
    """Parse the text of an Aldebaran file; errors name the offending line."""
    lines = text.split("\n")
    first = 0
    while first < len(lines) and not lines[first].strip():
        first += 1
    if first == len(lines):
        raise LTSFormatError(
            "empty file, expected 'des (initial, transitions, states)'", source=source
        )
    header = _HEADER.fullmatch(lines[first])
    if header is None:
        raise LTSFormatError(
            f"expected 'des (initial, transitions, states)', got {lines[first].strip()!r}",
            source=source,
            line=first + 1,
        )
    initial, declared_transitions, number_of_states = (int(g) for g in header.groups())
    if initial >= number_of_states:
        raise LTSFormatError(
            f"initial state {initial} out of range (des declares {number_of_states} states)",
            source=source,
            line=first + 1,
        )
    transitions: list[Transition] = []
    match_line = _LINE.fullmatch
    for number in range(first + 1, len(lines)):
        line = lines[number]
        m = match_line(line)
        if m is None:
            if not line.strip():
                continue
            raise LTSFormatError(
                f"expected '(source, label, target)', got {line.strip()!r}",
                source=source,
                line=number + 1,
            )
        src, dst = int(m.group(1)), int(m.group(3))
        if src >= number_of_states or dst >= number_of_states:
            bad = src if src >= number_of_states else dst
            raise LTSFormatError(
                f"unknown state {bad} (des declares states 0..{number_of_states - 1})",
                source=source,
                line=number + 1,
            )
        label = _label(m.group(2), source, number + 1)
        transitions.append(Transition(src, label, dst))
        if len(transitions) > declared_transitions:
            raise LTSFormatError(
                f"more transitions than the {declared_transitions} declared by des",
                source=source,
                line=number + 1,
            )
    if len(transitions) < declared_transitions:
        raise LTSFormatError(
            f"des declares {declared_transitions} transitions but the file has {len(transitions)}",
            source=source,
            line=first + 1,
        )
    return LTS(initial, tuple(transitions), tuple(range(number_of_states)))


def dumps_aut(lts: LTS) -> str:
    """Write ``lts`` as Aldebaran text, labels quoted.

    States that are already exactly the integers ``0 .. n-1`` keep their numbers; otherwise
    state ``lts.states[i]`` becomes ``i``.
    """
    number: dict[State, int]
    if set(lts.states) == set(range(len(lts.states))) and all(
        isinstance(s, int) for s in lts.states
    ):
        number = {s: int(s) for s in lts.states}
    else:
        number = {s: i for i, s in enumerate(lts.states)}
    out = [f"des ({number[lts.initial]}, {len(lts.transitions)}, {len(lts.states)})"]
    for t in lts.transitions:
        if "\n" in t.label or "\r" in t.label:
            raise ValueError(f"label {t.label!r} cannot be written to an .aut file")
        out.append(f'({number[t.source]}, "{t.label}", {number[t.target]})')
    return "\n".join(out) + "\n"


def _label(raw: str, source: str | None, line: int) -> str:
    text = raw.strip()
    if text.startswith('"'):
        if len(text) < 2 or not text.endswith('"'):
            raise LTSFormatError(f"unterminated quoted label {text!r}", source=source, line=line)
        text = text[1:-1]
    elif '"' in text:
        raise LTSFormatError(f"malformed label {text!r}", source=source, line=line)
    if not text:
        raise LTSFormatError("empty label", source=source, line=line)
    return text
