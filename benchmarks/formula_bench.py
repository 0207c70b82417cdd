"""The solver's share of ``check``, query by query (issue 30, docs/benchmarks-scaling.md, "The
formula and the solver").

``export FILE N BOUND DIR``: runs ``check``'s questions at one bound on ``FILE`` compiled with
``-DN=<N>`` and writes each query the solver is asked (the formula and the query's conditions)
to ``DIR/qNNN.smt2``, with the CPU seconds each took in ``check`` in ``DIR/queries.json`` (its
screens included: every question ``BoundedSolver.satisfiable`` is asked, also those a screen
answers unsat; before the seventh session only those that reached z3's last solver were). At
32 bytes a file is 100-280 MB (z3's SMT-LIB printer shares terms within an assertion only).

``replay DIR|FILE.smt2 [--solvers a,b]``: solves each exported query again with each solver
configuration, one after the other in this process, and prints the answer and the CPU seconds
(``time.process_time``: z3's threads included; wall time is 3-10 times more on a loaded
machine). Configurations: ``default`` (z3's ``Solver()``, non-incremental), ``incremental``
(the same after a ``push``: what ``check``'s solver does before it switches), ``qfbv``,
``fresh`` (``teacher.fresh_solver``, what ``check`` switches to), ``unrewritten`` (its
screen of formulas with constant-product chains), ``narrowed`` (the fresh pipeline on the
formula narrowed, ``teacher.narrowing``: ``check``'s screen of formulas that are not pure
bit-vectors; arrays relaxed, so only its unsat is final), ``cadical`` (python-sat's
CaDiCaL 1.9.5 on the CNF of ``fresh``'s preprocessing and bit-blasting), ``parts`` (the
query's disjunction split: each disjunct a fresh solve, cube-and-conquer), and ``cubes``
(``check``'s child route in this process: narrowed, relaxed, each disjunct's CNF to
CaDiCaL). z3's conflict count is printed with each z3 answer: it does not depend on the load
(the ninth session's variance study, docs/benchmarks-scaling.md).

``chain DIGITS [--tactics a,b,...] [--simplified-tests]``: the number parser's formula in
miniature (``v = v * 10 + d`` for DIGITS digits, each step's ``v <= 2^31 - 1`` tested, ``v < 0``
asked), solved by z3's tactics in that order (default: the fresh solver's); with
``--simplified-tests`` each test is ``z3.simplify``-ed first, as the encoder does with branch
conditions. Shows the cost of z3's rewriter distributing the constant over the sums
(docs/benchmarks-scaling.md, "Fourth session").
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import z3
from errlang.frontend import parse_file
from errlang.session import check_bound, check_budget
from errlang.session.check import lowered_for_check
from errlang.teacher import solver as solver_module
from errlang.teacher.fresh_solver import (
    BITVECTORS,
    PREPROCESS,
    fresh_solver,
    pure_bit_vectors,
    unrewritten_solver,
)
from errlang.teacher.narrowing import Narrowing
from errlang.teacher.relaxed import Relaxation
from errlang.teacher.sat_child import dimacs


def export(path: str, size: int, bound: int, into: Path, seconds: float) -> None:
    """Every query of ``check`` at ``bound`` as SMT-LIB, with its CPU seconds in ``check``."""
    into.mkdir(parents=True, exist_ok=True)
    program = parse_file(path, None, (), (f"N={size}",))
    ir = lowered_for_check(program, None)
    asked = solver_module.BoundedSolver.satisfiable
    rows: list[dict[str, object]] = []

    def recorded(
        self: solver_module.BoundedSolver,
        *conditions: z3.BoolRef,
        limit: float | None = None,
    ) -> z3.ModelRef | None:
        query = z3.Solver()
        query.add(*self.solver.assertions(), *conditions)
        (into / f"q{len(rows):03d}.smt2").write_text(query.to_smt2())
        row: dict[str, object] = {"query": len(rows), "fresh": self.fresh}
        rows.append(row)
        started = time.process_time()
        try:
            model = asked(self, *conditions, limit=limit)
            row["answer"] = "unsat" if model is None else "sat"
            return model
        except solver_module.SolverUnknown as error:
            row["answer"] = f"unknown ({error.reason})"
            raise
        finally:
            row["cpu"] = round(time.process_time() - started, 3)

    setattr(solver_module.BoundedSolver, "satisfiable", recorded)  # noqa: B010 (a method)
    started = time.process_time()
    step = check_bound.BoundCheck(ir, bound, check_budget.Budget.start(seconds), frozenset())
    try:
        step.run(list(ir.source.assertions))
    except check_budget.OutOfTime as stop:
        print(f"out of time ({stop.stage})")
    print(f"{len(rows)} queries, {time.process_time() - started:.2f} s CPU in all")
    (into / "queries.json").write_text(json.dumps(rows, indent=1))


def _check(solver: z3.Solver, formula: z3.AstVector | list[z3.BoolRef], push: bool = False) -> str:
    """The answer and z3's conflict count: conflicts do not depend on the machine's load, so
    two runs that print the same count solved the same formula the same way."""
    if push:
        solver.push()
    solver.add(formula)
    answer = solver.check()
    statistics = solver.statistics()
    keys = statistics.keys()  # z3: iterating Statistics gives (key, value) pairs
    conflicts = [statistics.get_key_value(k) for k in keys if k.endswith("conflicts")]
    return f"{answer} ({conflicts[0]} conflicts)" if conflicts else str(answer)


def _parts(formula: z3.AstVector) -> str:
    """Cube-and-conquer on the query's disjunction (``check``'s union of cut sites and
    failures is the last assertion): each disjunct asked of its own fresh solver, in order,
    until one is sat; unsat when all are. Exact: a model of a disjunct is one of the union."""
    *base, query = list(formula)
    parts = list(query.children()) if z3.is_or(query) else [query]
    cells = []
    for part in parts:
        started = time.process_time()
        answer = _check(fresh_solver(bit_vectors=pure_bit_vectors([*base, part])), [*base, part])
        cells.append(f"{answer.split()[0]} {time.process_time() - started:.2f}s")
        if answer.startswith("sat"):
            break
    verdict = "unsat" if all(cell.startswith("unsat") for cell in cells) else cells[-1].split()[0]
    return f"{verdict} [{len(parts)} parts: {', '.join(cells)}]"


def _cadical(formula: z3.AstVector) -> str:
    """CaDiCaL on the CNF ``check``'s child route makes (``teacher.sat_child.dimacs``), in this
    process."""
    from pysat.formula import CNF  # python-sat: a dependency (teacher.sat_child's child)
    from pysat.solvers import Solver

    text = dimacs(list(formula), formula.ctx)
    if text is None:
        return "sat (z3's preprocessing)"
    with Solver(name="cadical195", bootstrap_with=CNF(from_string=text).clauses) as sat:
        return "sat" if sat.solve() else "unsat"


def _narrowed(formula: z3.AstVector) -> str:
    """The fresh pipeline on the formula narrowed (teacher/narrowing.py, the walk included),
    arrays relaxed to opaque bits as ``check``'s screen does: only its unsat is final."""
    narrowed = Narrowing().of(list(formula))
    return _check(fresh_solver(bit_vectors=True), narrowed)


def _cubes(formula: z3.AstVector) -> str:
    """``check``'s child route, in this process: the formula narrowed and its array reads
    relaxed (teacher.narrowing, teacher.relaxed), the last assertion's disjuncts one by one,
    each CNF (teacher.sat_child.dimacs) given to CaDiCaL; only an unsat of every cube is
    final. Each cube's CPU seconds are printed (z3's bit-blasting and CaDiCaL together)."""
    from pysat.formula import CNF  # python-sat: a dependency (teacher.sat_child's child)
    from pysat.solvers import Solver

    *base, query = Relaxation().of(Narrowing().of(list(formula)))
    parts = list(query.children()) if z3.is_or(query) else [query]
    cells = []
    for part in parts:
        started = time.process_time()
        text = dimacs([*base, part], formula.ctx)
        if text is None:
            answer = "sat(z3)"
        else:
            with Solver(name="cadical195", bootstrap_with=CNF(from_string=text).clauses) as sat:
                answer = "sat" if sat.solve() else "unsat"
        cells.append(f"{answer} {time.process_time() - started:.2f}s")
        if not answer.startswith("unsat"):
            break
    verdict = "unsat" if all(cell.startswith("unsat") for cell in cells) else "no answer"
    return f"{verdict} [{len(parts)} cubes: {', '.join(cells)}]"


SOLVERS: dict[str, Callable[[z3.AstVector], str]] = {
    "default": lambda formula: _check(z3.Solver(), formula),
    "incremental": lambda formula: _check(z3.Solver(), formula, push=True),
    "qfbv": lambda formula: _check(z3.Tactic("qfbv").solver(), formula),
    "fresh": lambda formula: _check(fresh_solver(bit_vectors=pure_bit_vectors(formula)), formula),
    "unrewritten": lambda formula: _check(unrewritten_solver(), formula),
    "narrowed": _narrowed,
    "parts": _parts,
    "cadical": _cadical,
    "cubes": _cubes,
}


def replay(where: Path, names: list[str]) -> None:
    files = sorted(where.glob("q*.smt2")) if where.is_dir() else [where]
    for file in files:
        formula = z3.parse_smt2_file(str(file))
        cells = [file.name]
        for name in names:
            started = time.process_time()
            answer = SOLVERS[name](formula)
            cells.append(f"{name} {answer} {time.process_time() - started:.2f}s")
        print("  ".join(cells), flush=True)


def number_chain(digits: int, simplified: bool = False) -> tuple[list[z3.BoolRef], z3.BitVecRef]:
    """The number parser's formula in miniature, as the encoder gives it: ``v = v * 10 + (c -
    '0')`` while the bytes are digits and ``v`` fits an int (``simplified``: each test
    ``z3.simplify``-ed); the formula and the value parsed (tests/unit/teacher uses it too)."""
    value: z3.BitVecRef = z3.BitVecVal(0, 64)
    alive: z3.BoolRef = z3.BoolVal(True)
    ends: list[tuple[z3.BoolRef, z3.BitVecRef]] = []
    for k in range(digits):
        byte = z3.BitVec(f"c{k}", 8)
        digit = z3.And(byte >= 48, byte <= 57)
        ends.append((z3.And(alive, z3.Not(digit)), value))
        value = value * 10 + (z3.SignExt(56, byte) - 48)
        over = value > 2147483647
        alive = z3.And(alive, digit, z3.simplify(z3.Not(over)) if simplified else z3.Not(over))
    for guard, earlier in reversed(ends):
        value = z3.If(guard, earlier, value)
    first = z3.BitVec("c0", 8)
    return [z3.Or(alive, *(guard for guard, _ in ends)), first >= 48, first <= 57], value


def chain(digits: int, tactics: list[str], simplified: bool) -> None:
    """Solve the parser chain of ``digits`` digits with ``tactics``; print answer and CPU s."""
    formula, result = number_chain(digits, simplified)
    started = time.process_time()
    solver = z3.Then(*tactics).solver()
    solver.add(*formula, z3.Extract(31, 0, result) < 0)
    answer = solver.check()
    print(f"{digits} digits: {answer} {time.process_time() - started:.2f}s CPU")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    exporting = commands.add_parser("export")
    exporting.add_argument("file")
    exporting.add_argument("size", type=int)
    exporting.add_argument("bound", type=int)
    exporting.add_argument("into", type=Path)
    exporting.add_argument("--timeout", type=float, default=120.0)
    replaying = commands.add_parser("replay")
    replaying.add_argument("where", type=Path)
    replaying.add_argument("--solvers", default="default,fresh")
    chaining = commands.add_parser("chain")
    chaining.add_argument("digits", type=int)
    chaining.add_argument("--tactics", default=",".join((*PREPROCESS, *BITVECTORS)))
    chaining.add_argument("--simplified-tests", action="store_true")
    args = parser.parse_args()
    if args.command == "chain":
        chain(args.digits, args.tactics.split(","), args.simplified_tests)
        return
    if args.command == "export":
        export(args.file, args.size, args.bound, args.into, args.timeout)
        return
    names = args.solvers.split(",")
    unknown = [name for name in names if name not in SOLVERS]
    if unknown:
        sys.exit(f"unknown solvers {', '.join(unknown)}; known: {', '.join(SOLVERS)}")
    replay(args.where, names)


if __name__ == "__main__":
    main()
