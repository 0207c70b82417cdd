"""`errlang check FILE.c`: a bounded verdict for every assertion."""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from errlang.cli.isolated import Ended, run_isolated
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_FAILS, EXIT_OK
from errlang.explain.conditions import written_text
from errlang.explain.deciding import DecidingStep
from errlang.explain.harness_source import bytes_literal
from errlang.explain.stdin import stdin_formats
from errlang.explain.values import input_texts, violation_text, written_texts
from errlang.frontend.entry import DEFAULT_MAX_BYTES
from errlang.session.check import check_program
from errlang.session.check_json import check_json, replay_json
from errlang.session.check_partial import CheckProgress, ended_abnormally
from errlang.session.check_reasons import search_summary
from errlang.session.check_replay import replay_check
from errlang.session.forked import Send
from errlang.session.settings import Settings
from errlang.session.verdicts import AssertionVerdict, CheckResult, InputError
from errlang.teacher.solver import Run, abandoned


def add_program_options(
    parser: argparse.ArgumentParser,
    timeout_help: str = "time budget in seconds (default 60)",
    allocations: bool = True,
) -> None:
    """-I, -D, --timeout and --json: the options of every command that reads C files;
    ``allocations``: --malloc-may-fail too (the commands whose runs are errlang's)."""
    parser.add_argument("-I", dest="include", action="append", default=[], metavar="DIR")
    parser.add_argument("-D", dest="define", action="append", default=[], metavar="NAME[=V]")
    parser.add_argument("--timeout", type=seconds, default=60.0, metavar="S", help=timeout_help)
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--max-bytes",
        type=positive,
        default=DEFAULT_MAX_BYTES,
        metavar="N",
        help="the entry point's buffers: up to N bytes (a fuzz target's data; default "
        f"{DEFAULT_MAX_BYTES}), strings up to N characters",
    )
    parser.add_argument(
        "--nullable",
        action="store_true",
        help="the entry point's pointer parameters may also be null (not a fuzz target's data)",
    )
    if allocations:
        parser.add_argument(
            "--malloc-may-fail",
            action="store_true",
            help="malloc and calloc may return NULL (an input of each call); by default they "
            "never do, as CBMC's default (docs/semantics.md)",
        )


MAX_TIMEOUT = 1e6  # seconds (11 days): past it a deadline overflows select()'s time_t


def seconds(text: str) -> float:
    """A time budget: a finite number of seconds above 0 (``--timeout nan``, ``inf`` and
    ``1e30`` raised an OverflowError deep in the analysis; 0 and -1 were taken and every
    assertion ended ``unknown``)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < value <= MAX_TIMEOUT:  # also false for nan
        raise argparse.ArgumentTypeError(f"must be above 0 and at most {MAX_TIMEOUT:g} seconds")
    return value


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("check", help="verdicts for every assertion, undefined behaviour")
    parser.add_argument("file", nargs="?", help="the C file")
    add_project_options(parser)
    add_program_options(parser)
    parser.add_argument(
        "--loop-bound",
        type=positive,
        default=None,
        metavar="B",
        help="iterations per loop and recursion depth (default: deepen 1, 2, 3, 4, 6, 8, … "
        "within the time budget)",
    )
    parser.add_argument(
        "--replay",
        action="store_true",
        help="run every counterexample and undefined-behaviour run compiled with gcc "
        "(the sanitizers for undefined behaviour); this runs the program",
    )
    parser.add_argument(
        "--spec",
        metavar="SPEC.json",
        help="check the API calls of every run against a specification (errlang mine): "
        "scenarios it rejects are counterexamples (docs/mining.md)",
    )
    parser.set_defaults(func=run)


def add_project_options(parser: argparse.ArgumentParser) -> None:
    """Several files, projects, executors and reports (docs/projects.md)."""
    parser.add_argument(
        "more", nargs="*", metavar="FILE.c", help="further translation units, linked with FILE"
    )
    parser.add_argument(
        "--project",
        metavar="PATH",
        help="compile_commands.json, or a directory where it is found (as clangd finds it): "
        "every unit defining the entry point is a program, linked with the units defining none",
    )
    parser.add_argument(
        "--program",
        action="append",
        default=[],
        metavar="A.c,B.c",
        help="a program's units (repeatable), instead of those found in the project",
    )
    parser.add_argument("--entry", default="main", metavar="F", help="the entry point (main)")
    parser.add_argument(
        "--workers", type=positive, default=None, metavar="N", help="worker processes (cores)"
    )
    parser.add_argument(
        "--ray",
        nargs="?",
        const="local",
        default=None,
        metavar="ADDRESS",
        help="run the programs on Ray: 'local' starts one, else join the cluster at ADDRESS",
    )
    parser.add_argument("--sarif", metavar="OUT", help="write the results as SARIF 2.1.0")
    parser.add_argument("--html", metavar="OUT", help="write a self-contained HTML report")


def run(args: argparse.Namespace) -> int:
    from errlang.project.cli import run_project, uses_project_path

    if uses_project_path(args):
        return run_project(args)
    if args.file is None:
        print("errlang check: error: give a C file or --project", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.spec:
        from errlang.cli.mine import run_spec_check  # the mining package, only when asked

        return run_spec_check(args)
    settings = Settings(
        loop_bound=args.loop_bound,
        timeout=args.timeout,
        include_dirs=tuple(args.include),
        defines=tuple(args.define),
        max_bytes=args.max_bytes,
        nullable=args.nullable,
        malloc_may_fail=args.malloc_may_fail,
    )
    what = file_problem(args.file)
    if what is not None:
        return report(args, settings, CheckResult(args.file, errors=(InputError(1, 1, what),)))
    since: float = args.started
    # in a child process: a crash (signal, memory, a thread) still ends with a result and reason
    deadline = None if args.replay else since + args.timeout + 1.5

    def analysed(send: Send) -> CheckResult:
        return check_program(args.file, None, settings, since=since, progress=_to(send))

    return run_isolated(
        lambda send: report(args, settings, analysed(send)),
        lambda ended: report(args, settings, _interrupted(args, settings, ended), replay=False),
        deadline,
    )


def file_problem(path: str) -> str | None:
    """Why ``path`` cannot be checked as a C file, None when it can: missing, a directory, or
    not a regular file (a FIFO or a device, whose reading may block or never end: it was
    called "no such file")."""
    file = Path(path)
    if file.is_file():
        return None
    if file.is_dir():
        return "a directory, not a C file"
    return "not a regular file (a FIFO, a device)" if file.exists() else "no such file"


def _to(send: Send) -> Callable[[CheckProgress], None]:
    """The check's progress sent to the parent; one that cannot be sent (it does not pickle)
    is left out, the analysis goes on."""

    def tell(progress: CheckProgress) -> None:
        with contextlib.suppress(Exception):
            send(progress)

    return tell


def _interrupted(args: argparse.Namespace, settings: Settings, ended: Ended) -> CheckResult:
    """The result of an analysis that ended without its own: what it sent before (the
    bounds it finished), or its assertions ``unknown``; not replayed (the replay's own
    encodings could end the same way, in this process)."""
    partial = ended.partial if isinstance(ended.partial, CheckProgress) else None
    result = ended_abnormally(
        args.file, ended.reason, settings, progress=partial, killed=ended.killed
    )
    if args.replay and (result.fails or result.findings):
        note = "not replayed: the analysis did not end"
        result = replace(result, message=f"{result.message}; {note}" if result.message else note)
    return result


def report(
    args: argparse.Namespace, settings: Settings, result: CheckResult, replay: bool = True
) -> int:
    """Print ``result`` (text or JSON, with its replays if asked) and give the exit code."""
    replays = (
        replay_check(args.file, result, settings)
        if replay and args.replay and not abandoned()
        else ()
    )
    if args.json:
        data = check_json(result)
        if args.replay:
            data["replays"] = [replay_json(r) for r in replays]
        print(json.dumps(data, indent=2))
    else:
        print_human(result)
        for replayed in replays:
            where = f"{replayed.file or args.file}:{replayed.line}"
            print(f"{where}: replay of the {replayed.subject}: ", end="")
            print(f"{replayed.status}: {replayed.detail}")
    # run_isolated's child ends with os._exit: z3's objects are never finalised (that takes a
    # second on big formulas, and could crash while z3 still runs in an abandoned thread)
    return exit_code(result)


def exit_code(result: CheckResult) -> int:
    """1 if an assertion fails or undefined behaviour is reachable, else 2 on input errors."""
    if result.fails or any(f.severity == "error" for f in result.findings):
        return EXIT_FAILS
    return EXIT_BAD_INPUT if result.errors else EXIT_OK


def print_human(result: CheckResult) -> None:
    """``result`` as text: every location ``file:line:column`` in its own file (a header's line
    in the header, issue 29)."""
    path = result.file
    for error in result.errors:
        where = f"{error.file or path}:{error.line}:{error.column}"
        print(f"{where}: error: {error.message}", file=sys.stderr)
    for warning in result.warnings:
        where = f"{warning.file or path}:{warning.line}:{warning.column}"
        print(f"{where}: warning: {warning.message}", file=sys.stderr)
    for item in result.assertions:
        where = f"{item.file or path}:{item.line}:{item.column}"
        verdict = item.verdict.upper() if item.verdict == "fails" else item.verdict
        bound = f" (loop bound {item.loop_bound})" if item.loop_bound else ""
        print(f"{where}: {verdict}{bound}: {_condition(item, item.file or path)}")
        print(f"    {item.reason}")
        if item.counterexample is not None:
            _print_fuzz_input(item.fuzz_input)
            _print_run(item.counterexample, result, item.deciding)
    for finding in result.findings:
        where = f"{finding.file or path}:{finding.line}:{finding.column}"
        kind = "UNDEFINED BEHAVIOUR" if finding.severity == "error" else "warning"
        within = f" (in {finding.function})" if finding.function else ""
        print(f"{where}: {kind}: {finding.reason}{within}")
        if finding.assumes:  # session/assumptions.py: what the run assumes
            print(f"    {finding.assumes}")
        _print_fuzz_input(finding.fuzz_input)
        _print_run(finding.run, result)
    if result.out_of_time and result.stats is None and not result.assertions:
        print(f"{path}: unknown: the program was not read to its end, its assertions are unknown")
    elif not result.assertions and not (result.errors and not result.findings):
        errors = sum(1 for f in result.findings if f.severity == "error")
        print(f"{path}: {search_summary(result.loop_bound, result.complete, errors)}")
    for assumed in result.assumptions:  # allocations succeed (session/assumptions.py)
        print(f"{assumed.file or path}:{assumed.line}:{assumed.column}: note: {assumed.message}")
    if result.message:
        print(f"{path}: note: {result.message}")


def _print_fuzz_input(data: bytes | None) -> None:
    """A fuzz target's bytes, as a C string (what its fuzzer binary replays from a file)."""
    if data is not None:
        print(f"    fuzz input ({len(data)} bytes): {bytes_literal(data)}")


@functools.cache
def _source_text(path: str) -> str:
    try:
        return Path(path).read_text(errors="replace")
    except OSError:
        return ""


@functools.cache
def _source_lines(path: str) -> tuple[str, ...]:
    return tuple(_source_text(path).splitlines())


def _condition(item: AssertionVerdict, path: str) -> str:
    """An assertion as written in ``path`` (``a[k] % 2 == 0``, ``state != NULL``, the macro
    ``ERROR``), not as the engine reads it after the preprocessor (``(a[k] % 2) == 0``,
    ``state != ((void *) 0)``, ``__VERIFIER_error()``: kept in ``--json``)."""
    written = written_text(item.text, _source_text(path), item.line, item.column)
    return written or item.text


def _formats(path: str) -> dict[int, str] | None:
    """The scanf formats of ``path`` by line when it reads stdin only (a run's stdin is then
    shown as the text it read)."""
    return stdin_formats(_source_lines(path))


def _print_run(run: Run, result: CheckResult, deciding: DecidingStep | None = None) -> None:
    """Inputs by the variable receiving them, the values that make the assertion false, the
    step that decides the failure, and each step with the values written on it (the words of
    ``explain`` and the JSON's fields); the deciding step is marked ◆."""
    inputs = ", ".join(input_texts(run, _formats(result.file)))
    print(f"    inputs: {inputs or '(none)'}")
    if run.violation:
        print(f"    fails with: {violation_text(run)}")
    if deciding is not None:
        print(f"    decided at {deciding.text(run)}")
    writes = written_texts(run)
    for index, (line, function) in enumerate(run.steps):
        file = result.file_of(function)
        lines = _source_lines(file)
        text = lines[line - 1].strip() if 0 < line <= len(lines) else ""
        # a step in another file than the checked one (a unit, a header) names its file
        place = f"{line:>5}" if file == result.file else f"{Path(file).name}:{line}"
        written = writes[index]
        note = f"   {written}" if written else ""
        mark = " "
        if deciding is not None and deciding.step_index == index:
            mark = "◆"
            if deciding.kind == "branch" and deciding.values:
                note += f"   tests {deciding.values_text(run)}"
        print(f"   {mark}{place} {function:<16} {text}{note}".rstrip())
