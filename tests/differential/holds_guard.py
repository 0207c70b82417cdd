"""The `holds` guard (issue 28 item 4): an assertion errlang says holds must not abort when gcc
runs the program on random and boundary inputs.

The program is compiled once with errlang's replay harness (:class:`errlang.explain.replay.
Replayer`: nondet calls fed from a list of values in call order, assertions redirected so that
the run reports which one failed) and run ``runs`` times. Each input is drawn from the boundary
values of one of the program's input types (0, ±1, the type's extremes and their neighbours,
small numbers; ±0.0, ±1e10, NaN-free extremes for floating types) or uniformly from the type.
A run that fails an assertion in ``holds`` is an :class:`Abort`: a wrong verdict (the runs of
gcc are C's; errlang's `holds` speaks for every run). Programs with undefined-behaviour findings
are not guarded: errlang's verdicts exclude the runs it cuts there, gcc's runs go on.
"""

from __future__ import annotations

import random
import re
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from errlang.explain.replay import Replayer
from errlang.frontend import Program, parse_file
from errlang.frontend.conventions import INPUT_RANGES
from errlang.frontend.errors import FrontendError
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import build_ir
from errlang.session.check import check_program
from errlang.session.check_replay import floating_inputs
from errlang.session.settings import Settings
from errlang.session.ub_replay import SanitizedProgram

INPUTS_PER_RUN = 48


@dataclass(frozen=True)
class Abort:
    """A gcc run that failed an assertion errlang says holds."""

    path: str
    index: int
    line: int
    inputs: tuple[int | float, ...]

    def __str__(self) -> str:
        shown = ", ".join(str(v) for v in self.inputs[:12])
        where = f"{self.path}:{self.line}: assertion #{self.index}"
        return f"{where} holds for errlang, gcc aborts on {shown}"


@dataclass(frozen=True)
class Guarded:
    """What the guard did with one program: its runs and the aborts among them."""

    path: str
    runs: int
    aborts: tuple[Abort, ...]
    detail: str = ""  # why nothing ran (no compiler, a build error)


@dataclass(frozen=True)
class InputKind:
    """The values one input may take: integers in [low, high], or a floating type's."""

    low: int = 0
    high: int = 0
    floating: int = 0  # the floating type's size in bytes (0: an integer)

    @staticmethod
    def of(ctype: t.CType) -> InputKind:
        if isinstance(ctype, t.FloatType):
            return InputKind(floating=ctype.size)
        if isinstance(ctype, t.IntType) and ctype.is_bool:
            return InputKind(0, 1)
        bits = ctype.size * 8
        if isinstance(ctype, t.IntType) and not ctype.signed:
            return InputKind(0, 2**bits - 1)
        return InputKind(-(2 ** (bits - 1)), 2 ** (bits - 1) - 1)


def input_kinds(program: Program) -> list[InputKind]:
    """The kinds of the program's inputs (the nondet calls of its IR). A library input with a
    range (``rand``, ``getchar``: INPUT_RANGES) narrows every input to that range, since the
    order of the calls is not known beforehand."""
    ir = build_ir(program)
    kinds: list[InputKind] = []
    ranged: list[tuple[int, int]] = []
    for function in ir.functions.values():
        for instr in function.body:
            if isinstance(instr, n.Nondet) and not instr.function.endswith(":null"):
                if instr.function in INPUT_RANGES:
                    ranged.append(INPUT_RANGES[instr.function])
                kind = InputKind.of(instr.type)
                if kind not in kinds:
                    kinds.append(kind)
    if ranged:
        low = max(r[0] for r in ranged)
        high = min(r[1] for r in ranged)
        return [InputKind(low, high)]
    return kinds


def boundary_values(kind: InputKind) -> list[int | float]:
    """0, ±1, small numbers and the extremes of ``kind`` with their neighbours."""
    if kind.floating:
        big = 3.4e38 if kind.floating == 4 else 1.7e308
        return [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.5, 1e10, -1e10, big, -big, 2147483648.0]
    low, high = kind.low, kind.high
    values = {0, 1, 2, 3, 7, 10, 42, 100, 255, 256, low, low + 1, high, high - 1}
    values |= {-1, -2, -10, -128, -129}
    return sorted(v for v in values if low <= v <= high)


def random_value(kind: InputKind, rng: random.Random) -> int | float:
    """A boundary value of ``kind`` half the time, else a uniform one (small ones often)."""
    if rng.random() < 0.5:
        return rng.choice(boundary_values(kind))
    if kind.floating:
        return rng.choice([rng.uniform(-1e3, 1e3), rng.uniform(-1e12, 1e12)])
    if rng.random() < 0.5:
        return rng.randint(max(kind.low, -20), min(kind.high, 300))
    return rng.randint(kind.low, kind.high)


def run_inputs(kinds: Sequence[InputKind], rng: random.Random) -> list[int | float]:
    """One run's inputs: each of a kind the program reads (their order is the run's)."""
    if not kinds:
        return []
    return [random_value(rng.choice(kinds), rng) for _ in range(INPUTS_PER_RUN)]


def guard(program: Program, holds: Iterable[int], runs: int, seed: int = 0) -> Guarded:
    """Run ``program`` under gcc ``runs`` times (once if it reads no input) and collect the
    runs that fail one of the assertions ``holds`` (indices of ``program.assertions``) with no
    undefined behaviour before (gcc's sanitizers, on the same inputs)."""
    holding = frozenset(holds)
    path = str(program.path)
    if not holding:
        return Guarded(path, 0, ())
    kinds = input_kinds(program)
    rng = random.Random(seed)
    candidates: list[Abort] = []
    done = 0
    with Replayer(program) as replayer:
        if not replayer.built:
            return Guarded(path, 0, (), replayer.build_detail[:300])
        target = min(holding)
        for _ in range(runs if kinds else 1):
            inputs = run_inputs(kinds, rng)
            outcome = replayer.replay(target, inputs, timeout=5)
            done += 1
            failed = outcome.failed_assertion
            if failed is not None and failed in holding:
                site = program.assertions[failed]
                used = outcome.inputs_used if outcome.inputs_used is not None else len(inputs)
                candidates.append(Abort(path, failed, site.line, tuple(inputs[: used + 1])))
    return Guarded(path, done, _without_undefined(program, candidates))


def _without_undefined(program: Program, aborts: list[Abort]) -> tuple[Abort, ...]:
    """The aborts whose inputs run without undefined behaviour under gcc's sanitizers."""
    if not aborts:
        return ()
    floating = floating_inputs(program)
    names = program.nondet_functions
    kept = []
    with SanitizedProgram(program.path, names, used=names, floating=floating) as built:
        for abort in aborts:
            values = [sanitizer_value(v) for v in abort.inputs]
            if built.replay(values).reason is None:
                kept.append(abort)
    return tuple(kept)


def sanitizer_value(value: int | float) -> int:
    """An input as the sanitizer runtime reads it (a floating one as its binary64 encoding:
    a ``float`` input is then read wrongly, which can only keep an abort, never drop one)."""
    if isinstance(value, float):
        return int.from_bytes(struct.pack("<d", value), "little")
    return value


_EXPECT_HOLDS = re.compile(r"//\s*expect:\s*holds\b")
_DIRECTIVE_ARGS = re.compile(r"//\s*errlang-test:.*\bargs=")


def annotated_holds(path: Path) -> tuple[Program, frozenset[int]] | None:
    """A corpus program (tests/corpus) and the assertions annotated ``// expect: holds`` — the
    verdicts errlang gives them (tests/corpus/test_check_corpus.py checks that); None for a
    program that needs options (``args=``) or has no such assertion."""
    text = path.read_text(encoding="utf-8")
    if _DIRECTIVE_ARGS.search(text):
        return None
    lines = {i for i, line in enumerate(text.splitlines(), 1) if _EXPECT_HOLDS.search(line)}
    if not lines:
        return None
    program = parse_file(path)
    holding = frozenset(a.index for a in program.assertions if a.line in lines)
    return (program, holding) if holding else None


def wrong_holds(path: Path, aborts: Sequence[Abort], settings: Settings) -> list[Abort]:
    """The aborts at assertions errlang's check calls a complete ``holds`` (for all runs): a
    ``holds`` within the loop bound says nothing of gcc's runs beyond it."""
    if not aborts:
        return []
    result = check_program(str(path), None, settings)
    if result.findings:
        # errlang's verdicts exclude the runs it cuts at undefined behaviour, and gcc's
        # sanitizers do not see every kind (a va_arg beyond the arguments): not decided here
        return []
    complete = {a.index for a in result.assertions if a.verdict == "holds" and a.complete}
    return [abort for abort in aborts if abort.index in complete]


def checked_holds(path: Path) -> tuple[Program, frozenset[int]] | None:
    """A program and the assertions errlang's check calls a complete ``holds``; None when it
    has none, is refused, or has undefined-behaviour findings (not decided by the guard)."""
    try:
        result = check_program(str(path), None, Settings(timeout=20))
        program = parse_file(path)
    except FrontendError:
        return None
    if result.findings or result.errors:
        return None
    holding = frozenset(a.index for a in result.assertions if a.verdict == "holds" and a.complete)
    return (program, holding) if holding else None


def corpus_programs(corpus: Path, shard: int = 0, shards: int = 1) -> list[Path]:
    """The corpus programs with an annotated ``holds``, every ``shards``-th from ``shard``."""
    paths = [p for p in sorted(corpus.glob("*.c")) if _EXPECT_HOLDS.search(p.read_text())]
    return paths[shard::shards]


def main(argv: list[str] | None = None) -> int:
    """The whole corpus (CI guards a third of it): ``python holds_guard.py [--runs N]``."""
    import argparse

    parser = argparse.ArgumentParser(description="the holds guard over tests/corpus/check")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument(
        "--checked",
        metavar="DIR",
        help="guard DIR/**/*.c instead: errlang's check (--timeout 20) gives the complete holds",
    )
    args = parser.parse_args(argv)
    corpus = Path(__file__).resolve().parents[1] / "corpus" / "check"
    guarded = runs = 0
    wrong: list[Abort] = []
    paths = sorted(Path(args.checked).rglob("*.c")) if args.checked else corpus_programs(corpus)
    for path in paths:
        found = checked_holds(path) if args.checked else annotated_holds(path)
        if found is None:
            continue
        result = guard(found[0], found[1], args.runs, args.seed)
        guarded, runs = guarded + 1, runs + result.runs
        if result.detail:
            print(f"{path.name}: not built: {result.detail}")
        wrong += wrong_holds(path, result.aborts, Settings(loop_bound=3, timeout=30))
    for abort in wrong:
        print(abort)
    print(f"{guarded} programs, {runs} gcc runs, {len(wrong)} wrong holds")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
