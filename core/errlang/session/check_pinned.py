"""A failure past a summarised loop whose assertion can fail, confirmed by pinning its inputs.

A summarised loop with an assertion lets every run that reaches it go on under a free Boolean
(:func:`errlang.encoder.loop_summary.assertion_at_some_iteration`): exact while the assertion
cannot fail; when it can, some runs past the loop are runs whose real execution fails the
loop's assertion first, so ``check`` leaves every run past it out (``check_bound``), and a later
assertion's failure could not be told real — it was ``unknown``.

Here a candidate failure of the later assertion A is found with every run kept, and its inputs
are pinned: the values the candidate's model gives every nondet call (the families of a
summarised loop's calls included) and every uninitialised read. If no run with those inputs
fails any of the loops' assertions (one query per loop), the candidate is real:

*Why.* Let R be the real run of the candidate model's choices. If R failed a loop L's assertion,
then R up to that failure is a run of the encoding (the loops before L passed on R, so their
Booleans may be true; the summaries are exact except for those Booleans), and it agrees with
the model on every pinned value — only L's own "failing iteration" symbol differs, and that is
never pinned (it is no input). That contradicts the answer "no run with these inputs fails L".
So R passes every loop whose assertion can fail (the others no run fails), every Boolean on its
path is rightly true, and the model's run, R, fails A. The answer is asked with the pins
together with A's failure once more, so the run shown is one that satisfies both.

A candidate refuted (some loop fails with its inputs) is blocked and another is tried, the
first ones with small inputs (an earlier check loop often fails only for long arrays), at most
:data:`MAX_CANDIDATES`, within a share of the time left. Nothing found: the caller's
``unknown`` stands — never a ``holds``, never a wrong ``fails``.
"""

from __future__ import annotations

import time
from collections.abc import Collection

import z3
from z3.z3util import get_vars

from errlang.encoder.encoding import Encoding, InputInstance
from errlang.ir.types import IntType
from errlang.session.check_budget import Budget
from errlang.teacher.solver import BoundedSolver, Run, SolverUnknown

MAX_CANDIDATES = 6  # candidate failures tried per assertion
SMALL = (0, 1, 8, 100)  # the magnitudes the first candidates' inputs keep within, in turn
SHARE = 0.25  # of the time left, at most
CAP = 8.0  # seconds, at most


def pinned_failure(
    encoding: Encoding, site: int, loops: Collection[int], budget: Budget
) -> Run | None:
    """A real run failing assertion ``site`` though it passes summarised loops whose
    assertions (``loops``, site indices) some run fails, or None (module text)."""
    if not loops:
        return None
    stop = time.monotonic() + min(CAP, SHARE * max(0.0, budget.remaining()))
    solver = BoundedSolver(encoding, deadline=stop, cancel=budget.cancelled)
    blocked: list[z3.BoolRef] = []
    small = list(SMALL)
    try:
        for _ in range(MAX_CANDIDATES):
            model = _candidate(solver, site, blocked, small)
            if model is None:
                return None
            pins = _pins(encoding, model)
            if not pins:
                return None  # no input tells this run from the others
            if any(solver.satisfiable(solver.ends(loop), *pins) is not None for loop in loops):
                blocked.append(z3.Not(z3.And(*pins)))
                continue
            confirmed = solver.satisfiable(solver.ends(site), *pins)
            return None if confirmed is None else solver.run(confirmed, site)
    except SolverUnknown:
        return None
    return None


def _candidate(
    solver: BoundedSolver, site: int, blocked: list[z3.BoolRef], small: list[int]
) -> z3.ModelRef | None:
    """A run failing ``site`` whose inputs are not blocked; while ``small`` has magnitudes
    left, one with every integer input within the first of them that allows one (the
    magnitudes tried are dropped)."""
    inputs = [i for i in solver.encoding.inputs if _integral(i)]
    while small and inputs:
        model = solver.satisfiable(
            solver.ends(site), *blocked, *(_within(i, small[0]) for i in inputs)
        )
        if model is not None:
            return model
        small.pop(0)
    return solver.satisfiable(solver.ends(site), *blocked)


def _pins(encoding: Encoding, model: z3.ModelRef) -> list[z3.BoolRef]:
    """Every input and uninitialised value's symbols (nondet families whole) equal to their
    values in ``model``."""
    pins: dict[int, z3.BoolRef] = {}
    for given in (*encoding.inputs, *encoding.uninitialised):
        for symbol in get_vars(given.symbol):
            if symbol.get_id() not in pins:
                pins[symbol.get_id()] = symbol == model.eval(symbol, model_completion=True)
    return list(pins.values())


def _integral(given: InputInstance) -> bool:
    return isinstance(given.type, IntType) and given.symbol.size() > 1


def _within(given: InputInstance, magnitude: int) -> z3.BoolRef:
    """``given``, where a run takes it, lies in [-magnitude, magnitude] (signed) or
    [0, magnitude] (unsigned): one unsigned comparison either way."""
    symbol = given.symbol
    assert isinstance(given.type, IntType)
    width = symbol.size()
    if given.type.signed:
        shifted = symbol + z3.BitVecVal(magnitude, width)
        return z3.Implies(given.guard, z3.ULE(shifted, z3.BitVecVal(2 * magnitude, width)))
    return z3.Implies(given.guard, z3.ULE(symbol, z3.BitVecVal(magnitude, width)))
