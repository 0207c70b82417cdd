"""PAC verification (`errlang pac`) on recursive programs in the style of SV-COMP's recursive
category, with the paper's parameters ε = 0.1, δ = 0.9, k = 10 (Chen et al., Sec. 11).

Run:  .venv/bin/python benchmarks/pac_bench.py [PROGRAM.c ...] [--timeout S] [--seed S]
      [--out results.jsonl] [--table results.jsonl]

Programs: benchmarks/programs/recursive/*.c by default (``*_safe.c`` / ``*_unsafe.c`` say
what is expected). Each program runs in a fresh process with a wall-clock limit; a line of
JSON per program is appended to ``--out``. ``--table FILE`` prints the Markdown table of a
results file (docs/pac.md records one). Columns: expected and obtained verdict (``fails`` is
checked by replaying the run with gcc), how the failure was found, samples (runs drawn),
membership and equivalence queries, the share of time in membership queries, seconds, and
the quality check of the paper's Table 4: of 100 fresh batches (another seed), how many the
learned model accepts entirely (PAC promises at least 1 - ε of them, here 90).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "benchmarks" / "programs" / "recursive"
FRESH_BATCHES = 100

_ONE = """
import json, sys, time
from errlang.pac.results import PacSettings
from errlang.pac.verify import fresh_batch_acceptance, verify
path, timeout, seed = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
result = verify(path, PacSettings(epsilon=0.1, confidence=0.9, batch=10, seed=seed,
                                  timeout=timeout))
(verdict,) = result.verdicts[:1]
row = {
    "verdict": verdict.verdict,
    "found_by": verdict.run.found_by if verdict.run else "",
    "replay": verdict.run.replay.status if verdict.run and verdict.run.replay else "",
    "samples": result.stats.samples,
    "mq": result.stats.membership_queries,
    "eq": result.stats.equivalence_queries,
    "membership_share": round(result.stats.membership_share, 2),
    "seconds": round(result.stats.seconds, 1),
    "states": len(result.model.dfa.states) if result.model else None,
    "accepted": None,
}
if result.model is not None:
    row["accepted"] = fresh_batch_acceptance(path, result.model, batches=FRESH)[0]
print(json.dumps(row))
""".replace("FRESH", str(FRESH_BATCHES))


def run_one(path: Path, timeout: float, seed: int) -> dict[str, Any]:
    expected = "fails" if path.stem.endswith("unsafe") or "false" in path.stem else "holds"
    row: dict[str, Any] = {"program": path.name, "expected": expected}
    try:
        done = subprocess.run(
            [sys.executable, "-c", _ONE, str(path), str(timeout), str(seed)],
            capture_output=True,
            text=True,
            timeout=timeout + 120,
            check=False,
        )
        row.update(json.loads(done.stdout.strip().splitlines()[-1]))
    except (subprocess.TimeoutExpired, IndexError, json.JSONDecodeError) as error:
        row.update({"verdict": "error", "error": str(error)[:200]})
    return row


def table(rows: list[dict[str, Any]]) -> str:
    head = (
        "| program | expected | verdict | found by | replay | samples | MQ | EQ "
        "| MQ time | s | states | fresh batches accepted |\n"
        "|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n"
    )
    lines = []
    for r in rows:
        accepted = "" if r.get("accepted") is None else f"{r['accepted']}/{FRESH_BATCHES}"
        lines.append(
            f"| {r['program']} | {r['expected']} | {r['verdict']} | {r.get('found_by', '')} "
            f"| {r.get('replay', '')} | {r.get('samples', '')} | {r.get('mq', '')} "
            f"| {r.get('eq', '')} | {r.get('membership_share', 0):.0%} "
            f"| {r.get('seconds', '')} | {r.get('states') or ''} | {accepted} |"
        )
    return head + "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("programs", nargs="*", type=Path)
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--table", type=Path, help="print the table of a results file")
    args = parser.parse_args()
    if args.table:
        rows = [json.loads(x) for x in args.table.read_text().splitlines() if x.strip()]
        print(table(rows), end="")
        return 0
    programs = args.programs or sorted(PROGRAMS.glob("*.c"))
    rows = []
    for path in programs:
        row = run_one(path, args.timeout, args.seed)
        rows.append(row)
        if args.out:
            with args.out.open("a") as out:
                out.write(json.dumps(row) + "\n")
        print(json.dumps(row), flush=True)
    print(table(rows), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
