"""``errlang check`` on several files or a project: the code path of the options ``FILE.c …``,
``--project``, ``--program``, ``--entry``, ``--workers``, ``--ray``, ``--sarif`` and ``--html``
(docs/projects.md). Single-file ``check`` without them stays in :mod:`errlang.cli.check`."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from errlang.frontend.entry import EntryOptions
from errlang.frontend.link import Unit
from errlang.project.compdb import DatabaseError, Skipped, find_database, read_database
from errlang.project.discover import ProgramSpec, Project, discover, display, named_programs
from errlang.project.executor import default_workers, run_local
from errlang.project.report import RunReport, exit_code, print_results, report_json
from errlang.project.tasks import CheckOptions, ProgramResult, ProgramTask

EXIT_BAD_INPUT = 2


def uses_project_path(args: argparse.Namespace) -> bool:
    """Whether ``check``'s arguments ask for this code path."""
    return bool(
        args.more
        or args.project
        or args.program
        or args.sarif
        or args.html
        or args.workers is not None
        or args.ray is not None
        or args.entry != "main"
    )


def run_project(args: argparse.Namespace) -> int:
    """``errlang check`` over the programs the arguments name (see the module docstring)."""
    try:
        project = _project(args)
    except DatabaseError as error:
        print(f"errlang: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    for skipped in project.skipped:
        print(f"{display(skipped.path)}: warning: skipped: {skipped.reason}", file=sys.stderr)
    if not project.programs:
        print(f"errlang: error: no program defines '{args.entry}'", file=sys.stderr)
        return EXIT_BAD_INPUT
    options = CheckOptions(
        args.loop_bound,
        args.timeout,
        bool(args.replay),
        bool(args.sarif or args.html),
        EntryOptions(args.max_bytes, args.nullable, args.malloc_may_fail),
    )
    # one program named on the command line: its budget counts from the command's start
    since = None if args.project or len(project.programs) != 1 else getattr(args, "started", None)
    tasks = [ProgramTask(p, options, since) for p in project.programs]
    started = time.monotonic()
    progress = _Progress(len(tasks), enabled=not args.json)
    if args.ray is not None:
        from errlang.project.ray_executor import run_ray  # Ray only when asked

        if not ray_available():
            print("errlang: error: --ray needs Ray: pip install 'errlang[ray]'", file=sys.stderr)
            return EXIT_BAD_INPUT

        results, executor = run_ray(tasks, args.ray, args.workers, progress), f"ray {args.ray}"
    else:
        workers = args.workers or default_workers()
        results, executor = run_local(tasks, workers, progress), f"{workers} local workers"
    report = RunReport(tuple(results), project.skipped, time.monotonic() - started, executor)
    if args.json:  # one program: its check's schema, as `check FILE.c --json` prints it
        one = len(report.results) == 1 and not args.project and not args.program
        print(json.dumps(report.results[0].check if one else report_json(report), indent=2))
    else:
        print_results(report)
    written = _write_reports(args, report)
    return exit_code(report) if written is None else written


def _write_reports(args: argparse.Namespace, report: RunReport) -> int | None:
    """Write ``--sarif`` and ``--html``; an exit code when one cannot be written."""
    from errlang.project.html import write_html
    from errlang.project.sarif import write_sarif

    for option, writer in ((args.sarif, write_sarif), (args.html, write_html)):
        if not option:
            continue
        try:
            writer(Path(option), report)
        except OSError as error:
            print(f"errlang: error: cannot write {option}: {error.strerror}", file=sys.stderr)
            return EXIT_BAD_INPUT
    return None


def ray_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("ray") is not None


def _project(args: argparse.Namespace) -> Project:
    include_dirs, defines = tuple(args.include), tuple(args.define)
    known: list[Unit] = []
    skipped: tuple[Skipped, ...] = ()
    if args.project:
        database = find_database(Path(args.project))
        if database is None:
            raise DatabaseError(f"{args.project}: no compile_commands.json found")
        known, skipped_entries = read_database(database)
        known = [_with_flags(u, include_dirs, defines) for u in known]
        skipped = tuple(skipped_entries)
    files = [f for f in (args.file, *args.more) if f]
    if args.program:
        programs = named_programs(args.program, known or [Unit(Path(f)) for f in files], args.entry)
        programs = tuple(_flagged(p, include_dirs, defines, bool(known)) for p in programs)
        return Project(programs, skipped)
    if files and not args.project:
        units = tuple(Unit(Path(f), None, include_dirs, defines) for f in files)
        return Project((ProgramSpec(display(files[0]), units, args.entry),))
    found = discover(known, args.entry)
    return Project(found.programs, (*skipped, *found.skipped))


def _with_flags(unit: Unit, include_dirs: Sequence[str], defines: Sequence[str]) -> Unit:
    """``unit`` with the command line's -I/-D added to the database's own."""
    return Unit(
        unit.path, unit.text, (*unit.include_dirs, *include_dirs), (*unit.defines, *defines)
    )


def _flagged(
    program: ProgramSpec, include_dirs: Sequence[str], defines: Sequence[str], known: bool
) -> ProgramSpec:
    if known:
        return program
    units = tuple(_with_flags(u, include_dirs, defines) for u in program.units)
    return ProgramSpec(program.name, units, program.entry)


class _Progress:
    """One line on stderr per finished program: ``[3/120] src/a.c: 2 hold, 1 fails (1.2 s)``."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.total = total
        self.done = 0
        self.enabled = enabled

    def __call__(self, result: ProgramResult) -> None:
        self.done += 1
        if not self.enabled:
            return
        print(
            f"[{self.done}/{self.total}] {result.name}: {progress_summary(result)} "
            f"({result.seconds:.1f} s)",
            file=sys.stderr,
            flush=True,
        )


def progress_summary(result: ProgramResult) -> str:
    """``1 fails, 2 holds, 1 undefined behaviour``: what the check of one program gave, and
    what stopped it (errors: what it could not analyse; the time budget) beside its verdicts."""
    check = result.check
    if result.failure:
        return result.failure
    verdicts: dict[str, int] = {}
    for item in check.get("assertions", []):
        verdicts[item["verdict"]] = verdicts.get(item["verdict"], 0) + 1
    parts = [f"{n} {v}" for v, n in sorted(verdicts.items())]
    findings = sum(1 for f in check.get("findings", []) if f.get("severity") == "error")
    if findings:
        parts.append(f"{findings} undefined behaviour" + ("s" if findings > 1 else ""))
    errors = len(check.get("errors", []))
    if errors and not parts:
        parts.append("not analysed (errors)")
    elif errors:
        parts.append(f"{errors} error{'s' if errors > 1 else ''}")
    if check.get("out_of_time"):
        parts.append("the time budget ran out")
    return ", ".join(parts) or "no assertions"
