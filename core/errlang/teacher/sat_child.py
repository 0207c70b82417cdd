"""CaDiCaL in a child process, for the "unsat" of a narrowed question z3 did not answer (issue
30, docs/benchmarks-scaling.md, "Ninth session: the solver").

cookies.c at 32 bytes, bound 32: the union of its cut sites and failures, narrowed and relaxed
(``teacher.narrowing``, ``teacher.relaxed``), is not answered by z3's bit-vector pipeline in
195 s of CPU; bit-blasted by the same z3 tactics to CNF and given to CaDiCaL 1.9.5
(python-sat), it is unsat in 56 s, and split into its disjuncts (cube-and-conquer: each a CNF of
its own) its two assertions are unsat in 5.3 and 10.0 s where z3 answered neither in 50-80 s.
A tight count (``pairs <= (N + 1) / 3``) is what CaDiCaL's inprocessing takes and z3's SAT
solver does not.

CaDiCaL cannot be interrupted through python-sat (``solve_limited`` is refused for it), so it
runs in a child process, killed at its time limit or when the caller cancels: the budget stays
hard. Its "sat" is not used (the relaxed formula's model has no way back through z3's model
converters from DIMACS), only its "unsat", which is final for the narrowed formula and so for
the question (every model of the question gives one of the relaxation).
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import z3

from errlang.encoder.term_order import post_order
from errlang.teacher.fresh_solver import PREPROCESS
from errlang.teacher.relaxed import PREFIX as RELAXED

# z3's preprocessing and bit-blasting of the fresh pipeline, then its CNF (Tseitin)
CNF_TACTICS = (*PREPROCESS, "max-bv-sharing", "bit-blast", "aig", "tseitin-cnf")
POLL = 0.05  # seconds between two looks at the child and the caller's cancel
CHILD_MIN = 1.0  # seconds: a share shorter than this is not worth a child (its start, the CNF)
# the child: the DIMACS file named by its first argument, "unsat" or "sat" on stdout; given a
# second file (variables, one line), the true ones among them written there after a "sat"
_CHILD = """
import sys
from pysat.formula import CNF
from pysat.solvers import Solver
cnf = CNF(from_file=sys.argv[1])
with Solver(name="cadical195", bootstrap_with=cnf.clauses) as sat:
    found = sat.solve()
    if found and len(sys.argv) > 2:
        with open(sys.argv[2]) as asked:
            wanted = {int(v) for v in asked.read().split()}
        true = [str(lit) for lit in sat.get_model() if lit > 0 and lit in wanted]
        with open(sys.argv[2], "w") as out:
            out.write(" ".join(true))
    print("sat" if found else "unsat", flush=True)
"""
BIT = "errlang!bit!"  # the names of the channel variables (no C identifier contains '!')


@dataclass(frozen=True)
class ChannelledCnf:
    """A CNF whose models say the values of the formula's own constants: ``bits``, per
    Boolean or bit-vector constant left by z3's preprocessing, the DIMACS variable of each of
    its bits (least significant first; a Boolean: one)."""

    text: str
    bits: tuple[tuple[z3.ExprRef, tuple[int, ...]], ...]

    def fixing(self, true: set[int]) -> list[z3.BoolRef]:
        """Each constant equal to its value when the variables ``true`` hold, the others not."""
        fixed: list[z3.BoolRef] = []
        for constant, variables in self.bits:
            if z3.is_bool(constant):
                fixed.append(constant == z3.BoolVal(variables[0] in true, constant.ctx))
            else:
                value = sum(1 << k for k, v in enumerate(variables) if v in true)
                fixed.append(constant == z3.BitVecVal(value, constant.size(), constant.ctx))
        return fixed


def dimacs(terms: Sequence[z3.BoolRef], ctx: z3.Context) -> str | None:
    """``terms`` (pure bit-vectors) as DIMACS by :data:`CNF_TACTICS` (as :func:`channelled`
    makes it); None when z3's preprocessing already decided them (an empty CNF: sat) or gave
    more than one goal. "unsat" by preprocessing is the one-clause CNF ``0``."""
    cnf = channelled(terms, ctx)
    return None if cnf is None else cnf.text


def channelled(
    terms: Sequence[z3.BoolRef], ctx: z3.Context, known: Collection[int] | None = None
) -> ChannelledCnf | None:
    """``terms`` (pure bit-vectors) as DIMACS, as :func:`dimacs` makes it, with a named
    variable for each bit of each constant z3's preprocessing leaves (``b <=> x[k]``; they
    survive the bit-blasting as named atoms): a model of the CNF then gives those constants'
    values, from which z3 completes a model of the formula at once (the constants
    preprocessing eliminated are functions of these or unconstrained, and so are those whose
    bits the bit-blasting folded away). ``known``: the ids of the constants the caller's
    formula has; a constant the preprocessing made (``elim-uncnstr``'s ``k!13561`` for an
    unconstrained term) is not channelled, since z3's model of the caller's formula hides such
    a constant, and a value fixed for it made every model "wrong" (http_headers.c at 8 bytes:
    CaDiCaL's sat in 1 s, then z3 alone for 44 s to no answer). None as for :func:`dimacs`."""
    goal = z3.Goal(ctx=ctx)
    goal.add(*terms)
    goals = z3.Then(*PREPROCESS, ctx=ctx)(goal)
    if len(goals) != 1:
        return None
    (pre,) = goals
    if pre.inconsistent():
        return ChannelledCnf("p cnf 1 1\n0\n", ())
    if len(pre) == 0:
        return None
    facts = [pre[k] for k in range(len(pre))]
    constants = {
        node.get_id(): node
        for node, _ in post_order(facts)
        if z3.is_const(node)
        and node.decl().kind() == z3.Z3_OP_UNINTERPRETED
        and (z3.is_bv(node) or z3.is_bool(node))
        and not node.decl().name().startswith(RELAXED)  # the relaxation's, not the formula's
        and (known is None or node.get_id() in known)
    }
    channels: list[tuple[z3.ExprRef, list[str]]] = []
    blasted = z3.Goal(ctx=ctx)
    blasted.add(*facts)
    for key, constant in constants.items():
        if z3.is_bool(constant):  # its own name may be one of z3's (k!7): a channel too
            names = [f"{BIT}{key}"]
            blasted.add(z3.Bool(names[0], ctx) == constant)
        else:
            names = [f"{BIT}{key}!{k}" for k in range(constant.size())]
            for k, name in enumerate(names):
                blasted.add(z3.Bool(name, ctx) == (z3.Extract(k, k, constant) == 1))
        channels.append((constant, names))
    cnfs = z3.Then(*CNF_TACTICS[len(PREPROCESS) :], ctx=ctx)(blasted)
    if len(cnfs) != 1 or len(cnfs[0]) == 0:
        return None
    text = str(cnfs[0].dimacs(True))
    numbers: dict[str, int] = {}
    for line in text.splitlines():
        if line.startswith("c "):
            _c, number, name = line.split(" ", 2)
            numbers[name] = int(number)
    bits: list[tuple[z3.ExprRef, tuple[int, ...]]] = []
    for constant, names in channels:
        if any(name not in numbers for name in names):
            continue  # folded away by the bit-blasting (a constant bit): z3 completes it
        bits.append((constant, tuple(numbers[name] for name in names)))
    return ChannelledCnf(text, tuple(bits))


def model_in_child(
    cnf: ChannelledCnf, seconds: float, cancel: Callable[[], bool]
) -> list[z3.BoolRef] | bool | None:
    """CaDiCaL's answer on ``cnf`` within ``seconds`` in a child process, as
    :func:`unsat_in_child` asks it: True for "unsat", the constants' values for "sat"
    (:meth:`ChannelledCnf.fixing`), None for no answer."""
    variables = sorted({v for _c, vs in cnf.bits for v in vs})
    try:
        with tempfile.NamedTemporaryFile("w", suffix=".vars", prefix="errlang-") as asked:
            asked.write(" ".join(map(str, variables)))
            asked.flush()
            answer = _answer_in_child(cnf.text, time.monotonic() + seconds, cancel, asked.name)
            if answer != "sat":
                return True if answer == "unsat" else None
            with open(asked.name) as out:
                true = {int(v) for v in out.read().split()}
    except (OSError, ValueError):  # a file could not be made or read back
        return None
    return cnf.fixing(true)


def unsat_in_child(text: str, seconds: float, cancel: Callable[[], bool]) -> bool:
    """Whether CaDiCaL says the DIMACS ``text`` is unsatisfiable within ``seconds`` (wall) in a
    child process; False for "sat", for no answer in time, for ``cancel()`` and for a child
    that fails or cannot start (python-sat missing, killed, no room for its file): the caller
    then asks as before. The DIMACS goes by a file (a pipe would need a writer thread:
    ``communicate`` with a timeout stops writing its input after the first timeout)."""
    try:
        return _unsat_in_child(text, time.monotonic() + seconds, cancel)
    except OSError:  # the temporary file or the process could not be made
        return False


def _unsat_in_child(text: str, deadline: float, cancel: Callable[[], bool]) -> bool:
    return _answer_in_child(text, deadline, cancel) == "unsat"


def _answer_in_child(
    text: str, deadline: float, cancel: Callable[[], bool], asked: str | None = None
) -> str | None:
    """The child's "sat" or "unsat" on the DIMACS ``text``, None for no answer by
    ``deadline``, on ``cancel()`` or from a child that fails; ``asked``: the file of the
    variables whose true ones a "sat" writes back there."""
    with tempfile.NamedTemporaryFile("w", suffix=".cnf", prefix="errlang-") as cnf:
        cnf.write(text)
        cnf.flush()
        child = subprocess.Popen(
            [sys.executable, "-c", _CHILD, cnf.name, *([asked] if asked else [])],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        try:
            while child.poll() is None:
                if cancel() or time.monotonic() >= deadline:
                    return None
                with contextlib.suppress(subprocess.TimeoutExpired):
                    child.wait(POLL)
            assert child.stdout is not None
            answer = child.stdout.read().strip()
            return answer if child.returncode == 0 and answer in ("sat", "unsat") else None
        finally:
            if child.poll() is None:
                child.kill()
            child.wait()
            if child.stdout is not None:
                child.stdout.close()
