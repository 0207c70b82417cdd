"""errlang next to the 2015 tool's Table 1 (Chapman et al., ATVA 2015), on errlang's own versions
of the paper's programs (benchmarks/programs/atva2015; the paper's programs are public, these
are written in their style, not copied).

Run:  .venv/bin/python benchmarks/table1_bench.py [--runs N] [--timeout S] [--only NAME] [--json]
                                                  [--engine-at COMMIT]

For each row: ``errlang learn FILE --line L --loop-bound b --max-length n`` at the paper's bounds
(b, n), and ``errlang check FILE --loop-bound b``, each in a fresh process with a cold query
cache (a new ``ERRLANG_CACHE_DIR``), ``--runs`` times (default 3); the table shows medians. The
paper's Time column is CPU time on a 3.2 GHz quad-core (2015), so both are shown: errlang's CPU
time (user + system of the process and its children) and its wall-clock time. The ratio column
is errlang's CPU time over the paper's, and the last line their geometric mean; the
``no-conf`` columns are the same learn with ``--no-confirm`` (no check of the picture at b+1,
which the 2015 tool did not have either: the like-for-like comparison; at a fixed bound that
check encodes b+1 in a forked child while b is learned, session/confirm_ahead.py, so its CPU
counts here but its wall time mostly hides behind the learn's). ``--only NAME``: the rows of
that program only. ``learn/check`` is
errlang's own learn time over its check time (wall). States: the exact automaton's states;
picture: the states of the picture shown beside it; "at b+1": what the check of the picture at
b+1 found (confirmed; refuted, then the exact automaton is shown; "-": not finished or nothing
to check).

Python byte code: the engine's modules are compiled once, before the first counted run, into a
cache of the benchmark's own (``PYTHONPYCACHEPREFIX``), as an installed package has them; a
process that may not write byte code (``PYTHONDONTWRITEBYTECODE``) compiles all ~170 modules
at every start (about 0.2 s more per run). ``--engine-at COMMIT``: that commit's engine alone
(check_corpus.pin_engine).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from check_corpus import add_engine_option, engine_label, pin_engine  # noqa: E402

PROGRAMS = ROOT / "benchmarks" / "programs" / "atva2015"


@dataclass(frozen=True)
class Row:
    """One row of the paper's Table 1 and the program and line standing for it here."""

    name: str
    program: str
    line: int
    loop_bound: int
    max_length: int
    paper_seconds: float
    paper_states: int


ROWS = (
    Row("bubble_sort", "bubble_sort_linux.c", 36, 2, 16, 1.61, 10),
    Row("bubble_sort", "bubble_sort_linux.c", 36, 3, 19, 4.24, 19),
    Row("sll_to_dll_rev", "sll_to_dll_rev.c", 81, 1, 28, 2.83, 14),
    Row("sll_to_dll_rev", "sll_to_dll_rev.c", 81, 2, 28, 7.28, 17),
)


@dataclass(frozen=True)
class Measured:
    wall: float
    cpu: float
    code: int
    document: dict[str, Any] | None


BYTECODE = tempfile.mkdtemp(prefix="errlang-table1-pyc-")  # compiled once (module text)


def run(args: list[str], timeout: float) -> Measured:
    """``errlang ARGS`` in a fresh process with its own empty query cache."""
    with tempfile.TemporaryDirectory(prefix="errlang-table1-") as cache:
        env = {**os.environ, "ERRLANG_CACHE_DIR": cache, "PYTHONPYCACHEPREFIX": BYTECODE}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.monotonic()
        try:
            done = subprocess.run(
                [sys.executable, "-m", "errlang", *args],
                capture_output=True,
                text=True,
                env=env,
                timeout=timeout + 30,
                check=False,
            )
            code, out = done.returncode, done.stdout
        except subprocess.TimeoutExpired:
            code, out = -1, ""
        wall = time.monotonic() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    try:
        document = json.loads(out) if out.strip().startswith("{") else None
    except json.JSONDecodeError:
        document = None
    return Measured(wall, cpu, code, document)


def measure(row: Row, runs: int, timeout: float) -> dict[str, Any]:
    path = str(PROGRAMS / row.program)
    bounds = ["--loop-bound", str(row.loop_bound)]
    learn = [
        run(
            [
                "learn",
                path,
                "--line",
                str(row.line),
                *bounds,
                "--max-length",
                str(row.max_length),
                "--timeout",
                str(timeout),
                "--json",
            ],
            timeout,
        )
        for _ in range(runs)
    ]
    bare = [
        run(
            [
                "learn",
                path,
                "--line",
                str(row.line),
                *bounds,
                "--max-length",
                str(row.max_length),
                "--timeout",
                str(timeout),
                "--json",
                "--no-confirm",
            ],
            timeout,
        )
        for _ in range(runs)
    ]
    check = [run(["check", path, *bounds, "--timeout", str(timeout)], timeout) for _ in range(runs)]
    # a learn's document without an automaton is its error (out of time, a refusal): said in
    # the row (before, the table died on it with a KeyError and printed nothing)
    last = next(
        (m.document for m in reversed(learn) if m.document and "states" in m.document), None
    )
    failed = [_error(m) for m in learn if not (m.document and "states" in m.document)]
    learned = last is not None and last.get("bounds", {}).get("loop_bound") == row.loop_bound
    states = len(last["states"]) if last else None
    shown = last.get("picture") if last else None
    picture = len(shown["states"]) if shown else None
    # what the check at b+1 found: "confirmed", "refuted" (the exact automaton is drawn), or
    # "-" (not checked or not finished: the picture says "not confirmed at a larger bound")
    verdict = "-"
    if shown and shown.get("confirmed_at_bounds"):
        verdict = "confirmed"
    elif shown and shown.get("refuted_at_bounds"):
        verdict = "refuted"
    phases = last.get("stats", {}).get("phases", {}) if last else {}
    return {
        "row": asdict(row),
        "learned": learned,
        "states": states,
        "picture_states": picture,
        "picture_check": verdict,
        "learn_cpu": statistics.median(m.cpu for m in learn),
        "learn_wall": statistics.median(m.wall for m in learn),
        "learn_walls": [round(m.wall, 2) for m in learn],
        "bare_cpu": statistics.median(m.cpu for m in bare),
        "bare_wall": statistics.median(m.wall for m in bare),
        "check_wall": statistics.median(m.wall for m in check),
        "check_cpu": statistics.median(m.cpu for m in check),
        "phases": phases,
        "errors": failed,
    }


def _error(measured: Measured) -> str:
    """Why a learn gave no automaton: its document's error, else its exit code."""
    document = measured.document or {}
    said = document.get("error") or document.get("errors") or document.get("message")
    return str(said)[:200] if said else f"no automaton (exit {measured.code})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--only", default="", help="the rows whose program name contains this")
    add_engine_option(parser)
    args = parser.parse_args()
    engine = engine_label(pin_engine(args.engine_at) if args.engine_at else None)
    warm = str(PROGRAMS / "sll_to_dll_rev.c")  # a small learn and check compile the byte code
    run(["learn", warm, "--line", "81", "--loop-bound", "1", "--timeout", "30", "--json"], 60.0)
    run(["check", warm, "--loop-bound", "1", "--timeout", "30"], 60.0)
    rows = [row for row in ROWS if args.only in row.name]
    results = [measure(row, args.runs, args.timeout) for row in rows]
    if args.json:
        print(json.dumps({"machine": machine(), "engine": engine, "results": results}, indent=2))
        return 0
    print(
        f"machine: {machine()}; engine {engine}; {args.runs} runs each, medians, cold query cache"
    )
    header = (
        f"{'program':<15} {'(b, n)':<8} {'paper s':>8} {'cpu s':>7} {'wall s':>7} "
        f"{'cpu/paper':>9} {'no-conf cpu':>11} {'/paper':>6} {'check s':>8} "
        f"{'learn/check':>11} {'states':>6} {'paper':>5} {'picture':>7} {'at b+1':>9}"
    )
    print(header)
    print("-" * len(header))
    ratios, bare_ratios = [], []
    for result in results:
        row = Row(**result["row"])
        ratio = max(result["learn_cpu"], 1e-3) / row.paper_seconds
        bare = result["bare_cpu"] / row.paper_seconds
        ratios.append(ratio)
        bare_ratios.append(bare)
        mark = "" if result["learned"] else "  (not learned)"
        if result.get("errors"):
            mark += f"  ({len(result['errors'])} without an automaton: {result['errors'][0]})"
        print(
            f"{row.name:<15} {f'({row.loop_bound}, {row.max_length})':<8} "
            f"{row.paper_seconds:>8.2f} {result['learn_cpu']:>7.2f} {result['learn_wall']:>7.2f} "
            f"{ratio:>9.2f} {result['bare_cpu']:>11.2f} {bare:>6.2f} {result['check_wall']:>8.2f} "
            f"{result['learn_wall'] / result['check_wall']:>11.2f} "
            f"{result['states'] if result['states'] is not None else '-':>6} "
            f"{row.paper_states:>5} "
            f"{result['picture_states'] if result['picture_states'] is not None else '-':>7} "
            f"{result['picture_check']:>9}{mark}"
        )
    print(f"geometric mean of cpu/paper: {geometric_mean(ratios):.2f} (default), "
          f"{geometric_mean(bare_ratios):.2f} (--no-confirm)")  # fmt: skip
    return 0


def geometric_mean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values))


def machine() -> str:
    cores = os.cpu_count()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    return f"{platform.processor() or platform.machine()}, {cores} cores, load {load:.1f}, {when}"


if __name__ == "__main__":
    sys.exit(main())
