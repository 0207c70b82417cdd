"""Scale benchmark of project checks (issue 22): a generated project of many programs sharing
a library, checked with 1 and 2 local workers and on Ray, then again on a warm cache.

Run:  .venv/bin/python benchmarks/project_bench.py [--programs 120] [--no-ray] [--json]

The project (written to a temporary directory with its compile_commands.json): three library
units (a bounded queue with a file-local counter, accounts, small helpers; the queue needs its
own ``-DQUEUE_CAPACITY``) and ``--programs`` programs, each with its own ``main`` driving the
library with inputs through a loop of 1-4 iterations and 2-3 assertions, about a third failing.
Each configuration starts from an empty query cache (``ERRLANG_CACHE_DIR`` of its own), then
runs a second time on that cache. Reported per configuration: wall seconds, speed-up over one
worker, the summed task seconds, Ray's start-up and its overhead per task (wall time beyond the
2-worker pool's, per task, start-up excluded), and the cache hit rate of the second run
(programs whose result came from the cache). Every configuration must give the same verdicts.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from errlang.project.compdb import read_database
from errlang.project.discover import discover
from errlang.project.executor import run_local
from errlang.project.tasks import CheckOptions, ProgramResult, ProgramTask

QUEUE_C = """\
#include "lib.h"
static int items[QUEUE_CAPACITY];
static int count; /* file-local */
static int head;
int queue_push(int v) {
    if (count == QUEUE_CAPACITY) return -1;
    items[(head + count) % QUEUE_CAPACITY] = v;
    count++;
    return 0;
}
int queue_pop(int *out) {
    if (count == 0) return -1;
    *out = items[head];
    head = (head + 1) % QUEUE_CAPACITY;
    count--;
    return 0;
}
int queue_size(void) { return count; }
"""
ACCOUNT_C = """\
#include "lib.h"
int balances[4];
int posts;
int deposit(int account, int amount) {
    if (account < 0 || account > 3 || amount <= 0) return -1;
    balances[account] += amount;
    posts++;
    return balances[account];
}
int withdraw(int account, int amount) {
    if (account < 0 || account > 3 || amount <= 0 || balances[account] < amount) return -1;
    balances[account] -= amount;
    posts++;
    return balances[account];
}
"""
UTIL_C = """\
#include "lib.h"
static int count; /* file-local: not the queue's */
int clamp(int v, int lo, int hi) { count++; return v < lo ? lo : v > hi ? hi : v; }
int calls(void) { return count; }
"""
LIB_H = """\
int queue_push(int v);
int queue_pop(int *out);
int queue_size(void);
int deposit(int account, int amount);
int withdraw(int account, int amount);
extern int posts;
extern int balances[4];
int clamp(int v, int lo, int hi);
int calls(void);
"""
CAPACITY = 3


def program_text(seed: int) -> str:
    """One program: a loop of ``n`` (≤ limit) library calls on inputs, then assertions."""
    rng = random.Random(seed)
    limit = rng.randint(1, 4)
    kind = rng.choice(["queue", "account", "clamp"])
    lines = [
        "#include <assert.h>",
        '#include "lib.h"',
        "int __VERIFIER_nondet_int(void);",
        "int main(void) {",
        "    int n = __VERIFIER_nondet_int();",
        f"    if (n < 0 || n > {limit}) return 0;",
    ]
    if kind == "queue":
        bad = rng.choice([CAPACITY, CAPACITY + 1, limit])
        lines += [
            "    int pushed = 0;",
            "    for (int i = 0; i < n; i++)",
            "        if (queue_push(__VERIFIER_nondet_int()) == 0) pushed++;",
            "    assert(queue_size() == pushed);",
            f"    assert(queue_size() <= {CAPACITY});",
            f"    assert(pushed < {bad});",
        ]
    elif kind == "account":
        bound = rng.randint(50, 400)
        lines += [
            "    int total = 0;",
            "    for (int i = 0; i < n; i++) {",
            "        int amount = __VERIFIER_nondet_int();",
            "        if (amount < 1 || amount > 100) continue;",
            "        deposit(1, amount);",
            "        total += amount;",
            "    }",
            "    assert(balances[1] == total);",
            f"    assert(posts <= {limit});",
            f"    assert(total <= {bound});",
        ]
    else:
        hi = rng.randint(5, 20)
        lines += [
            "    int last = 0;",
            "    for (int i = 0; i < n; i++)",
            f"        last = clamp(__VERIFIER_nondet_int(), 0, {hi});",
            f"    assert(last >= 0 && last <= {hi});",
            "    assert(calls() == n);",
            f"    assert(last != {rng.randint(hi - 2, hi + 2)});",
        ]
    lines += ["    return 0;", "}", ""]
    return "\n".join(lines)


def write_project(root: Path, programs: int) -> Path:
    (root / "lib").mkdir(parents=True)
    (root / "app").mkdir()
    (root / "lib" / "lib.h").write_text(LIB_H)
    units = {"lib/queue.c": QUEUE_C, "lib/account.c": ACCOUNT_C, "lib/util.c": UTIL_C}
    units |= {f"app/p{i:03d}.c": program_text(i) for i in range(programs)}
    entries = []
    for name, text in units.items():
        (root / name).write_text(text)
        extra = [f"-DQUEUE_CAPACITY={CAPACITY}"] if name == "lib/queue.c" else []
        entries.append(
            {"directory": str(root), "file": name,
             "arguments": ["cc", "-Ilib", *extra, "-c", name]}
        )  # fmt: skip
    database = root / "compile_commands.json"
    database.write_text(json.dumps(entries, indent=1))
    return database


def verdicts(results: list[ProgramResult]) -> list[tuple[str, int, str]]:
    return sorted((r.name, a["line"], a["verdict"]) for r in results for a in r.check["assertions"])


def measure(name: str, run: Any, tasks: list[ProgramTask], cache: Path) -> dict[str, Any]:
    os.environ["ERRLANG_CACHE_DIR"] = str(cache)
    started = time.monotonic()
    first = run(tasks)
    cold = time.monotonic() - started
    started = time.monotonic()
    second = run(tasks)
    warm = time.monotonic() - started
    failures = [r.failure for r in first + second if r.failure]
    return {
        "configuration": name,
        "wall_seconds": round(cold, 2),
        "task_seconds": round(sum(r.seconds for r in first), 2),
        "warm_wall_seconds": round(warm, 2),
        "warm_hit_rate": round(sum(bool(r.check.get("cached")) for r in second) / len(second), 3),
        "median_memory_mb": statistics.median(r.memory_mb or 0 for r in first),
        "failures": failures,
        "verdicts": verdicts(first),
        "same_warm": verdicts(first) == verdicts(second),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=120)
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--no-ray", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="errlang-project-bench-") as directory:
        root = Path(directory)
        units, _ = read_database(write_project(root / "project", args.programs))
        project = discover(units)
        tasks = [ProgramTask(p, CheckOptions(timeout=args.timeout)) for p in project.programs]
        rows = [
            measure("1 local worker", lambda t: run_local(t, 1), tasks, root / "cache1"),
            measure("2 local workers", lambda t: run_local(t, 2), tasks, root / "cache2"),
        ]
        ray_startup = None
        if not args.no_ray:
            import ray
            from errlang.project.ray_executor import run_ray

            os.environ.setdefault("RAY_AUTH_MODE", "disabled")
            os.environ["ERRLANG_CACHE_DIR"] = str(root / "cache3")  # the workers inherit it
            started = time.monotonic()
            ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
            ray_startup = round(time.monotonic() - started, 2)
            rows.append(measure("Ray, local, 2 CPUs", lambda t: run_ray(t, "local"), tasks,
                                root / "cache3"))  # fmt: skip
            ray.shutdown()
    base = rows[0]["wall_seconds"]
    pool2 = rows[1]["wall_seconds"]
    for row in rows:
        row["speed_up"] = round(base / row["wall_seconds"], 2)
        row["same_verdicts"] = row["verdicts"] == rows[0]["verdicts"]
    if len(rows) > 2:
        rows[2]["ray_startup_seconds"] = ray_startup
        rows[2]["overhead_per_task_ms"] = round(
            1000 * (rows[2]["wall_seconds"] - pool2) / len(tasks), 1
        )
    summary = {
        "programs": len(tasks),
        "assertions": len(rows[0]["verdicts"]),
        "failing": sum(v == "fails" for *_, v in rows[0]["verdicts"]),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "rows": [{k: v for k, v in r.items() if k != "verdicts"} for r in rows],
    }
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"{summary['programs']} programs, {summary['assertions']} assertions "
              f"({summary['failing']} fail), {summary['cpus']} CPUs")  # fmt: skip
        print("| configuration | wall s | speed-up | task s | warm wall s | warm hit rate | "
              "Ray start-up s | Ray overhead/task ms | same verdicts |")  # fmt: skip
        print("|---|---|---|---|---|---|---|---|---|")
        for r in summary["rows"]:
            print(f"| {r['configuration']} | {r['wall_seconds']} | {r['speed_up']} | "
                  f"{r['task_seconds']} | {r['warm_wall_seconds']} | {r['warm_hit_rate']} | "
                  f"{r.get('ray_startup_seconds', '')} | {r.get('overhead_per_task_ms', '')} | "
                  f"{r['same_verdicts'] and r['same_warm']} |")  # fmt: skip
    ok = all(r["same_verdicts"] and r["same_warm"] and not r["failures"] for r in summary["rows"])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
