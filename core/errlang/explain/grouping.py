"""Values as text, grouped where one name is written many times (issue 21): the one
implementation for the command line (:mod:`errlang.explain.values`), the HTML report, the
deciding step and the editor (``errlang_lsp.summaries`` reads the engine's JSON with it).

This module imports nothing heavy (no solver, no IR): the language server's main process
imports it on start.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

HARNESS_PREFIX = "__errlang_"
SHOWN_WRITES = 3  # values of one name shown before "…": a loop's line writes it each time
_INDEX = re.compile(r"\[-?\d+\]")
_ARGV_ROW = re.compile(r"&__errlang_argv_text\[(\d+)\]\[0\](?![\w\[.])")
_ELEMENT = re.compile(r"^(.*)\[(\d+)\]$")


class Named(Protocol):
    """A value with the name of what holds it (``errlang.teacher.runs.NamedValue``)."""

    @property
    def name(self) -> str: ...

    @property
    def value(self) -> object: ...


def value_text(value: object) -> str:
    """A value as the text shows it: a pointer into the harness's command line as the program
    names it (``argv[1]`` for the start of its first argument, ``&argv[1][2]`` inside it,
    ``&argv[1]`` for the pointer array), never the harness's own ``__errlang_`` arrays."""
    text = str(value)
    if HARNESS_PREFIX in text:
        text = _ARGV_ROW.sub(r"argv[\1]", text)
        text = text.replace("__errlang_argv_text[", "argv[").replace("__errlang_argv", "argv")
    return text


def _value_of(value: Named) -> str:
    return shown_text(value)


def shown_text(value: Named) -> str:
    """The value as C shows it: by its type when the run says so (``'x'`` for a ``char``,
    ``BLUE`` for an enum: ``NamedValue.shown``), else :func:`value_text`."""
    shown = getattr(value, "shown", None)
    return shown if isinstance(shown, str) else value_text(value.value)


@dataclass(frozen=True)
class _String:
    """The elements ``name[0..n]`` of a char array written in order up to a zero, as one."""

    name: str
    value: str
    shown: str


def c_string(codes: Sequence[int]) -> str:
    """``"xy"``: the characters up to the first zero as a C string literal (octal escapes for
    what is not printable)."""
    text = []
    for code in codes:
        code &= 0xFF
        if code == 0:
            break
        char = chr(code)
        if char in '"\\':
            text.append("\\" + char)
        elif 32 <= code < 127:
            text.append(char)
        else:
            text.append({10: "\\n", 9: "\\t", 13: "\\r"}.get(code, f"\\{code:03o}"))
    return '"' + "".join(text) + '"'


def _is_char(value: Named) -> bool:
    """A value the run shows as a ``char`` (its type said so: ``NamedValue.shown``)."""
    shown = getattr(value, "shown", None)
    return isinstance(shown, str) and shown.startswith("'") and isinstance(value.value, int)


def _string_end(values: Sequence[Named], start: int) -> int | None:
    """Where the string starting at ``values[start]`` ends: ``values[start:]`` begin with the
    writes ``s[0], s[1], …, s[n]`` of one char array in order, ``s[n]`` the first zero (its
    index), e.g. ``char s[] = "def";``; None otherwise."""
    match = _ELEMENT.match(values[start].name)
    if match is None or match[2] != "0":
        return None
    for k in range(start, len(values)):
        value = values[k]
        if value.name != f"{match[1]}[{k - start}]" or not _is_char(value):
            return None
        if value.value == 0:
            return k
    return None


def _with_strings(values: Sequence[Named]) -> list[Named]:
    """``values`` with each char array written as a whole string, ``s[0] = 'd', s[1] = 'e',
    s[2] = 'f', s[3] = '\\0'``, as one value ``s = "def"`` (only with its terminating zero
    written there: what the array then holds is that string)."""
    found: list[Named] = []
    k = 0
    while k < len(values):
        end = _string_end(values, k)
        if end is None:
            found.append(values[k])
            k += 1
            continue
        text = c_string([v.value for v in values[k:end] if isinstance(v.value, int)])
        found.append(_String(values[k].name[: -len("[0]")], text, text))
        k = end + 1
    return found


def named_values_text(values: Sequence[Named], shown: Callable[[Named], str] = _value_of) -> str:
    """``credit = -1, n = 2``: values in order, each value as ``shown`` writes it. A name
    written many times on one step (a loop on one line, a loop run in one step) is shown
    once, where it is first written, with its first values and its last: ``s = 1, 2, 3, …,
    1000 (1000 writes)``; the elements of one array likewise: ``a[0] = 0, a[1] = 1, a[2] =
    2, …, a[99] = 99 (100 writes to a[…])``. Names written at most ``SHOWN_WRITES + 1`` times
    are shown as they are, in order. A char array written up to its terminating zero reads as
    its string (``name = "def"``)."""
    values = _with_strings(values)
    groups: dict[str, list[Named]] = {}
    for value in values:
        groups.setdefault(_INDEX.sub("[…]", value.name), []).append(value)
    texts: list[str] = []
    for value in values:
        key = _INDEX.sub("[…]", value.name)
        group = groups.get(key)
        if group is None:
            continue  # a long group, already shown where it is first written
        if len(group) <= SHOWN_WRITES + 1:
            texts.append(f"{value.name} = {shown(value)}")
            continue
        del groups[key]
        texts.append(_compressed(group, key, shown))
    return ", ".join(texts)


def _compressed(group: list[Named], key: str, shown: Callable[[Named], str]) -> str:
    head, last = group[:SHOWN_WRITES], group[-1]
    if all(v.name == last.name for v in group):
        values = [shown(v) for v in head] + ["…", shown(last)]
        return f"{last.name} = {', '.join(values)} ({len(group)} writes)"
    parts = [f"{v.name} = {shown(v)}" for v in head] + ["…", f"{last.name} = {shown(last)}"]
    return f"{', '.join(parts)} ({len(group)} writes to {key})"
