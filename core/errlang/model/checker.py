"""The checks of the paper's Section III-B/C on errlang's encoder: each harness of
:mod:`errlang.model.harness` is encoded once (``Analysis.encoding``) and every query is a
solver scope over its pinned observable terms.

* :meth:`Checker.condition` — Eq. (1) (``pre`` None: from the initial states) or Eq. (2)
  (from any state whose valuation satisfies ``pre``), by 1-induction: one call of the step.
* :meth:`Checker.step_reachable` — k-induction (k > 1) on "the step (v_t, v_{t+1}) never
  happens": proves a violation spurious (Section III-C) or finds a trace from Init to it.
* :meth:`Checker.lemmas` — candidate ranges of hidden globals per observed valuation, kept
  when inductive (Houdini): auxiliary invariants assumed by the step checks, the paper's
  "strengthening the assumption r with domain knowledge", found automatically.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import z3

from errlang.encoder.encoding import Encoding
from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled
from errlang.model.errors import ModelError
from errlang.model.harness import any_entry, encoder_text, hidden_name, init_entry, observed_name
from errlang.model.predicates import holds
from errlang.model.system import ReactiveSystem
from errlang.model.traces import Trace, Valuation
from errlang.session.analysis import Analysis
from errlang.session.errors import AnalysisError
from errlang.teacher.interrupt import CancelWatcher
from errlang.teacher.solver import ABANDON_SLACK, abandon

HOLDS, VIOLATED, UNKNOWN = "holds", "violated", "unknown"


class BudgetExhausted(Exception):
    """The time budget ended while a formula was being built."""


@dataclass(frozen=True)
class Lemma:
    """``valuation`` (None: any) ⇒ ``low ≤ hidden ≤ high``, proved inductive."""

    valuation: Valuation | None
    hidden: str
    low: int
    high: int


@dataclass(frozen=True)
class CheckAnswer:
    """``verdict``; for a violation the step (v_t, v_{t+1}) (v_t None: from Init);
    ``reason`` for unknown (solver timeout, loop bound reached)."""

    verdict: str
    step: tuple[Valuation | None, Valuation] | None = None
    reason: str = ""


@dataclass(frozen=True)
class Reachability:
    """The k-induction answer for one step: ``spurious`` (proved unreachable with ``k``), a
    ``trace`` from Init ending with it, or neither (inconclusive: treated as valid)."""

    spurious: bool
    k: int
    trace: Trace | None = None


WATCHDOG_SLACK = 0.25  # seconds after a check's timeout before z3's context is interrupted


class _Unrolling:
    """One encoded harness: its formula in a solver, and the pinned terms per state."""

    def __init__(self, encoding: Encoding, states: int, observed: int, hidden: int) -> None:
        symbols = {i.target: i.symbol for i in encoding.inputs if i.target is not None}
        self.observed = [
            [symbols[observed_name(s, i)] for i in range(observed)] for s in range(states)
        ]
        self.hidden = [[symbols[hidden_name(s, j)] for j in range(hidden)] for s in range(states)]
        ends = [term.guard for term in encoding.terminations if term.site == -1]
        self.bound_hit = encoding.bound_hit
        self.model: z3.ModelRef | None = None
        self.solver = z3.Solver()
        self.abandoned = False  # a check was left running: this solver is not used again
        self.solver.add(*encoding.constraints)
        self.solver.add(z3.Or(*ends) if ends else z3.BoolVal(False))

    def check(self, timeout_ms: int, *facts: z3.BoolRef) -> z3.CheckSatResult:
        """``unknown`` after ``timeout_ms``: z3's timeout, and an interrupt of its context a
        little later (z3 does not look at its timeout everywhere: a check on 64-bit products
        ran 5 s past it, issue 19 item 4)."""
        if self.abandoned:
            raise BudgetExhausted
        self.solver.set("timeout", max(1, timeout_ms))
        late = time.monotonic() + timeout_ms / 1000 + WATCHDOG_SLACK
        outcome: list[z3.CheckSatResult] = []
        done = threading.Event()
        watching: list[CancelWatcher] = []

        def work() -> None:
            try:
                # the first push internalises the whole formula: seconds at k = 6, so it is
                # inside the waited-for work too
                self.solver.push()
                self.solver.add(*facts)
                watching.append(CancelWatcher(self.solver.ctx, lambda: time.monotonic() > late))
                outcome.append(self.solver.check())
            except z3.Z3Exception:  # interrupted
                outcome.append(z3.unknown)
            finally:
                done.set()

        thread = threading.Thread(target=work, name="errlang-model-check", daemon=True)
        thread.start()
        try:
            finished = done.wait(max(0.0, late - time.monotonic()) + ABANDON_SLACK)
        except BaseException:  # Ctrl-C: no pop under a running check
            self.abandoned = True
            abandon((self, thread))
            raise
        if not finished:  # z3 did not stop even when interrupted (4.5 s past seen): left to it
            self.abandoned = True
            abandon((self, thread))
            raise BudgetExhausted
        for watcher in watching:
            watcher.stop()
        answer = outcome[0]
        self.model = self.solver.model() if answer == z3.sat else None
        self.solver.pop()
        return answer

    def valuation(self, state: int) -> Valuation:
        assert self.model is not None
        return tuple(
            self.model.eval(term, model_completion=True).as_signed_long()
            for term in self.observed[state]
        )

    def hidden_values(self, state: int) -> tuple[int, ...]:
        assert self.model is not None
        return tuple(
            self.model.eval(term, model_completion=True).as_signed_long()
            for term in self.hidden[state]
        )


class Checker:
    """Queries about one system, up to ``depth`` steps (k of k-induction)."""

    def __init__(
        self,
        system: ReactiveSystem,
        depth: int = 4,
        loop_bound: int = 3,
        deadline: Callable[[], float] | None = None,
    ) -> None:
        self.system = system
        self.depth = max(2, depth)
        self.loop_bound = loop_bound
        self.remaining = deadline or (lambda: 3600.0)
        self.analysis = Analysis(system.path, encoder_text(system, self.depth))
        self._unrollings: dict[str, _Unrolling] = {}
        self.lemma_facts: list[Lemma] = []
        self.solver_calls = 0
        self.solver_seconds = 0.0

    def _unrolling(self, entry: str, steps: int) -> _Unrolling:
        if entry not in self._unrollings:
            try:
                encoding, _ = self.analysis.encoding(
                    entry,
                    self.loop_bound,
                    cancel=lambda: self.remaining() <= 0,
                    deadline=time.monotonic() + max(0.0, self.remaining()),
                )
            except AnalysisError as error:
                raise ModelError(self.system.path, str(error)) from None
            except EncodingCancelled:
                raise BudgetExhausted from None
            except EncodingBudgetExceeded:
                raise ModelError(
                    self.system.path, f"{self.system.step} is too large to encode"
                ) from None
            observed, hidden = len(self.system.observables), len(self.system.hidden)
            self._unrollings[entry] = _Unrolling(encoding, steps + 1, observed, hidden)
        return self._unrollings[entry]

    def _check(self, unrolling: _Unrolling, *facts: z3.BoolRef) -> z3.CheckSatResult:
        if self.remaining() <= 0:  # not even a push: on a large formula it takes 0.3 s
            raise BudgetExhausted
        started = time.monotonic()
        timeout = int(min(30.0, max(0.05, self.remaining())) * 1000)
        answer = unrolling.check(timeout, *facts)
        self.solver_calls += 1
        self.solver_seconds += time.monotonic() - started
        return answer

    def _lemma_facts(
        self, unrolling: _Unrolling, state: int, lemmas: Iterable[Lemma]
    ) -> list[z3.BoolRef]:
        return [self._lemma(unrolling, state, lemma) for lemma in lemmas]

    def _lemma(self, unrolling: _Unrolling, state: int, lemma: Lemma) -> z3.BoolRef:
        term = unrolling.hidden[state][self.system.hidden.index(lemma.hidden)]
        in_range = z3.And(term >= lemma.low, term <= lemma.high)
        if lemma.valuation is None:
            return in_range
        return z3.Implies(holds([lemma.valuation], unrolling.observed[state]), in_range)

    # -- Eq. (1) and (2) ---------------------------------------------------------------------

    def condition(
        self,
        pre: frozenset[Valuation] | None,
        post: frozenset[Valuation],
        excluded: Iterable[tuple[Valuation, Valuation]] = (),
        avoid: Iterable[Valuation] = (),
    ) -> CheckAnswer:
        """Eq. (1) (``pre`` None) or Eq. (2) by 1-induction; ``excluded``: steps proved
        unreachable; ``avoid``: further post valuations already reported for this condition."""
        if pre is None:
            unrolling = self._unrolling(init_entry(1), 1)
            facts: list[z3.BoolRef] = []
        else:
            unrolling = self._unrolling(any_entry(1), 1)
            facts = [holds(pre, unrolling.observed[0])]
            facts += self._lemma_facts(unrolling, 0, self.lemma_facts)
            for before, after in excluded:
                facts.append(
                    z3.Not(
                        z3.And(
                            holds([before], unrolling.observed[0]),
                            holds([after], unrolling.observed[1]),
                        )
                    )
                )
        outside = z3.Not(holds(post | frozenset(avoid), unrolling.observed[1]))
        answer = self._check(unrolling, *facts, outside)
        if answer == z3.sat:
            start = unrolling.valuation(0) if pre is not None else None
            return CheckAnswer(VIOLATED, (start, unrolling.valuation(1)))
        if answer == z3.unknown:
            return CheckAnswer(UNKNOWN, reason="solver timeout")
        if self._check(unrolling, *facts, unrolling.bound_hit) == z3.sat:
            return CheckAnswer(
                UNKNOWN, reason=f"a loop in the step exceeds the bound {self.loop_bound}"
            )
        return CheckAnswer(HOLDS)

    # -- Section III-C: spurious violations --------------------------------------------------

    def step_reachable(self, before: Valuation, after: Valuation) -> Reachability:
        """k-induction for k = 2 … depth on "the step before → after never happens"."""
        for k in range(2, self.depth + 1):
            if self.remaining() <= 0:
                break
            base = self._unrolling(init_entry(k), k)
            occurs = [self._pair(base, s, before, after) for s in range(1, k)]
            if self._check(base, z3.Or(*occurs)) == z3.sat:
                for s in range(1, k):
                    if base.model is not None and z3.is_true(
                        base.model.eval(occurs[s - 1], model_completion=True)
                    ):
                        return Reachability(
                            False, k, tuple(base.valuation(i) for i in range(1, s + 2))
                        )
            inductive = self._unrolling(any_entry(k), k)
            facts = [z3.Not(self._pair(inductive, s, before, after)) for s in range(0, k - 1)]
            for state in range(k):
                facts += self._lemma_facts(inductive, state, self.lemma_facts)
            if (
                self._check(inductive, *facts, self._pair(inductive, k - 1, before, after))
                == z3.unsat
            ):
                return Reachability(True, k)
        return Reachability(False, self.depth)

    @staticmethod
    def _pair(unrolling: _Unrolling, state: int, before: Valuation, after: Valuation) -> z3.BoolRef:
        return z3.And(
            holds([before], unrolling.observed[state]),
            holds([after], unrolling.observed[state + 1]),
        )

    # -- lemmas (Houdini) --------------------------------------------------------------------

    def lemmas(self, candidates: Sequence[Lemma]) -> list[Lemma]:
        """The largest inductive subset of ``candidates`` that holds after the first step."""
        kept = list(candidates)
        base = self._unrolling(init_entry(1), 1)
        kept = self._drop_violated(base, [], kept, 1)
        step = self._unrolling(any_entry(1), 1)
        while kept and self.remaining() > 0:
            before = len(kept)
            kept = self._drop_violated(step, self._lemma_facts(step, 0, kept), kept, 1)
            if len(kept) == before:
                break
        self.lemma_facts = kept
        return kept

    def _drop_violated(
        self, unrolling: _Unrolling, facts: list[z3.BoolRef], lemmas: list[Lemma], state: int
    ) -> list[Lemma]:
        while lemmas:
            goals = [self._lemma(unrolling, state, lemma) for lemma in lemmas]
            answer = self._check(unrolling, *facts, z3.Not(z3.And(*goals)))
            if answer == z3.unsat:
                return lemmas
            if answer != z3.sat or unrolling.model is None:
                return []
            model = unrolling.model
            lemmas = [
                lemma
                for lemma, goal in zip(lemmas, goals, strict=True)
                if z3.is_true(model.eval(goal, model_completion=True))
            ]
            if facts:
                return lemmas  # re-assume the smaller set (Houdini's next round)
        return lemmas
