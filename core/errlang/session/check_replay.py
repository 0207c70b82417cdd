"""``check --replay``: every ``fails`` counterexample and every undefined-behaviour finding run
for real (DESIGN §5: a counterexample is shown real by running the program).

A failing assertion is replayed by :mod:`errlang.explain.replay` (gcc, the same assertion must
fail); a finding by :mod:`errlang.session.ub_replay` (gcc's sanitizers must report the same kind
at the same line). This runs the user's code: only when the user asks.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from errlang.explain.harness_source import floating_inputs, fuzz_reproducer, pointer_inputs
from errlang.explain.replay import Replayer
from errlang.explain.stdin import BYTE_READS, ast_formats, is_stream_input, reads_stdin, stdin_text
from errlang.frontend import Program, parse_file
from errlang.frontend.link import Unit
from errlang.ir.lower_asm import ASM_INPUT
from errlang.ir.program import IRProgram, build_ir
from errlang.session.loop_inputs import LoopInputsUnavailable, replay_inputs, summarised_inputs
from errlang.session.settings import Settings
from errlang.session.ub_replay import SanitizedProgram, SanitizerReport
from errlang.session.verdicts import AssertionVerdict, CheckResult, Finding

Json = dict[str, object]

ReplayStatus = Literal["reproduced", "not-reproduced", "not-detected"]


@dataclass(frozen=True)
class Replayed:
    """The replay of one failing assertion or one finding."""

    subject: Literal["assertion", "finding"]
    line: int
    status: ReplayStatus  # not-detected: the sanitizers do not detect this kind
    detail: str
    file: str = ""  # the file the line is in


def replay_check(path: str, result: CheckResult, settings: Settings) -> tuple[Replayed, ...]:
    """Replay every failing assertion and every finding of ``result`` (``path`` on disk)."""
    program = parse_file(path, None, settings.include_dirs, settings.defines, settings.entry)
    done: list[Replayed] = []
    failing = [a for a in result.assertions if a.verdict == "fails" and a.counterexample]
    if failing:
        ir = build_ir(program, summarise_loops=True)  # as check lowered it
        with Replayer(program) as replayer:
            for verdict in failing:
                assert verdict.counterexample is not None
                done.append(replay_failure(replayer, ir, verdict))
    own = (Unit(Path(path), None, settings.include_dirs, settings.defines),)
    if result.findings and all(f.fuzz_input is not None for f in result.findings):
        done.extend(fuzz_replay(program, own, f) for f in result.findings)
    elif result.findings:
        stdin = reads_stdin(program.ast)  # the stream reads are given as stdin (stdin.py)
        with (
            entry_units(program, own) as units,
            SanitizedProgram(
                path,
                program.nondet_functions - (BYTE_READS if stdin else frozenset()),
                include_dirs=settings.include_dirs,
                defines=settings.defines,
                used={i.function for f in result.findings for i in f.run.inputs},
                floating=floating_inputs(program),
                pointers=pointer_inputs(program),
                units=units if program.harness else (),
            ) as built,
        ):
            formats = ast_formats(program.ast) if stdin else {}
            done.extend(_finding(built, f, formats if stdin else None) for f in result.findings)
    return tuple(done)


def fuzz_replay(program: Program, units: Sequence[Unit], finding: Finding) -> Replayed:
    """``finding`` of a fuzz target replayed with the target itself: its units compiled as
    they are, with gcc's sanitizers, and a ``main`` calling ``LLVMFuzzerTestOneInput`` with
    the finding's bytes (:func:`errlang.explain.harness_source.fuzz_reproducer`)."""
    assert finding.fuzz_input is not None
    with SanitizedProgram(
        program.path, (), units=units, extra_source=fuzz_reproducer(finding.fuzz_input)
    ) as built:
        report = built.replay([])
    status, detail = finding_outcome(report, finding.reason, finding.line, finding.file or None)
    return Replayed("finding", finding.line, status, detail, finding.file)


@contextlib.contextmanager
def entry_units(program: Program, units: Sequence[Unit]) -> Iterator[tuple[Unit, ...]]:
    """The units to compile to replay ``program``: ``units``, except that the unit defining
    the entry point errlang built a ``main`` for (``--entry F``, a fuzz target) is replaced
    by a file that includes it, then that ``main``'s text (:attr:`Program.harness`): the
    replay calls the entry point itself with the run's inputs, as the analysis did."""
    if not program.harness:
        yield tuple(units)
        return
    definition = program.functions.get(program.entry)
    coord = definition.decl.coord if definition is not None else None
    home = Path(str(coord.file)).resolve() if coord is not None and coord.file else None
    directory = Path(tempfile.mkdtemp(prefix="errlang-entry-"))
    try:
        replaced = []
        for unit in units:
            if home is not None and Path(unit.path).resolve() == home:
                source = directory / f"{home.stem}__errlang_entry.c"
                source.write_text(f'#include "{home}"\n{program.harness}')
                unit = Unit(source, None, (str(home.parent), *unit.include_dirs), unit.defines)
            replaced.append(unit)
        yield tuple(replaced)
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def replay_failure(replayer: Replayer, ir: IRProgram, verdict: AssertionVerdict) -> Replayed:
    """Run ``verdict``'s counterexample compiled (a summarised array loop's inputs, which the
    counterexample lists for its first iterations only, completed from the solver first)."""
    run = verdict.counterexample
    assert run is not None
    inputs: list[Json] = [i.to_json() for i in run.inputs]
    why = ""
    if summarised_inputs(ir, run.inputs) and verdict.loop_bound is not None:
        try:
            inputs = replay_inputs(ir, verdict.index, verdict.loop_bound, run.inputs)
        except LoopInputsUnavailable as error:  # the listed inputs are all there is
            why = f" (the inputs of a summarised array loop cannot be listed: {error})"
    outcome = replayer.replay(verdict.index, inputs, timeout=30)
    status: ReplayStatus = "reproduced" if outcome.reproduced else "not-reproduced"
    return Replayed("assertion", verdict.line, status, outcome.detail + why, verdict.file)


# Kinds gcc's sanitizers do not detect (errlang's stricter or different model).
UNDETECTED = frozenset({"uninitialised read", "overlapping memcpy"})


def _finding(
    built: SanitizedProgram, finding: Finding, formats: Mapping[int, str] | None
) -> Replayed:
    """``finding`` replayed under the sanitizers; ``formats`` (a program reading stdin only):
    its stream reads are given as stdin, with the scanf formats by line."""
    # the sanitizers run the original program, whose asm runs for real: its outputs are not fed
    inputs = tuple(i for i in finding.run.inputs if i.function != ASM_INPUT)
    stdin = b""
    if formats is not None:
        read = stdin_text(inputs, formats)
        if read is not None and read.problem is not None:
            why = f"the run's reads are not one file's bytes: {read.problem}"
            return Replayed("finding", finding.line, "not-reproduced", why, finding.file)
        stdin = read.data if read is not None else b""
        inputs = tuple(i for i in inputs if not is_stream_input(i.function))
    # a floating input is given as its IEEE encoding
    report = built.replay(
        [i.bits if i.bits is not None else int(i.value) for i in inputs], stdin=stdin
    )
    status, detail = finding_outcome(report, finding.reason, finding.line, finding.file or None)
    return Replayed("finding", finding.line, status, detail, finding.file)


def finding_outcome(
    report: SanitizerReport, reason: str, line: int, file: str | None = None
) -> tuple[ReplayStatus, str]:
    """Whether the sanitizers' ``report`` confirms undefined behaviour ``reason`` at ``line``
    (of ``file``: a program of several units), and why, in words."""
    if report.confirms(reason, line, file):
        where = f"{report.file}:{report.line}" if file and report.file else f"line {report.line}"
        return "reproduced", f"the sanitizers report {report.detail} at {where}"
    if report.reason is None and reason in UNDETECTED:
        return "not-detected", f"gcc's sanitizers do not detect {reason} ({report.detail})"
    where = f" at line {report.line}" if report.line else ""
    if file and report.file and report.line:
        where = f" at {report.file}:{report.line}"
    return "not-reproduced", f"the sanitizers report {report.reason or report.detail}{where}"


def all_reproduced(replays: Sequence[Replayed]) -> bool:
    return all(r.status != "not-reproduced" for r in replays)
