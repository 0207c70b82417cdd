"""How `errlang check` scales with the input: parser harnesses on N nondeterministic bytes
(issue 30). Per harness and size: the verdicts, the deepest bound finished, wall seconds, and
per bound the engine's seconds and formula size (distinct z3 nodes).

Run:  .venv/bin/python benchmarks/scaling_bench.py [--sizes 4,8,16,32,64] [--timeout S]
                                                   [--only NAME …] [--engine-at COMMIT]
                                                   [--extra FILE …] [--json OUT]
                                                   [--repeat K]

Harnesses: benchmarks/programs/scaling/*.c, each sized by ``-DN=<bytes>``. Every run is a fresh
``errlang check --json`` process (Python start-up included in the wall seconds); its CPU
seconds (user + sys, z3's threads included) are printed too, since wall time on a shared
machine says more about the load than about the engine. The load
average is printed with each row: the machine is shared, and wall time on 2 cores grows with
it. ``--engine-at COMMIT`` measures the engine of an earlier commit (its ``core/`` extracted
with ``git archive`` into a temporary directory and put first on PYTHONPATH): the "before"
column of docs/benchmarks-scaling.md was measured that way. In a tree several engineers edit
at once, ``--engine-at HEAD`` measures the committed engine rather than whatever is half
edited in ``core/`` at the moment a run starts (the tenth session's held-out table; a check
that refuses the program prints ``error:`` and its first message instead of a verdict).

Python's bytecode: a user's installed errlang has its modules compiled once (pip writes the
``.pyc`` files); where ``PYTHONDONTWRITEBYTECODE`` is set (this machine's sessions set it) every
process compiles the ~260 modules of errlang it imports again, 0.3-0.4 s of CPU per
``errlang check``. The runs
measured here get a bytecode cache of their own (``PYTHONPYCACHEPREFIX`` in the temporary
directory, filled by one warm-up check per engine); ``--no-bytecode-cache`` measures without.

One run says little: a fresh process's time for the same bound has varied by up to 2.7x between
runs on an idle machine. ``--repeat K`` measures every cell K times (the runs of one round go
through every harness and size before the next round starts, so a burst of load spreads over
cells rather than hitting one) and ends with a summary per cell: the verdicts of all K runs
(``differs`` when they do not agree), how many completed, the median and the range of the wall
seconds, and per harness the growth of the median wall time from the smallest size to the
largest where both completed in every run.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HARNESSES = ROOT / "benchmarks" / "programs" / "scaling"


def engine_at(commit: str, into: Path) -> Path:
    """The ``core/`` directory of ``commit``, extracted under ``into``."""
    archive = subprocess.run(
        ["git", "archive", commit, "core"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "core"


WARM_UP = "#include <assert.h>\nint main(void) { int x = 1; assert(x == 1); return 0; }\n"


def environment(core: Path | None, pycache: Path | None) -> dict[str, str]:
    """The measured process's environment: ``core`` first on the path, ``pycache`` its bytecode
    cache (None: as this process's environment says)."""
    env = dict(os.environ)
    if core is not None:
        env["PYTHONPATH"] = str(core)
    if pycache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    return env


def warm_up(env: dict[str, str], scratch: Path) -> None:
    """One check of a trivial program: every module a check imports compiled into the cache."""
    program = scratch / "warm_up.c"
    program.write_text(WARM_UP)
    command = [sys.executable, "-m", "errlang", "check", str(program), "--json"]
    subprocess.run(command, cwd=ROOT, env=env, capture_output=True, timeout=120)


def measure(
    path: Path, size: int, timeout: float, env: dict[str, str], defines: tuple[str, ...] = ()
) -> dict[str, Any]:
    """One ``errlang check --json`` run of ``path`` at ``-DN=size`` in the environment ``env``."""
    command = [sys.executable, "-m", "errlang", "check", str(path), f"-DN={size}"]
    command += [f"-D{name}" for name in defines]
    command += ["--json", "--timeout", str(timeout)]
    load = os.getloadavg()[0]
    started = time.monotonic()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout + 30
    )
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    row: dict[str, Any] = {"harness": path.stem, "bytes": size, "wall": round(wall, 2)}
    row["cpu"] = round(cpu, 2)  # user + sys of the check process, its threads included
    row["load"] = round(load, 1)
    try:
        result = json.loads(done.stdout)
    except json.JSONDecodeError:
        row["error"] = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return row
    row["verdicts"] = sorted({a["verdict"] for a in result["assertions"]})
    # each failing assertion's own bound: the top-level one is the deepest bound searched, which
    # since ca29e1c may go past the failures' bound looking for undefined behaviour
    row["fail_bounds"] = sorted(
        {a["loop_bound"] for a in result["assertions"] if a["verdict"] == "fails"},
        key=lambda b: (b is None, b),
    )
    # a check that refused the program (or part of it) says so here, not as a verdict
    row["errors"] = [str(e.get("message", e)) for e in result.get("errors", [])]
    row["findings"] = sorted({f"{f['reason']}@{f['line']}" for f in result["findings"]})
    row["loop_bound"] = result.get("loop_bound")
    row["complete"] = result.get("complete")
    row["message"] = result.get("message")
    row["bounds"] = [
        {k: b.get(k) for k in ("loop_bound", "finished", "seconds", "formula_size")}
        for b in result.get("stats", {}).get("bounds", [])
    ]
    return row


def verdict_text(row: dict[str, Any]) -> str:
    if "error" in row:
        return f"error: {row['error']}"
    if row.get("errors"):
        return f"error: {row['errors'][0]}"
    verdicts = "/".join(row["verdicts"]) or "-"
    ub = " +UB" if row["findings"] else ""
    complete = " complete" if row["complete"] else ""
    failed = row.get("fail_bounds") or []
    at = f", fails at bound {'/'.join(str(b) for b in failed)}" if failed else ""
    return f"{verdicts}{ub} (bound {row['loop_bound']}{complete}{at})"


def bounds_text(row: dict[str, Any]) -> str:
    cells = []
    for b in row.get("bounds", []):
        mark = "" if b["finished"] else " (stopped)"
        size = b["formula_size"] if b["formula_size"] is not None else "-"
        cells.append(f"{b['loop_bound']}: {b['seconds']:.1f} s / {size}{mark}")
    return "; ".join(cells)


def cell_summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """What K runs of one harness at one size say together."""
    texts = {verdict_text(row) for row in runs}
    walls = [row["wall"] for row in runs]
    return {
        "verdict": texts.pop() if len(texts) == 1 else "differs: " + " / ".join(sorted(texts)),
        "complete": sum(1 for row in runs if row.get("complete")),
        "runs": len(runs),
        "median": statistics.median(walls),
        "low": min(walls),
        "high": max(walls),
    }


def print_summary(rows: list[dict[str, Any]], harnesses: list[str], sizes: list[int]) -> None:
    """Per cell the median and range of K runs; per harness the growth of the median."""
    print("\n| harness | bytes | verdict | complete | median wall s | range |")
    print("|---|---|---|---|---|---|")
    cells: dict[tuple[str, int], dict[str, Any]] = {}
    for name in harnesses:
        for size in sizes:
            runs = [r for r in rows if r["harness"] == name and r["bytes"] == size]
            if not runs:
                continue
            cell = cells[name, size] = cell_summary(runs)
            print(
                f"| {name} | {size} | {cell['verdict']} | {cell['complete']}/{cell['runs']} | "
                f"{cell['median']:.1f} | {cell['low']:.1f}-{cell['high']:.1f} |"
            )
    print(
        "\n| harness | growth of the median wall, smallest to largest size completed by every run |"
    )
    print("|---|---|")
    for name in harnesses:
        done = [
            s
            for s in sizes
            if (name, s) in cells and cells[name, s]["complete"] == cells[name, s]["runs"]
        ]
        if len(done) < 2:
            print(f"| {name} | - (fewer than two sizes completed by every run) |")
            continue
        low, high = cells[name, min(done)], cells[name, max(done)]
        factor = high["median"] / max(low["median"], 0.01)
        print(f"| {name} | {min(done)} -> {max(done)} bytes: {factor:.1f}x |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="4,8,16,32,64")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument(
        "--only", nargs="+", action="extend", default=None, help="harness names (no .c)"
    )
    parser.add_argument(
        "--extra", nargs="*", default=[], help="more harness files sized by -DN (real code)"
    )
    parser.add_argument("--define", nargs="*", default=[], help="more -D names, e.g. BUG")
    parser.add_argument("--engine-at", default=None, help="a commit whose engine to measure")
    parser.add_argument("--json", default=None, help="write the rows here")
    parser.add_argument(
        "--no-bytecode-cache", action="store_true", help="compile every module in every run"
    )
    parser.add_argument(
        "--repeat", type=int, default=1, help="runs per cell (a summary at the end)"
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    paths = sorted(HARNESSES.glob("*.c"))
    if args.only is not None:
        paths = [p for p in paths if p.stem in args.only]
    paths += [Path(extra).resolve() for extra in args.extra]
    rows = []
    print("| harness | bytes | verdict | CPU s | wall s | load | per bound: wall s / nodes |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as scratch:
        core = engine_at(args.engine_at, Path(scratch)) if args.engine_at else None
        pycache = None if args.no_bytecode_cache else Path(scratch) / "pycache"
        env = environment(core, pycache)
        if pycache is not None:
            warm_up(env, Path(scratch))
        for run in range(max(1, args.repeat)):
            for size in sizes:
                for path in paths:
                    row = measure(path, size, args.timeout, env, tuple(args.define))
                    row["run"] = run
                    rows.append(row)
                    print(
                        f"| {path.stem} | {size} | {verdict_text(row)} | {row['cpu']:.1f} | "
                        f"{row['wall']:.1f} | "
                        f"{row['load']} | {bounds_text(row)} |",
                        flush=True,
                    )
    if args.repeat > 1:
        print_summary(rows, [p.stem for p in paths], sizes)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
