"""Benchmark of `errlang mine` and Cable (issue 12) on benchmarks/programs/api/: per program the
engine's traces, the scenarios, the concept lattice, the labelling decisions a user needs who
labels whole concepts (the wrong scenarios are those matching the program's ``bad`` pattern),
whether the specification mined again from the good scenarios accepts every correct scenario
and rejects every wrong one, whether `check --spec` finds the wrong use, and the seconds.

    .venv/bin/python benchmarks/mining_bench.py [--loop-bound B]

Prints a Markdown table (docs/mining.md has the last one)."""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

from errlang.mining.cable import simulate, words_labelled
from errlang.mining.engine import engine_traces
from errlang.mining.lattice import build_lattice
from errlang.mining.pipeline import check_spec, mine

PROGRAMS = Path(__file__).resolve().parent / "programs" / "api"


def header(path: Path) -> tuple[str, re.Pattern[str]]:
    first = path.read_text().splitlines()[0]
    seed = re.search(r'seed "([^"]*)"', first)
    bad = re.search(r'bad "([^"]*)"', first)
    assert seed and bad, path
    return seed[1], re.compile(bad[1])


def row(path: Path, bound: int) -> str:
    seed, bad = header(path)
    started = time.perf_counter()
    traces = engine_traces(str(path), bound=bound)
    everything = mine(traces.traces, seed)
    distinct_traces = len({t.calls for t in traces.traces})

    def oracle(word: tuple[str, ...]) -> str:
        return "bad" if bad.search(" ; ".join(word)) else "good"

    lattice = build_lattice(tuple(everything.counts), everything.specification.machine)
    labels = simulate(lattice, oracle)
    good = mine(traces.traces, seed, counts=words_labelled(labels, "good", everything.counts))
    right = all(good.specification.accepts(w) == (oracle(w) == "good") for w in everything.counts)
    checked = check_spec(str(path), good.specification, bound=bound)
    found = bool(checked.violations) and all(
        oracle(v.scenario.word) == "bad" for v in checked.violations
    )
    spec = good.specification
    return (
        f"| {path.stem} | {len(traces.traces)}{'' if traces.complete else '+'} | "
        f"{distinct_traces} | {len(everything.scenarios)} | {len(everything.counts)} | "
        f"{len(lattice.concepts)} | {labels.decisions} | {spec.machine.size} "
        f"({spec.heuristic}, k={spec.k}) | {'yes' if right else 'NO'} | "
        f"{'yes' if found else 'NO'} | {time.perf_counter() - started:.1f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--loop-bound", type=int, default=3)
    args = parser.parse_args()
    print(
        "| program | traces | distinct traces | scenarios | distinct scenarios | concepts | "
        "decisions | spec states | good accepted, wrong rejected | check --spec finds it | s |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for path in sorted(PROGRAMS.glob("*.c")):
        print(row(path, args.loop_bound), flush=True)


if __name__ == "__main__":
    main()
