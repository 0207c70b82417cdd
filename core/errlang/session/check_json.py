"""The JSON of ``errlang check --json`` (and of the server's check job): one serialiser per type.

Fields the server and the extension already read are kept as they were (``file``,
``assertions[].{line, column, text, function, verdict, loop_bound, reason, complete,
counterexample}``, ``errors``, ``stats.{loop_bound, formula_size, solver_calls, solver_seconds,
seconds}``); the rest is new with issue 16 and documented in docs/checking.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from errlang.explain.stdin import stdin_json
from errlang.explain.values import argv_strings
from errlang.frontend.library import MODELS_DIR
from errlang.session.check_replay import Replayed
from errlang.session.verdicts import (
    AssertionVerdict,
    BoundAttempt,
    CheckResult,
    CheckStats,
    CutSite,
    Finding,
    InputError,
)
from errlang.teacher.solver import Run

Json = dict[str, Any]
Files = Callable[[str], str]  # the file a function is defined in


def run_json(run: Run, files: Files | None = None) -> Json:
    """``run``'s JSON; with ``files`` (function → file), every step and input has its file."""
    data: Json = run.to_json()
    if files is not None:
        for key in ("steps", "inputs"):
            items: list[Json] = data.get(key, [])
            for item in items:
                item["file"] = files(str(item.get("function", "")))
        for item in data.get("inputs", []):  # a value a C model drew: at the program's call
            if item.get("line") and _in_a_model(item["file"]):
                callers = [
                    step["file"]
                    for step in data.get("steps", [])
                    if step.get("line") == item["line"] and not _in_a_model(step["file"])
                ]
                item["file"] = callers[0] if callers else item["file"]
    return data


def _in_a_model(file: str) -> bool:
    """Whether ``file`` is one of errlang's C models (``include/models/stdio.c``)."""
    return Path(file).resolve().parent == MODELS_DIR.resolve()


def cut_json(cut: CutSite, here: str = "") -> Json:
    return {
        "kind": cut.kind,
        "reason": cut.reason,
        "file": cut.file or here,
        "line": cut.line,
        "column": cut.column,
        "function": cut.function,
        "description": cut.describe(here),
    }


def finding_json(finding: Finding, files: Files | None = None) -> Json:
    data: Json = {
        "kind": "undefined-behaviour",
        "reason": finding.reason,
        "severity": finding.severity,
        "file": finding.file,
        "line": finding.line,
        "column": finding.column,
        "function": finding.function,
        "loop_bound": finding.loop_bound,
        "run": run_json(finding.run, files),
    }
    if not finding.file:
        del data["file"]
    if finding.assumes:  # a function defined nowhere, memory read before any write
        data["assumes"] = finding.assumes
    if finding.fuzz_input is not None:  # what the project's fuzzer binary replays from a file
        data["fuzz_input"] = finding.fuzz_input.hex()
    stdin = stdin_json(finding.run, finding.file)
    if stdin is not None:  # the bytes read from stdin (explain/stdin.py)
        data["run"]["stdin"] = stdin
    return data


def assertion_json(verdict: AssertionVerdict, files: Files | None = None) -> Json:
    data: Json = {
        "file": verdict.file,
        "line": verdict.line,
        "column": verdict.column,
        "text": verdict.text,
        "function": verdict.function,
        "verdict": verdict.verdict,
        "loop_bound": verdict.loop_bound,
        "reason": verdict.reason,
        "complete": verdict.complete,
        "reached": verdict.reached,
        "cuts": [cut_json(c, verdict.file) for c in verdict.cuts],
    }
    if not verdict.file:
        del data["file"]
    if verdict.counterexample is not None:
        data["counterexample"] = run_json(verdict.counterexample, files)
        if verdict.fuzz_input is not None:
            data["counterexample"]["fuzz_input"] = verdict.fuzz_input.hex()
        argv = argv_strings(verdict.counterexample.inputs)
        if argv is not None:  # main's command line as C strings (issue 21)
            data["counterexample"]["argv"] = argv
        stdin = stdin_json(verdict.counterexample, verdict.file)
        if stdin is not None:  # the bytes read from stdin (explain/stdin.py)
            data["counterexample"]["stdin"] = stdin
    proof = proof_json(verdict)  # issue 33: how holds was proved for all runs, or why not
    if proof is not None:
        data["proof"] = proof
    if verdict.deciding is not None:  # issue 21: the branch or statement that decides
        data["deciding_step"] = verdict.deciding.to_json()
        data["counterexample"]["deciding"] = data["deciding_step"]  # where the editor reads it
    return data


def proof_json(verdict: AssertionVerdict) -> Json | None:
    """``{"method": "induction", "k", "loop_line", "invariants"}``, ``{"method":
    "exhaustion"}`` (no run reaches the bound) or ``{"method": "none", "stopped"}``."""
    if verdict.proof is not None:
        return {
            "method": "induction",
            "k": verdict.proof.k,
            "loop_line": verdict.proof.loop_line,
            "invariants": list(verdict.proof.invariants),
        }
    if verdict.verdict == "holds" and verdict.complete:
        return {"method": "exhaustion"}
    if verdict.unproved is not None:
        return {"method": "none", "stopped": verdict.unproved}
    return None


def replay_json(replayed: Replayed) -> Json:
    return {
        "subject": replayed.subject,
        "file": replayed.file,
        "line": replayed.line,
        "status": replayed.status,
        "detail": replayed.detail,
    }


def error_json(error: InputError) -> Json:
    data: Json = {"line": error.line, "column": error.column, "message": error.message}
    if error.file:
        data["file"] = error.file
    return data


def attempt_json(attempt: BoundAttempt) -> Json:
    return {
        "loop_bound": attempt.loop_bound,
        "finished": attempt.finished,
        "complete": attempt.complete,
        "seconds": round(attempt.seconds, 4),
        "formula_size": attempt.formula_size,
    }


def stats_json(stats: CheckStats, loop_bound: int | None) -> Json:
    last = next((a for a in reversed(stats.attempts) if a.formula_size is not None), None)
    return {
        "loop_bound": loop_bound,
        "formula_size": last.formula_size if last else None,
        "solver_calls": stats.solver_calls,
        "solver_seconds": round(stats.solver_seconds, 4),
        "seconds": round(stats.seconds, 4),
        "bounds": [attempt_json(a) for a in stats.attempts],
    }


def check_json(result: CheckResult) -> Json:
    """The whole result, as ``errlang check --json`` prints it."""
    files = result.file_of if result.files else None
    data: Json = {
        "file": result.file,
        "units": list(result.units or (result.file,)),
        "assertions": [assertion_json(a, files) for a in result.assertions],
        "findings": [finding_json(f, files) for f in result.findings],
        "errors": [error_json(e) for e in result.errors],
        "warnings": [error_json(w) for w in result.warnings],
        # what every verdict assumes (allocations succeed: session/assumptions.py)
        "assumptions": [
            error_json(replace(a, file=a.file or result.file)) for a in result.assumptions
        ],
        "loop_bound": result.loop_bound,
        "automatic_depth": result.automatic,
        "complete": result.complete,
        "budget": result.budget,
        "out_of_time": result.out_of_time,
        "message": result.message,
    }
    if result.stats is not None:
        data["stats"] = stats_json(result.stats, result.loop_bound)
    return data
