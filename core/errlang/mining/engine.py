"""Traces from errlang's engine: the API calls of the runs of ``main`` within a loop bound.

The program is instrumented (:mod:`errlang.mining.instrument`) so that each API call is an
event carrying its arguments and result; runs are enumerated with the solver, one per distinct
trace (a blocking clause on the events taken and their values), up to a budget. A file of a
program of several units is mined with the other units linked (``units``).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

import z3

from errlang.encoder.encoding import EventInstance
from errlang.encoder.symex import EncodingCancelled
from errlang.encoder.values import disj
from errlang.frontend.errors import FrontendError
from errlang.frontend.link import Unit, link_units
from errlang.frontend.program import Program
from errlang.mining.instrument import ApiFunction, InstrumentError, api_functions, instrument
from errlang.mining.traces import Call, Trace, Value
from errlang.session.analysis import Analysis
from errlang.session.settings import Settings
from errlang.teacher.solver import BoundedSolver, Run, SolverUnknown

OBJECT_SHIFT = 48
STRING_VALUE = "str"  # a char pointer argument: data, not an identity


class EngineError(ValueError):
    """The program cannot give traces (no ``main``, a construct the encoder refuses)."""


@dataclass(frozen=True)
class EngineTraces:
    """The enumerated traces, the run of each (inputs of the instrumented program), and
    whether the enumeration was complete (no run left out by the budget)."""

    traces: tuple[Trace, ...]
    runs: tuple[Run, ...]
    instrumented: str
    complete: bool
    bound: int


def _pointer(raw: int) -> Value:
    if raw == 0:
        return None
    return f"@{raw >> OBJECT_SHIFT}"


def engine_traces(
    path: str,
    *,
    api: tuple[str, ...] | None = None,
    bound: int = 3,
    budget: int = 200,
    timeout: float = 60.0,
    text: str | None = None,
    units: Sequence[Unit] = (),
    include_dirs: tuple[str, ...] = (),
    defines: tuple[str, ...] = (),
    since: float | None = None,
) -> EngineTraces:
    """Enumerate the distinct API traces of the runs of ``main`` within ``bound``.

    ``units``: the translation units of ``path``'s program, ``path``'s first (its text
    ``text``; docs/projects.md): they are linked, so a function another unit defines runs its
    definition and is not part of the API; the API is the functions ``path`` declares that no
    unit defines (their recording definitions go into ``path``'s unit, so calls to them from
    the other units are recorded too). ``include_dirs``/``defines``: the file's flags when it
    is mined alone (each unit has its own). ``timeout`` counts from ``since`` (a
    ``time.monotonic()`` instant, e.g. the process' start; default now) and bounds the
    encoding too."""
    deadline = (time.monotonic() if since is None else since) + timeout
    flags = Settings(
        include_dirs=units[0].include_dirs if units else include_dirs,
        defines=units[0].defines if units else defines,
    )
    original = Analysis(path, text, flags)
    if units:
        api = _program_api(original, units, text, api)
    instrumented, functions = instrument(original.program, api)
    by_name = {f.name: f for f in functions}
    kinds = _parameter_kinds(original, functions)
    settings = replace(flags, alphabet=("events",), loop_bound=bound)
    program = _linked(units, instrumented) if units else None
    analysis = Analysis(path, instrumented, settings, program=program)
    if "main" not in analysis.ir.functions:
        raise EngineError(f"{path}: no function 'main' is defined (traces start at main)")
    try:
        encoding, _ = analysis.encoding("main", bound, deadline=deadline)
    except FrontendError as error:  # refused by the encoder: located, readable
        raise EngineError(str(error)) from error
    except EncodingCancelled:
        raise EngineError(
            f"{path}: the time budget of {timeout:g} s ran out while encoding the program at "
            f"loop bound {bound} (raise --timeout or lower --loop-bound)"
        ) from None
    solver = BoundedSolver(encoding, deadline=deadline)
    ends = encoding.terminations
    api_events = [e for e in encoding.events if e.letter in by_name]
    blocking: list[z3.BoolRef] = []
    traces: list[Trace] = []
    runs: list[Run] = []
    complete = False
    while len(traces) < budget:
        try:
            model = solver.satisfiable(disj(*(t.guard for t in ends)), *blocking)
        except SolverUnknown:  # the time budget: the traces found so far, marked incomplete
            break
        if model is None:
            complete = True
            break
        end = next(t for t in ends if z3.is_true(model.eval(t.guard, model_completion=True)))
        run = solver.run(model, end.site)
        lines = _call_lines(run, frozenset(by_name))
        calls = tuple(
            replace(_call(by_name[e.letter], kinds[e.letter], dict(e.values)), line=line)
            for e, line in zip(
                (e for e in run.events if e.letter in by_name),
                lines + [0] * len(run.events),
                strict=False,
            )
        )
        traces.append(Trace(f"run{len(traces) + 1}", calls))
        runs.append(run)
        blocking.append(z3.Not(_same_trace(model, api_events, kinds)))
    return EngineTraces(tuple(traces), tuple(runs), instrumented, complete, bound)


def _program_api(
    original: Analysis, units: Sequence[Unit], text: str | None, api: tuple[str, ...] | None
) -> tuple[str, ...]:
    """The API of ``path`` in its program: the functions it declares (or ``api``) that no unit
    of the program defines."""
    program = _linked(units, text)
    defined = set(program.functions)
    if api is not None:
        inside = [name for name in api if name in defined]
        if inside:
            raise InstrumentError(
                f"--api: {', '.join(inside)} is defined by a unit of the program (linked)"
            )
        return api
    found = tuple(name for name in api_functions(original.program) if name not in defined)
    if not found:
        raise InstrumentError(
            "no API functions: every function the file declares is defined by a unit of its"
            " program (linked: their definitions run)"
        )
    return found


def _linked(units: Sequence[Unit], text: str | None) -> Program:
    """``units`` linked, the first with ``text``; a unit that does not parse or a link error
    is the miner's bad input (located)."""
    first = units[0]
    try:
        return link_units((Unit(first.path, text, first.include_dirs, first.defines), *units[1:]))
    except FrontendError as error:
        raise EngineError(str(error)) from error


def _same_trace(
    model: z3.ModelRef, events: list[EventInstance], kinds: dict[str, dict[str, str]]
) -> z3.BoolRef:
    """The events taken in ``model`` are taken again, with pointers into the same objects
    (integer data does not tell traces apart: Ch. 4 scenarios keep identities only)."""
    parts: list[z3.BoolRef] = []
    for event in events:
        if not z3.is_true(model.eval(event.guard, model_completion=True)):
            parts.append(z3.Not(event.guard))
            continue
        parts.append(event.guard)
        table = kinds[event.letter]
        for name, term, _ in event.values:
            if table.get(name) == "pointer" and isinstance(term, z3.BitVecRef):
                value = model.eval(term, model_completion=True)
                parts.append(z3.LShR(term, OBJECT_SHIFT) == z3.LShR(value, OBJECT_SHIFT))
    return z3.And(*parts) if parts else z3.BoolVal(True)


def _call_lines(run: Run, stubs: frozenset[str]) -> list[int]:
    """The caller's line of each entry into an API stub (the step before the stub's first)."""
    lines: list[int] = []
    previous: tuple[int, str] | None = None
    for step in run.steps:
        function = step[1]
        if function in stubs and (previous is None or previous[1] != function):
            lines.append(previous[0] if previous else 0)
        previous = step
    return lines


def _parameter_kinds(
    analysis: Analysis, functions: tuple[ApiFunction, ...]
) -> dict[str, dict[str, str]]:
    """Per API function and stub variable: "pointer", "string" (char pointer) or "integer"."""
    from pycparser import c_ast

    kinds: dict[str, dict[str, str]] = {}
    for function in functions:
        decl = analysis.program.declarations[function.name].type
        assert isinstance(decl, c_ast.FuncDecl)
        table: dict[str, str] = {"__ret": function.result}
        params = [p for p in (decl.args.params if decl.args else []) if isinstance(p, c_ast.Decl)]
        for name, param in zip(function.parameters, params, strict=False):
            ptype = param.type
            if isinstance(ptype, c_ast.PtrDecl | c_ast.ArrayDecl):
                inner = ptype.type
                char = (
                    isinstance(inner, c_ast.TypeDecl)
                    and isinstance(inner.type, c_ast.IdentifierType)
                    and "char" in inner.type.names
                )
                table[name] = "string" if char else "pointer"
            else:
                table[name] = "integer"
        kinds[function.name] = table
    return kinds


def _call(function: ApiFunction, kinds: dict[str, str], values: dict[str, int]) -> Call:
    def convert(name: str) -> Value:
        raw = values.get(name, 0)
        kind = kinds.get(name, "integer")
        if kind == "pointer":
            return _pointer(raw)
        if kind == "string":
            return STRING_VALUE
        return raw

    args = tuple(convert(p) for p in function.parameters)
    ret = convert("__ret") if function.result != "void" else None
    return Call(function.name, args, ret)
