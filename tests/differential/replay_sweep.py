"""Replay every counterexample errlang reports on a set of C files under gcc's sanitizers
(engineer E's sweep: "a counterexample errlang reports is a real run").

For each file: ``check`` (its default deepening, ``--timeout``), then every ``fails`` is
replayed by the harness built with ``-fsanitize=address,undefined`` (``Replayer(sanitize=
True)``: the run must fail the same assertion with no undefined behaviour before it), and every
finding by the sanitizer replay (the same kind at the same line). Each file runs in a forked
child with a deadline (a crash or a hang is a row, not the end of the sweep).

    .venv/bin/python tests/differential/replay_sweep.py [--timeout S] [-I DIR] FILE.c|DIR …

Prints one line per replay that is not reproduced, and the totals; ``--json`` writes the rows.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from errlang.explain.replay import Replayer
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.session.check import check_program
from errlang.session.check_replay import replay_check, replay_failure
from errlang.session.forked import Send, run_forked
from errlang.session.settings import Settings


@dataclass(frozen=True)
class Row:
    """One replay (or why a file gave none)."""

    file: str
    subject: str  # assertion, finding, error
    line: int
    status: str  # reproduced, not-reproduced, not-detected, crashed
    detail: str


def sweep_file(path: str, settings: Settings) -> list[Row]:
    """``path`` checked, each counterexample and finding replayed (in this process)."""
    result = check_program(path, None, settings)
    rows: list[Row] = []
    failing = [a for a in result.assertions if a.verdict == "fails" and a.counterexample]
    if failing:
        program = parse_file(path, None, settings.include_dirs, settings.defines, settings.entry)
        ir = build_ir(program, summarise_loops=True)
        with Replayer(program, sanitize=True) as replayer:
            for verdict in failing:
                done = replay_failure(replayer, ir, verdict)
                rows.append(Row(path, "assertion", done.line, done.status, done.detail))
    if result.findings:
        for done in replay_check(path, replace(result, assertions=()), settings):
            rows.append(Row(path, done.subject, done.line, done.status, done.detail))
    return rows


def sweep(paths: list[str], settings: Settings) -> list[Row]:
    rows: list[Row] = []
    for path in paths:

        def work(_send: Send, path: str = path) -> list[dict[str, object]]:
            return [asdict(r) for r in sweep_file(path, settings)]

        outcome = run_forked(work, deadline=time.monotonic() + settings.timeout * 3 + 120)
        if not outcome.finished or not isinstance(outcome.value, list):
            why = outcome.error_text or outcome.reason or "the child ended without a result"
            rows.append(Row(path, "error", 0, "crashed", why))
            continue
        rows.extend(Row(**r) for r in outcome.value)
    return rows


def c_files(arguments: list[str]) -> list[str]:
    found: list[str] = []
    for argument in arguments:
        path = Path(argument)
        found.extend(sorted(str(p) for p in path.rglob("*.c")) if path.is_dir() else [argument])
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("-I", dest="include", action="append", default=[])
    parser.add_argument("--json", metavar="OUT")
    args = parser.parse_args(argv)
    settings = Settings(timeout=args.timeout, include_dirs=tuple(args.include))
    files = c_files(args.paths)
    rows = sweep(files, settings)
    for row in rows:
        if row.status not in ("reproduced", "not-detected"):
            print(f"{row.file}:{row.line}: {row.subject}: {row.status}: {row.detail[:300]}")
    counts = Counter((r.subject, r.status) for r in rows)
    totals = ", ".join(f"{s} {t}: {n}" for (s, t), n in sorted(counts.items()))
    print(f"{len(files)} files; {totals}")
    if args.json:
        Path(args.json).write_text(json.dumps([asdict(r) for r in rows], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
