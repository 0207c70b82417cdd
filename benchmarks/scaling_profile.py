"""Where one scaling harness's time goes, bound by bound (issue 30, docs/benchmarks-scaling.md,
"Held-out harnesses (tenth session)").

Run:  .venv/bin/python benchmarks/scaling_profile.py FILE --size N [--bounds 1,2,3,4,6,8,16]
          [--budget S] [--define NAME …] [--json OUT]

For each bound of the list, in this process and one after the other, the questions ``check``
asks at that bound (``session.check_bound.BoundCheck``, every loop at the same bound: no
per-loop bounds, no shallower bound's findings carried over) on FILE compiled with
``-DN=<size>``. Printed per bound: the CPU seconds of the encoding and of the questions
(``time.process_time``: z3's threads included, so a loaded machine changes them less than wall
time), the formula size as ``check`` counts it (distinct z3 nodes of the constraints, the
termination and the cut guards), the cut instances the encoder left (undefined-behaviour
instances per line, loop-bound instances), the solver calls, and what the bound established
(complete, failures, reachable cut sites). Each bound has its own budget; the list stops at the
first bound whose budget runs out and says in which stage.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

from errlang.encoder.encoding import BOUND, UB
from errlang.frontend import parse_file
from errlang.session import check_bound, check_budget
from errlang.session.bound_terms import formula_size
from errlang.session.check import lowered_for_check


def profile_bound(ir: Any, bound: int, seconds: float) -> dict[str, Any]:
    """One bound's encoding and questions, measured."""
    row: dict[str, Any] = {"bound": bound}
    budget = check_budget.Budget.start(seconds)
    started = time.process_time()
    try:
        step = check_bound.BoundCheck(ir, bound, budget, frozenset())
    except Exception as stop:  # the encoder's own budget exceptions, whatever their class
        row["encode_cpu"] = round(time.process_time() - started, 2)
        row["stopped"] = f"encoding ({type(stop).__name__})"
        return row
    row["encode_cpu"] = round(time.process_time() - started, 2)
    encoding = step.encoding
    ub = Counter(c.loc.line for c in encoding.cuts if c.kind == UB)
    row["ub_instances"] = sum(ub.values())
    row["ub_lines"] = dict(sorted(ub.items()))
    row["bound_instances"] = sum(1 for c in encoding.cuts if c.kind == BOUND)
    row["nodes"] = formula_size(
        [
            *encoding.constraints,
            *(t.guard for t in encoding.terminations),
            *(c.guard for c in encoding.cuts),
        ]
    )
    started = time.process_time()
    try:
        outcome = step.run(list(ir.source.assertions))
        row["complete"] = outcome.complete
        row["failures"] = sorted(outcome.failures)
        row["cuts"] = sorted({f"{c.reason}@{c.line}" for c in outcome.cuts})
    except check_budget.OutOfTime as stop:
        row["stopped"] = f"solving ({stop.stage})"
    row["solve_cpu"] = round(time.process_time() - started, 2)
    row["solver_calls"] = step.solver.calls
    return row


def row_text(row: dict[str, Any]) -> str:
    """One bound as a table row."""
    ub = ", ".join(f"{line}: {n}" for line, n in row.get("ub_lines", {}).items()) or "-"
    if "stopped" in row:
        said = f"stopped: {row['stopped']}"
    else:
        said = "complete" if row.get("complete") else "not complete"
        if row.get("failures"):
            said += f", fails {row['failures']}"
        if row.get("cuts"):
            said += f", cuts {', '.join(row['cuts'])}"
    return (
        f"| {row['bound']} | {row['encode_cpu']:.2f} | {row.get('solve_cpu', 0):.2f} | "
        f"{row.get('nodes', '-')} | {row.get('ub_instances', '-')} ({ub}) | "
        f"{row.get('bound_instances', '-')} | {row.get('solver_calls', '-')} | {said} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--size", type=int, required=True)
    parser.add_argument("--bounds", default="1,2,3,4,6,8,16")
    parser.add_argument("--budget", type=float, default=60.0, help="seconds per bound")
    parser.add_argument("--define", nargs="*", default=[], help="more -D names, e.g. FIXED")
    parser.add_argument("--json", default=None)
    args = parser.parse_args()
    defines = (f"N={args.size}", *args.define)
    program = parse_file(args.file, None, (), defines)
    ir = lowered_for_check(program, None)
    rows = []
    print(f"{Path(args.file).name}, {args.size} bytes")
    print(
        "| bound | encode CPU s | solve CPU s | nodes | UB instances (line: n) | bound cuts | "
        "solver calls | established |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for bound in [int(b) for b in args.bounds.split(",")]:
        row = profile_bound(ir, bound, args.budget)
        rows.append(row)
        print(row_text(row), flush=True)
        if "stopped" in row or row.get("complete"):
            break
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
