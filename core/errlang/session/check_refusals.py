"""Constructs errlang refused, said where they matter: an error where a run from ``main`` can
reach the refused function, a warning where none does, and, for a function refused at its
signature (``long double``), where the runs that call it are cut (the lowering cuts them at
the call: ir/lower_call.refused_call), rather than "no run calls" it."""

from __future__ import annotations

import re
from collections.abc import Sequence

from errlang.frontend import FrontendError
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.session.verdicts import InputError


def refusals(ir: IRProgram) -> tuple[tuple[InputError, ...], tuple[InputError, ...]]:
    """The refused constructs: errors where a run from ``main`` can reach them, warnings in
    functions no run calls (nothing is lost by not analysing them)."""
    reachable = set(ir.reachable("main"))
    cut = _refused_calls(ir, reachable)
    errors: list[InputError] = []
    unused: list[InputError] = []
    for error in ir.refused:
        found = input_errors(error)[:1]
        function = error.function
        if function is None or function in reachable or "main" not in ir.functions:
            errors.extend(found)
        elif function in cut:
            where = _lines(cut[function])
            unused.extend(
                InputError(
                    e.line,
                    e.column,
                    f"{e.message} ({function} is refused at its signature: the runs that call "
                    f"it are cut at the call, {where})",
                )
                for e in found
            )
        else:
            unused.extend(
                InputError(e.line, e.column, f"{e.message} (not analysed: no run calls {function})")
                for e in found
            )
    return tuple(errors), tuple(unused)


def _refused_calls(ir: IRProgram, reachable: set[str]) -> dict[str, list[int]]:
    """The lines, by callee, where runs from ``main`` call a function whose declaration errlang
    refused at its signature (``long double``): the lowering cuts the run there
    (ir/lower_call.refused_call, a ``calls 'F', refused: ...`` construct) instead of calling
    it, so ``F`` is not among the reachable functions although runs reach its calls."""
    found: dict[str, list[int]] = {}
    for name in reachable:
        for instr in ir.functions[name].body:
            if not isinstance(instr, n.Unsupported) or instr.undefined:
                continue
            called = _REFUSED_CALL.match(instr.message)
            if called is not None and instr.loc.line > 0:
                found.setdefault(called["callee"], []).append(instr.loc.line)
    return {callee: sorted(set(lines)) for callee, lines in found.items()}


_REFUSED_CALL = re.compile(r"^calls '(?P<callee>[^']+)', refused: ")


def _lines(lines: Sequence[int]) -> str:
    """``line 6`` / ``lines 6, 9 and 12``."""
    if len(lines) == 1:
        return f"line {lines[0]}"
    return "lines " + ", ".join(str(x) for x in lines[:-1]) + f" and {lines[-1]}"


def input_errors(error: FrontendError) -> tuple[InputError, ...]:
    return tuple(InputError(d.line, d.column, d.message, d.file) for d in error.diagnostics)
