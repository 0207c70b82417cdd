"""Membership ``Mem(d)``: is decision vector ``d`` feasible? (Chen et al., Sec. 6)

The path of ``d`` is executed symbolically (:class:`errlang.pac.interpreter.Execution` with
z3 inputs, following ``d``) and its path condition — the conjunction of the conditions of every
decision taken, of every assumption and of "no undefined behaviour" on the way — goes to z3
once, at the end. ``d`` fixes the path, so no loop bound is involved and the answer is exact;
hidden decisions (conditionals without a letter) are enumerated depth first. Answers, with a
model of the inputs, are cached per vector: the concolic sampler asks the same oracle for the
inputs that drive a run down a flipped prefix.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

import z3

from errlang.automata.dfa import Word
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.pac import values as v
from errlang.pac.alphabet import DecisionAlphabet
from errlang.pac.interpreter import Execution
from errlang.pac.outcome import Outcome
from errlang.pac.skeleton import Skeleton
from errlang.pac.values import Value

MAX_HIDDEN_PATHS = 64
MEMBERSHIP_EFFORT = 20_000_000  # z3 rlimit of a membership query (seconds on a slow query)
EARLY_EFFORT = 250_000  # z3 rlimit of an early check of a growing path condition


@dataclass(frozen=True)
class PathAnswer:
    """Whether a vector is feasible; if so, input values that follow it (``None`` for inputs
    the path does not constrain). ``unknown``: the solver or the hidden-path limit gave up
    (counted as infeasible)."""

    feasible: bool
    inputs: tuple[int | None, ...] = ()
    unknown: bool = False


class PathOracle:
    """Exact, cached feasibility of decision vectors."""

    def __init__(
        self,
        program: IRProgram,
        alphabet: DecisionAlphabet,
        *,
        effort: int = MEMBERSHIP_EFFORT,
        max_steps: int = 1_000_000,
    ):
        self.program = program
        self.alphabet = alphabet
        self.effort = effort
        self.max_steps = max_steps
        self._cache: dict[Word, tuple[PathAnswer, int]] = {}
        self.skeleton = Skeleton(program, alphabet)
        self._feasible = _Trie()  # vectors known feasible: so are their prefixes
        self._infeasible = _Trie()  # vectors known infeasible: so are their extensions
        self.queries = 0
        self.solver_calls = 0
        self.unknown = 0
        self.seconds = 0.0
        # a time.monotonic() instant: a check still running then is unknown (a time budget is
        # hard: rlimit alone let one check run 11 s past pac --timeout 5, issue 19 item 4)
        self.deadline: float | None = None

    def membership(self, word: Sequence[str]) -> bool:
        """Mem(d). The language is prefix-closed (a path to the last decision of d), so known
        vectors answer their prefixes and extensions without executing anything."""
        key = tuple(word)
        if self._feasible.has_extension(key):
            return True
        if self._infeasible.has_prefix(key):
            return False
        return self.solve(key).feasible

    def solve(self, word: Sequence[str], effort: int | None = None) -> PathAnswer:
        """Feasibility of ``word`` with a model of the inputs (cached per word). ``effort``
        is z3's deterministic resource limit (``rlimit``), not a wall-clock timeout, so that
        answers — and seeded runs — do not depend on the machine's load."""
        key = tuple(word)
        effort = effort or self.effort
        cached = self._cache.get(key)
        if cached is not None and not (cached[0].unknown and cached[1] < effort):
            return cached[0]
        start = time.perf_counter()
        self.queries += 1
        answer = self._explore(key, effort)
        self._cache[key] = (answer, effort)
        if answer.feasible:
            self._feasible.add(key)
        elif not answer.unknown:
            self._infeasible.add(key)  # an unknown answer may be asked again with more effort
        self.unknown += answer.unknown
        self.seconds += time.perf_counter() - start
        return answer

    def observe(self, outcome: Outcome) -> None:
        """Record the vector of a concrete run as feasible (it is: the run took it)."""
        self._feasible.add(outcome.vector)

    def _explore(self, word: Word, effort: int) -> PathAnswer:
        letters = set(self.alphabet.letters)
        if any(x not in letters for x in word) or not self.skeleton.consistent(word):
            return PathAnswer(False)
        hidden: list[bool] = []
        for _ in range(MAX_HIDDEN_PATHS):
            if self.deadline is not None and time.monotonic() > self.deadline:
                return PathAnswer(False, unknown=True)
            checker = _EarlyCheck(min(effort, EARLY_EFFORT))
            outcome = Execution(
                self.program,
                self.alphabet,
                _symbolic,
                follow=word,
                hidden=hidden,
                max_steps=self.max_steps,
                check=checker,
            ).run()
            self.solver_calls += checker.calls
            if outcome.status == "done":
                answer = self._check(outcome, effort, checker)
                if answer is not None:
                    return answer
            taken = outcome.hidden_taken
            flip = max((i for i, choice in enumerate(taken) if choice), default=None)
            if flip is None:
                return PathAnswer(False)
            hidden = [*taken[:flip], False]
        return PathAnswer(False, unknown=True)

    def _check(self, outcome: Outcome, effort: int, checker: _EarlyCheck) -> PathAnswer | None:
        """The answer when the path condition is satisfiable or unknown; ``None`` if unsat.
        The early checks' solver is reused (incrementally: what it learnt on the prefix
        helps); ``rlimit`` bounds each check, not the solver's lifetime."""
        if not outcome.constraints:
            return PathAnswer(True, tuple(_fixed(term) for term in outcome.input_terms))
        solver = checker.solver
        solver.add(*outcome.constraints[checker.added :])
        solver.set("rlimit", effort)
        if self.deadline is not None:
            left = self.deadline - time.monotonic()
            if left <= 0:
                return PathAnswer(False, unknown=True)
            solver.set("timeout", max(1, int(left * 1000)))
        self.solver_calls += 1
        result = solver.check()
        if result == z3.unknown:
            return PathAnswer(False, unknown=True)
        if result == z3.unsat:
            return None
        model = solver.model()
        values: list[int | None] = []
        for term in outcome.input_terms:
            fixed = _fixed(term)
            if fixed is None and not isinstance(term, int):
                value = model.eval(term, model_completion=False)
                fixed = value.as_long() if z3.is_bv_value(value) else None
            values.append(fixed)
        return PathAnswer(True, tuple(values))


class _EarlyCheck:
    """Called as the path condition grows: when it has 8, 16, 32, … conjuncts it is checked,
    so that an infeasible vector stops early instead of being executed to its end (a
    logarithmic number of extra solver calls)."""

    def __init__(self, effort: int):
        self.solver = z3.SolverFor("QF_BV")
        self.solver.set("rlimit", effort)
        self.added = 0
        self.next = 8
        self.calls = 0

    def __call__(self, constraints: list[z3.BoolRef]) -> bool:
        """False when ``constraints`` are known to be unsatisfiable."""
        if len(constraints) < self.next:
            return True
        self.solver.add(*constraints[self.added :])
        self.added = len(constraints)
        self.next *= 2
        self.calls += 1
        return self.solver.check() != z3.unsat


def _symbolic(index: int, instr: n.Nondet) -> Value:
    return z3.BitVec(f"in{index}", v.width(instr.type))


def _fixed(term: Value) -> int | None:
    return term if isinstance(term, int) else None


class _Trie:
    """A set of words that answers "is w a prefix of a member?" and "has w a member as a
    prefix?" in O(|w|)."""

    def __init__(self) -> None:
        self.root: dict[str, dict] = {}
        self.ends: set[int] = set()  # ids of nodes where a member ends

    def add(self, word: Word) -> None:
        node = self.root
        for letter in word:
            node = node.setdefault(letter, {})
        self.ends.add(id(node))

    def has_extension(self, word: Word) -> bool:
        node = self.root
        for letter in word:
            child = node.get(letter)
            if child is None:
                return False
            node = child
        return True

    def has_prefix(self, word: Word) -> bool:
        node = self.root
        if id(node) in self.ends:
            return True
        for letter in word:
            child = node.get(letter)
            if child is None:
                return False
            node = child
            if id(node) in self.ends:
                return True
        return False
