"""The result of a replay (:mod:`errlang.explain.replay`): its status and detail in words,
read from the runtime's result line (:mod:`errlang.explain.harness_runtime`) or from what
ended the run."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from errlang.explain.conditions import written_text
from errlang.explain.harness_runtime import RuntimeReport
from errlang.explain.harness_source import UNLISTED_ASSERTION
from errlang.explain.replay_run import Outcome, no_report
from errlang.frontend import AssertionSite, Program

ReplayStatus = Literal[
    "reproduced", "not-reproduced", "other-assertion", "compile-error", "timeout", "no-compiler"
]
HeaderMode = Literal["system-headers", "no-headers"]


@dataclass(frozen=True)
class ReplayResult:
    """The outcome of replaying one counterexample (``detail`` says why, in words)."""

    status: ReplayStatus
    detail: str
    assertion: int
    failed_assertion: int | None = None
    exit_code: int | None = None
    signal: int | None = None
    inputs_used: int | None = None
    header_mode: HeaderMode | None = None
    stdout: str = ""
    stderr: str = ""

    @property
    def reproduced(self) -> bool:
        return self.status == "reproduced"

    def to_json(self) -> dict[str, object]:
        return {
            "status": self.status,
            "detail": self.detail,
            "assertion": self.assertion,
            "failed_assertion": self.failed_assertion,
            "exit_code": self.exit_code,
            "signal": self.signal,
            "inputs_used": self.inputs_used,
        }


def classify(
    program: Program,
    target: int,
    outcome: Outcome,
    report: RuntimeReport | None,
    timeout: float,
    header_mode: HeaderMode | None,
) -> ReplayResult:
    """The result of a run of the harness: its time limit, its runtime's result line
    (:mod:`errlang.explain.harness_runtime`), else what ended it."""
    if outcome.timed_out:
        status: ReplayStatus = "timeout"
        detail, failed, used = f"the run took more than {timeout:g} s", None, None
    elif report is None:
        status, detail, failed, used = "not-reproduced", no_report(outcome), None, None
    else:
        status, detail, failed, used = _interpret(program, target, report, outcome)
    return ReplayResult(
        status,
        detail,
        target,
        failed_assertion=failed,
        exit_code=outcome.exit_code,
        signal=outcome.signal,
        inputs_used=used,
        header_mode=header_mode,
        stdout=outcome.stdout,
        stderr=outcome.stderr,
    )


def _interpret(
    program: Program, target: int, report: RuntimeReport, outcome: Outcome
) -> tuple[ReplayStatus, str, int | None, int | None]:
    """Status, detail, failed assertion and inputs used, from the runtime's result line."""
    site = program.assertions[target]
    fields = report.fields
    try:
        if report.kind == "assert":
            failed, used = int(fields[0]), int(fields[1])
            if failed == target:
                shown = written(program, site)
                detail = f"assertion #{target} `{shown}` at line {site.line} failed"
                return "reproduced", detail, failed, used
            detail = f"{_describe(program, failed)} failed instead of #{target} at line {site.line}"
            return "other-assertion", detail, failed, used
        if report.kind == "blocked":
            detail = f"the assumption at line {fields[0]} was false: the run is blocked"
            return "not-reproduced", detail, None, int(fields[1])
        if report.kind == "exhausted":
            used = int(fields[0])
            detail = f"the inputs ran out: call #{used + 1} ({fields[1]} at line {fields[2]})"
            return "not-reproduced", detail, None, used
        if report.kind == "mismatch":
            detail = (
                f"input #{fields[0]} was given for {fields[1]} at line {fields[2]}, "
                f"but the run called {fields[3]} at line {fields[4]}"
            )
            return "not-reproduced", detail, None, int(fields[0])
        if report.kind == "bad-value":
            detail = f"input #{fields[0]} does not fit the return type of {fields[1]}"
            detail += f" (line {fields[2]})"
            return "not-reproduced", detail, None, int(fields[0])
        if report.kind == "cut":
            detail = f"the run reached inline assembly at line {fields[0]} that errlang"
            detail += " does not follow (its runs are cut there)"
            return "not-reproduced", detail, None, int(fields[1])
        if report.kind == "cut-call":
            detail = f"the run called {fields[0]}, which is defined nowhere and whose"
            detail += " result errlang does not know (its runs are cut there)"
            return "not-reproduced", detail, None, int(fields[1])
        if report.kind == "environment":
            detail = f"getenv at line {fields[0]} drew another value of {fields[1]} than the"
            detail += " run's earlier call: no real environment gives both"
            return "not-reproduced", detail, None, int(fields[2])
        if report.kind == "end":
            detail = f"the program ended (exit code {outcome.exit_code}) without failing"
            detail += f" assertion #{target} at line {site.line}"
            return "not-reproduced", detail, None, int(fields[0])
    except (IndexError, ValueError):
        pass
    return "not-reproduced", f"unreadable harness report {report}", None, None


def _describe(program: Program, index: int) -> str:
    if index == UNLISTED_ASSERTION or not 0 <= index < len(program.assertions):
        return "an assertion errlang does not list (inside a convention function)"
    other = program.assertions[index]
    return f"assertion #{index} `{written(program, other)}` at line {other.line}"


def written(program: Program, site: AssertionSite) -> str:
    """``site`` as the user wrote it in the program's file (``sse2 == 1``, the macro's name
    ``bit_AVX2`` kept), else the engine's text (a site in another file: a header, a unit)."""
    coord = site.node.coord
    here = coord is None or not coord.file or Path(str(coord.file)) == Path(program.path)
    shown = written_text(site.text, program.source, site.line, site.column) if here else None
    return shown or site.text
