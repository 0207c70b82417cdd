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
from collections.abc import Callable, Sequence

import z3

from errlang.teacher.fresh_solver import PREPROCESS

# z3's preprocessing and bit-blasting of the fresh pipeline, then its CNF (Tseitin)
CNF_TACTICS = (*PREPROCESS, "max-bv-sharing", "bit-blast", "aig", "tseitin-cnf")
POLL = 0.05  # seconds between two looks at the child and the caller's cancel
CHILD_MIN = 1.0  # seconds: a share shorter than this is not worth a child (its start, the CNF)
# the child: the DIMACS file named by its argument, "unsat" or "sat" on stdout
_CHILD = """
import sys
from pysat.formula import CNF
from pysat.solvers import Solver
cnf = CNF(from_file=sys.argv[1])
with Solver(name="cadical195", bootstrap_with=cnf.clauses) as sat:
    print("sat" if sat.solve() else "unsat", flush=True)
"""


def dimacs(terms: Sequence[z3.BoolRef], ctx: z3.Context) -> str | None:
    """``terms`` (pure bit-vectors) as DIMACS by :data:`CNF_TACTICS`; None when z3's
    preprocessing already decided them (an empty CNF: sat) or gave more than one goal.
    "unsat" by preprocessing is the one-clause CNF ``0``."""
    goal = z3.Goal(ctx=ctx)
    goal.add(*terms)
    goals = z3.Then(*CNF_TACTICS, ctx=ctx)(goal)
    if len(goals) != 1:
        return None
    (cnf,) = goals
    if cnf.inconsistent():
        return "p cnf 1 1\n0\n"
    if len(cnf) == 0:
        return None
    return str(cnf.dimacs(False))


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
    with tempfile.NamedTemporaryFile("w", suffix=".cnf", prefix="errlang-") as cnf:
        cnf.write(text)
        cnf.flush()
        child = subprocess.Popen(
            [sys.executable, "-c", _CHILD, cnf.name],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        try:
            while child.poll() is None:
                if cancel() or time.monotonic() >= deadline:
                    return False
                with contextlib.suppress(subprocess.TimeoutExpired):
                    child.wait(POLL)
            assert child.stdout is not None
            return child.returncode == 0 and child.stdout.read().strip() == "unsat"
        finally:
            if child.poll() is None:
                child.kill()
            child.wait()
            if child.stdout is not None:
                child.stdout.close()
