"""Cost of `errlang learn` on the paper-style programs and the check corpus, cold and warm.

Run:  .venv/bin/python benchmarks/learn_bench.py [--quick] [--json] [--timeout S] [--memory GB]

Programs: benchmarks/programs/*.c (in the spirit of Chapman et al., ATVA 2015) and, when
present, tests/corpus/check/*.c. A paper-style program names its target with ``// bench`` at the
end of the assertion's line, or ``// bench: function=F`` anywhere; ``// bench: alphabet=…
loop-bound=B`` gives the settings. In the corpus every assertion annotated ``// expect: fails``
is a target, with the file's ``// errlang-test: loop-bound=N`` (default 3) and the functions
alphabet. ``--quick``: the paper-style programs and the first five corpus files.

For each target, in fresh processes (each with a memory limit and a wall-clock limit, so that a
blow-up is a table entry and not a crashed machine): one ``check`` of the file at the same bound,
a cold ``learn`` (empty query cache) and a warm one (the same cache). Columns: states and
transitions of the automaton, membership queries (MQ), the MQ that reached z3 (the rest are
answered by the filters, the cache or the enumerated language), all solver calls (membership,
enumeration, equivalence, bound and counterexample queries; cold, warm in brackets) and their
share of MQ, equivalence queries, seconds cold and warm, and cold learn time / check time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "benchmarks" / "programs"
CORPUS = ROOT / "tests" / "corpus" / "check"
_BENCH = re.compile(r"//\s*bench\b:?\s*(.*?)\s*$")
_FAILS = re.compile(r"//\s*expect:\s*fails\b")
_CORPUS_BOUND = re.compile(r"//\s*errlang-test:.*?\bloop-bound=(\d+)")


@dataclass(frozen=True)
class Target:
    path: str
    line: int | None
    function: str | None
    alphabet: tuple[str, ...]
    loop_bound: int
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        where = f"line {self.line}" if self.line else f"--function {self.function}"
        return f"{Path(self.path).name} {where}"


def paper_targets() -> list[Target]:
    targets = []
    for path in sorted(PROGRAMS.glob("*.c")):
        lines = path.read_text().splitlines()
        options: dict[str, str] = {}
        for text in lines:
            match = _BENCH.search(text)
            if match:
                options.update(part.partition("=")[::2] for part in match.group(1).split())
        alphabet = tuple(options.get("alphabet", "functions").split(","))
        bound = int(options.get("loop-bound", "3"))
        if "function" in options:
            targets.append(Target(str(path), None, options["function"], alphabet, bound))
        for number, text in enumerate(lines, start=1):
            match = _BENCH.search(text)
            if match and "function=" not in text and text.split("//")[0].strip():
                targets.append(Target(str(path), number, None, alphabet, bound))
    return targets


def _corpus_options(path: Path) -> tuple[int, tuple[str, ...], tuple[str, ...]]:
    """Loop bound, include directories and defines of a corpus file (its own spec reader)."""
    try:
        sys.path.insert(0, str(CORPUS.parent))
        from check_corpus_spec import load  # type: ignore[import-not-found]

        spec = load(path)
        return spec.loop_bound, tuple(spec.include_dirs), tuple(spec.defines)
    except ImportError:
        bound = _CORPUS_BOUND.search(path.read_text())
        return (int(bound.group(1)) if bound else 3), (), ()
    finally:
        sys.path.remove(str(CORPUS.parent))


def corpus_targets(files: int | None) -> list[Target]:
    if not CORPUS.is_dir():
        return []
    targets = []
    for path in sorted(CORPUS.glob("*.c"))[:files]:
        bound, includes, defines = _corpus_options(path)
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            if _FAILS.search(line):
                targets.append(
                    Target(str(path), number, None, ("functions",), bound, includes, defines)
                )
    return targets


def target_of(fields: dict[str, Any]) -> Target:
    tuples = ("alphabet", "include_dirs", "defines")
    values: dict[str, Any] = {k: tuple(v) if k in tuples else v for k, v in fields.items()}
    return Target(**values)


# ------------------------------------------------------------------ one measurement (child)


def measure(kind: str, target: Target, timeout: float) -> dict[str, Any]:
    """Runs in the child process: ``check`` or ``learn`` once, timed."""
    from errlang.session import Settings, check, learn

    settings = Settings(loop_bound=target.loop_bound, alphabet=target.alphabet, timeout=timeout,
                        include_dirs=target.include_dirs, defines=target.defines)  # fmt: skip
    started = time.perf_counter()
    if kind == "check":
        check(target.path, settings=settings)
        return {"seconds": time.perf_counter() - started}
    result = learn(target.path, line=target.line, function=target.function, settings=settings)
    stats = result["stats"]
    return {
        "seconds": time.perf_counter() - started,
        "states": len(result["states"]),
        "transitions": len(result["transitions"]),
        "membership_queries": stats["membership_queries"],
        "filtered": stats["filtered"],
        "cached": stats["cached"],
        "solver_calls": stats["solver_calls"],
        "enumerated": stats.get("answered_by_enumeration", 0),
        "membership_by_solver": stats["membership_queries"]
        - stats["filtered"]
        - stats["cached"]
        - stats.get("answered_by_enumeration", 0),
        "equivalence_queries": stats["equivalence_queries"],
        "unproven": len(result["guarantee"]["unproven"]),
    }


def _limit_memory(gigabytes: float) -> None:
    limit = int(gigabytes * 2**30)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def run_child(kind: str, target: Target, cache: Path, timeout: float, memory: float) -> dict:
    """One measurement in a fresh process; ``{"error": …}`` when it fails or runs out."""
    env = dict(os.environ, ERRLANG_CACHE_DIR=str(cache))
    command = [sys.executable, __file__, "--child", kind, json.dumps(asdict(target)),
               "--timeout", str(timeout)]  # fmt: skip
    try:
        proc = subprocess.run(command, env=env, capture_output=True, text=True,
                              timeout=timeout * 1.5 + 30,
                              preexec_fn=lambda: _limit_memory(memory))  # fmt: skip
    except subprocess.TimeoutExpired:
        return {"error": "timeout"}
    if proc.returncode != 0:
        tail = (proc.stderr.strip().splitlines() or ["exit " + str(proc.returncode)])[-1]
        return {"error": "out of memory" if "memory" in tail.lower() else tail[:120]}
    return json.loads(proc.stdout.strip().splitlines()[-1])


@dataclass
class Row:
    target: Target
    check: dict
    cold: dict
    warm: dict

    def ratio(self) -> float | None:
        if "error" in self.cold or "error" in self.check or self.check["seconds"] <= 0:
            return None
        return self.cold["seconds"] / self.check["seconds"]


def bench(target: Target, timeout: float, memory: float) -> Row:
    with tempfile.TemporaryDirectory(prefix="errlang-bench-") as tmp:
        cache = Path(tmp)
        check = run_child("check", target, cache / "check", timeout, memory)
        cold = run_child("learn", target, cache / "learn", timeout, memory)
        warm = run_child("learn", target, cache / "learn", timeout, memory)
    return Row(target, check, cold, warm)


# ------------------------------------------------------------------ report


def _cell(values: dict, key: str) -> str:
    return "—" if "error" in values else str(values.get(key, ""))


def table(rows: list[Row]) -> str:
    head = ("| program | b | states | trans. | MQ | MQ to solver | solver calls (warm) | share "
            "| EQ | cold s | warm s | check s | learn/check |")  # fmt: skip
    lines = [head, "|" + "---|" * 13]
    for row in rows:
        cold, warm = row.cold, row.warm
        if "error" in cold:
            lines.append(f"| {row.target.name} | {row.target.loop_bound} | {cold['error']} "
                         "| | | | | | | | | | |")  # fmt: skip
            continue
        share = 100.0 * cold["solver_calls"] / max(1, cold["membership_queries"])
        ratio = row.ratio()
        warm_calls = _cell(warm, "solver_calls")
        warm_s = "—" if "error" in warm else f"{warm['seconds']:.2f}"
        check_s = row.check.get("error") or f"{row.check['seconds']:.2f}"
        lines.append(
            f"| {row.target.name} | {row.target.loop_bound} | {cold['states']} "
            f"| {cold['transitions']} | {cold['membership_queries']} "
            f"| {cold.get('membership_by_solver', '?')} "
            f"| {cold['solver_calls']} ({warm_calls}) | {share:.1f} % "
            f"| {cold['equivalence_queries']} | {cold['seconds']:.2f} | {warm_s} "
            f"| {check_s} | {'—' if ratio is None else f'{ratio:.1f}'} |"
        )
    return "\n".join(lines)


def summary(rows: list[Row]) -> str:
    done = [r for r in rows if "error" not in r.cold]
    mq = sum(r.cold["membership_queries"] for r in done)
    calls = sum(r.cold["solver_calls"] for r in done)
    to_solver = sum(r.cold.get("membership_by_solver", 0) for r in done)
    ratios = sorted(r.ratio() or 0.0 for r in done if r.ratio() is not None)
    warm_zero = sum(1 for r in done if r.warm.get("solver_calls") == 0)
    median = ratios[len(ratios) // 2] if ratios else 0.0
    return (f"{len(done)}/{len(rows)} targets learned; {calls} solver calls in all for {mq} "
            f"membership queries ({100.0 * calls / max(1, mq):.1f} %), {to_solver} membership "
            f"queries answered by the solver ({100.0 * to_solver / max(1, mq):.1f} %); median "
            f"learn/check {median:.1f}; warm runs without a solver call: "
            f"{warm_zero}/{len(done)}")  # fmt: skip


def machine() -> dict[str, str]:
    model = ""
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True, check=False).stdout
        model = next((line.split(":", 1)[1].strip() for line in out.splitlines()
                      if line.startswith("Model name")), "")  # fmt: skip
    except OSError:
        pass
    return {"nproc": str(os.cpu_count()), "cpu": model, "python": platform.python_version(),
            "date": time.strftime("%Y-%m-%d")}  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="paper programs + 5 corpus files")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per run")
    parser.add_argument("--memory", type=float, default=4.0, help="GiB per run")
    parser.add_argument("--table", metavar="JSON", help="print the table of an earlier --json run")
    parser.add_argument("--child", nargs=2, metavar=("KIND", "TARGET"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(
            json.dumps(measure(args.child[0], target_of(json.loads(args.child[1])), args.timeout))
        )
        return 0
    if args.table:
        saved = json.loads(Path(args.table).read_text())
        rows = [
            Row(target_of(r["target"]), r["check"], r["cold"], r["warm"]) for r in saved["rows"]
        ]
        info = saved["machine"]
        print(f"machine: {info['nproc']} × {info['cpu']}, Python {info['python']}, {info['date']}")
        print(table(rows))
        print(summary(rows))
        return 0
    targets = paper_targets() + corpus_targets(5 if args.quick else None)
    rows = []
    for target in targets:
        rows.append(bench(target, args.timeout, args.memory))
        if not args.json:
            print(f"done: {target.name}", file=sys.stderr, flush=True)
    if args.json:
        out = {"machine": machine(), "rows": [asdict(r) for r in rows]}
        print(json.dumps(out, indent=2))
    else:
        info = machine()
        print(f"machine: {info['nproc']} × {info['cpu']}, Python {info['python']}, {info['date']}")
        print(table(rows))
        print(summary(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
