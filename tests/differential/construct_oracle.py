"""The oracle for :mod:`construct_programs` (issue 9 item 1, engineer K): gcc with
``-fsanitize=address,undefined -fwrapv`` (a signed overflow wraps and the run goes on, as
errlang's: docs/semantics.md; its own finding is confirmed by a build without ``-fwrapv``) runs
the program on **every** input vector (a and b in [-R, R], w on its boundary values,
each allocation succeeding or returning NULL), one forked child per vector; errlang's check of
the same file must then agree on every assertion and every undefined behaviour:

* ``fails``: errlang's counterexample, fed to the same build, fails that assertion;
* ``holds`` (complete) or ``holds-within-bound``: no vector's run fails it without undefined
  behaviour before (the programs' loops iterate at most 4 times: a bounded verdict at bound >= 4
  covers every run of a program that calls no looping C model, :func:`covered`);
* a finding (not a warning): its run, fed to the build, is reported by a sanitizer;
* a vector the sanitizers report: errlang has some finding when its analysis was complete;
* ``unknown`` names its cause; no crash, no refusal.

Run a batch: ``.venv/bin/python tests/differential/construct_oracle.py --count 100 --first-seed 1``.
"""

from __future__ import annotations

import argparse
import itertools
import random
import re
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from construct_everyday import EVERYDAY
from construct_families import FAMILIES
from construct_idioms import IDIOMS
from construct_library import LIBRARY
from construct_people import PEOPLE
from construct_programs import (
    RANGE,
    WIDE_VALUES,
    Maker,
    Skeleton,
    choose_checks,
    render,
    skeleton,
    with_kinds,
)
from errlang.encoder.encoding import SIGNED_OVERFLOW
from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import WARNING_REASONS, CheckResult
from errlang.teacher.runs import Run

GCC_FLAGS = (
    "-std=gnu11",
    "-O0",
    "-g",
    "-w",
    "-fwrapv",
    # float-cast-overflow: not in undefined; pointer-subtract (with detect_invalid_pointer_pairs
    # below): two objects' pointers subtracted; both as errlang's replays (explain/replay_run.py)
    "-fsanitize=address,undefined,float-cast-overflow,pointer-subtract",
    "-fno-sanitize-recover=all",
    "-DDIFF_GCC",
)
SANITIZER_ENV = {
    # as errlang's replays (session/ub_replay.py): a pointer to a returned function's local
    # is reported (gcc 12 compiles the check in; the option turns it on)
    "ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0:exitcode=43:detect_stack_use_after_return=1"
    ":detect_invalid_pointer_pairs=2",
    "UBSAN_OPTIONS": "exitcode=44:print_stacktrace=0",
}
MAX_BOUND = 4  # the most iterations of a loop in a generated program


@dataclass(frozen=True)
class VectorRun:
    """gcc's run on one input vector: the assertion it failed, or the undefined behaviour the
    sanitizers reported (its first report line and line number), and the values observed."""

    vector: tuple[int, ...]
    failed_line: int | None
    ub: str | None
    ub_line: int | None
    observed: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class Compared:
    """One program: verdicts that agreed by kind, and the disagreements (``kind: text``)."""

    seed: int
    agreed: dict[str, int]
    problems: tuple[str, ...]
    seconds: float = 0.0


def vectors(program: Skeleton) -> list[tuple[int, ...]]:
    """Every input vector: small inputs in [-R, R], w on its boundary values, each allocation
    0 (succeeds) or 1 (NULL), in the program's call order."""
    domains = {"small": range(-RANGE, RANGE + 1), "wide": WIDE_VALUES, "alloc": (0, 1)}
    return list(itertools.product(*(domains[k] for k in program.kinds)))


def build(source: Path, address: bool = True, wrapping: bool = True) -> Path | str:
    """The sanitized build of ``source`` (its driver forks a child per vector), or gcc's error.
    ``address`` False: UBSan alone (the probe that only observes values: an AddressSanitizer
    child costs ~11 ms CPU, UBSan's ~0.3 ms). ``wrapping`` False: without ``-fwrapv``, where
    UBSan reports signed overflow and shift-base (the confirmation of errlang's signed
    overflow findings, which do not end a run: the truth's runs keep ``-fwrapv``)."""
    exe = source.with_suffix(".exe" if wrapping else ".overflow.exe")
    flags = [
        f if address else f.replace("address,", "").replace(",pointer-subtract", "")
        for f in GCC_FLAGS
        if wrapping or f != "-fwrapv"
    ]
    done = subprocess.run(
        ["gcc", *flags, "-o", str(exe), str(source)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    return exe if done.returncode == 0 else done.stderr.strip()[-600:]


_END = re.compile(r"^diff-end (\d+) (-?\d+)$")
_UBSAN = re.compile(r":(\d+):\d+: runtime error: (.*)$")
_ASAN_FRAME = re.compile(r" in diff_main \S*?:(\d+)")


def run_vectors(exe: Path, inputs: Sequence[tuple[int, ...]]) -> list[VectorRun]:
    """gcc's runs of ``exe`` on ``inputs``, one child each (see the driver in the program)."""
    import os

    stdin = "".join(" ".join(str(v) for v in vector) + "\n" for vector in inputs)
    done = subprocess.run(
        [str(exe)],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, **SANITIZER_ENV},
    )
    runs: list[VectorRun] = []
    segment: list[str] = []
    for line in done.stderr.splitlines():
        end = _END.match(line)
        if end is None:
            segment.append(line)
            continue
        runs.append(_read_segment(inputs[int(end.group(1))], segment))
        segment = []
    return runs


def _read_segment(vector: tuple[int, ...], lines: list[str]) -> VectorRun:
    failed = ub = ub_line = None
    observed = []
    for index, line in enumerate(lines):
        if line.startswith("diff-assert "):
            failed = int(line.split()[1])
        elif line.startswith("diff-observe "):
            _, k, value = line.split()
            observed.append((int(k), int(value)))
        elif ub is None and (match := _UBSAN.search(line)):
            ub, ub_line = match.group(2), int(match.group(1))
        elif ub is None and "ERROR: AddressSanitizer" in line:
            ub = line.split("ERROR: ", 1)[1][:120]
            frames = (_ASAN_FRAME.search(x) for x in lines[index:])
            ub_line = next((int(m.group(1)) for m in frames if m), None)
    return VectorRun(vector, failed, ub, ub_line, tuple(observed))


def make_program(
    seed: int, directory: Path, families: Sequence[Maker] | None = None
) -> tuple[Skeleton, Path] | str:
    """The program of ``seed`` with its assertions' constants from gcc's runs of the probe."""
    return probed(skeleton(seed, families), directory)


def probed(program: Skeleton, directory: Path) -> tuple[Skeleton, Path] | str:
    """``program`` with its assertions' constants from gcc's runs of its probe."""
    seed = program.seed
    probe = directory / f"probe_{seed}.c"
    probe.write_text(render(program, None))
    exe = build(probe, address=False)
    if isinstance(exe, str):
        return f"gcc: {exe}"
    observed: list[set[int]] = [set() for _ in program.parts]
    for run in run_vectors(exe, vectors(program)):
        for k, value in run.observed:
            observed[k].add(value)
    path = directory / f"construct_{seed}.c"
    path.write_text(render(program, choose_checks(seed, observed)))
    return program, path


def compare_seed(
    seed: int, directory: Path, timeout: float = 30.0, families: Sequence[Maker] | None = None
) -> Compared:
    return compare_program(skeleton(seed, families), directory, timeout)


def compare_program(program: Skeleton, directory: Path, timeout: float = 30.0) -> Compared:
    """``program`` made (its constants from gcc), run by gcc on every vector, checked."""
    seed = program.seed
    start = time.perf_counter()
    made = probed(program, directory)
    if isinstance(made, str):
        return Compared(seed, {}, (f"build: {made}",))
    program, path = made
    exe = build(path)
    if isinstance(exe, str):
        return Compared(seed, {}, (f"build: {exe}",))
    try:
        truth = run_vectors(exe, vectors(program))
    except subprocess.TimeoutExpired:  # gcc's own runs (their sanitizer reports) too slow
        return Compared(seed, {"skipped": 1}, (), time.perf_counter() - start)
    settings = Settings(timeout=timeout, malloc_may_fail=program.allocates)
    try:
        result = check_program(str(path), None, settings)
    except Exception:  # a crash is a disagreement to reduce, not the end of the batch
        return Compared(seed, {}, ("crash: " + traceback.format_exc()[-800:],))
    agreed, problems = compare(program, exe, truth, result)
    return Compared(seed, agreed, tuple(problems), time.perf_counter() - start)


def compare_group(
    makers: Sequence[Maker], names: Sequence[str], seed: int, label: str, directory: Path
) -> Compared:
    """One program with one part of each family of ``names`` (makers of a profile), drawn from
    the fixed seed ``"<label> <seed>"``, compared (the CI tests of a profile's families)."""
    by_name = {maker.__name__.lstrip("_"): maker for maker in makers}
    rng = random.Random(f"{label} {seed}")
    wide = rng.random() < 0.5
    parts = tuple(
        replace(by_name[name](rng, k, wide), construct=name) for k, name in enumerate(names)
    )
    return compare_program(with_kinds(seed, wide, parts), directory, timeout=60)


def covered(program: Skeleton, bound: int | None) -> bool:
    """Every run of ``program`` is within ``bound``: its loops iterate at most MAX_BOUND times
    and it calls no C model that loops more (seed 193: snprintf's 13 characters)."""
    return not program.library_loops and (bound or 0) >= MAX_BOUND


def _fed(program: Skeleton, run: Run) -> tuple[int, ...]:
    """A run's inputs as a vector of the build (missing ones: 0, an allocation that succeeds)."""
    values = [int(i.value) for i in run.inputs]
    return tuple(values + [0] * (len(program.kinds) - len(values)))


def compare(
    program: Skeleton, exe: Path, truth: list[VectorRun], result: CheckResult
) -> tuple[dict[str, int], list[str]]:
    """errlang's verdicts and findings against gcc's runs on every vector (module docstring)."""
    agreed: Counter[str] = Counter()
    problems = [f"refused: line {e.line}: {e.message}" for e in result.errors]
    failing: dict[int, tuple[int, ...]] = {}
    for run in truth:
        if run.failed_line is not None and run.ub is None:
            failing.setdefault(run.failed_line, run.vector)
    for verdict in result.assertions:
        witness = failing.get(verdict.line)
        if verdict.verdict == "fails":
            assert verdict.counterexample is not None
            fed = _fed(program, verdict.counterexample)
            (replayed,) = run_vectors(exe, [fed])
            if replayed.failed_line == verdict.line:
                agreed["fails"] += 1
            else:
                got = replayed.ub or f"failed line {replayed.failed_line}"
                problems.append(f"no-replay: line {verdict.line} fails with {fed}; gcc: {got}")
        elif verdict.verdict == "unknown":
            agreed["unknown"] += 1
            if not verdict.reason:
                problems.append(f"unknown: line {verdict.line} without a cause")
        elif witness is not None and (verdict.complete or covered(program, verdict.loop_bound)):
            problems.append(
                f"wrong-holds: line {verdict.line} {verdict.verdict}"
                f" (bound {verdict.loop_bound}), gcc fails it on {witness}"
            )
        elif witness is not None:
            agreed["beyond-bound"] += 1
        else:
            agreed["holds" if verdict.complete else "bounded"] += 1
    problems += _compare_findings(program, exe, truth, result, agreed)
    return dict(agreed), problems


def _compare_findings(
    program: Skeleton,
    exe: Path,
    truth: list[VectorRun],
    result: CheckResult,
    agreed: Counter[str],
) -> list[str]:
    problems = []
    findings = [f for f in result.findings if f.reason not in WARNING_REASONS]
    overflows: Path | str | None = None  # built when a signed overflow is to be confirmed
    for finding in findings:
        fed = _fed(program, finding.run)
        confirming = exe
        if finding.reason == SIGNED_OVERFLOW:
            overflows = overflows or build(exe.with_suffix(".c"), wrapping=False)
            if isinstance(overflows, str):
                problems.append(f"no overflow build: {overflows}")
                continue
            confirming = overflows
        (replayed,) = run_vectors(confirming, [fed])
        if replayed.ub is not None:
            agreed["finding"] += 1
        else:
            problems.append(
                f"false-ub: {finding.reason} at line {finding.line} with {fed};"
                f" gcc's run: failed line {replayed.failed_line}, no sanitizer report"
            )
    undefined = [run for run in truth if run.ub is not None]
    if undefined and not [f for f in findings if f.reason != SIGNED_OVERFLOW] and result.complete:
        first = undefined[0]
        problems.append(
            f"missed-ub: gcc's sanitizers report '{first.ub}' at line {first.ub_line}"
            f" on {first.vector}; errlang has no finding"
        )
    return problems


PROFILES: dict[str, Sequence[Maker] | None] = {
    "constructs": None,
    "families": FAMILIES,
    "idioms": IDIOMS,
    "everyday": EVERYDAY,
    "people": PEOPLE,
    "library": LIBRARY,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--keep", type=Path, default=None, help="copy disagreeing programs here")
    parser.add_argument(
        "--profile",
        choices=tuple(PROFILES),
        default="constructs",
        help="the first families (construct_programs), the sixth session's (construct_families)"
        " the seventh's (construct_idioms), the eighth's (construct_everyday), the ninth's"
        " (construct_people) or the tenth's (construct_library)",
    )
    parser.add_argument(
        "--family", default=None, help="only this family of the profile (every part of it)"
    )
    args = parser.parse_args(argv)
    families = PROFILES[args.profile]
    if args.family is not None:
        families = [m for m in families or () if m.__name__.lstrip("_") == args.family]
        if not families:
            parser.error(f"no family {args.family} in the profile {args.profile}")
    totals: Counter[str] = Counter()
    wrong = 0
    with tempfile.TemporaryDirectory() as directory:
        for seed in range(args.first_seed, args.first_seed + args.count):
            compared = compare_seed(seed, Path(directory), args.timeout, families)
            totals.update(compared.agreed)
            for problem in compared.problems:
                wrong += 1
                print(f"seed {seed}: {problem}", flush=True)
            if compared.problems and args.keep is not None:
                args.keep.mkdir(parents=True, exist_ok=True)
                source = Path(directory) / f"construct_{seed}.c"
                if source.exists():
                    (args.keep / source.name).write_text(source.read_text())
            print(f"seed {seed}: {dict(compared.agreed)} ({compared.seconds:.1f} s)", flush=True)
    print(f"{args.count} programs; agreed: {dict(totals)}; problems: {wrong}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
