"""`errlang check` on the held-out programs (issue 23): C in SV-COMP's style from categories
nobody tuned errlang to, each named ``*_safe`` or ``*_unsafe`` (SV-COMP's convention: the
expected verdict of the reachability property).

Run:  .venv/bin/python benchmarks/heldout_bench.py [--timeout S] [--jobs N] [--json OUT]
                                                   [--engine-at COMMIT] [--against OLD]
                                                   [PROGRAM …]

Every program is one fresh ``errlang check --timeout S --json`` process (default 20 s), at most
``--jobs`` (default 2) at a time. Programs: tests/check/programs/heldout/*.c and *.i unless
files are given (``--set heldout2``: tests/check/programs/heldout2/, the second held-out set,
whose programs may also be named ``*_ub``: no assertion fails, but a run reaches undefined
behaviour, which errlang must report as an error finding). The table (Markdown, for
docs/checking.md) gives per program the expected verdict, errlang's (``fails``; ``holds``
when complete; ``≤b`` holds within bound b; ``unknown``; ``ub`` when no assertion fails but
undefined behaviour is reachable; ``error`` when the front end refused something a run
reaches; undefined behaviour after which the run goes on, a signed overflow, is shown beside
the verdict as ``+k UB going on`` and named in the note: a finding, not the program's verdict),
the exit code, the wall-clock seconds (Python's start-up included) and the CPU seconds (user +
system, children included: what the load does not inflate), then the
totals: unsafe programs found, wrong verdicts (a safe program that fails or has reachable
undefined behaviour; an unsafe or ``_ub`` program said to hold for all runs), refusals (input
errors) and runs over the budget (wall time above S + 2 s). ``--engine-at COMMIT``: that
commit's engine alone (check_corpus.pin_engine). ``--against OLD`` (an earlier ``--json``
file) ends with what changed since, per program: the verdict or its bound, and the CPU seconds
of a run that ended before its budget both times when they grew more than check_corpus.SLOWER
times (a run stopped by its wall budget uses what the load leaves it: its bound and CPU move
with the load, not only with the engine). Such a run that got less than ``STARVED`` of its
wall seconds as CPU is marked ``starved`` in the note and in what changed: its bound says more
about the machine's load than about the engine (rerun it alone, or with ``--loop-bound``).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from check_corpus import (  # noqa: E402  (one process's CPU: os.wait4; a pinned engine)
    SLACK,
    SLOWER,
    add_engine_option,
    engine_label,
    pin_engine,
    run_counted,
)

SETS = ROOT / "tests" / "check" / "programs"
PROGRAMS = SETS / "heldout"
ERRLANG = ROOT / ".venv" / "bin" / "errlang"
BUDGET_SLACK = 2.0  # docs/checking.md: check ends within T + 2 s
# A run stopped by its wall budget with less CPU than this share of its wall seconds was starved
# by the load (thirteenth session: bst_delete_safe at 2.5 s CPU in 19.5 s lost a bound that it
# keeps, in 3.4 s, when run alone).
STARVED = 0.4


@dataclass(frozen=True)
class Outcome:
    program: str
    expected: str  # safe | unsafe | ub
    got: str  # fails | holds | holds-within-bound | unknown | ub | error
    loop_bound: int | None
    exit_code: int
    wall_seconds: float
    errors: tuple[str, ...]
    reason: str
    cpu_seconds: float = 0.0  # the process's user + system seconds (load does not inflate it)
    going_on: tuple[str, ...] = ()  # non-blocking undefined behaviour: "reason at line N"

    @property
    def wrong(self) -> bool:
        if self.expected == "safe":
            return self.got in ("fails", "ub")
        return self.got == "holds" and not (self.expected == "ub" and self.going_on)

    @property
    def found(self) -> bool:
        if self.expected == "ub":
            return self.got == "ub" or bool(self.going_on)
        return self.got == "fails"

    @property
    def refused(self) -> bool:
        return bool(self.errors)

    def over_budget(self, timeout: float) -> bool:
        return self.wall_seconds > timeout + BUDGET_SLACK

    def starved(self, timeout: float) -> bool:
        """Stopped by the wall budget with little CPU: the load, not the engine, set its bound."""
        stopped = self.got in ("holds-within-bound", "unknown") and self.wall_seconds >= timeout - 1
        return stopped and self.cpu_seconds < STARVED * self.wall_seconds

    def cell(self) -> str:
        extra = f" +{len(self.going_on)} UB going on" if self.going_on else ""
        if self.got == "holds-within-bound":
            return f"≤{self.loop_bound}{extra}"
        if self.got == "fails" and self.loop_bound is not None:
            return f"fails (b={self.loop_bound}){extra}"
        return self.got + extra


def expected_verdict(path: Path) -> str:
    stem = path.name.split(".")[0]
    if stem.endswith("_unsafe"):
        return "unsafe"
    if stem.endswith("_safe"):
        return "safe"
    if stem.endswith("_ub"):
        return "ub"
    raise ValueError(f"{path.name}: the name must end in _safe, _unsafe or _ub")


# Undefined behaviour after which errlang's run goes on (encoder.encoding.NON_BLOCKING: signed
# overflow wraps, an uninitialised read gives any value): the assertions' verdicts are those of
# the runs going on, so such a finding is shown beside the verdict, not as the program's "ub"
# (since 4e48ef1 a signed overflow is an error finding; memcpy_struct_safe.c has a real one).
GOING_ON = frozenset({"signed overflow", "uninitialised read"})


def going_on(data: dict[str, Any]) -> tuple[str, ...]:
    """The non-blocking undefined behaviour of a check's findings, as "reason at line N"."""
    return tuple(
        f"{f.get('reason')} at line {f.get('line')}"
        for f in data.get("findings", [])
        if f.get("severity") == "error" and f.get("reason") in GOING_ON
    )


def summarise(data: dict[str, Any]) -> tuple[str, int | None, str]:
    """The program's verdict, the bound it is about and the first reason worth showing."""
    assertions = data.get("assertions", [])
    failing = [a for a in assertions if a.get("verdict") == "fails"]
    if failing:
        return "fails", max(a.get("loop_bound") or 0 for a in failing), ""
    if data.get("errors"):
        return "error", None, data["errors"][0].get("message", "")
    ub = [
        f
        for f in data.get("findings", [])
        if f.get("severity") == "error" and f.get("reason") not in GOING_ON
    ]
    if ub:
        return "ub", ub[0].get("loop_bound"), f"{ub[0].get('reason')} at line {ub[0].get('line')}"
    verdicts = {a.get("verdict") for a in assertions}
    bound = data.get("loop_bound")
    if "unknown" in verdicts:
        reason = next(a.get("reason", "") for a in assertions if a.get("verdict") == "unknown")
        return "unknown", bound, reason
    if "holds-within-bound" in verdicts or not data.get("complete", False):
        return "holds-within-bound", bound, data.get("message") or ""
    return "holds", bound, ""


def run_one(path: Path, timeout: float) -> Outcome:
    command = [str(ERRLANG), "check", "--timeout", str(timeout), "--json", str(path)]
    start = time.monotonic()
    stdout, stderr, code, cpu = run_counted(command, timeout * 3 + 30)
    wall = time.monotonic() - start
    try:
        data = json.loads(stdout)
    except json.JSONDecodeError:
        data = {"errors": [{"message": f"no JSON (stderr: {stderr.strip()[-200:]})"}]}
    got, bound, reason = summarise(data)
    errors = tuple(
        f"{e.get('line')}:{e.get('column')}: {e.get('message')}" for e in data.get("errors", [])
    )
    return Outcome(
        program=path.name,
        expected=expected_verdict(path),
        got=got,
        loop_bound=bound,
        exit_code=code,
        wall_seconds=round(wall, 2),
        errors=errors,
        reason=reason,
        going_on=going_on(data),
        cpu_seconds=round(cpu, 2),
    )


def table(outcomes: list[Outcome], timeout: float) -> str:
    lines = [
        "| program | expected | errlang | exit | seconds | CPU s | note |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for o in outcomes:
        note = "**WRONG**" if o.wrong else ""
        if o.refused:
            note = (note + " refused: " + o.errors[0]).strip()
        if o.over_budget(timeout):
            note = (note + " over budget").strip()
        if o.going_on:
            note = (note + " going on: " + ", ".join(o.going_on)).strip()
        if o.starved(timeout):
            note = (note + " starved").strip()
        lines.append(
            f"| {o.program} | {o.expected} | {o.cell()} | {o.exit_code} | "
            f"{o.wall_seconds:.1f} | {o.cpu_seconds:.1f} | {note} |"
        )
    unsafe = [o for o in outcomes if o.expected == "unsafe"]
    ub = [o for o in outcomes if o.expected == "ub"]
    safe = [o for o in outcomes if o.expected == "safe"]
    found = sum(o.found for o in unsafe)
    complete = sum(o.got == "holds" for o in safe)
    ub_found = f"undefined behaviour found: {sum(o.found for o in ub)} of {len(ub)}; " if ub else ""
    lines += [
        "",
        f"Unsafe found: {found} of {len(unsafe)}; {ub_found}safe proved (complete `holds`): "
        f"{complete} of {len(safe)}; wrong verdicts: {sum(o.wrong for o in outcomes)}; "
        f"refusals: {sum(o.refused for o in outcomes)}; "
        f"with undefined behaviour the run goes on after (signed overflow; not a verdict): "
        f"{sum(bool(o.going_on) for o in outcomes)}; "
        f"over the budget ({timeout:g} s + {BUDGET_SLACK:g} s): "
        f"{sum(o.over_budget(timeout) for o in outcomes)}; "
        f"longest run {max(o.wall_seconds for o in outcomes):.1f} s; "
        f"CPU {sum(o.cpu_seconds for o in outcomes):.1f} s in all.",
    ]
    return "\n".join(lines)


def starved(outcome: dict[str, Any], timeout: float) -> bool:
    """``Outcome.starved`` of an earlier run's JSON outcome."""
    fields = {
        **outcome,
        "errors": tuple(outcome.get("errors", ())),
        "going_on": tuple(outcome.get("going_on", ())),
    }
    return Outcome(**fields).starved(timeout)


def changes(old: list[dict[str, Any]], outcomes: list[Outcome], timeout: float) -> list[str]:
    """Per program, what changed since ``old`` (an earlier run's outcomes): the verdict, its
    bound, the CPU seconds of a run that finished within its budget both times."""
    before = {o["program"]: o for o in old}
    said = []
    for o in outcomes:
        was = before.get(o.program)
        if was is None:
            said.append(f"{o.program}: new")
            continue
        notes = []
        if was["got"] != o.got:
            notes.append(f"VERDICT {was['got']} -> {o.got}")
        elif was["loop_bound"] != o.loop_bound:
            notes.append(f"bound {was['loop_bound']} -> {o.loop_bound}")
        if notes and (starved(was, timeout) or o.starved(timeout)):
            notes.append(f"starved: CPU {was['cpu_seconds']} -> {o.cpu_seconds} s")
        if tuple(was.get("going_on", ())) != o.going_on:
            notes.append(f"UB going on {tuple(was.get('going_on', ()))} -> {o.going_on}")
        finished = max(was["wall_seconds"], o.wall_seconds) < timeout - 1
        cpu = float(was["cpu_seconds"])
        if finished and o.cpu_seconds > SLOWER * cpu and o.cpu_seconds - cpu > SLACK:
            notes.append(f"CPU {cpu:.1f} -> {o.cpu_seconds:.1f} s")
        if notes:
            said.append(f"{o.program}: " + "; ".join(notes))
    total = sum(float(before[o.program]["cpu_seconds"]) for o in outcomes if o.program in before)
    said.append(f"CPU in all: {total:.1f} -> {sum(o.cpu_seconds for o in outcomes):.1f} s")
    return said


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("programs", nargs="*", type=Path)
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--set", default="heldout", choices=("heldout", "heldout2"))
    parser.add_argument("--json", type=Path, help="write the outcomes as JSON here")
    parser.add_argument("--against", type=Path, help="an earlier run's --json file")
    add_engine_option(parser)
    args = parser.parse_args(argv)
    engine = engine_label(pin_engine(args.engine_at) if args.engine_at else None)
    directory = SETS / args.set
    programs = args.programs or sorted(
        [*directory.glob("*.c"), *directory.glob("*.i")], key=lambda p: p.name
    )
    with ThreadPoolExecutor(max_workers=max(1, min(args.jobs, 2))) as pool:
        outcomes = list(pool.map(lambda p: run_one(p, args.timeout), programs))
    print(table(outcomes, args.timeout))
    print(
        f"\nMachine: {platform.machine()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}, load average {os.getloadavg()[0]:.1f} at the end; "
        f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; engine {engine}."
    )
    if args.json:
        args.json.write_text(json.dumps([asdict(o) for o in outcomes], indent=2))
    if args.against:
        print(f"\nSince {args.against}:")
        print("\n".join(changes(json.loads(args.against.read_text()), outcomes, args.timeout)))
    return 1 if any(o.wrong for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
