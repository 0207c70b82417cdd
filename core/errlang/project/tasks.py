"""Checking one program of a project: what a worker runs (locally or on Ray).

A task is plain data (:class:`ProgramTask`, picklable); its result (:class:`ProgramResult`) is
plain data too: the program's ``errlang check --json`` with the file of every location added
(``file`` on each assertion, finding, error, counterexample step and input), so that results
cross process and machine boundaries unchanged and every executor returns the same thing.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import resource
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from errlang.frontend.entry import DEFAULT_ENTRY, EntryOptions
from errlang.frontend.errors import FrontendError
from errlang.frontend.link import Unit, link_units
from errlang.frontend.program import Program
from errlang.project.discover import ProgramSpec, display
from errlang.project.kept import current_stream, in_file, said_ended, scanned
from errlang.project.replays import replays
from errlang.session.settings import Settings
from errlang.teacher.cache import QueryCache

if TYPE_CHECKING:
    from errlang.ir.program import IRProgram

Json = dict[str, Any]


@dataclass(frozen=True)
class CheckOptions:
    """The ``check`` options every task of a run shares."""

    loop_bound: int | None = None
    timeout: float = 60.0
    replay: bool = False  # run each failing assertion's counterexample compiled with gcc
    shortest: bool = False  # learn each failing assertion's shortest failing event sequence
    entry: EntryOptions = DEFAULT_ENTRY  # how an entry point's pointer arguments are built


@dataclass(frozen=True)
class ProgramTask:
    program: ProgramSpec
    options: CheckOptions = field(default_factory=CheckOptions)
    # the time.monotonic() instant the program's budget counts from when the command checks
    # this one program (its start: `check a.c b.c --timeout T` ends within T + 2 s); None: the
    # task's own start
    since: float | None = None


@dataclass(frozen=True)
class ProgramResult:
    """What checking one program gave: the check JSON (with files), how long it took, the
    worker's peak memory, and ``failure`` when the worker itself failed (died, crashed)."""

    name: str
    units: tuple[str, ...]
    check: Json
    seconds: float
    memory_mb: float | None = None
    worker: str = ""
    failure: str | None = None
    attempts: int = 1

    @property
    def fails(self) -> bool:
        """An assertion fails or undefined behaviour (an error, not a warning) is reachable."""
        return any(a.get("verdict") == "fails" for a in self.check.get("assertions", [])) or any(
            f.get("severity") == "error" for f in self.check.get("findings", [])
        )

    @property
    def bad_input(self) -> bool:
        return bool(self.check.get("errors")) or self.failure is not None


def failed_result(
    task: ProgramTask,
    message: str,
    seconds: float,
    attempts: int = 1,
    kept: Json | None = None,
    killed: bool = False,
) -> ProgramResult:
    """The result of a task whose worker failed (the executors' readable result for a killed
    worker): the error, and the verdicts of the deepest bound it finished when it streamed
    them (``kept``, :func:`errlang.project.kept.streaming`; said ended by ``message``), else
    its first unit's assertions ``unknown``; ``killed``: at its time budget (out of time)."""
    error = {"file": task.program.name, "line": 1, "column": 1, "message": message}
    if kept is not None:
        check = said_ended(kept, message)
    else:
        options, name = task.options, task.program.name
        settings = Settings(loop_bound=options.loop_bound, timeout=options.timeout)
        check = scanned(task.program.units, name, settings, message, killed)
    check["out_of_time"] = bool(check.get("out_of_time")) or killed
    check["errors"] = [*check.get("errors", []), error]
    return ProgramResult(
        task.program.name,
        tuple(display(u.path) for u in task.program.units),
        check,
        seconds,
        failure=message,
        attempts=attempts,
    )


def run_task(task: ProgramTask) -> ProgramResult:
    """Check ``task``'s program."""
    started = time.monotonic()
    reset_peak_memory()
    spec = task.program
    units = tuple(display(u.path) for u in spec.units)
    check = check_linked(spec.units, task.options, spec.entry, task.since)
    return ProgramResult(
        spec.name,
        units,
        check,
        time.monotonic() - started,
        peak_memory_mb(),
        f"{os.uname().nodename}:{os.getpid()}",
    )


def check_linked(
    units: tuple[Unit, ...], options: CheckOptions, entry: str = "main", since: float | None = None
) -> Json:
    """``errlang check --json`` of the program linked from ``units`` (runs starting in
    ``entry``), every location with its file; ``since``: when its budget starts (default now)."""
    from errlang.session.check import check_program
    from errlang.session.check_bound import Budget
    from errlang.session.check_json import check_json
    from errlang.session.check_partial import streamed
    from errlang.session.front_budget import (
        FrontEndOutOfTime,
        front_end_deadline,
        hold_before_lowering,
        out_of_time,
    )
    from errlang.session.settings import Settings

    name = display(units[0].path)
    # the program's budget: its check and its shortest sequences
    begun = time.monotonic() if since is None else since
    settings = Settings(loop_bound=options.loop_bound, timeout=options.timeout)
    deadline = Budget.start(options.timeout, since=begun).deadline
    program: Program | None = None
    try:
        with front_end_deadline(deadline) as front:  # linking and lowering stop there too
            program = link_units(units, entry, options.entry)
            front.parsed()
            hold_before_lowering(deadline, program)
            ir = lowered_for_check(program, options.loop_bound)
    except FrontEndOutOfTime as stop:
        reason = stop.reason(options.timeout)
        data = {**check_json(out_of_time(name, program, reason, settings)), "cached": False}
        return with_files(data, program) if program is not None else in_file(data, name)
    except FrontendError as error:
        return {
            "file": name,
            "assertions": [],
            "findings": [],
            "errors": _unique(
                {
                    "file": display(d.file),
                    "line": d.line,
                    "column": d.column,
                    "message": _displayed(d.message, units),
                }
                for d in error.diagnostics
            ),
            "warnings": [],
        }
    cache = QueryCache(result_key(ir, program, options))
    cached = cache.blob("check")
    if isinstance(cached, dict):
        data = {**cached, "cached": True}
    else:
        # the budget counts from the task's start: linking and lowering a real library take
        # seconds (cJSON: 6 s), and `--timeout T` ends a program within T + 2 s
        path = str(units[0].path)
        progress = None
        send = current_stream()
        if send is not None:  # what a killed worker keeps: the JSON with files, as the result
            progress = streamed(path, None, settings, lambda d: send(with_files(d, program)))
        result = check_program(path, None, settings, ir=ir, since=begun, progress=progress)
        data = {**check_json(result)}
        deadline = begun + options.timeout
        complete = add_shortest(program, data, options, deadline) if options.shortest else True
        if complete and not data.get("out_of_time") and not data.get("errors"):
            cache.store_blob("check", data)
        data["cached"] = False
    cache.close()
    if options.replay:
        data["replays"] = replays(program, data, units, ir, entry)
    return with_files(data, program)


def add_shortest(
    program: Program, data: Json, options: CheckOptions, deadline: float | None = None
) -> bool:
    """Give each failing assertion its shortest failing event sequence (``shortest``: the
    word and a run producing it, the learned automaton's first counterexample at the bound
    the check failed at), or say why there is none (``shortest_missing``). The learning runs
    of one program share one time budget — what is left of the program's (``deadline``,
    issue 19: ``--timeout`` T ends a program within T + 2 s; None: ``options.timeout`` from
    now) — and one analysis per bound (one encoding). False when the budget cut some of them
    short."""
    from errlang.session.analysis import Analysis
    from errlang.session.errors import AnalysisError
    from errlang.session.settings import Settings

    if deadline is None:
        deadline = time.monotonic() + options.timeout
    analyses: dict[int, Analysis] = {}
    complete = True
    for index, item in enumerate(data.get("assertions", [])):
        if item.get("verdict") != "fails":
            continue
        site = program.assertion_at(item["line"])
        if site is None or site.index != index:
            item["shortest_missing"] = "another assertion is on the same line of another unit"
            continue
        remaining = deadline - time.monotonic()
        if remaining < 1.0:
            item["shortest_missing"] = "the time budget for learning ran out"
            complete = False
            continue
        bound = item.get("loop_bound") or 1
        if bound not in analyses:
            settings = Settings(loop_bound=bound, timeout=remaining)
            analyses[bound] = Analysis(str(program.path), None, settings, program=program)
        analysis = analyses[bound]
        try:
            learned = analysis.learn(item["line"])
        except AnalysisError as error:
            item["shortest_missing"] = f"learning failed: {error}"
            continue
        except Exception as error:  # the verdicts stand without the extra sequence
            item["shortest_missing"] = f"learning failed: {type(error).__name__}: {error}"
            complete = False
            continue
        if not learned.counterexamples:
            item["shortest_missing"] = "learning found no failing run within its budget"
            complete = False
            continue
        run = learned.counterexamples[0]
        item["shortest"] = {"word": list(run.word), "run": run.to_json()}
    return complete


def lowered_for_check(program: Program, loop_bound: int | None = None) -> IRProgram:
    """``program`` lowered as ``check`` lowers its own (:func:`errlang.session.check.
    lowered_for_check`): loop summaries, and scalar loops accelerated in automatic depth."""
    from errlang.session.check import lowered_for_check as lowered

    return lowered(program, loop_bound)


def result_key(ir: IRProgram, program: Program, options: CheckOptions) -> str:
    """The cache key of a program's check result: the engine, the located IR of everything
    ``main`` reaches (positions included: the result names lines), every assertion site, the
    loop bound and whether the shortest failing sequences were asked for. The same key on every
    worker and every machine (content-addressed)."""
    from errlang.ir.program import located_fingerprint
    from errlang.session.targets import engine_fingerprint

    sites = [(s.index, s.line, s.column, s.text, s.function) for s in program.assertions]
    parts = (
        "check-result-1",
        engine_fingerprint(),
        located_fingerprint(ir, "main"),
        sites,
        options.loop_bound,
        options.shortest,
    )
    return hashlib.sha256(repr(parts).encode()).hexdigest()


def _displayed(message: str, units: Sequence[Unit]) -> str:
    """``message`` with each unit's path (as the database gives it: absolute) written as the
    report writes files (``first defined at app/dup.c:1``)."""
    for unit in units:
        message = message.replace(f"{unit.path}:", f"{display(unit.path)}:")
    return message


def _unique(errors: Iterable[Json]) -> list[Json]:
    """``errors`` without repeats (a header's declaration seen by two units conflicts once)."""
    found: list[Json] = []
    for error in errors:
        if error not in found:
            found.append(error)
    return found


def with_files(data: Json, program: Program) -> Json:
    """``data`` (a check JSON of ``program``) with ``file`` on every location."""
    main = display(program.path)

    def of(function: str) -> str:
        definition = program.functions.get(function)
        coord = definition.coord if definition is not None else None
        return display(str(coord.file)) if coord is not None and coord.file else main

    data["file"] = main
    data["units"] = [display(u) for u in program.units or (program.path,)]
    for item in data.get("assertions", []):
        item["file"] = of(item["function"])
    for index, site in enumerate(program.assertions):
        coord = site.node.coord
        if index < len(data.get("assertions", [])) and coord is not None and coord.file:
            data["assertions"][index]["file"] = display(str(coord.file))
    for finding in data.get("findings", []):
        finding["file"] = of(finding["function"])
    for item in [*data.get("assertions", []), *data.get("findings", [])]:
        run = item.get("counterexample") or item.get("run")
        if run:
            for step in run.get("steps", []):
                step["file"] = of(step["function"])
            for value in run.get("inputs", []):
                value["file"] = of(value["function"])
        shortest = item.get("shortest", {}).get("run")
        for step in shortest.get("steps", []) if shortest else []:
            step["file"] = of(step["function"])
        for cut in item.get("cuts", []):
            cut["file"] = of(cut["function"])
    for error in [*data.get("errors", []), *data.get("warnings", [])]:
        error.setdefault("file", main)
    from errlang.cli.names import shown_json

    shown: Json = shown_json(data, program)  # renamed statics as ``ledger.c:valid``
    return shown


def reset_peak_memory() -> None:
    """Start this process's peak resident set size afresh (Linux: ``clear_refs`` 5), so that
    a worker reused for several programs reports each one's own peak."""
    with contextlib.suppress(OSError):
        Path("/proc/self/clear_refs").write_text("5")


def peak_memory_mb() -> float:
    """This process's peak resident set size since :func:`reset_peak_memory` (``VmHWM``;
    else the process's lifetime peak)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except (OSError, ValueError, IndexError):
        pass
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
