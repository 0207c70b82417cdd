"""errlang's verdicts on generated function-pointer programs (:mod:`fnptr_programs`) against
gcc (issue 28 item 4): every ``fails`` replays, every complete ``holds`` survives gcc's runs on
random and boundary inputs (:mod:`holds_guard`), every undefined-behaviour finding is confirmed
by the sanitizers, every ``unknown`` names its cause, nothing is refused.

Run a batch: ``.venv/bin/python tests/differential/fnptr_oracle.py --count 50 --first-seed 1``.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from errlang.explain.replay import Replayer
from errlang.frontend import Program, parse_file
from errlang.session.check import check_program
from errlang.session.check_replay import finding_outcome, floating_inputs
from errlang.session.settings import Settings
from errlang.session.ub_replay import SanitizedProgram
from errlang.session.verdicts import CheckResult
from fnptr_programs import generate
from holds_guard import guard, input_kinds, run_inputs, sanitizer_value

GUARD_RUNS = 12


@dataclass(frozen=True)
class Compared:
    """One generated program: how many verdicts of each kind agreed, and the disagreements."""

    seed: int
    agreed: dict[str, int]
    problems: tuple[str, ...]


def compare_seed(seed: int, directory: Path, timeout: float = 30.0) -> Compared:
    path = directory / f"fnptr_{seed}.c"
    path.write_text(generate(seed).text)
    return compare_file(path, Settings(timeout=timeout), seed)


def compare_file(path: Path, settings: Settings, seed: int = 0) -> Compared:
    """errlang's check of ``path`` against gcc: fails replay, complete holds survive random
    runs, findings are confirmed by the sanitizers and random runs under the sanitizers find
    no undefined behaviour errlang missed (when its verdicts are complete)."""
    result = check_program(str(path), None, settings)
    problems = [f"refused: {e.message}" for e in result.errors]
    agreed = {"fails": 0, "holds": 0, "finding": 0, "unknown": 0, "bounded": 0}
    program = parse_file(path, include_dirs=settings.include_dirs, defines=settings.defines)
    holding = []
    with Replayer(program) as replayer:
        for verdict in result.assertions:
            if verdict.verdict == "fails":
                assert verdict.counterexample is not None
                inputs = [i.value for i in verdict.counterexample.inputs]
                outcome = replayer.replay(verdict.index, inputs, timeout=10)
                if outcome.reproduced:
                    agreed["fails"] += 1
                else:
                    problems.append(f"line {verdict.line}: fails, not replayed: {outcome.detail}")
            elif verdict.verdict == "holds" and verdict.complete:
                holding.append(verdict.index)
            elif verdict.verdict == "holds":
                agreed["bounded"] += 1
            elif verdict.reason:
                agreed["unknown"] += 1
            else:
                problems.append(f"line {verdict.line}: unknown without a cause")
    if holding and not result.findings:
        guarded = guard(program, holding, GUARD_RUNS, seed)
        problems += [str(a) for a in guarded.aborts]
        agreed["holds"] += len(holding) if not guarded.aborts else 0
    problems += _sanitized(path, program, result, agreed, seed)
    return Compared(seed, agreed, tuple(problems))


def _sanitized(
    path: Path, program: Program, result: CheckResult, agreed: dict[str, int], seed: int
) -> list[str]:
    """Findings replayed under the sanitizers; random runs there find no other undefined
    behaviour when errlang's analysis covered every run (``result.complete``)."""
    problems: list[str] = []
    if not result.findings and not result.complete:
        return problems
    floating = floating_inputs(program)
    names = program.nondet_functions
    with SanitizedProgram(path, names, used=names, floating=floating) as built:
        for finding in result.findings:
            values = [i.bits if i.bits is not None else int(i.value) for i in finding.run.inputs]
            status, detail = finding_outcome(built.replay(values), finding.reason, finding.line)
            if status == "reproduced":
                agreed["finding"] += 1
            else:
                problems.append(f"line {finding.line}: {finding.reason}: {detail}")
        if not result.complete:
            return problems
        found = {(f.reason, f.line) for f in result.findings}
        kinds = input_kinds(program)
        rng = random.Random(seed)
        for _ in range(GUARD_RUNS if kinds else 1):
            inputs = [sanitizer_value(v) for v in run_inputs(kinds, rng)]
            report = built.replay(inputs)
            if report.reason is not None and (report.reason, report.line) not in found:
                problems.append(f"gcc's sanitizers: {report.detail} (line {report.line})")
                break
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=30.0)
    args = parser.parse_args(argv)
    totals: dict[str, int] = {}
    wrong = 0
    with tempfile.TemporaryDirectory() as directory:
        for seed in range(args.first_seed, args.first_seed + args.count):
            compared = compare_seed(seed, Path(directory), args.timeout)
            for kind, count in compared.agreed.items():
                totals[kind] = totals.get(kind, 0) + count
            for problem in compared.problems:
                wrong += 1
                print(f"seed {seed}: {problem}")
    print(f"{args.count} programs; agreed: {totals}; problems: {wrong}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
