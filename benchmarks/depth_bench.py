"""How `errlang check` behaves as the loop bound grows: verdict, completeness and seconds at
bounds 1–6, and what automatic depth reaches within its budget (issue 16, item 6).

Run:  .venv/bin/python benchmarks/depth_bench.py [--json OUT] [--timeout S] [--auto-timeout S]
                                                 [--only NAME …] [PROGRAM.c …]

Every run is a fresh ``python -m errlang check --json`` process (Python start-up included in the
wall-clock seconds). Programs: benchmarks/programs/depth/*.c unless files are given. A cell reads
``fails`` (an assertion fails), ``ub`` (undefined behaviour reachable, no assertion fails),
``holds`` (complete: no run reaches the bound), ``≤b`` (holds within the bound), ``unknown``
(time budget or solver), then the engine's seconds (``stats.seconds``: parse, encode, solve;
Python's start-up is not included — the JSON file keeps the wall-clock seconds too). The
automatic column: verdict, the deepest bound finished (or the bound of the failure),
``complete`` or not, seconds. The table is Markdown, for docs/checking.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ROOT / "benchmarks" / "programs" / "depth"
BOUNDS = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True)
class Cell:
    loop_bound: int | None  # None: automatic depth
    verdict: str  # fails | ub | holds | holds-within-bound | unknown | error
    bound_reached: int | None
    complete: bool
    seconds: float  # the engine's own seconds (stats.seconds), Python start-up excluded
    wall_seconds: float

    def text(self) -> str:
        short = {"holds-within-bound": f"≤{self.bound_reached}"}.get(self.verdict, self.verdict)
        if self.loop_bound is None:
            reached = f" b={self.bound_reached}" if self.bound_reached else ""
            done = ", complete" if self.complete else ""
            return f"{short}{reached}{done} {self.seconds:.1f}s"
        return f"{short} {self.seconds:.1f}s"


def summarise(data: dict[str, Any]) -> tuple[str, int | None]:
    """The file's verdict and the bound it is about."""
    assertions = data.get("assertions", [])
    failing = [a for a in assertions if a["verdict"] == "fails"]
    if data.get("errors") and not assertions:
        return "error", None
    if failing:
        return "fails", max(a["loop_bound"] for a in failing)
    bound = data.get("loop_bound")
    if any(f.get("severity") == "error" for f in data.get("findings", [])):
        return "ub", bound
    if any(a["verdict"] == "unknown" for a in assertions) or bound is None:
        return "unknown", bound
    if all(a["verdict"] == "holds" for a in assertions) and data.get("complete"):
        return "holds", bound
    return "holds-within-bound", bound


def measure(path: Path, loop_bound: int | None, timeout: float) -> Cell:
    command = [sys.executable, "-m", "errlang", "check", "--json", "--timeout", str(timeout)]
    if loop_bound is not None:
        command += ["--loop-bound", str(loop_bound)]
    started = time.perf_counter()
    done = subprocess.run(
        [*command, str(path)], capture_output=True, text=True, timeout=timeout + 60
    )
    seconds = time.perf_counter() - started
    try:
        data = json.loads(done.stdout)
    except json.JSONDecodeError:
        return Cell(loop_bound, "error", None, False, seconds, seconds)
    verdict, bound = summarise(data)
    engine = float((data.get("stats") or {}).get("seconds", seconds))
    return Cell(loop_bound, verdict, bound, bool(data.get("complete")), engine, seconds)


def table(rows: dict[str, list[Cell]]) -> str:
    header = "| program | " + " | ".join(f"b={b}" for b in BOUNDS) + " | automatic |"
    lines = [header, "|" + " --- |" * (len(BOUNDS) + 2)]
    for name, cells in rows.items():
        lines.append(f"| {name} | " + " | ".join(c.text() for c in cells) + " |")
    return "\n".join(lines)


def machine() -> str:
    cpus = os.cpu_count()
    return f"{platform.processor() or platform.machine()}, {cpus} cores, Python {sys.version[:6]}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("programs", nargs="*", type=Path)
    parser.add_argument("--timeout", type=float, default=20.0, help="budget per fixed bound")
    parser.add_argument("--auto-timeout", type=float, default=30.0, help="automatic budget")
    parser.add_argument("--only", nargs="*", default=None, help="program names to run")
    parser.add_argument("--json", type=Path, default=None, help="also save the cells as JSON")
    args = parser.parse_args(argv)
    paths = args.programs or sorted(PROGRAMS.glob("*.c"))
    if args.only:
        paths = [p for p in paths if p.stem in args.only or p.name in args.only]
    rows: dict[str, list[Cell]] = {}
    for path in paths:
        cells = [measure(path, bound, args.timeout) for bound in BOUNDS]
        cells.append(measure(path, None, args.auto_timeout))
        rows[path.name] = cells
        print(f"{path.name}: " + "; ".join(c.text() for c in cells), file=sys.stderr, flush=True)
    print(table(rows))
    print(
        f"\nMachine: {machine()}; budgets {args.timeout:g} s per fixed bound, "
        f"{args.auto_timeout:g} s automatic."
    )
    if args.json:
        payload = {name: [asdict(c) for c in cells] for name, cells in rows.items()}
        args.json.write_text(json.dumps(payload, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
