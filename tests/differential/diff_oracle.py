"""The oracle of the differential test (issue 9, item 1): gcc's run against errlang's verdicts.

The method is Kapus and Cadar's (ASE 2017) for symbolic executors. On the program of
:mod:`csmith_program` with gcc's checksum *v*: ``assert(crc == v)`` must not fail and
``assert(crc != v)`` must fail (its counterexample replays under gcc); with inputs pinned to
their initial values, the same; with a pin flipped, every ``fails`` must replay under gcc and
every complete ``holds`` must survive gcc runs on random inputs. A problem is ``kind: text``;
the kind is what C-Reduce keeps while it shrinks a program (:mod:`csmith_reduce`).
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from csmith_program import Pin, literal_value

Outcome = Literal["agreed", "disagreed", "refused", "timed-out", "beyond-bound", "skipped"]


@dataclass(frozen=True)
class Verdict:
    """errlang's verdict on one of the two checksum assertions."""

    verdict: str  # fails | holds-within-bound | holds | unknown
    complete: bool
    inputs: tuple[int, ...] = ()
    reason: str = ""


@dataclass(frozen=True)
class Result:
    """The outcome of one program (or one input variant of it)."""

    seed: int
    variant: str  # plain | pinned | flipped
    outcome: Outcome
    detail: str = ""
    constructs: tuple[str, ...] = ()
    seconds: float = 0.0


@dataclass(frozen=True)
class GccRun:
    checksum: int | None
    failed_line: int | None  # the line of the assertion gcc's run failed, if any
    status: str  # ok | assume | no-input | crash | timeout | compile-error


def run_gcc(
    program: Path, inputs: Sequence[int] = (), timeout: float = 10.0, binary: Path | None = None
) -> GccRun:
    """Compile ``program`` with ``-DDIFF_GCC`` (inputs fed in call order) and run it."""
    exe = binary or program.with_suffix(".gcc")
    values = ",".join(str(v) for v in inputs) or "0"
    compile_ = subprocess.run(
        [
            "gcc",
            "-std=gnu11",
            "-O0",
            "-fwrapv",
            "-w",
            "-DDIFF_GCC",
            f"-DDIFF_INPUTS={values}",
            "-o",
            str(exe),
            str(program),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    if compile_.returncode != 0:
        return GccRun(None, None, "compile-error")
    try:
        done = subprocess.run([str(exe)], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return GccRun(None, None, "timeout")
    found = re.search(r"checksum = (\d+)", done.stdout)
    checksum = int(found.group(1)) if found else None
    failed = re.search(r":(\d+): \w+: Assertion", done.stderr)
    if failed:
        return GccRun(checksum, int(failed.group(1)), "ok")
    status = {0: "ok", 3: "assume", 4: "no-input"}.get(done.returncode, "crash")
    return GccRun(checksum, None, status)


def run_errlang(
    program: Path, loop_bound: int, timeout: float
) -> tuple[str, dict[int, Verdict], list[str]]:
    """``errlang check --json``: ("ok" | "timeout" | "crash", verdicts by line, errors)."""
    command = [sys.executable, "-m", "errlang", "check", "--json"]
    command += ["--loop-bound", str(loop_bound), "--timeout", f"{timeout:g}", str(program)]
    env = {**os.environ, "ERRLANG_CACHE": "off"}
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=timeout + 20, env=env
        )
    except subprocess.TimeoutExpired:
        return "timeout", {}, []
    try:
        data = json.loads(done.stdout)
    except json.JSONDecodeError:
        return "crash", {}, [f"exit {done.returncode}: {done.stderr.strip()[-400:]}"]
    if "Traceback" in done.stderr:
        return "crash", {}, [done.stderr.strip()[-400:]]
    if data.get("out_of_time") and not data["assertions"]:
        return "timeout", {}, []  # the budget ran out before parsing ended: no sites known
    verdicts = {}
    for item in data["assertions"]:
        example = item.get("counterexample") or {}
        values = tuple(int(i["value"]) for i in example.get("inputs", ()))
        verdicts[item["line"]] = Verdict(
            item["verdict"], bool(item.get("complete")), values, item.get("reason") or ""
        )
    errors = [e["message"] for e in data["errors"]]
    # Csmith programs have no undefined behaviour: a claimed one (not a mere warning) is wrong
    errors += [
        f"undefined-behaviour claimed: {f.get('reason')} at line {f.get('line')}"
        for f in data.get("findings") or []
        if f.get("severity") != "warning"
    ]
    return "ok", verdicts, errors


def refused_constructs(messages: Sequence[str]) -> tuple[str, ...]:
    """errlang's refusal messages with names and numbers blanked: one name per construct."""
    return tuple(sorted({re.sub(r"'[^']*'|`[^`]*`|\d+", "…", m).strip()[:80] for m in messages}))


@dataclass(frozen=True)
class Options:
    max_loop_bound: int = 8  # programs whose loops need more are not analysed (beyond bound)
    timeout: float = 20.0  # errlang's --timeout; its process is killed 20 s later
    samples: int = 4  # gcc runs on random inputs that check a complete `holds` (flipped pins)


def check_variant(
    seed: int, variant: str, program: Path, pins: Sequence[Pin], bound: int, options: Options
) -> Result:
    """errlang's verdicts on the two checksum assertions, compared with gcc's runs."""
    start = time.perf_counter()

    def done(outcome: Outcome, detail: str = "", constructs: tuple[str, ...] = ()) -> Result:
        return Result(seed, variant, outcome, detail, constructs, time.perf_counter() - start)

    lines = program.read_text().splitlines()
    eq_line = next((i for i, t in enumerate(lines, 1) if "assert(diff_crc ==" in t), None)
    ne_line = next((i for i, t in enumerate(lines, 1) if "assert(diff_crc !=" in t), None)
    if eq_line is None or ne_line is None:
        return done("skipped", "no checksum assertions")
    status, verdicts, errors = run_errlang(program, bound, options.timeout)
    if status == "timeout":
        return done("timed-out", f"loop bound {bound}: no answer within the time budget + 20 s")
    if status == "crash":
        return done("disagreed", "crash: " + "; ".join(errors))
    claims = [e for e in errors if e.startswith("undefined-behaviour claimed")]
    if claims and not any(p.flipped for p in pins):  # one run, UB-free under gcc's safe math
        return done("disagreed", "false-ub: " + "; ".join(claims))
    errors = [e for e in errors if e not in claims]
    if errors:
        return done("refused", "; ".join(errors), refused_constructs(errors))
    if eq_line not in verdicts or ne_line not in verdicts:
        return done("disagreed", f"unreported: assertions on lines {sorted(verdicts)}")
    eq, ne = verdicts[eq_line], verdicts[ne_line]
    unknown = [v.reason for v in (eq, ne) if v.verdict == "unknown"]
    if any("unsupported" in r for r in unknown):
        return done("refused", "; ".join(unknown), refused_constructs(unknown))
    if unknown and all("time" in r or "budget" in r for r in unknown):
        return done("timed-out", unknown[0])
    if unknown:
        return done("disagreed", f"unknown: {unknown[0]}")
    problem = compare(program, (eq_line, ne_line), (eq, ne), pins, options.samples)
    if problem == "beyond-bound":
        return done("beyond-bound", f"loop bound {bound}: runs cut by the bound")
    return done("agreed") if problem is None else done("disagreed", problem)


def compare(
    program: Path,
    lines: tuple[int, int],
    verdicts: tuple[Verdict, Verdict],
    pins: Sequence[Pin],
    samples: int,
) -> str | None:
    """None when errlang agrees with gcc, "beyond-bound" when the bound hides the answer, else
    the problem as ``kind: text``."""
    (eq_line, ne_line), (eq, ne) = lines, verdicts
    for line, verdict in ((eq_line, eq), (ne_line, ne)):
        if verdict.verdict == "fails":
            run = run_gcc(program, verdict.inputs)
            if run.failed_line != line:
                return (
                    f"no-replay: line {line} fails with inputs {list(verdict.inputs)}, but gcc's"
                    f" run is {run.status} (checksum {run.checksum}, failed {run.failed_line})"
                )
    if not any(p.flipped for p in pins):
        # one run only (inputs pinned): gcc's checksum decides both assertions
        if eq.verdict == "fails":
            return f"wrong-fails: assert(crc == gcc's checksum) fails with {list(eq.inputs)}"
        if ne.verdict != "fails":
            return (
                "wrong-holds: assert(crc != gcc's checksum) holds"
                if ne.complete
                else ("beyond-bound")
            )
        return None
    rng = random.Random(str(program))
    for line, verdict in ((eq_line, eq), (ne_line, ne)):
        if verdict.verdict == "fails":
            continue
        if not verdict.complete:
            return "beyond-bound"
        for _ in range(samples):
            values = [
                rng.randrange(-(2**31), 2**31) if p.flipped else literal_value(p.value)
                for p in pins
            ]
            if run_gcc(program, values).failed_line == line:
                return f"wrong-holds: line {line} holds, but gcc fails it with inputs {values}"
    return None
