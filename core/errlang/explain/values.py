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
from collections.abc import Mapping, Sequence
from typing import Any

from errlang.encoder.names import FunctionNames
from errlang.explain.call_inputs import CallInput, call_input
from errlang.explain.grouping import (  # noqa: F401 (shown here too)
    HARNESS_PREFIX,
    SHOWN_WRITES,
    Named,
    c_string,
    named_values_text,
    shown_text,
    value_text,
)
from errlang.explain.places import indexed, named_by_holder, variables_before
from errlang.explain.results import run_from_json
from errlang.explain.stdin import BYTE_READS, NOT_READ, is_stream_input, stdin_text
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.teacher.runs import InputValue, NamedValue, Run

_ARGV_CHAR = re.compile(r"^__errlang_argv_text\[(\d+)\]\[(\d+)\]$")
_PLAIN_NAME = re.compile(r"^[A-Za-z_]\w*$")
_INDEXED_BY_NAME = re.compile(r"\[[A-Za-z_]\w*\]")


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


def input_rows(
    run: Run, formats: Mapping[int, str] | None = None
) -> list[tuple[str, int | None, int | str]]:
    """``(who, line, value)`` for each input in call order (who receives it, the line of its
    call, its value), the command line's characters gathered into its strings
    (``("argv[1]", None, '"xy"')``) and the bytes read from stdin into one text (``("stdin",
    None, '"9\\n"')``, where the first was read, when ``formats``, the scanf formats by line, say
    that the program reads stdin only: :func:`errlang.explain.stdin.stdin_formats`); a library
    call's drawn choice by its meaning (``("fopen() at line 4", 4, "opened")``:
    :mod:`errlang.explain.call_inputs`)."""
    return [(row.who, row.line, row.value) for row in _input_rows(run, formats)]


def _input_rows(run: Run, formats: Mapping[int, str] | None) -> list[CallInput]:
    strings = argv_strings(run.inputs)
    rows: list[CallInput] = []
    names = _indexed_receivers(run)
    # formats None: the caller does not know that the program reads stdin only
    read = stdin_text(run.inputs, formats) if formats is not None else None
    stdin = read.literal() if read is not None and read.problem is None else None
    stdin_shown = False
    skip = 0
    for position, given in enumerate(run.inputs):
        if skip:  # taken by the row of a call's drawn choice before
            skip -= 1
            continue
        if _ARGV_CHAR.match(given.name or ""):
            continue
        if given.function in BYTE_READS and given.value == NOT_READ:
            continue  # a read that took no byte (pushback, after the end): not an input
        if stdin is not None and is_stream_input(given.function):
            # the bytes read from stdin as one text (explain/stdin.py), where the first is
            if not stdin_shown:
                rows.append(CallInput("stdin", None, stdin, ": "))
            stdin_shown = True
            continue
        worded = call_input(run.inputs, position) if position not in names else None
        if worded is not None:
            rows += [worded] if worded.shown else []
            skip = worded.taken - 1
            continue
        shown = given.shown if given.shown is not None else given.value  # 'a' for a char
        rows.append(CallInput(names.get(position, given.label()), given.line or None, shown))
        if given.name == "argc" and strings is not None:
            rows += [CallInput(f"argv[{k}]", None, text) for k, text in enumerate(strings)]
            strings = None
    if strings is not None:  # no argc among the inputs
        rows += [CallInput(f"argv[{k}]", None, text) for k, text in enumerate(strings)]
    return rows


def _indexed_receivers(run: Run) -> dict[int, str]:
    """``buf[2]`` for the input received by ``buf[i]`` when ``i = 2``: each input whose
    receiver has a variable index, matched in order to the writes of that receiver on its
    call's line (inputs and writes both in run order), by position in ``run.inputs``."""
    wanted = {
        (given.name, given.line)
        for given in run.inputs
        if given.name and _INDEXED_BY_NAME.search(given.name)
    }
    if not wanted:
        return {}
    writes: dict[tuple[str, int], list[str]] = {}
    for index, frame in enumerate(variables_before(run)):
        variables = dict(frame)
        line = run.steps[index][0]
        for value in run.assignments[index] if index < len(run.assignments) else ():
            if (value.name, line) in wanted:
                writes.setdefault((value.name, line), []).append(indexed(value.name, variables))
            if _PLAIN_NAME.match(value.name):
                variables[value.name] = str(value.value)
    found: dict[int, str] = {}
    taken: dict[tuple[str, int], int] = {}
    for position, given in enumerate(run.inputs):
        key = (given.name or "", given.line)
        if key in wanted:
            k = taken.get(key, 0)
            taken[key] = k + 1
            if k < len(writes.get(key, [])):
                found[position] = writes[key][k]
    return found


def input_texts(run: Run, formats: Mapping[int, str] | None = None) -> list[str]:
    """``rounds = 1``, ``gl_insert(value) = 3``, ``argv[1] = "xy"``: the inputs in call
    order, the command line's characters gathered into its strings."""
    return [row.text() for row in _input_rows(run, formats)]


def input_receivers(ir: IRProgram) -> dict[tuple[str, int], str]:
    """Who receives each input call of ``ir`` (``op``, ``gl_insert(value)``, ``condition at
    line 43``: the names ``check`` gives, :meth:`FunctionNames.receiver`), by (input function,
    line); a line whose calls of one input function have different receivers is left out.
    For commands whose runs name inputs only by call and line (``pac``)."""
    found: dict[tuple[str, int], str | None] = {}
    for function in ir.functions.values():
        names = FunctionNames(function, ir.globals, ir.functions)
        for instr in function.body:
            if not isinstance(instr, n.Nondet):
                continue
            callee = instr.function.removesuffix(":null")
            who = (
                f"{callee}() == NULL" if callee != instr.function else names.receiver(instr.result)
            )
            key = (callee, instr.loc.line)
            found[key] = who if found.get(key, who) == who else None
    return {key: who for key, who in found.items() if who}


def input_text(
    function: str, line: int, value: int | str, receivers: dict[tuple[str, int], str]
) -> str:
    """``op = 2`` by the receiver ``check`` names, else ``__VERIFIER_nondet_int() at line 21
    = 2`` (never ``name@line``)."""
    return InputValue(function, line, value, receivers.get((function, line))).text()


def written_texts(run: Run) -> list[str]:
    """:func:`written_text` of every step of ``run`` (the run's variables followed once)."""
    return [_written(run, k, frame) for k, frame in enumerate(variables_before(run))]


def written_text(run: Run, index: int) -> str:
    """``credit = -1``: the values written on step ``index`` (a name written many times
    compressed by :func:`named_values_text`; a place inside a heap object named by a variable
    of the step's function that holds the object, ``&node->nested``); the harness's writes
    that set up ``argv`` are left out (``argv`` itself reads ``argv = {"", "xy"}``)."""
    texts = written_texts(run)
    return texts[index] if 0 <= index < len(texts) else ""


def _written(run: Run, index: int, variables: dict[str, str]) -> str:
    values = run.assignments[index] if index < len(run.assignments) else ()
    kept = [v for v in values if not v.name.startswith(HARNESS_PREFIX)]
    return _as_read(run, kept, dict(variables), progressive=True)


def _as_read(
    run: Run, values: Sequence[NamedValue], variables: dict[str, str], progressive: bool
) -> str:
    """``values`` read or written where the plain variables hold ``variables``: an index by
    its value (``buf[i]`` → ``buf[2]``), a place in a heap object by a variable holding it;
    ``progressive``: the values are a step's writes in order, each seeing the ones before
    (``i = 0, buf[0] = 97, i = 1, buf[1] = 97`` on a loop's line); else they are read at one
    point, so a plain variable among them holds its value read there: ``la[i]`` read with
    ``i = 2718`` is ``la[2718]`` even where the step's writes left ``i = 0`` (a loop run in one
    step writes no ``i`` per iteration: the assertion failing at its iteration 2718 read
    ``la[0]`` before)."""
    if not progressive:
        read = {v.name: str(v.value) for v in values if _PLAIN_NAME.match(v.name)}
        variables = {**variables, **read}
    named: list[NamedValue] = []
    for value in values:
        named.append(NamedValue(indexed(value.name, variables), value.value, value.shown))
        if progressive and _PLAIN_NAME.match(value.name):
            variables[value.name] = str(value.value)
    return named_values_text(named, lambda value: named_by_holder(_shown(run, value), variables))


def step_values_text(run: Run | None, index: int | None, values: Sequence[NamedValue]) -> str:
    """``values`` (read or written at step ``index`` of ``run``, e.g. the deciding step's) as
    the step lines show them; without a run, as :func:`named_values_text` does."""
    if run is None or index is None:
        return named_values_text(values)
    variables: dict[str, str] = {}
    for k, frame in enumerate(variables_before(run)):
        if k == index:
            variables = dict(frame)
            break
    return _as_read(run, values, variables, progressive=False)


def _shown(run: Run, value: Named) -> str:
    if value.name == "argv" and isinstance(value.value, str) and HARNESS_PREFIX in value.value:
        strings = argv_strings(run.inputs)
        if strings is not None:
            return "{" + ", ".join(strings) + "}"
    return shown_text(value)


def violation_text(run: Run) -> str:
    """``credit = -1``: the values that make the failing assertion false ("" if unknown),
    read at the run's last step."""
    return step_values_text(run, len(run.steps) - 1, run.violation)


def mark_shown(data: dict[str, Any]) -> None:
    """Give a run's JSON (``Run.to_json``: a counterexample of ``check --json``, of a learn
    document, a membership run) the texts the command line shows, for the editor to show the
    same: ``steps[j].written_text`` (:func:`written_texts`: a loop's line grouped, an index by
    its value, a heap place by a variable holding it, chars and enums by their type),
    ``violation_text``, ``inputs_text`` (:func:`input_texts`) and its deciding step's ``text``
    (``tests i = 0; so line 6 writes buf[1] = 'q'``: ``DecidingStep.detail``). The JSON's
    values are not changed. A JSON this cannot read is left as it is."""
    try:
        run = run_from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError):
        return
    steps = data.get("steps")
    if not isinstance(steps, list):
        return
    for step, text in zip(steps, written_texts(run), strict=False):
        if isinstance(step, dict) and step.get("assignments"):
            step["written_text"] = text
    violation = violation_text(run)
    if violation:
        data["violation_text"] = violation
    inputs = input_texts(run)
    if inputs:
        data["inputs_text"] = inputs
    from errlang.explain.deciding import DecidingStep  # (it reads values with this module)

    explanation = data.get("explanation")
    decision = explanation.get("decision") if isinstance(explanation, dict) else None
    for found in (data.get("deciding"), (decision or {}).get("deciding_step")):
        if isinstance(found, dict):
            try:
                found["text"] = DecidingStep.from_json(found).detail(run)
            except (KeyError, TypeError, ValueError, IndexError):
                continue
