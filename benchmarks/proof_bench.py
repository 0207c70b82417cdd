"""errlang's proofs for all runs (issue 33) beside Frama-C's value analysis (EVA).

For each program (``*_safe.c`` / ``*_unsafe.c``: the name is the ground truth), run
``errlang check --json --timeout T`` and, when ``frama-c`` is installed (Debian's
``frama-c-base``), ``frama-c -eva -eva-precision P`` on a copy whose ``reach_error`` body is
``/*@ assert \\false; */``: EVA proves the program safe when it shows that assertion
unreachable. Prints one Markdown row per program and a summary (proofs by each tool, wrong
verdicts). Usage::

    .venv/bin/python benchmarks/proof_bench.py tests/proof/programs benchmarks/programs/proof
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

REACH = re.compile(r"void\s+reach_error\s*\(\s*(void)?\s*\)\s*\{[^}]*\}")


@dataclass(frozen=True)
class Row:
    name: str
    safe: bool
    errlang: str  # fails | holds (induction k=…, n invariants) | holds (exhaustion) | …
    errlang_seconds: float
    eva: str  # proved | alarm | error | timeout | absent
    eva_seconds: float

    @property
    def errlang_proves(self) -> bool:
        return self.errlang.startswith("holds ")

    @property
    def wrong(self) -> list[str]:
        found = []
        if self.safe and self.errlang == "fails":
            found.append("errlang")
        if not self.safe and self.errlang_proves:
            found.append("errlang")
        if not self.safe and self.eva == "proved":
            found.append("eva")
        return found


ASSERT_H = re.compile(r"^\s*#\s*include\s*<assert\.h>.*$", re.M)
DEFINED = "void reach_error(void) { /*@ assert \\false; */ }"


def eva_source(text: str) -> str | None:
    """The program with its failure made an ACSL ``assert \\false``: ``reach_error``'s body, or
    C's ``assert(c)`` (``<assert.h>`` replaced by a macro calling ``reach_error``); None when
    the program has neither."""
    if "reach_error" in text:
        text, count = REACH.subn(DEFINED.replace("\\", "\\\\"), text)
        return text if count else text + "\n" + DEFINED + "\n"
    if ASSERT_H.search(text):
        macro = "#define assert(c) do { if (!(c)) reach_error(); } while (0)"
        return DEFINED + "\n" + ASSERT_H.sub(macro, text, count=1)
    return None


def errlang(path: Path, timeout: float) -> tuple[str, float]:
    started = time.monotonic()
    command = [sys.executable, "-m", "errlang", "check", str(path), "--json"]
    command += ["--timeout", str(timeout)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 30)
        data = json.loads(done.stdout)
    except (subprocess.TimeoutExpired, json.JSONDecodeError):
        return "error", time.monotonic() - started
    seconds = time.monotonic() - started
    verdicts = data.get("assertions", [])
    if any(a["verdict"] == "fails" for a in verdicts):
        return "fails", seconds
    if verdicts and all(a["verdict"] == "holds" for a in verdicts):
        proofs = [a.get("proof") or {} for a in verdicts]
        if all(p.get("method") == "exhaustion" for p in proofs):
            return "holds (exhaustion)", seconds
        ks = [int(p.get("k", 0)) for p in proofs if p.get("method") == "induction"]
        invariants = sum(len(p.get("invariants", [])) for p in proofs)
        return f"holds (induction k={max(ks or [0])}, {invariants} invariants)", seconds
    kinds = sorted({a["verdict"] for a in verdicts}) or ["none"]
    return "/".join(kinds), seconds


def eva(path: Path, timeout: float, precision: int) -> tuple[str, float]:
    if shutil.which("frama-c") is None:
        return "absent", 0.0
    text = eva_source(path.read_text())
    if text is None:
        return "error", 0.0
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / path.name
        copy.write_text(text)
        command = ["frama-c", "-eva", "-eva-precision", str(precision), str(copy)]
        command += ["-then", "-report"]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "timeout", time.monotonic() - started
    seconds = time.monotonic() - started
    block = done.stdout.split("Properties of Function 'reach_error'")
    if done.returncode != 0:
        return "error", seconds
    if len(block) < 2:
        return "error", seconds  # no status for the assertion: nothing is claimed
    status = block[1].split("\n--- ")[0]
    if "Alarm" in status or "Unknown" in status or "Invalid" in status:
        return "alarm", seconds
    return "proved", seconds


def measure(path: Path, args: argparse.Namespace) -> Row:
    verdict, seconds = errlang(path, args.timeout)
    proved, eva_seconds = eva(path, args.eva_timeout, args.precision)
    safe = path.stem.endswith("_safe")
    return Row(path.name, safe, verdict, seconds, proved, eva_seconds)


def programs(places: list[str]) -> list[Path]:
    found: list[Path] = []
    for place in places:
        path = Path(place)
        found += sorted(path.glob("*.c")) if path.is_dir() else [path]
    return [p for p in found if p.stem.endswith(("_safe", "_unsafe"))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("places", nargs="+", help="C files or directories of them")
    parser.add_argument("--timeout", type=float, default=20.0, help="errlang's budget")
    parser.add_argument("--eva-timeout", type=float, default=20.0)
    parser.add_argument("--precision", type=int, default=5, help="EVA's -eva-precision")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    paths = programs(args.places)
    with ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(lambda p: measure(p, args), paths))
    print("| program | truth | errlang | s | EVA | s |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        truth = "safe" if r.safe else "unsafe"
        print(
            f"| {r.name} | {truth} | {r.errlang} | {r.errlang_seconds:.1f} | {r.eva} |"
            f" {r.eva_seconds:.1f} |"
        )
    safe = [r for r in rows if r.safe]
    both = sum(r.errlang_proves and r.eva == "proved" for r in safe)
    only_errlang = sum(r.errlang_proves and r.eva != "proved" for r in safe)
    only_eva = sum(r.eva == "proved" and not r.errlang_proves for r in safe)
    unsafe = [r for r in rows if not r.safe]
    found = sum(r.errlang == "fails" for r in unsafe)
    print(
        f"\nsafe {len(safe)}: proved by both {both}, errlang only {only_errlang}, EVA only "
        f"{only_eva}; unsafe {len(unsafe)}: errlang fails {found}"
        f"; wrong verdicts: errlang {sum('errlang' in r.wrong for r in rows)}, EVA "
        f"{sum('eva' in r.wrong for r in rows)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
