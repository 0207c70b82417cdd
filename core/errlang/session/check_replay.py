"""``check --replay``: every ``fails`` counterexample and every undefined-behaviour finding run
for real (DESIGN §5: a counterexample is shown real by running the program).

A failing assertion is replayed by :mod:`errlang.explain.replay` (gcc, the same assertion must
fail); a finding by :mod:`errlang.session.ub_replay` (gcc's sanitizers must report the same kind
at the same line). This runs the user's code: only when the user asks.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypeVar

from pycparser import c_ast

from errlang.encoder.encoding import SIGNED_OVERFLOW
from errlang.explain.call_inputs import getenv_value
from errlang.explain.harness_source import fuzz_reproducer, pointer_inputs
from errlang.explain.harness_types import floating_inputs
from errlang.explain.replay import Replayer
from errlang.explain.stdin import BYTE_READS, ast_formats, is_stream_input, reads_stdin, stdin_text
from errlang.frontend import Program, parse_file
from errlang.frontend.link import Unit
from errlang.frontend.preprocess import HEADER_DIRS
from errlang.ir.lower_asm import ASM_INPUT
from errlang.ir.program import IRProgram, build_ir
from errlang.session.assumptions import unset_reads
from errlang.session.loop_inputs import LoopInputsUnavailable, replay_inputs, summarised_inputs
from errlang.session.sanitizer_reports import SanitizerReport
from errlang.session.settings import Settings
from errlang.session.ub_replay import SanitizedProgram
from errlang.session.verdicts import AssertionVerdict, CheckResult, Finding
from errlang.teacher.runs import InputValue

F = TypeVar("F", Finding, Mapping[str, Any])  # a finding, or its check JSON's object

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
    """Replay every failing assertion and every finding of ``result`` (``path`` on disk);
    nothing when there is nothing to replay (a file the front end refused: its error is the
    result's, the replay adds no traceback)."""
    failing = [a for a in result.assertions if a.verdict == "fails" and a.counterexample]
    if not failing and not result.findings:
        return ()
    program = parse_file(path, None, settings.include_dirs, settings.defines, settings.entry)
    done: list[Replayed] = []
    if failing:
        ir = build_ir(program, summarise_loops=True)  # as check lowered it
        with Replayer(program) as replayer:  # gcc's sanitizers when it can (replay.py)
            done.extend(replay_failure(replayer, ir, verdict) for verdict in failing)
    own = (Unit(Path(path), None, settings.include_dirs, settings.defines),)
    if result.findings and all(f.fuzz_input is not None for f in result.findings):
        done.extend(fuzz_replay(program, own, f) for f in result.findings)
    else:
        for wrapping, findings in by_wrapping(result.findings):
            done.extend(_findings(path, program, own, findings, settings, wrapping))
    return tuple(done)


def by_wrapping(findings: Sequence[F]) -> list[tuple[bool, list[F]]]:
    """``findings`` in two groups, each replayed by its own build: with ``-fwrapv`` (True), and
    the signed overflows without it (False: gcc's sanitizers see them only so)."""
    groups = [
        (True, [f for f in findings if _reason(f) != SIGNED_OVERFLOW]),
        (False, [f for f in findings if _reason(f) == SIGNED_OVERFLOW]),
    ]
    return [(wrapping, group) for wrapping, group in groups if group]


def _reason(finding: Finding | Mapping[str, Any]) -> object:
    return finding.get("reason") if isinstance(finding, Mapping) else finding.reason


def _findings(
    path: str,
    program: Program,
    own: Sequence[Unit],
    findings: Sequence[Finding],
    settings: Settings,
    wrapping: bool,
) -> list[Replayed]:
    """``findings`` replayed by one build of the program under the sanitizers."""
    stdin = reads_stdin(program.ast)  # the stream reads are given as stdin (stdin.py)
    used = {i.function for f in findings for i in f.run.inputs}
    with (
        entry_units(program, own) as units,
        SanitizedProgram(
            path,
            replayed_inputs(program, used, BYTE_READS if stdin else frozenset()),
            include_dirs=settings.include_dirs,
            defines=settings.defines,
            floating=floating_inputs(program),
            pointers=replayed_pointers(program, used),
            units=units if program.harness else (),
            allocations_may_fail=program.allocations_may_fail,
            wrapping=wrapping,
        ) as built,
    ):
        formats = ast_formats(program.ast) if stdin else {}
        models = frozenset(program.library)
        names = getenv_names(program.ast)
        return [_finding(built, f, formats if stdin else None, models, names) for f in findings]


def replayed_inputs(
    program: Program, used: Collection[str], kept: Collection[str] = frozenset()
) -> frozenset[str]:
    """The input functions the sanitizer runtime defines: those the runs called (``used``),
    and those the C library does not have (declared by the program itself). A C library
    function declared by errlang's headers and not called as an input (``strcmp``, ``atexit``:
    errlang models them) stays the library's: a definition in the executable would take the
    place of glibc's for the whole process, the sanitizers' own reports included (a double
    free was reported without its stack). ``kept``: left to the C library (stdin reads)."""
    return _not_the_library(program, program.nondet_functions - set(kept), used)


def replayed_pointers(program: Program, used: Collection[str]) -> frozenset[str]:
    """The undefined functions returning a pointer that the sanitizer runtime defines (null
    or an object, as the run's input says): as :func:`replayed_inputs` (errlang's headers
    declare ``memmove``, ``strstr``, ``strdup``…, which errlang models: the C library's)."""
    return _not_the_library(program, pointer_inputs(program), used)


def _not_the_library(
    program: Program, names: Collection[str], used: Collection[str]
) -> frozenset[str]:
    found = set()
    for name in names:
        decl = program.declarations.get(name)
        coord = decl.coord if decl is not None else None
        library = coord is not None and any(
            str(coord.file).startswith(str(directory)) for directory in HEADER_DIRS
        )
        if name in used or not library:
            found.add(name)
    return frozenset(found)


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
    if finding.reason not in UNDETECTED:  # the uninitialised read itself: said already
        unset = unset_reads(finding.run, finding.unset_lines)
        detail += unset_values(unset, status == "reproduced")
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
    why += unset_values(unset_reads(run), outcome.reproduced)
    return Replayed("assertion", verdict.line, status, outcome.detail + why, verdict.file)


def unset_values(unset: Sequence[str], reproduced: bool) -> str:
    """What a replay's outcome owes to the memory ``unset`` a run reads before any write
    (docs/replay.md; :func:`errlang.session.assumptions.unset_reads`): errlang chose its
    value, which no input of the replay sets, so gcc's run read whatever the memory held (""
    when the run reads none)."""
    if not unset:
        return ""
    if reproduced:
        return (
            f" (the run reads uninitialised {', '.join(unset)}: the compiled run read what that "
            "memory held, and it led to the same outcome here; another build or run may differ)"
        )
    return (
        f" (the run reads uninitialised {', '.join(unset)}: an arbitrary value, as errlang "
        "reads C, which no input of the replay sets)"
    )


# Kinds gcc's sanitizers do not detect (errlang's stricter or different model).
UNDETECTED = frozenset({"uninitialised read", "overlapping memcpy"})


def _finding(
    built: SanitizedProgram,
    finding: Finding,
    formats: Mapping[int, str] | None,
    models: Collection[str] = frozenset(),
    names: Mapping[int, str] | None = None,
) -> Replayed:
    """``finding`` replayed under the sanitizers; ``formats`` (a program reading stdin only):
    its stream reads are given as stdin, with the scanf formats by line; ``names``: the
    variable each line's getenv reads (:func:`getenv_names`), set as the run drew them."""
    # the sanitizers run the original program, whose asm runs for real: its outputs are not
    # fed; nor are the values drawn inside C models (``models``: the C library's functions run)
    inputs = tuple(
        i for i in finding.run.inputs if i.function != ASM_INPUT and i.function not in models
    )
    stdin = b""
    if formats is not None:
        read = stdin_text(inputs, formats)
        if read is not None and read.problem is not None:
            why = f"the run's reads are not one file's bytes: {read.problem}"
            return Replayed("finding", finding.line, "not-reproduced", why, finding.file)
        stdin = read.data if read is not None else b""
        inputs = tuple(i for i in inputs if not is_stream_input(i.function))
    # a floating input is given as its IEEE encoding; getenv's values as the run's variables
    report = built.replay(
        [i.bits if i.bits is not None else int(i.value) for i in inputs],
        stdin=stdin,
        environment=run_environment(finding.run.inputs, names or {}),
        wanted=(finding.reason, finding.line),
    )
    status, detail = finding_outcome(report, finding.reason, finding.line, finding.file or None)
    if finding.reason not in UNDETECTED:  # the uninitialised read itself: said already
        unset = unset_reads(finding.run, finding.unset_lines)
        detail += unset_values(unset, status == "reproduced")
    return Replayed("finding", finding.line, status, detail, finding.file)


def run_environment(inputs: Sequence[InputValue], names: Mapping[int, str]) -> dict[str, str]:
    """The environment variables a run's getenv calls drew (include/models/getenv.c), named
    by the literal each call at a line reads (``names``: :func:`getenv_names`): the sanitizer
    replay compiles the original program, whose getenv is the C library's. A name drawn
    twice keeps its first value (the model gives one value per name); a variable drawn unset
    is not set."""
    found: dict[str, str] = {}
    at = 0
    while at < len(inputs):
        drawn = getenv_value(inputs, at) if inputs[at].function == "getenv" else None
        if drawn is None:
            at += 1
            continue
        value, taken = drawn
        name = names.get(inputs[at].line)
        if name is not None and value is not None:
            found.setdefault(name, os.fsdecode(value))
        at += taken
    return found


def getenv_names(ast: c_ast.Node) -> dict[int, str]:
    """The variable each line's getenv call reads, by line, when it is a plain string literal
    and the line's only getenv call."""
    lines: dict[int, list[str | None]] = {}

    class Calls(c_ast.NodeVisitor):
        def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
            named = isinstance(node.name, c_ast.ID) and node.name.name == "getenv"
            if named and node.coord is not None:
                first = node.args.exprs[0] if node.args and node.args.exprs else None
                literal = isinstance(first, c_ast.Constant) and first.type == "string"
                text = str(first.value)[1:-1] if literal and first is not None else None
                plain = text is not None and "\\" not in text and '"' not in text
                lines.setdefault(node.coord.line, []).append(text if plain else None)
            self.generic_visit(node)

    Calls().visit(ast)
    return {line: names[0] for line, names in lines.items() if len(names) == 1 and names[0]}


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
    if not report.reported:  # "the sanitizers report the run ended with exit code 0" before
        return "not-reproduced", f"gcc's sanitizers reported nothing: {report.detail}"
    return "not-reproduced", f"the sanitizers report {report.reason or report.detail}{where}"


def all_reproduced(replays: Sequence[Replayed]) -> bool:
    return all(r.status != "not-reproduced" for r in replays)
