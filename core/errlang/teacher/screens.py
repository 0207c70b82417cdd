"""The bit-vector screens of a fresh query (issue 30, docs/benchmarks-scaling.md, the solver
sections): before z3's default solver takes a formula whose bit-vectors it would solve slowly,
the query is asked of :mod:`errlang.teacher.fresh_solver`'s pipeline — unrewritten, for chains
of constant multiplications in pure bit-vectors; narrowed (:mod:`errlang.teacher.narrowing`) and
with its array reads relaxed (:mod:`errlang.teacher.relaxed`), for formulas with arrays — whose
"unsat" is final. :class:`errlang.teacher.solver.BoundedSolver` routes its queries through them,
and the narrowed query's disjuncts to CaDiCaL in a child (:mod:`errlang.teacher.sat_child`) as
DIMACS made here (:meth:`Screens._cubes`); the narrowed screen asked again with the consistency
constraints its model needs (:meth:`Screens._refined`)."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import TypeVar

import z3

from errlang.encoder.encoding import Encoding
from errlang.encoder.term_order import post_order
from errlang.teacher.fresh_solver import (
    bit_vectors_as_they_are,
    constant_product_chains,
    fresh_solver,
    unrewritten_solver,
)
from errlang.teacher.guarded_calls import GuardedCalls, SolverCancelled, SolverUnknown
from errlang.teacher.integer_screen import (
    INTEGER_CAP,
    INTEGER_EFFORT,
    INTEGER_MISSES,
    INTEGER_SHARE,
    divides_by_numerals,
    integer_answer,
)
from errlang.teacher.narrowing import Narrowing, within_bounds
from errlang.teacher.relaxed import Relaxation
from errlang.teacher.sat_child import ChannelledCnf, channelled

T = TypeVar("T")
BOUNDED_MISSES = 2  # questions in a row the bounded screen did not answer: then not asked


class Screens(GuardedCalls):
    """A solver's screens: their narrowing and relaxation of its formula (kept from query to
    query), and the last screen's model when the relaxation was "sat"."""

    encoding: Encoding
    calls: int
    _chained: bool | None  # constant-multiplication chains (``_chains``)
    _narrowing: Narrowing  # the array screen's formula in fewer bits (``_screened``)
    _relaxation: Relaxation  # and its reads of array constants as free constants
    _relaxed_model: z3.ModelRef | None  # the last screen's model, if "sat"
    _divides: bool | None  # the formula divides by numerals (``_integers``)
    _integer_misses: int  # the integer screen's questions in a row without an answer
    _bounded_misses: int  # the bounded screen's (``_within_bounds``)

    def _chains(self) -> bool:
        """Whether the formula has chains of constant multiplications (once per solver)."""
        if self._chained is None:
            self._chained = constant_product_chains(self.encoding.constraints)
        return self._chained

    def _screened(
        self,
        conditions: tuple[z3.BoolRef, ...],
        limit: float | None,
        effort: int = 0,
        *,
        unrewritten: bool = False,
        narrowed: bool = False,
        relaxed: bool = False,
        bounded: bool = False,
    ) -> bool:
        """Whether the query is unsatisfiable by the bit-vector pipeline of
        :mod:`errlang.teacher.fresh_solver`, asked before z3's default tactic on a formula with
        array-loop summaries (``screen``). Arrays left after its preprocessing are bit-blasted
        as fresh bits per distinct ``select`` (a relaxation: only its "unsat" is final; a model
        it finds may not be one of the query and is not used). long_array_safe's bound-1
        query: 1.6 s CPU against 4.7 s for the default tactic (docs/benchmarks-scaling.md).
        False: the default tactic decides, from scratch (a model, or the pipeline's unknown).
        ``effort``: at most that many of z3's resource units (0: ``limit`` seconds only).
        ``narrowed``: the formula in fewer bits and its array reads rewritten away
        (:mod:`errlang.teacher.relaxed`); ``relaxed``: the reads rewritten only, when there are
        arrays. Either way a "sat" of a rewritten formula leaves the screen's model in
        ``_relaxed_model`` (completed by z3 with the formula itself:
        :func:`errlang.teacher.relaxed.fixing`). ``bounded``: preprocessed and narrowed to the
        bounds it implies (:func:`errlang.teacher.narrowing.within_bounds`), its "sat" too."""
        watchdog = self._begin(limit)
        rewritten: list[bool] = []

        def prepare() -> None:
            ctx = self.solver.ctx
            made = unrewritten_solver(ctx) if unrewritten else fresh_solver(ctx, bit_vectors=True)
            self._active = made
            made.set("timeout", self._call_ms)
            if effort:  # z3's resource units (a tactic's rlimit ends it: "unknown", not unsat)
                made.set("rlimit", effort)
            formula = [*self.solver.assertions(), *conditions]
            if bounded:  # the bounds the formula implies narrow it (a year of four digits)
                formula = within_bounds(formula)
                rewritten.append(True)
            elif narrowed:  # and the reads of array constants relaxed (teacher.relaxed)
                formula = self._relaxation.of(self._narrowing.of(formula))
                rewritten.append(True)
            elif relaxed and not bit_vectors_as_they_are(formula, ctx):
                formula = self._relaxation.of(formula)  # a realloc'd buffer: arrays away
                rewritten.append(True)
            made.add(*formula)

        self._relaxed_model = None
        try:
            self.calls += 1
            result = self._check_cancellable(prepare)
            if result == z3.sat and rewritten:  # a model of the relaxation (teacher.relaxed)
                self._relaxed_model = self._active.model()
        except z3.Z3Exception as error:  # interrupted, or a term the pipeline cannot take
            self._stopped_by(error)
            return False
        finally:
            self._disarm(watchdog)
            self._active = self.solver
        if result == z3.unknown and self._cancelled():
            raise SolverCancelled("cancelled")
        if result == z3.unknown and self._late():
            raise SolverUnknown("the time budget ran out", out_of_time=True)
        return result == z3.unsat

    def _cubes(
        self, conditions: tuple[z3.BoolRef, ...]
    ) -> list[Callable[[], ChannelledCnf | None]]:
        """The narrowed, relaxed formula with each disjunct of the last condition, as DIMACS
        whose models give the formula's constants (:func:`errlang.teacher.sat_child.channelled`),
        each made when called: the caller stops at a disjunct CaDiCaL says sat, and making every
        CNF first (0.15-0.5 s each, about 90 disjuncts: http_headers.c at 8 bytes) took the
        whole share before any was solved."""
        formula = [*self.solver.assertions(), *conditions]
        *base, query = self._relaxation.of(self._narrowing.of(formula))
        parts = query.children() if z3.is_or(query) else [query]
        known = {
            node.get_id()
            for node, _ in post_order(formula)
            if z3.is_const(node) and node.decl().kind() == z3.Z3_OP_UNINTERPRETED
        }
        ctx = self.solver.ctx
        return [functools.partial(channelled, [*base, part], ctx, known) for part in parts]

    def _refined(self, conditions: tuple[z3.BoolRef, ...], share: float) -> bool:
        """The narrowed screen (:meth:`_screened`) within ``share`` seconds, asked again while
        its relaxed model violates consistency constraints the relaxation left out, each time
        with them made (:meth:`errlang.teacher.relaxed.Relaxation.refine`): such a model does
        not extend, and z3's completion of it would only say so. Whether the screen says
        unsat; its last model stays in ``_relaxed_model`` when it may extend (none is left
        when the share ran out on one that does not: the child then asks, with the
        constraints made so far). levenshtein.c at 4 bytes, bound 1 (72-80 reads of one
        array): 7, 17 and 8 constraints made, each question answered by its second screen."""
        ends = time.monotonic() + share
        while True:
            screened = self._screened(
                conditions, max(ends - time.monotonic(), 0.001), narrowed=True
            )
            model = self._relaxed_model
            if screened or model is None or not self._relaxation.refine(model):
                return screened
            self._relaxed_model = None  # it does not extend
            if time.monotonic() >= ends:
                return False

    def _interrupted_at(self, make: Callable[[], T], ends: float) -> T | None:
        """``make()``, z3's work (the child's CNFs, the integer screen), interrupted at
        ``ends``; None when it was (or z3 could not take a term)."""
        watchdog = self._begin(max(ends - time.monotonic(), 0.001))
        try:
            return self._cancellable(make)
        except z3.Z3Exception as error:  # interrupted at the deadline, or a term it cannot take
            self._stopped_by(error)
            return None
        finally:
            self._disarm(watchdog)
            if self.deadline is None:  # back to the solver's own timeout (as _satisfiable_once)
                self.solver.set("timeout", self.timeout_ms)

    def _integers(
        self, conditions: tuple[z3.BoolRef, ...], limit: float | None
    ) -> list[z3.BoolRef] | bool | None:
        """The linear-integer screen of a pure bit-vector query whose formula divides by
        numerals (:mod:`errlang.teacher.integer_screen`): True for unsat, the constants'
        values for sat (for z3 to complete), None otherwise or where it does not apply; the
        work of :data:`INTEGER_EFFORT`, and at most half the time left and
        :data:`INTEGER_CAP` shares of wall time."""
        if self._divides is None:
            self._divides = divides_by_numerals(self.encoding.constraints)
        if not self._divides or self._integer_misses >= INTEGER_MISSES:
            return None
        left = self._time_left(limit)
        cap = INTEGER_CAP * INTEGER_SHARE
        ends = time.monotonic() + (min(left / 2, cap) if left > 0 else cap)
        formula = [*self.solver.assertions(), *conditions]
        answer = self._interrupted_at(lambda: integer_answer(formula, INTEGER_EFFORT), ends)
        # a formula the integers do not answer twice in a row is left to the bit-vector route
        # (ciso8601.c at 8 bytes: 2 s of work per question for nothing), and one they cannot
        # take at once (json_tokens.c: 0.27 s per question to find no translation)
        if answer is False:
            self._integer_misses = INTEGER_MISSES
            return None
        self._integer_misses = 0 if answer is not None else self._integer_misses + 1
        return answer

    def _within_bounds(
        self, conditions: tuple[z3.BoolRef, ...], limit: float | None, effort: int
    ) -> z3.ModelRef | bool | None:
        """The bounded screen of a pure bit-vector query whose formula divides by numerals
        (:func:`errlang.teacher.narrowing.within_bounds`: narrowed to the bounds the formula
        implies) for ``effort`` of z3's units: True for unsat, its model for
        sat (for z3 to complete), None otherwise or once :data:`BOUNDED_MISSES` questions in
        a row had neither. ciso8601.c at 8 bytes, bound 1: its calendar identities (a year of
        four digits, ``ord_to_ymd``'s quotients) unsat in 1.1 s of CPU, 14.7 s narrowed by
        the intervals alone; unknown at bound 1 before, holds-within-bound (bound 1) at
        150 s (engineer C, twelfth session)."""
        if self._bounded_misses >= BOUNDED_MISSES:
            return None
        if self._screened(conditions, limit, effort, bounded=True):
            self._bounded_misses = 0
            return True
        model = self._relaxed_model
        self._bounded_misses = 0 if model is not None else self._bounded_misses + 1
        return model
