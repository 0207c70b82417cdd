"""What a run of ``check`` over several programs says: on the terminal, as JSON, as an exit code.

The SARIF and HTML writers (:mod:`errlang.project.sarif`, :mod:`errlang.project.html`) read the
same :class:`RunReport`.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from errlang.project.compdb import Skipped
from errlang.project.copies import copy_of
from errlang.project.discover import display
from errlang.project.tasks import ProgramResult

EXIT_OK, EXIT_FAILS, EXIT_BAD_INPUT = 0, 1, 2


@dataclass(frozen=True)
class RunReport:
    """The results of one run, in the programs' order, with the units skipped."""

    results: tuple[ProgramResult, ...]
    skipped: tuple[Skipped, ...] = ()
    seconds: float = 0.0
    executor: str = ""


def exit_code(report: RunReport) -> int:
    """1 when an assertion fails or undefined behaviour is reachable in any program, else 2
    when a program could not be analysed, else 0 (a skipped unit is a warning)."""
    if any(r.fails for r in report.results):
        return EXIT_FAILS
    return EXIT_BAD_INPUT if any(r.bad_input for r in report.results) else EXIT_OK


def report_json(report: RunReport) -> dict[str, Any]:
    verdicts: dict[str, int] = {}
    for result in report.results:
        for item in result.check.get("assertions", []):
            verdicts[item["verdict"]] = verdicts.get(item["verdict"], 0) + 1
    return {
        "programs": [
            {
                "name": r.name,
                "units": list(r.units),
                "seconds": round(r.seconds, 3),
                "memory_mb": r.memory_mb,
                "worker": r.worker,
                "attempts": r.attempts,
                "failure": r.failure,
                "check": r.check,
            }
            for r in report.results
        ],
        "skipped": [
            {"file": display(s.path), "line": s.line, "column": s.column, "reason": s.reason}
            for s in report.skipped
        ],
        "summary": {
            "programs": len(report.results),
            "verdicts": verdicts,
            "findings": sum(len(r.check.get("findings", [])) for r in report.results),
            "seconds": round(report.seconds, 3),
            "executor": report.executor,
        },
    }


@cache
def _lines(path: str) -> tuple[str, ...]:
    try:
        return tuple(Path(path).read_text(errors="replace").splitlines())
    except OSError:
        return ()


def source_line(path: str, line: int) -> str:
    """The text of ``line`` of ``path``, stripped (empty if unreadable)."""
    lines = _lines(path)
    return lines[line - 1].strip() if 0 < line <= len(lines) else ""


def print_results(report: RunReport) -> None:
    """Every program's verdicts, each location with its file (``file:line:column``)."""
    for result in report.results:
        if len(report.results) > 1 or len(result.units) > 1:
            print(f"== {result.name} (linked: {', '.join(result.units)})")
        check = result.check
        for error in check.get("errors", []):
            where = f"{error.get('file', result.name)}:{error['line']}:{error['column']}"
            print(f"{where}: error: {error['message']}", file=sys.stderr)
        for warning in check.get("warnings", []):
            where = f"{warning.get('file', result.name)}:{warning['line']}:{warning['column']}"
            print(f"{where}: warning: {warning['message']}", file=sys.stderr)
        for assumed in check.get("assumptions", []):  # allocations succeed (assumptions.py)
            where = f"{assumed.get('file', result.name)}:{assumed['line']}:{assumed['column']}"
            print(f"{where}: note: {assumed['message']}")
        for item in check.get("assertions", []):
            verdict = "FAILS" if item["verdict"] == "fails" else item["verdict"]
            bound = f" (loop bound {item['loop_bound']})" if item.get("loop_bound") else ""
            where = f"{item['file']}:{item['line']}:{item['column']}"
            print(f"{where}: {verdict}{bound}: {as_written(item)}{copy_of(item, check)}")
            print(f"    {item['reason']}")
            if item.get("counterexample"):
                _print_fuzz_input(item["counterexample"].get("fuzz_input"))
                _print_run(item["counterexample"], item["file"])
        for finding in check.get("findings", []):
            where = f"{finding['file']}:{finding['line']}:{finding['column']}"
            kind = "UNDEFINED BEHAVIOUR" if finding["severity"] == "error" else "warning"
            print(f"{where}: {kind}: {finding['reason']} (in {finding['function']})")
            _print_fuzz_input(finding.get("fuzz_input"))
            _print_run(finding["run"], finding["file"])
        for replay in check.get("replays", []):
            print(
                f"{replay.get('file', result.name)}:{replay['line']}: "
                f"replay of the {replay['subject']}: "
                f"{replay['status']}: {replay['detail']}"
            )
        findings = check.get("findings", [])
        if not check.get("assertions") and not (check.get("errors") and not findings):
            from errlang.session.check_reasons import search_summary  # the engine: when needed

            errors = sum(1 for f in findings if f.get("severity") == "error")
            summary = search_summary(check.get("loop_bound"), bool(check.get("complete")), errors)
            print(f"{result.name}: {summary}")
        if check.get("message"):
            print(f"{result.name}: note: {check['message']}")


def _print_fuzz_input(given: str | None) -> None:
    """A fuzz target's bytes (hex in the JSON) as a C string."""
    if given is not None:
        from errlang.explain.harness_source import bytes_literal

        data = bytes.fromhex(given)
        print(f"    fuzz input ({len(data)} bytes): {bytes_literal(data)}")


def as_written(item: dict[str, Any]) -> str:
    """An assertion as written in its file (``bit_AVX2``, ``ERROR``), as the single-file
    ``check`` shows it; the JSON keeps the engine's text."""
    from errlang.explain.conditions import written_text

    text = "\n".join(_lines(item["file"]))
    return written_text(item["text"], text, item["line"], item["column"]) or item["text"]


def _print_run(run: dict[str, Any], home: str) -> None:
    """A run in the words of the single-file ``check`` (explain/values.py: inputs by who
    receives them, a library call's choice by its meaning, never ``function@line``); a step
    in another file than ``home`` names its file."""
    from errlang.explain.results import run_from_json
    from errlang.explain.values import input_texts, violation_text, written_texts

    read = run_from_json(run)
    print(f"    inputs: {', '.join(input_texts(read)) or '(none)'}")
    if read.violation:
        print(f"    fails with: {violation_text(read)}")
    for step, written in zip(run.get("steps", []), written_texts(read), strict=False):
        file = step.get("file") or home
        note = f"   {written}" if written else ""
        place = f"{step['line']:>5}" if file == home else f"{Path(file).name}:{step['line']}"
        text = source_line(file, step["line"])
        print(f"    {place} {step['function']:<16} {text}{note}".rstrip())
