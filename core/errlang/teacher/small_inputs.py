"""Small inputs for a counterexample (issue 21): ``op = 2`` rather than ``op = 4194304`` when
both fail the same way.

The solver picks any model; a C engineer reads a run better when each input is as small in
magnitude as the failure allows. Keeping the run's word and its failure (the same assertion),
the inputs are bounded, first all together (the smallest of a few bounds that still gives a
run: one query each), then one by one in call order (the inputs before it keep the bounds
found, those after it the common one): one query says whether a smaller magnitude is possible
at all (often not: the failure needs ``UINT_MAX``), then a galloping search from 0 and a binary
search in the last gap. Every query is one more
question to the same incremental solver, with a per-query time limit, and the whole search
stops at its own time share (or after two queries without an answer in time): a bound not
proven within it is simply not used, so the run
returned is always a real run with the same word and failure, at worst the one given.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import z3

from errlang.encoder.encoding import LETTER_BITS, InputInstance
from errlang.ir.types import IntType
from errlang.teacher.solver import BoundedSolver, Run, SolverUnknown

MAX_SECONDS = 1.5  # the most a counterexample's inputs are given to shrink
SHARE = 0.1  # … and at most this share of the time the solver has left
QUERY_SECONDS = 0.25  # a single query that takes longer is taken as no answer
GIVE_UP = 2  # queries without an answer in time after which the search stops
SMALL = 1000  # an input the failure lets be at most this large is searched to its least value
LARGE_STEPS = 12  # … one that must be larger gets this many halvings toward it
JOINT_BOUNDS = (0, 1, 8, 100, 1000, 1 << 16, 1 << 24)


def word_conditions(solver: BoundedSolver, site: int, word: Sequence[str]) -> list[z3.BoolRef]:
    """A run that ends at ``site`` (a failing assertion; -1: the normal end) with the word
    ``word`` (its final letter last)."""
    letters = solver.encoding.letters
    body = list(word[:-1])
    if any(letter not in letters for letter in body):
        return []
    return [
        solver.ends(site),
        solver.length(site) == len(body) + 1,
        *(
            z3.Select(solver.encoding.word, z3.BitVecVal(k, LETTER_BITS)) == letters[letter]
            for k, letter in enumerate(body)
        ),
    ]


def smaller_run(solver: BoundedSolver, site: int, run: Run, seconds: float = MAX_SECONDS) -> Run:
    """``run`` (ending at ``site``) with inputs as small in magnitude as a run with the
    same word ending the same way allows, found within ``seconds`` (and the solver's
    own deadline); ``run`` itself when none smaller is found."""
    if not any(isinstance(i.value, int) and i.value != 0 for i in run.inputs):
        return run
    conditions = word_conditions(solver, site, run.word)
    if not conditions:
        return run
    search = _Search(solver, conditions, _stop(solver, seconds))
    model = search.smallest(max(abs(i.value) for i in run.inputs if isinstance(i.value, int)))
    return run if model is None else solver.run(model, site)


def _stop(solver: BoundedSolver, seconds: float) -> float:
    now = time.monotonic()
    if solver.deadline is not None:
        seconds = min(seconds, max(0.0, SHARE * (solver.deadline - now)))
    return now + seconds


class _Search:
    """The bounds tried for one run, and the last model found."""

    def __init__(self, solver: BoundedSolver, conditions: list[z3.BoolRef], stop: float) -> None:
        self.solver = solver
        self.conditions = conditions
        self.stop = stop
        self.inputs = [i for i in solver.encoding.inputs if _shrinkable(i)]
        self.unknown = 0  # queries that ran out of their time

    def ask(self, bounds: list[z3.BoolRef]) -> z3.ModelRef | None:
        """A run with the word and failure within ``bounds`` (None: none, or not in time)."""
        left = self.stop - time.monotonic()
        if left <= 0.01:
            raise _OutOfTime
        try:
            return self.solver.satisfiable(
                *self.conditions, *bounds, limit=min(QUERY_SECONDS, left)
            )
        except SolverUnknown:
            self.unknown += 1
            if self.unknown >= GIVE_UP:  # bounds make this formula slow: more will not help
                raise _OutOfTime from None
            return None

    def smallest(self, largest: int) -> z3.ModelRef | None:
        """The last model found (None: none in time); ``largest``: the run's largest input
        magnitude (a common bound that large certainly has a run)."""
        best: z3.ModelRef | None = None
        try:
            common = largest
            for bound in [*(b for b in JOINT_BOUNDS if b < largest), largest]:
                best = self.ask([_within(i, bound) for i in self.inputs])
                if best is not None:
                    common = bound
                    break
            if best is None:
                return None
            taken = [i for i in self.inputs if _magnitude(best, i) > 0]
            chosen = {id(i) for i in taken}  # by identity: z3 terms have no Python equality
            others = [_within(i, common) for i in self.inputs if id(i) not in chosen]
            found: list[z3.BoolRef] = []
            for k, given in enumerate(taken):
                later = [*others, *(_within(i, common) for i in taken[k + 1 :])]
                best, least = self._least(given, best, [*found, *later])
                found.append(_within(given, least))
        except _OutOfTime:
            pass
        return best

    def _least(
        self, given: InputInstance, best: z3.ModelRef, bounds: list[z3.BoolRef]
    ) -> tuple[z3.ModelRef, int]:
        """The least magnitude of ``given`` with ``bounds`` on the others, and a model with
        it: one query when the current one is already the least (an extreme value the
        failure needs); else, when it can be at most :data:`SMALL`, galloping up from 0 (small
        answers cost few queries) and a binary search in the last gap; when it cannot, a few
        halvings toward its least value (the magnitude returned is then an upper bound)."""
        high = _magnitude(best, given)
        if high == 0:
            return best, 0
        model = self.ask([*bounds, _within(given, high - 1)])
        if model is None:
            return best, high
        best, high = model, _magnitude(model, given)
        low, steps = 0, -1  # steps: halvings left (-1: as many as needed)
        if high > SMALL:
            model = self.ask([*bounds, _within(given, SMALL)])
            if model is None:  # it must be large: a few halvings toward its least value
                low, steps = SMALL + 1, LARGE_STEPS
            else:
                best, high = model, _magnitude(model, given)
        probe = low
        while steps < 0 and probe < high:
            model = self.ask([*bounds, _within(given, probe)])
            if model is not None:
                best, high = model, _magnitude(model, given)
                break
            low, probe = probe + 1, 2 * probe + 1
        while low < high and steps != 0:
            middle = (low + high) // 2
            model = self.ask([*bounds, _within(given, middle)])
            if model is None:
                low = middle + 1
            else:
                best, high = model, min(middle, _magnitude(model, given))
            steps -= 1 if steps > 0 else 0
        return best, high


class _OutOfTime(Exception):
    """The search's time share is spent: the best model so far stands."""


def _shrinkable(given: InputInstance) -> bool:
    """Integer inputs (not floating values, not the one-bit choices)."""
    ctype = given.type
    return isinstance(ctype, IntType) and not ctype.is_bool and given.symbol.size() > 1


def _signed(given: InputInstance) -> bool:
    return isinstance(given.type, IntType) and given.type.signed


def _within(given: InputInstance, bound: int) -> z3.BoolRef:
    """On a run that takes input ``given``, its magnitude is at most ``bound``."""
    symbol = given.symbol
    width = symbol.size()
    if _signed(given):
        bound = min(bound, (1 << (width - 1)) - 1)
        inside = z3.And(symbol >= -bound, symbol <= bound)
    else:
        bound = min(bound, (1 << width) - 1)
        inside = z3.ULE(symbol, z3.BitVecVal(bound, width))
    return z3.Implies(given.guard, inside)


def _magnitude(model: z3.ModelRef, given: InputInstance) -> int:
    """|value| of ``given`` in ``model`` (0 when the run does not take it)."""
    if not z3.is_true(model.eval(given.guard, model_completion=True)):
        return 0
    value = model.eval(given.symbol, model_completion=True).as_long()
    width = given.symbol.size()
    if _signed(given) and value >> (width - 1):
        value -= 1 << width
    return abs(value)
