"""`check`: a bounded verdict for every assertion of a file (issue: errlang check)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import z3

from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled, encode
from errlang.encoder.values import disj
from errlang.frontend import FrontendError, parse_file
from errlang.ir.program import IRProgram, build_ir
from errlang.session.errors import AnalysisCancelled
from errlang.session.settings import DEFAULT_CHECK_BOUND, Settings
from errlang.teacher.solver import BoundedSolver, Run, SolverUnknown


def formula_size(terms: list[z3.ExprRef]) -> int:
    """Number of distinct z3 nodes in ``terms`` (shared subterms counted once)."""
    seen: set[int] = set()
    stack = list(terms)
    while stack:
        term = stack.pop()
        key = term.get_id()
        if key in seen:
            continue
        seen.add(key)
        stack.extend(term.children())
    return len(seen)


def _error_json(diagnostic: object) -> dict[str, object]:
    return {
        "line": diagnostic.line,  # type: ignore[attr-defined]
        "column": diagnostic.column,  # type: ignore[attr-defined]
        "message": diagnostic.message,  # type: ignore[attr-defined]
    }


def check(
    path: str,
    text: str | None = None,
    settings: Settings | None = None,
    *,
    cancel: Callable[[], bool] | None = None,
) -> dict[str, object]:
    """The JSON of ``errlang check --json`` for ``path`` (or ``text`` standing for it)."""
    started = time.perf_counter()
    settings = settings or Settings()
    bound = settings.loop_bound or DEFAULT_CHECK_BOUND
    result: dict[str, Any] = {"file": str(path), "assertions": [], "errors": []}
    try:
        program = parse_file(path, text, settings.include_dirs, settings.defines)
        ir = build_ir(program)
    except FrontendError as error:
        result["errors"] = [_error_json(d) for d in error.diagnostics]
        return result
    result["errors"] = [_error_json(e.diagnostics[0]) for e in ir.refused]
    assertions: list[dict[str, Any]] = []
    result["assertions"] = assertions
    base: list[dict[str, Any]] = [
        {
            "line": a.line,
            "column": a.column,
            "text": a.text,
            "function": a.function,
            "verdict": "unknown",
            "loop_bound": bound,
            "reason": None,
        }
        for a in program.assertions
    ]
    try:
        # function entries are recorded so that a counterexample also has its event word
        encoding, _ = encode(ir, "main", bound, ("functions",), cancel=cancel)
    except EncodingCancelled as error:
        raise AnalysisCancelled() from error
    except (EncodingBudgetExceeded, FrontendError) as error:
        reason = str(error)
        for item in base:
            item["reason"] = reason
        assertions.extend(base)
        result["errors"] = [*result["errors"], *_frontend_errors(error)]  # type: ignore[misc]
        return result
    solver = BoundedSolver(encoding)
    deadline = started + settings.timeout
    reachable = set(ir.reachable("main"))
    cut = _satisfiable(solver, encoding.bound_hit, deadline)
    unsupported = _unsupported(solver, encoding, deadline)
    for site, item in zip(program.assertions, base, strict=True):
        if cancel is not None and cancel():
            raise AnalysisCancelled()
        assertions.append(item)
        if site.function not in reachable:
            item["verdict"] = "holds-within-bound"
            item["reason"] = f"not reachable from main ({site.function} is never called)"
            continue
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            item["reason"] = "timeout: the analysis time budget was used up"
            continue
        solver.set_timeout(remaining)
        try:
            model = solver.satisfiable(solver.ends(site.index))
        except SolverUnknown as error:
            item["reason"] = f"solver: {error.reason}"
            continue
        if model is not None:
            item["verdict"] = "fails"
            run = _shortest(solver, site.index, solver.run(model, site.index))
            item["counterexample"] = {
                "word": list(run.word),
                "inputs": [i.to_json() for i in run.inputs],
                "steps": [{"line": line, "function": f} for line, f in run.steps],
            }
            continue
        if unsupported:
            item["reason"] = f"unsupported construct reached: {unsupported}"
            continue
        item["verdict"] = "holds-within-bound"
        if cut is False:
            item["reason"] = (
                f"no failing run; no run reaches loop bound {bound}, so this is complete"
            )
            item["complete"] = True
        else:
            item["reason"] = f"no failing run within loop bound {bound}"
            item["complete"] = False
    result["stats"] = {
        "loop_bound": bound,
        "formula_size": formula_size(
            [*encoding.constraints, *(t.guard for t in encoding.terminations)]
        ),
        "solver_calls": solver.calls,
        "solver_seconds": round(solver.seconds, 4),
        "seconds": round(time.perf_counter() - started, 4),
    }
    return result


def _shortest(solver: BoundedSolver, site: int, run: Run) -> Run:
    """A failing run with the shortest event word (DESIGN §5: shortest first)."""
    for length in range(1, len(run.word)):
        try:
            model = solver.satisfiable(solver.ends(site), solver.length(site) == length)
        except SolverUnknown:
            return run
        if model is not None:
            return solver.run(model, site)
    return run


def _frontend_errors(error: Exception) -> list[dict[str, object]]:
    if isinstance(error, FrontendError):
        return [_error_json(d) for d in error.diagnostics]
    return []


def _satisfiable(solver: BoundedSolver, cond: z3.BoolRef, deadline: float) -> bool | None:
    if z3.is_false(cond):
        return False
    try:
        solver.set_timeout(max(0.001, deadline - time.perf_counter()))
        return solver.satisfiable(cond) is not None
    except SolverUnknown:
        return None


def _unsupported(solver: BoundedSolver, encoding: object, deadline: float) -> str | None:
    hits = encoding.unsupported  # type: ignore[attr-defined]
    if not hits:
        return None
    if _satisfiable(solver, disj(*(g for g, _ in hits)), deadline) is False:
        return None
    return "; ".join(sorted({message for _, message in hits}))


def program_for(path: str, text: str | None, settings: Settings) -> IRProgram:
    """Parse and lower (raises FrontendError)."""
    return build_ir(parse_file(path, text, settings.include_dirs, settings.defines))
