"""How the bounded formula grows with the loop bound: encode time, formula size, solve time.

Run:  .venv/bin/python benchmarks/speed_bench.py [PROGRAM.c ...] [--bounds 1-5] [--timeout S]
      [--learn] [--json] [--smt2 DIR]

Default programs: benchmarks/programs/*.c. For each program and bound b, in a fresh process
(with a wall-clock and memory limit, so a blow-up is a table entry and not a hung machine):
the encoding of ``main`` with the functions alphabet (seconds, distinct z3 nodes of the formula
and of the assertion guards), then one solver call per assertion (is it violated within b?) and
one for ``bound_hit`` (does some run reach the bound?), with their verdicts and seconds.
``--learn`` also times ``errlang learn`` of the program's ``// bench`` target at b (cold cache).
``--smt2 DIR`` writes each (program, bound) query "some assertion fails" as SMT-LIB 2, for
comparing solvers (see docs/encoder.md).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import re
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "benchmarks" / "programs"
_BENCH_LINE = re.compile(r"//\s*bench\s*$")
_BENCH_FUNCTION = re.compile(r"//\s*bench:.*\bfunction=(\w+)")
_BENCH_ALPHABET = re.compile(r"//\s*bench:.*\balphabet=([\w,]+)")


def formula_size(terms: list[Any]) -> int:
    """Distinct z3 nodes in ``terms`` (shared subterms counted once)."""
    seen: set[int] = set()
    stack = list(terms)
    while stack:
        term = stack.pop()
        key = term.get_id()
        if key not in seen:
            seen.add(key)
            stack.extend(term.children())
    return len(seen)


def measure(path: str, bound: int, timeout: float, smt2: str | None) -> dict[str, Any]:
    """Encode ``path`` at ``bound`` and solve its assertion and bound queries (in this process)."""
    import z3
    from errlang.encoder.symex import encode
    from errlang.frontend import parse_file
    from errlang.ir.program import build_ir

    started = time.perf_counter()
    program = parse_file(path)
    ir = build_ir(program)
    parsed = time.perf_counter()
    encoding, _ = encode(ir, "main", bound, ("functions",))
    encoded = time.perf_counter()
    ends = [t.guard for t in encoding.terminations if t.site >= 0]
    row: dict[str, Any] = {
        "parse_s": round(parsed - started, 3),
        "encode_s": round(encoded - parsed, 3),
        "size": formula_size([*encoding.constraints, *ends]),
        "cuts": len(getattr(encoding, "cuts", [])),
    }
    solver = z3.Solver()
    solver.set("timeout", int(timeout * 1000))
    solver.add(*encoding.constraints)
    verdicts = []
    solve = 0.0
    for site in sorted({t.site for t in encoding.terminations if t.site >= 0}):
        guards = [t.guard for t in encoding.terminations if t.site == site]
        began = time.perf_counter()
        answer = solver.check(z3.Or(*guards))
        solve += time.perf_counter() - began
        verdicts.append({"sat": "fails", "unsat": "holds"}.get(str(answer), "unknown"))
    began = time.perf_counter()
    reached = solver.check(encoding.bound_hit)
    row["bound_s"] = round(time.perf_counter() - began, 3)
    row["solve_s"] = round(solve, 3)
    row["verdicts"] = verdicts
    row["bound_reached"] = {"sat": True, "unsat": False}.get(str(reached))
    if smt2 is not None:
        query = z3.Solver()
        query.add(*encoding.constraints, z3.Or(*ends) if len(ends) > 1 else (ends or [False])[0])
        name = f"{Path(path).stem}_b{bound}.smt2"
        text = query.to_smt2()
        for op in ("bvsdiv", "bvudiv", "bvsrem", "bvurem", "bvsmod"):
            # z3's internal "divisor is not zero" variants; our divisions are guarded anyway
            text = text.replace(f"({op}_i ", f"({op} ")
        Path(smt2, name).write_text("(set-logic QF_ABV)\n" + text)
    return row


def learn_seconds(path: str, bound: int, timeout: float) -> dict[str, Any]:
    """Seconds of a cold ``learn`` of the program's bench target at ``bound``."""
    from errlang.session import Settings
    from errlang.session.learn import learn

    text = Path(path).read_text()
    function = _BENCH_FUNCTION.search(text)
    alphabet = _BENCH_ALPHABET.search(text)
    line = next((i for i, s in enumerate(text.splitlines(), 1) if _BENCH_LINE.search(s)), None)
    kinds = tuple(alphabet.group(1).split(",")) if alphabet else ("functions",)
    with tempfile.TemporaryDirectory() as cache:
        os.environ["ERRLANG_CACHE_DIR"] = cache
        settings = Settings(loop_bound=bound, alphabet=kinds, timeout=timeout)
        began = time.perf_counter()
        if function:
            result = learn(path, function=function.group(1), settings=settings)
        else:
            result = learn(path, line=line, settings=settings)
        seconds = time.perf_counter() - began
    states = getattr(result, "states", None)
    if states is None and isinstance(result, dict):
        states = len(result.get("automaton", {}).get("states", []))
    return {"learn_s": round(seconds, 3), "states": states}


def _child(path: str, bound: int, args: argparse.Namespace, out: Any) -> None:
    limit = int(args.memory * 2**30)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        row = measure(path, bound, args.timeout, args.smt2)
        if args.learn:
            try:
                row.update(learn_seconds(path, bound, args.timeout))
            except Exception as error:
                row["learn_s"] = f"{type(error).__name__}"
        out.send(row)
    except Exception as error:  # a failed measurement is a table entry
        out.send({"error": f"{type(error).__name__}: {error}"[:120]})


def run_one(path: str, bound: int, args: argparse.Namespace) -> dict[str, Any]:
    receive, send = mp.Pipe(duplex=False)
    process = mp.Process(target=_child, args=(path, bound, args, send))
    began = time.perf_counter()
    process.start()
    wall = args.timeout * 4 + (args.timeout if args.learn else 0) + 30
    row = receive.recv() if receive.poll(wall) else {"error": f"wall-clock limit {wall:.0f} s"}
    process.kill()
    process.join()
    row["wall_s"] = round(time.perf_counter() - began, 3)
    return {"program": Path(path).name, "bound": bound, **row}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("programs", nargs="*")
    parser.add_argument("--bounds", default="1-5", help="a range 1-5 or a list 1,3,5")
    parser.add_argument("--timeout", type=float, default=60.0, help="per solver call (s)")
    parser.add_argument("--memory", type=float, default=4.0, help="GB per measurement")
    parser.add_argument("--learn", action="store_true", help="also time a cold learn")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--smt2", help="write the failing query of each run to this folder")
    args = parser.parse_args(argv)
    if "-" in args.bounds:
        low, high = map(int, args.bounds.split("-"))
        bounds = list(range(low, high + 1))
    else:
        bounds = [int(b) for b in args.bounds.split(",")]
    programs = args.programs or sorted(str(p) for p in PROGRAMS.glob("*.c"))
    if args.smt2:
        Path(args.smt2).mkdir(parents=True, exist_ok=True)
    rows = []
    header = f"{'program':<20} {'b':>2} {'encode s':>9} {'size':>8} {'solve s':>8} "
    header += f"{'bound s':>8} {'learn s':>8}  verdicts"
    if not args.json:
        print(header, flush=True)
    for path in programs:
        for bound in bounds:
            row = run_one(path, bound, args)
            rows.append(row)
            if args.json:
                continue
            if "error" in row:
                print(f"{row['program']:<20} {bound:>2} {row['error']}", flush=True)
                continue
            learned = f"{row['learn_s']:>8}" if "learn_s" in row else f"{'-':>8}"
            print(
                f"{row['program']:<20} {bound:>2} {row['encode_s']:>9} {row['size']:>8} "
                f"{row['solve_s']:>8} {row['bound_s']:>8} {learned}  "
                f"{','.join(row['verdicts'])} reached={row['bound_reached']}",
                flush=True,
            )
    if args.json:
        json.dump({"machine": os.uname().machine, "rows": rows}, sys.stdout, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
