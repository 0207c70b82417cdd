"""One incremental z3 solver over a bounded program formula; queries use push/pop scopes.

Every z3 call runs under the solver's deadline and cancel callback
(:mod:`errlang.teacher.guarded_calls`: z3's timeout, a watchdog, a thread abandoned when z3 is
deaf to both); the screens of a fresh query are :mod:`errlang.teacher.screens`, and a model is
read as a run by :mod:`errlang.teacher.run_reading`. Here: which solver a query goes to.

Fresh solvers (``switch_after``, ``check``'s questions, issue 30): a query that the incremental
solver has not answered after ``switch_after`` seconds is asked again of a new z3 solver given
the formula and the query's conditions, and so is every later query of this solver. z3
preprocesses a formula (solving equalities, propagating values, simplifying) and hands
bit-vectors to its SAT solver only in its non-incremental mode; after the first push its SMT
core takes the raw formula. On the parser harnesses of ``benchmarks/scaling_bench.py`` the large
queries took 3-8 times longer incrementally (a JSON tokenizer on 8 bytes at bound 8: 14.7 s of
CPU against 5.8 s; one query 22.7 s against 2.7 s), while small formulas (a number parser: 1.9 s
against 2.5 s) and the learner's many small membership queries are faster incrementally: so the
incremental solver first, the switch where it is slow (docs/benchmarks-scaling.md). The fresh
solver is z3's preprocessing, bit-blasting, an and-inverter graph and SAT
(:mod:`errlang.teacher.fresh_solver`), 1.4-2.5 times faster than z3's default solver there.
A fresh query of a formula with arrays is screened narrowed and relaxed by that pipeline; when
the screen says nothing in its share, CaDiCaL in a child process is asked for the unsat of its
disjuncts (:mod:`errlang.teacher.sat_child`: cookies.c's bound-32 union at 32 bytes, which no
z3 pipeline answered in 195 s, in 50 s), and then z3's default solver.
"""

from __future__ import annotations

import contextlib
import time
import weakref
from collections.abc import Callable, Sequence

import z3

from errlang.encoder.encoding import Encoding
from errlang.teacher.abandoned_work import ABANDON_SLACK, abandon, abandoned, settle
from errlang.teacher.floating_terms import (
    encoding_floating,
    float_tactic,
    has_floating_point,
    query_terms,
)
from errlang.teacher.fresh_solver import (
    bit_vectors_as_they_are,
    fresh_solver,
    pure_bit_vectors,
)
from errlang.teacher.guarded_calls import SolverCancelled, SolverUnknown
from errlang.teacher.narrowing import Narrowing
from errlang.teacher.relaxed import Relaxation, fixing
from errlang.teacher.run_reading import RunReader
from errlang.teacher.runs import (
    EventValue,
    InputValue,
    NamedValue,
    Run,
)
from errlang.teacher.sat_child import CHILD_MIN, model_in_child
from errlang.teacher.screens import Screens

__all__ = [
    "ABANDON_SLACK",
    "BoundedSolver",
    "EventValue",
    "InputValue",
    "NamedValue",
    "Run",
    "SolverCancelled",
    "SolverUnknown",
    "abandon",
    "abandoned",
    "settle",
]


class _WrongModel(Exception):
    """The solver answered "sat" with a model that does not satisfy its formula."""


# why a query is unknown when the budget ran out while z3 preprocessed the formula (_pure)
PREPROCESSING_OUT_OF_TIME = "the time budget ran out while z3 preprocessed the formula"
# the unrewritten screen of a fresh query: at most the work of this many seconds (z3's resource
# units, EFFORT_PER_SECOND: a wall-time cap cut it at load 15 where an idle machine finished it)
SCREEN_CAP = 10.0
BOUNDED_CAP = 4.0  # the bounded screen's work (z3's units, as seconds) per question
# z3's resource units (rlimit) per second of a trial (``_tried``): the trial is solver work, not
# wall time, so that the same question switches at any load (2.5-4 million units per CPU
# second measured on the tokenizer's questions at 16 bytes, docs/benchmarks-scaling.md)
EFFORT_PER_SECOND = 3_000_000
SCREEN_AFTER = 1.0  # seconds of z3's default tactic on array-loop summaries before the screen
# a trial's wall-time cap, in trials (``_tried``): the backstop where z3's resource units run
# slowly; a loaded machine only switches sooner (the fresh route's answers are as final)
TRIAL_CAP = 3.0


def _spent(reason: str) -> bool:
    """Whether z3's reason for "unknown" is its resource limit (``rlimit``): z3 says "canceled",
    as for an interrupt (the watchdog's comes only at the deadline: ``out_of_time``)."""
    return "cancel" in reason or "resource" in reason


def _left(limit: float | None, started: float) -> float | None:
    """What is left of ``limit`` seconds since ``started`` (SolverUnknown when nothing is)."""
    if limit is None:
        return None
    left = limit - (time.monotonic() - started)
    if left <= 0:
        raise SolverUnknown("timeout")
    return left


# encoding id -> (the encoding, whether its terms are floating point), for encodings whose
# encoder says "floating" (it made a floating-point sort): looked at once per encoding
_TOLD_FLOATING: dict[int, tuple[weakref.ref[Encoding], bool]] = {}


def _floating(encoding: Encoding) -> bool:
    """Whether the encoding's query terms are floating point. The encoder's word
    (``Encoding.floating``) is that it made a floating-point sort, which the terms may no
    longer hold: msgpack_unpack.c at 4 bytes (a float field read through a union) has none,
    and z3's floating-point tactic, chosen for it, gave no answer in 53 s to a question z3's
    default solver answers in 0.04 s. So a "yes" is looked at (once per encoding)."""
    if not encoding_floating(encoding):
        return False
    if getattr(encoding, "floating", None) is not True:
        return True  # encoding_floating walked the terms itself
    key = id(encoding)
    known = _TOLD_FLOATING.get(key)
    if known is not None and known[0]() is encoding:
        return known[1]
    floating = has_floating_point(query_terms(encoding))
    with contextlib.suppress(TypeError):  # an object without weak references: not kept
        _TOLD_FLOATING[key] = (
            weakref.ref(encoding, lambda _: _TOLD_FLOATING.pop(key, None)),
            floating,
        )
    return floating


class BoundedSolver(Screens, RunReader):
    """Poses queries against one encoding with one incremental solver."""

    def __init__(
        self,
        encoding: Encoding,
        timeout: float | None = None,
        *,
        deadline: float | None = None,
        cancel: Callable[[], bool] | None = None,
        switch_after: float | None = None,
        start_fresh: bool = False,
    ) -> None:
        """``switch_after``: seconds after which a query goes to fresh solvers (module text);
        ``start_fresh``: every query does from the first (the caller knows that a smaller
        formula of the same program already needed them)."""
        self.encoding = encoding
        self.cancel = cancel  # polled during every check: z3 is interrupted when it says so
        self.floating = _floating(encoding)
        # floating point: z3's bit-blasting tactic (5-50x faster than its default solver on a
        # few double operations; it re-runs on the whole formula at each check, which costs
        # little next to that); else the incremental solver, which keeps what it learnt
        # z3's timeout in ms (its default, 2^32 - 1, is none)
        self.timeout_ms = max(1, int(timeout * 1000)) if timeout is not None else 4294967295
        self.solver = self._new_solver(encoding.constraints)
        self.deadline = deadline  # time.monotonic() instant after which no query runs
        # fresh: each query gets a new solver holding this one's assertions (module text); tactic
        # solvers (floating point, array loops) are not incremental anyway
        self.switch_after = None if self.floating or encoding.array_loops else switch_after
        # check's questions over array-loop summaries: the bit-vector pipeline first (screen)
        self.screen = bool(encoding.array_loops) and not self.floating and switch_after is not None
        self._chained: bool | None = None  # constant-multiplication chains (``_chains``)
        self._narrowing = Narrowing()  # the array screen's formula in fewer bits (``_screened``)
        self._relaxation = Relaxation()  # and its reads of array constants as free constants
        self._relaxed_model: z3.ModelRef | None = None  # the last screen's model, if "sat"
        self._pure_formula: bool | None = None  # pure bit-vectors once preprocessed (``_pure``)
        self._pure_as_is: bool | None = None  # and before (``_pure_query``)
        self._divides: bool | None = None  # divisions by numerals (``_integers``)
        self._integer_misses = 0  # the integer screen's questions in a row not answered
        self._bounded_misses = 0  # the bounded screen's questions in a row not answered
        self.fresh = start_fresh and self.switch_after is not None
        self._active = self.solver  # the solver the running check uses
        self._hold = None  # the running check's (teacher.collector)
        self._call_ms = self.timeout_ms  # z3's timeout of the running check
        self.calls = 0
        self.seconds = 0.0
        self.model_checks = 0.0  # seconds spent evaluating models on the formula
        self.renewed = 0  # solvers made anew after a model of no formula (``_satisfiable``)
        self.abandoned = False  # a check of this solver was abandoned: it may not be used

    def _new_solver(self, formula: Sequence[z3.BoolRef]) -> z3.Solver:
        """A solver of the kind this encoding needs, holding ``formula``. Floating point: z3's
        bit-blasting tactic (5-50x faster than its default solver on a few double operations;
        it re-runs on the whole formula at each check, which costs little next to that);
        lambdas of summarised array loops: z3's default tactic, which decides in milliseconds
        what its incremental solver does not in 10 s (issue 23, docs/checking.md); else the
        incremental solver, which keeps what it learnt."""
        if self.floating:
            solver = float_tactic().solver()
        elif self.encoding.array_loops:
            solver = z3.Tactic("default").solver()
        else:
            solver = z3.Solver()
        solver.set("timeout", self.timeout_ms)
        solver.add(*formula)
        return solver

    def satisfiable(
        self, *conditions: z3.BoolRef, limit: float | None = None
    ) -> z3.ModelRef | None:
        """A model of the formula and ``conditions``, None if there is none; ``limit``: at most
        that many seconds for this query (unknown after them). With ``switch_after``, a query
        the incremental solver does not answer in that time is asked of a fresh solver, as are
        all later ones (module text)."""
        started = time.monotonic()
        if self.screen:  # array-loop summaries: z3's default tactic first, for a moment
            answered = self._tried(conditions, limit, SCREEN_AFTER)
            if answered is not None:
                return answered[0]
            if self._screened(conditions, _left(limit, started)):
                return None
            return self._satisfiable(conditions, _left(limit, started))
        if self.fresh:  # divisions by numerals: the integer screen first (its own conditions)
            integers = self._integers(conditions, limit)
            if integers is True:
                return None
            if isinstance(integers, list):
                completed = self._completed(conditions, integers, limit, started)
                if completed is not None:
                    return completed
        pure = self.fresh and self._pure_query(conditions)
        if pure and self._divides:  # the bounds the formula implies narrow it (a year)
            bounded = self._within_bounds(conditions, limit, round(BOUNDED_CAP * EFFORT_PER_SECOND))
            if bounded is True:
                return None
            if isinstance(bounded, z3.ModelRef):
                completed = self._completed(conditions, fixing(bounded), limit, started)
                if completed is not None:
                    return completed
        if self.fresh and (self._chains() or not pure):
            if pure:  # chains: the work of SCREEN_CAP seconds, the query's own limit
                effort = round(SCREEN_CAP * EFFORT_PER_SECOND)
                # (arrays that preprocessing removes are rewritten away: teacher.relaxed)
                screened = self._screened(conditions, limit, effort, unrewritten=True, relaxed=True)
            else:  # arrays, relaxed: narrowed, up to half the time left (a share of the budget)
                # — chains or not: a decimal field read from the buffer (http_headers.c at 8
                # bytes, bound 2: the unrewritten screen no answer in 10 s of work, z3's
                # default solver none in 70 s; narrowed: 0.9 s, or CaDiCaL's sat)
                cap = max(SCREEN_CAP, self._time_left(limit) / 2)
                screened = self._refined(conditions, min(limit or cap, cap))
                if not screened and self._relaxed_model is None:  # z3 did not answer: CaDiCaL
                    child = self._child_screened(conditions, _left(limit, started), started)
                    if isinstance(child, z3.ModelRef):
                        return child
                    screened = child is True
            if screened:
                return None
            if self._relaxed_model is not None:  # the relaxed reads' model, completed by z3
                completed = self._completed(conditions, fixing(self._relaxed_model), limit, started)
                if completed is not None:
                    return completed
            return self._satisfiable(conditions, _left(limit, started))
        trial = self.switch_after
        if self.fresh or trial is None:
            return self._satisfiable(conditions, limit)
        answered = self._tried(conditions, limit, trial)
        if answered is not None:
            return answered[0]
        self.fresh = True  # this query too goes the fresh way, its screens included
        return self.satisfiable(*conditions, limit=_left(limit, started))

    def _completed(
        self,
        conditions: tuple[z3.BoolRef, ...],
        fixed: list[z3.BoolRef],
        limit: float | None,
        started: float,
    ) -> z3.ModelRef | None:
        """z3's model of the query with the relaxed model's constants ``fixed``
        (:mod:`errlang.teacher.relaxed`): it checks the relaxed model against the formula and
        finds the arrays' values; None when the relaxed model does not extend (two reads at
        one index with two values) or z3 does not say so in time (the caller asks the query
        as before). cookies.c at 32 bytes, bound 16: 0.11-0.17 s CPU each."""
        try:
            return self._satisfiable((*conditions, *fixed), _left(limit, started))
        except SolverUnknown as error:
            if error.out_of_time:
                raise
            return None

    def _tried(
        self, conditions: tuple[z3.BoolRef, ...], limit: float | None, trial: float
    ) -> tuple[z3.ModelRef | None] | None:
        """The query asked of this solver for the work of ``trial`` seconds at most
        (:data:`EFFORT_PER_SECOND`, z3's deterministic resource units: the same question ends
        its trial at the same point at any load): its answer (a model or None, in a tuple), or
        None when the trial ran out (SolverUnknown for the deadline or any other unknown).
        Without the time for a trial (``limit``), the whole query."""
        if limit is not None and limit <= trial:
            return (self._satisfiable(conditions, limit),)
        # z3's units are not seconds everywhere: its SMT core counts them slowly while it
        # instantiates array axioms (msgpack_unpack.c at 8 bytes, bound 2: 3 million units,
        # the trial of one second, took 15 s of CPU; the fresh route then answered the
        # question in 1.6 s and every later one in 0.2-0.3 s), so the trial has a time cap too
        capped = limit is None or trial * TRIAL_CAP < limit
        effort = round(trial * EFFORT_PER_SECOND)
        try:
            return (self._satisfiable(conditions, trial * TRIAL_CAP if capped else limit, effort),)
        except SolverUnknown as error:
            timed = capped and "timeout" in error.reason  # the cap (or the watchdog: cancel)
            if error.out_of_time or not (_spent(error.reason) or timed):
                raise  # the deadline, or z3 gave up for another reason
        return None

    def _satisfiable(
        self, conditions: tuple[z3.BoolRef, ...], limit: float | None, effort: int = 0
    ) -> z3.ModelRef | None:
        """The query asked of the active solver; once more of a solver made anew when its model
        is no model of the formula (:meth:`_checked_model`)."""
        try:
            return self._satisfiable_once(conditions, limit, effort)
        except _WrongModel:
            self.renewed += 1
            # what the solver holds: the encoding and what callers added (check_bound's
            # array loops left out), the query's scope popped
            self.solver = self._new_solver(list(self.solver.assertions()))
            self._active = self.solver
        try:
            return self._satisfiable_once(conditions, limit, effort)
        except _WrongModel:
            raise SolverUnknown("z3's model does not satisfy the formula") from None

    def _satisfiable_once(
        self, conditions: tuple[z3.BoolRef, ...], limit: float | None, effort: int = 0
    ) -> z3.ModelRef | None:
        """The query asked of the active solver; ``effort``: z3's resource units at most (0:
        no limit but the time)."""
        watchdog = self._begin(limit)
        pushed: list[bool] = []

        def prepare() -> None:  # in the check's thread: the first push of a big formula
            if self.fresh:  # internalises it, seconds that z3's interrupt does not stop; the
                self._fresh(conditions)  # fresh solver's choice preprocesses (interruptible)
            else:
                self.solver.push()
                pushed.append(True)
                self._active.add(*conditions)

        if effort:
            self._active.set("rlimit", effort)  # per check, from where the counter stands
        try:
            self.calls += 1
            started = time.perf_counter()
            result = self._check_cancellable(prepare)
            self.seconds += time.perf_counter() - started
            if result == z3.sat:  # checked once the watchdog is disarmed (it may fire late)
                answer = (self._active.model(), z3.And(*self._active.assertions()))
            elif result == z3.unknown:
                if self._cancelled():
                    raise SolverCancelled("cancelled")
                raise SolverUnknown(self._active.reason_unknown(), out_of_time=self._late())
            else:
                return None
        except z3.Z3Exception as error:  # push or check interrupted by the watchdog or timeout
            if self._cancelled():
                raise SolverCancelled("cancelled") from error
            raise SolverUnknown(str(error), out_of_time=self._late()) from error
        finally:
            self._disarm(watchdog)
            if pushed and not self.abandoned:
                self._pop()
            if limit is not None and self.deadline is None:  # back to the solver's own timeout
                self.solver.set("timeout", self.timeout_ms)
            if effort and not self.abandoned:
                self.solver.set("rlimit", 0)
        return self._checked_model(*answer)

    def _checked_model(self, model: z3.ModelRef, formula: z3.BoolRef) -> z3.ModelRef:
        """``model``, the active solver's, evaluated on its ``formula`` (the encoding and the
        query's conditions). A tactic solver whose earlier checks were interrupted by their time
        limit (the floating-point one, ``qffpbv``; small_inputs' 0.25 s queries) was seen
        answering "sat" with a model of none of it — every input 0, a run that does not fail
        (K's finding, docs/trust.md), where a solver made anew answers right: such a model
        raises :class:`_WrongModel`. A term the model leaves open (a quantifier) is not held
        against it."""
        started = time.perf_counter()
        wrong = z3.is_false(model.eval(formula, model_completion=True))
        self.model_checks += time.perf_counter() - started
        if wrong:
            raise _WrongModel
        return model

    def _pure(self) -> bool:
        """Whether the formula is pure bit-vectors once preprocessed (once per solver)."""
        if self._pure_formula is None:
            self._pure_formula = self._preprocessed_pure(self.solver.assertions())
        return self._pure_formula

    def _pure_query(self, conditions: tuple[z3.BoolRef, ...]) -> bool:
        """Whether the formula with the query's ``conditions`` is pure bit-vectors once
        preprocessed. The formula's own purity does not say it: z3's preprocessing drops the
        arrays a formula reads into terms nothing else constrains (``elim-uncnstr``), and a
        question that mentions such a term keeps them (msgpack_unpack.c at 8 bytes, bound 2,
        once the word array was gone: the formula pure, its first question not; z3's default
        solver, which the fresh route then gives it, no answer in 16 s of CPU where the
        narrowed and relaxed screen answers in 1.1 s). Preprocessed again only where the
        formula is not pure as it is (z3's probe, milliseconds) or the conditions are not."""
        if not self._pure():
            return False
        ctx = self.solver.ctx
        if self._pure_as_is is None:
            self._pure_as_is = bit_vectors_as_they_are(self.solver.assertions(), ctx)
        if self._pure_as_is and bit_vectors_as_they_are(conditions, ctx):
            return True
        return self._preprocessed_pure([*self.solver.assertions(), *conditions])

    def _preprocessed_pure(self, terms: Sequence[z3.BoolRef]) -> bool:
        """:func:`~errlang.teacher.fresh_solver.pure_bit_vectors` of ``terms``. z3's
        preprocessing of a large formula takes seconds: it runs as a check does, under the
        deadline (watchdog, cancel, waited for until the deadline only); SolverUnknown
        :data:`PREPROCESSING_OUT_OF_TIME` when the budget runs out in it."""
        watchdog = self._begin(None)
        try:
            pure = self._cancellable(lambda: pure_bit_vectors(terms, self.solver.ctx))
        except z3.Z3Exception as error:  # interrupted by the watchdog or a cancel
            if self._cancelled():
                raise SolverCancelled("cancelled") from error
            if not self._late():
                raise
            raise SolverUnknown(PREPROCESSING_OUT_OF_TIME, out_of_time=True) from error
        finally:
            self._disarm(watchdog)
        if self._late():  # an interrupted preprocessing says nothing
            raise SolverUnknown(PREPROCESSING_OUT_OF_TIME, out_of_time=True)
        return pure

    def _child_screened(
        self, conditions: tuple[z3.BoolRef, ...], limit: float | None, started: float
    ) -> z3.ModelRef | bool | None:
        """CaDiCaL in a child process on the narrowed, relaxed query
        (:mod:`errlang.teacher.sat_child`), within half the time left: the last condition's
        disjuncts (``check``'s union of sites and failures) one by one, each its own CNF
        (cube-and-conquer: every disjunct unsat is the union unsat: True). A disjunct it says
        sat gives the values of the formula's constants, which z3 completes to a model of the
        query (:meth:`_completed`; http_headers.c at 4 bytes: CaDiCaL's sat in 0.03 s, z3's
        completion 0.1 s, where z3 alone said unknown after 35 s): that model is the answer.
        A relaxed model may not extend (two relaxed reads of one cell given two values): the
        next disjuncts are asked, as any of them answers the union (http_headers.c at 8 bytes,
        its fourth question: the fourth disjunct's model did not extend, z3 alone then gave no
        answer in 40 s). None: no answer in the share; without a deadline or a limit, not
        asked."""
        left = self._time_left(limit) if limit is not None or self.deadline else 0.0
        if left < 2 * CHILD_MIN:
            return None
        ends = time.monotonic() + left / 2
        makers = self._interrupted_at(lambda: self._cubes(conditions), ends)
        if makers is None:
            return None
        every_unsat = True
        for make in makers:
            cnf = self._interrupted_at(make, ends)  # one CNF at a time: a first sat may end it
            answer = (
                None
                if cnf is None
                else model_in_child(cnf, ends - time.monotonic(), self._cancelled)
            )
            if answer is None or answer is False:  # no answer in the share, or no CNF
                return None
            if answer is not True:
                completed = self._completed(conditions, answer, limit, started)
                if completed is not None:
                    return completed
                every_unsat = False  # sat, not completed: the next disjuncts may complete
        return True if every_unsat else None

    def _fresh(self, conditions: tuple[z3.BoolRef, ...]) -> None:
        """A fresh solver holding the formula and the query's ``conditions``, chosen by their
        kind (:mod:`errlang.teacher.fresh_solver`), as the active one; pure bit-vectors
        narrowed (:mod:`errlang.teacher.narrowing`: equal terms in fewer bits, the same
        constants, so its models are the formula's). In the sixth session narrowing lost on
        the tokenizer's questions at 16 bytes (3.4 -> 7.9 s); since the encoder's word array
        went (be2f083) the pure questions it now gets gain: one bound's questions in CPU s,
        unnarrowed -> narrowed (thirteenth session, load 8): http_url.c at 8 bytes, bound 8,
        12.5 -> 8.9; cookies.c at 16, bound 16, 12.8 -> 9.9; json_tokens.c at 16, bound 16,
        34.1 -> 27.5; varint_fields.c at 16, bound 16, 18.0 -> 20.4 (a loss)."""
        ctx = self.solver.ctx
        formula = [*self.solver.assertions(), *conditions]
        pure = pure_bit_vectors(formula, ctx)
        if pure:
            formula = self._narrowing.of(formula)
        self._active = fresh_solver(ctx, bit_vectors=pure)
        self._active.set("timeout", self._call_ms)
        self._active.add(*formula)
