"""A run's values as a C engineer reads them in text (issue 21): inputs by who receives them,
``main``'s command line as C strings (``argv[1] = "xy"``, not one input per character), and
the values written on each step without the harness's own variables.

``main(int argc, char **argv)`` gets its strings from errlang's harness (DESIGN §2): arrays
``__errlang_argv_text[i]`` of characters (inputs, one per character) and the pointer array
``__errlang_argv``. The run keeps those inputs one by one (a replay feeds them so); this module
only changes how they read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from errlang.teacher.runs import InputValue, NamedValue, Run

_ARGV_CHAR = re.compile(r"^__errlang_argv_text\[(\d+)\]\[(\d+)\]$")
HARNESS_PREFIX = "__errlang_"


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


def argv_strings(inputs: Sequence[InputValue]) -> list[str] | None:
    """``['""', '"xy"']``: the command-line strings ``argv[0..argc-1]`` of a run of
    ``main(argc, argv)`` (None when the run has none)."""
    chars: dict[int, dict[int, int]] = {}
    argc: int | None = None
    for given in inputs:
        if given.name == "argc" and isinstance(given.value, int):
            argc = given.value
        match = _ARGV_CHAR.match(given.name or "")
        if match and isinstance(given.value, int):
            chars.setdefault(int(match[1]), {})[int(match[2])] = given.value
    if not chars:
        return None
    count = argc if argc is not None and argc >= 0 else max(chars) + 1
    strings = []
    for index in range(count):
        row = chars.get(index, {})
        strings.append(c_string([row.get(k, 0) for k in range(len(row))]))
    return strings


def input_texts(run: Run) -> list[str]:
    """``rounds = 1``, ``gl_insert(value) = 3``, ``argv[1] = "xy"``: the inputs in call
    order, the command line's characters gathered into its strings."""
    strings = argv_strings(run.inputs)
    texts: list[str] = []
    for given in run.inputs:
        if _ARGV_CHAR.match(given.name or ""):
            continue
        texts.append(given.text())
        if given.name == "argc" and strings is not None:
            texts += [f"argv[{k}] = {s}" for k, s in enumerate(strings)]
            strings = None
    if strings is not None:  # no argc among the inputs
        texts += [f"argv[{k}] = {s}" for k, s in enumerate(strings)]
    return texts


def written_text(run: Run, index: int) -> str:
    """``credit = -1``: the values written on step ``index``; the harness's writes that set up
    ``argv`` are left out (``argv`` itself reads ``argv = {"", "xy"}``)."""
    values = run.assignments[index] if index < len(run.assignments) else ()
    return ", ".join(_shown(run, v) for v in values if not v.name.startswith(HARNESS_PREFIX))


def _shown(run: Run, value: NamedValue) -> str:
    if value.name == "argv" and isinstance(value.value, str) and HARNESS_PREFIX in value.value:
        strings = argv_strings(run.inputs)
        if strings is not None:
            return "argv = {" + ", ".join(strings) + "}"
    return f"{value.name} = {value.value}"
