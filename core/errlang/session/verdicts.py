"""Typed results of ``check`` (DESIGN §2): one verdict per assertion, one finding per undefined
behaviour, and what cut the runs that the verdicts are about.

These are the values that cross the session boundary; :mod:`errlang.session.check_json` is
their one JSON serialiser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from errlang.encoder.encoding import (
    ALLOCATION_TOO_LARGE,
    GOTO_BOUND,
    LOOP_BOUND,
    RECURSION_BOUND,
    UNINITIALISED_READ,
)
from errlang.explain.deciding import DecidingStep, deciding_step
from errlang.ir.program import IRProgram
from errlang.proof.induction import InductionProof
from errlang.teacher.solver import Run

Verdict = Literal["fails", "holds", "holds-within-bound", "unknown"]
CutKind = Literal["bound", "ub", "unsupported"]
Severity = Literal["error", "warning"]

# Undefined behaviours that are reported as warnings, not errors (DESIGN §2: an automatic
# variable read before it is written is CBMC's convention for an arbitrary value).
WARNING_REASONS = frozenset({UNINITIALISED_READ})


@dataclass(frozen=True)
class CutSite:
    """Where some runs within the bound were cut, and by what (one per program location)."""

    kind: CutKind
    reason: str  # "loop bound", "recursion bound", "division by zero", …
    line: int
    column: int
    function: str
    file: str = ""  # the file the line is in (a unit, a header); "" until located
    # a loop kept below the check's loop bound (issue 30: per-loop bounds): its own bound
    bound: int | None = None

    @property
    def limits_runs(self) -> bool:
        """Runs cut here would go on in C: while such a cut is reachable, the analysis is not
        complete (the bound, and errlang's allocation limit)."""
        return self.kind == "bound" or self.reason == ALLOCATION_TOO_LARGE

    def describe(self, here: str = "") -> str:
        """``the loop at line 19 needs more iterations`` / ``division by zero at line 12``
        (``at lib.c:12`` when the line is in another file than ``here``)."""
        where = f"line {self.line}" if self.line else f"function {self.function}"
        if self.line and self.file and here and self.file != here:
            where = f"{self.file}:{self.line}"
        if self.reason == LOOP_BOUND:
            own = f" (its bound was {self.bound})" if self.bound is not None else ""
            return f"the loop at {where} needs more iterations{own}"
        if self.reason == RECURSION_BOUND:
            return f"the recursive call at {where} needs deeper recursion"
        if self.reason == GOTO_BOUND:
            return f"the backward goto at {where} is taken more often"
        if self.reason == ALLOCATION_TOO_LARGE:
            return f"an {self.reason} at {where}"
        if self.kind == "ub":
            return f"{self.reason} at {where}"
        if self.kind == "bound":
            return f"the {self.reason} at {where}"
        return f"an unsupported construct at {where} ({unlocated(self.reason, self.line)})"


# a front end's diagnostic as str() gives it: ``/path/x.c:5:15: storage size of 'o' ...``
_LOCATED = re.compile(r"^(?P<file>[^\n]*?):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$", re.S)


def unlocated(reason: str, line: int) -> str:
    """``reason`` without the ``file:line:column:`` it starts with when that is ``line``: a
    cut at a declaration errlang refused carries the front end's located message, and the
    description names the line already (``an unsupported construct at line 5 (storage size
    of 'o' isn't known ...)``, not the location twice)."""
    found = _LOCATED.match(reason)
    if found is None or int(found["line"]) != line:
        return reason
    return found["message"]


@dataclass(frozen=True)
class Finding:
    """A reachable undefined behaviour: its kind and place, and a run that reaches it."""

    reason: str  # the kind of undefined behaviour, e.g. "division by zero"
    line: int
    column: int
    function: str
    loop_bound: int  # the bound of the encoding the run was found in
    run: Run
    file: str = ""  # the file the line is in (a unit, a header); "" until located
    fuzz_input: bytes | None = None  # a fuzz target's run: the bytes LLVMFuzzerTestOneInput got
    # what the run assumes that the program as gcc builds it does not give: a function defined
    # nowhere returning what the run drew (session/assumptions.unlinked_results), memory read
    # before any write holding the value the run chose; "" when nothing
    assumes: str = ""
    # the lines where the run reads an automatic variable before any write (the encoding's
    # uninitialised-read sites its model takes): values no replay input sets
    unset_lines: tuple[int, ...] = ()

    @property
    def severity(self) -> Severity:
        return "warning" if self.reason in WARNING_REASONS else "error"


@dataclass(frozen=True)
class AssertionVerdict:
    """The verdict on one assertion and why (DESIGN §2: never a bare holds-within-bound)."""

    index: int
    line: int
    column: int
    text: str
    function: str
    verdict: Verdict
    loop_bound: int | None  # the bound the verdict is about (None: no bound was finished)
    reason: str
    complete: bool = False  # no run reaches the bound: the verdict is about all runs
    reached: bool | None = None  # some run within the bound reaches the assertion
    cuts: tuple[CutSite, ...] = ()  # what cut runs within the bound
    counterexample: Run | None = None
    # the branch or statement of the counterexample that decides the failure (issue 21)
    deciding: DecidingStep | None = None
    proof: InductionProof | None = None  # holds for all runs by k-induction (issue 33)
    unproved: str | None = None  # holds-within-bound: what stopped the proof (issue 33)
    file: str = ""  # the file the line is in (a unit, a header); "" until located
    fuzz_input: bytes | None = None  # a fuzz target's counterexample: the target's bytes


@dataclass(frozen=True)
class InputError:
    """A located problem with the input (parse error, refused construct)."""

    line: int
    column: int
    message: str
    file: str = ""  # the file the line is in; "" for the checked file


@dataclass(frozen=True)
class BoundAttempt:
    """One bound of the deepening: how far it got and how long it took."""

    loop_bound: int
    finished: bool  # every question at this bound was answered
    complete: bool  # no run reaches the bound
    seconds: float
    formula_size: int | None = None


@dataclass(frozen=True)
class CheckStats:
    solver_calls: int
    solver_seconds: float
    seconds: float
    attempts: tuple[BoundAttempt, ...] = ()


@dataclass(frozen=True)
class CheckResult:
    """Everything ``errlang check`` says about one file."""

    file: str
    assertions: tuple[AssertionVerdict, ...] = ()
    findings: tuple[Finding, ...] = ()
    errors: tuple[InputError, ...] = ()
    # what the analysis assumed about the program (a function called undeclared is an input,
    # as CBMC warns): located like the errors, but the verdicts stand
    warnings: tuple[InputError, ...] = ()
    loop_bound: int | None = None  # the deepest bound finished
    automatic: bool = False  # the bound was deepened automatically (no --loop-bound)
    complete: bool = False  # no run reaches the bound: verdicts hold for all runs
    budget: float | None = None  # the time budget in seconds
    out_of_time: bool = False  # the budget ran out before the analysis finished
    message: str | None = None  # what the user should know about the whole analysis
    stats: CheckStats | None = None
    # the file each function of the program is defined in (a run's steps and inputs are in it)
    files: tuple[tuple[str, str], ...] = ()
    units: tuple[str, ...] = ()  # the translation units of the program (the file alone: ())
    # what every verdict assumes that C does not promise, located (session/assumptions.py:
    # allocations succeed)
    assumptions: tuple[InputError, ...] = ()

    @property
    def fails(self) -> bool:
        return any(a.verdict == "fails" for a in self.assertions)

    def file_of(self, function: str) -> str:
        """The file ``function`` is defined in (the checked file when unknown)."""
        return dict(self.files).get(function, self.file)


def with_deciding_steps(result: CheckResult, program: IRProgram) -> CheckResult:
    """``result`` with the deciding step of every counterexample (``errlang.explain.deciding``:
    over the whole run, check having no behaviour automaton to narrow it)."""
    assertions = tuple(
        replace(a, deciding=deciding_step(a.counterexample, program))
        if a.counterexample is not None
        else a
        for a in result.assertions
    )
    return replace(result, assertions=assertions)
