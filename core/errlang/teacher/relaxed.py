"""Arrays read as bit-vectors for the bit-vector screen, and its models completed by z3 (issue
30, docs/benchmarks-scaling.md, "Seventh session: the solver" and "Tenth session: arrays").

A formula that is not pure bit-vectors because it reads arrays — the learner's ``word``
(``guard => word[position] == letter`` per event), a memory object's bytes after stores at
input-dependent indices, a ``realloc``'d buffer whose bytes are a z3 lambda over the old
object's — cannot be bit-blasted as it is, and z3's default solver, with its array theory, is
slow on it: a string builder's five pushes through ``realloc`` at 5 symbolic bytes were
unknown after 100 s of z3 and are 0.13 s once the arrays are gone.

Here every read ``select(A, j)`` is rewritten without arrays (read-over-write, the classic
reduction of the array theory's decision procedures, Bradley & Manna, *The Calculus of
Computation*, §11.1):

* ``select(store(B, i, v), j)`` is ``if i == j then v else select(B, j)``;
* ``select(lambda x. body, j)`` is ``body[x := j]``, rewritten in turn;
* ``select(if c then B1 else B2, j)`` is ``if c then select(B1, j) else select(B2, j)``;
* ``select(K(v), j)`` (a constant array) is ``v``;
* ``select(A, j)`` of an array constant ``A`` is a fresh constant, one per distinct index
  term, with Ackermann's functional-consistency constraints ``j1 == j2 => r1 == r2`` between
  the reads of one array (left out where both indices are distinct numerals; past
  :data:`MAX_CONSISTENT` reads of one array, left out until a model shows one is needed:
  :meth:`Relaxation.refine`, and the rewriting not exact meanwhile).

The rewritten formula is then equivalent to the original (each model of one gives a model of
the other, the arrays' values read off the reads), so the bit-vector pipeline's "sat" and
"unsat" are both final (:attr:`Relaxation.exact`). A term the rewriting cannot take (an
equality between arrays, a quantifier, an array operation other than the above) or whose
rewriting grows beyond :data:`MAX_NODES` new terms is relaxed as before this rewriting: its
reads of array constants become fresh constants *without* the consistency constraints — a
relaxation, whose "unsat" is final and whose model may not extend.

Either way the screen's model is completed by z3's default solver with the original formula
(:func:`fixing`: the values of the formula's own constants), which finds the arrays' values in a
moment, and says "unsat" when a relaxed model does not extend; the caller then asks the
question as before. So every model the caller returns is z3's model of the formula itself.
"""

from __future__ import annotations

from collections.abc import Iterable

import z3
from z3.z3 import _to_expr_ref

from errlang.encoder.term_order import post_order

PREFIX = "errlang!read"  # the fresh constants' names (no C identifier contains '!')
# new terms one formula's rewriting may make before its arrays are relaxed instead: a read
# through a chain of n stores is n if-then-elses (the parser harnesses at 32 bytes: < 40,000)
MAX_NODES = 400_000
# reads of one array constant given consistency constraints (pairwise); later ones are only
# relaxed, and the formula is no longer exact
MAX_CONSISTENT = 32
# constraints between reads that a refined model puts at one index and gives one value, made
# with those it violates (``Relaxation._coincident``): at most this many per array and model
COINCIDENT_CAP = 8 * MAX_CONSISTENT
# nested lambdas entered while rewriting one read (a chain of realloc'd copies): deeper ones
# are relaxed (Python's own stack bounds the rewriting's recursion)
MAX_DEPTH = 200


class _Unsupported(Exception):
    """A term the read-over-write rewriting does not take (the term is relaxed instead)."""


class Relaxation:
    """The array-free equals of terms (remembered: a solver's formula once, each query's
    conditions after it), exact while :attr:`exact`."""

    def __init__(self) -> None:
        self._done: dict[int, tuple[z3.ExprRef, z3.ExprRef]] = {}  # term id -> (term, equal)
        self._rewritten: dict[int, z3.ExprRef] = {}  # subterm id -> its array-free equal
        self._same: set[int] = set()  # the subterms (ids) that are their own equal (no read)
        self._read: dict[tuple[int, int], z3.ExprRef] = {}  # (array id, index id) -> value
        # store id -> its index and value rewritten, the array below; None: no store
        self._stores: dict[int, tuple[z3.ExprRef, z3.ExprRef, z3.ExprRef] | None] = {}
        # array constant id -> its reads (index, fresh constant), for the consistency constraints
        self._bases: dict[int, list[tuple[z3.ExprRef, z3.ExprRef]]] = {}
        self._kept: list[z3.ExprRef] = []  # terms whose ids are keys above (so none is reused)
        self._side: list[z3.BoolRef] = []  # the reads' consistency constraints
        self._relaxed: dict[int, tuple[z3.ExprRef, z3.ExprRef]] = {}  # inexact: select -> const
        self._count = 0  # fresh constants made
        self._nodes = 0  # new terms made by the rewriting
        self._depth = 0
        self.rewritten = True  # no term was only relaxed (each is read-over-write rewritten)
        self.deferred = False  # consistency constraints left out, for ``refine`` to make
        self._paired: set[tuple[int, int]] = set()  # the reads (ids) constrained pairwise

    def of(self, terms: Iterable[z3.ExprRef]) -> list[z3.ExprRef]:
        """``terms`` without arrays (read-over-write, fresh constants for the reads of array
        constants), a term the rewriting cannot take relaxed (:attr:`exact` becomes False);
        first, when there are reads of array constants, the conjunction of every consistency
        constraint made so far: the terms are the whole formula of a fresh solver, and a
        constraint between reads that it does not contain holds in every model of it once
        those reads are given the array's values, so adding them all keeps the formula
        exact."""
        result = []
        for term in terms:
            known = self._done.get(term.get_id())
            if known is None:
                known = (term, self._rewrite_whole(term))
                self._done[term.get_id()] = known
            result.append(known[1])
        return [z3.And(*self._side), *result] if self._side else result

    @property
    def exact(self) -> bool:
        """Whether the rewritten terms are equivalent to the originals: every term rewritten
        and every consistency constraint made."""
        return self.rewritten and not self.deferred

    @property
    def reads(self) -> int:
        """How many fresh constants stand for reads of array constants."""
        return self._count

    def _rewrite_whole(self, term: z3.ExprRef) -> z3.ExprRef:
        if self.rewritten:
            try:
                return self._rewrite(term)
            except (_Unsupported, RecursionError):
                self.rewritten = False
        return self._relax(term)

    def _rewrite(self, term: z3.ExprRef) -> z3.ExprRef:
        """``term`` (not an array) without arrays."""
        done, same = self._rewritten, self._same
        for node, kids in post_order([term], done):
            self._kept.append(node)
            if z3.is_select(node):
                equal = self._select(node.arg(0), done[node.arg(1).get_id()])
            elif _is_array(node):
                # reached only under a select, whose rewriting reads the array itself; an array
                # elsewhere (an equality of arrays, an argument) is not taken
                done[node.get_id()] = node
                continue
            elif z3.is_quantifier(node) or z3.is_var(node):
                raise _Unsupported(node.sexpr()[:80])
            elif kids:
                if any(_is_array(kid) for kid in kids):
                    raise _Unsupported(node.decl().name())
                keys = [kid.get_id() for kid in kids]
                if all(key in same for key in keys):  # no read below: the term itself (most
                    equal = node  # of a formula; rebuilding it was half the rewriting's time)
                    same.add(node.get_id())
                else:  # through z3's C API: the same declaration, arguments of its sorts
                    ctx = node.ctx
                    args = (z3.Ast * len(keys))(*(done[key].as_ast() for key in keys))
                    decl = z3.Z3_get_app_decl(ctx.ref(), node.as_ast())
                    made = z3.Z3_mk_app(ctx.ref(), decl, len(keys), args)
                    equal = _to_expr_ref(made, ctx)
                    self._grow()
            else:
                equal = node
                same.add(node.get_id())
            done[node.get_id()] = equal
        return done[term.get_id()]

    def _select(self, array: z3.ExprRef, index: z3.ExprRef) -> z3.ExprRef:
        """The value of ``array`` (an array term) at ``index`` (array-free)."""
        chain: list[tuple[z3.ExprRef, z3.ExprRef, z3.ExprRef]] = []  # outermost store first
        key = index.get_id()
        while (array.get_id(), key) not in self._read:
            store = self._store(array)
            if store is None:
                break
            at, stored, below = store
            chain.append((array, at, stored))
            array = below
        value = self._base(array, index)
        ctx = index.ctx
        for store, at, stored in reversed(chain):
            # z3.If and == through z3's C API: the sorts match (an index of this array, a
            # value of its range), and the Python API's checks were half of the rewriting's
            # time (http_headers.c at 8 bytes, bound 2: 159 reads through chains of stores)
            same = z3.BoolRef(z3.Z3_mk_eq(ctx.ref(), at.as_ast(), index.as_ast()), ctx)
            value = _to_expr_ref(
                z3.Z3_mk_ite(ctx.ref(), same.as_ast(), stored.as_ast(), value.as_ast()), ctx
            )
            self._grow()
            self._keep((store.get_id(), key), store, value)
        return value

    def _store(self, array: z3.ExprRef) -> tuple[z3.ExprRef, z3.ExprRef, z3.ExprRef] | None:
        """A store's index and value, rewritten, and the array it stores into (once per store,
        however many reads go through it); None for an array that is not a store."""
        key = array.get_id()
        if key not in self._stores:
            self._kept.append(array)
            if z3.is_store(array):
                at, stored = self._rewrite(array.arg(1)), self._rewrite(array.arg(2))
                self._stores[key] = (at, stored, array.arg(0))
            else:
                self._stores[key] = None
        return self._stores[key]

    def _base(self, array: z3.ExprRef, index: z3.ExprRef) -> z3.ExprRef:
        """``_select`` of an array that is not a store (or one already read at ``index``)."""
        key = (array.get_id(), index.get_id())
        known = self._read.get(key)
        if known is not None:
            return known
        if z3.is_quantifier(array) and array.is_lambda() and array.num_vars() == 1:
            if self._depth >= MAX_DEPTH:
                raise _Unsupported("lambdas nested too deep")
            self._depth += 1
            try:
                value = self._rewrite(z3.substitute_vars(array.body(), index))
            finally:
                self._depth -= 1
        elif z3.is_app_of(array, z3.Z3_OP_ITE):
            condition = self._rewrite(array.arg(0))
            value = z3.If(
                condition, self._select(array.arg(1), index), self._select(array.arg(2), index)
            )
            self._grow()
        elif z3.is_const_array(array):
            value = self._rewrite(array.arg(0))
        elif _is_constant(array):
            value = self._fresh_read(array, index)
        else:
            raise _Unsupported(array.sexpr()[:80])
        self._keep(key, array, value)
        return value

    def _fresh_read(self, array: z3.ExprRef, index: z3.ExprRef) -> z3.ExprRef:
        """A fresh constant for ``array[index]``, consistent with the array's other reads."""
        fresh = z3.Const(f"{PREFIX}{self._count}", array.sort().range())
        self._count += 1
        reads = self._bases.setdefault(array.get_id(), [])
        if len(reads) >= MAX_CONSISTENT:  # quadratic: the learner's word of 78 events made
            # 3,003 constraints, z3's preprocessing 0.4 -> 5.6 s: this read's wait for a model
            self.deferred = True  # that needs them (refine); it is still rewritten (before,
            # every term after it was only relaxed: store chains left for the screen's
            # pipeline, which then said unknown on every question of http_headers.c at 8 bytes)
        else:
            for other, value in reads:
                self._consistent(other, value, index, fresh)
        reads.append((index, fresh))
        self._kept.append(array)
        return fresh

    def _consistent(
        self, index: z3.ExprRef, value: z3.ExprRef, other: z3.ExprRef, read: z3.ExprRef
    ) -> bool:
        """The consistency constraint of two reads of one array (none for two numerals, which
        are distinct, or for a pair constrained already); whether one was made."""
        if _is_numeral(index) and _is_numeral(other):
            return False
        pair = (value.get_id(), read.get_id())
        if pair in self._paired:
            return False
        self._paired.add(pair)
        self._paired.add((read.get_id(), value.get_id()))
        self._side.append(z3.Implies(index == other, value == read))
        self._grow()
        return True

    def refine(self, model: z3.ModelRef) -> int:
        """The consistency constraints left out (reads past :data:`MAX_CONSISTENT` of one
        array) that ``model``, a model of the relaxed formula, violates — two reads at equal
        indices given two values — made, and with them the constraints between every read of
        that array that ``model`` puts at one index (:meth:`_coincident`); how many. Lazy
        Ackermannisation (counterexample-guided refinement, as the lazy array procedures do:
        Bradley & Manna §11.1 decide the theory by exactly these instances; de Moura &
        Bjørner, *Generalized, efficient array decision procedures*, FMCAD 2009, add them on
        demand): the formula stays a relaxation of the original (every constraint holds once
        the reads are the array's values), and a model that violates none extends to the
        arrays (each read's value is the array's at that index). http_headers.c at 8 bytes:
        78 reads of the buffer, the first 32 constrained; their relaxed models did not extend,
        question after question. A read the model does not mention (another question's) is
        left out."""
        if not self.deferred:
            return 0
        made = 0
        for reads in self._bases.values():
            if len(reads) <= MAX_CONSISTENT:
                continue
            at: dict[int, list[tuple[z3.ExprRef, z3.ExprRef, int]]] = {}
            for index, read in reads:
                value = model.eval(read, model_completion=False)
                where = model.eval(index, model_completion=True)
                if not (_is_numeral(value) and _is_numeral(where)):
                    continue  # not this question's read
                at.setdefault(where.as_long(), []).append((index, read, value.as_long()))
            try:
                violated = self._violated(at)
                made += violated
                if violated:
                    made += self._coincident(at, COINCIDENT_CAP)
            except _Unsupported:  # past MAX_NODES: this one is made, no more
                return made + 1
        return made

    def _violated(self, at: dict[int, list[tuple[z3.ExprRef, z3.ExprRef, int]]]) -> int:
        """The constraints between reads of one array at one index of a model (``at``: the
        index's value -> the reads there, each with its value) that give them two values."""
        made = 0
        for same in at.values():
            for k, (index, read, value) in enumerate(same):
                for other, other_read, other_value in same[:k]:
                    if value != other_value:
                        made += self._consistent(other, other_read, index, read)
        return made

    def _coincident(self, at: dict[int, list[tuple[z3.ExprRef, z3.ExprRef, int]]], cap: int) -> int:
        """The constraints between reads of one array at one index of a model that agree in
        it (at most ``cap``), once some pair of that array's reads did not: the widening of a
        counterexample to its whole classes of coinciding indices. A pair that agrees in this
        model is not bound to in the next, whose values the SAT solver picks afresh: refined
        pair by pair, levenshtein.c at 8 bytes, bound 2, needed 4-7 screens of 1-2.5 s CPU for
        one question, 1-2 with the classes made (thirteenth session, docs/benchmarks-scaling.md)."""
        made = 0
        for same in at.values():
            for k, (index, read, _value) in enumerate(same):
                for other, other_read, _other_value in same[:k]:
                    if made >= cap:
                        return made
                    made += self._consistent(other, other_read, index, read)
        return made

    def _keep(self, key: tuple[int, int], array: z3.ExprRef, value: z3.ExprRef) -> None:
        self._read[key] = value
        self._kept.append(array)

    def _grow(self) -> None:
        self._nodes += 1
        if self._nodes > MAX_NODES:
            raise _Unsupported(f"more than {MAX_NODES} new terms")

    def _relax(self, term: z3.ExprRef) -> z3.ExprRef:
        """``term`` with every read of an array constant a fresh constant, without consistency
        constraints (the relaxation used where the rewriting is not)."""
        reads = self._relaxed
        for node, _kids in post_order([term]):
            if z3.is_select(node) and _is_constant(node.arg(0)) and node.get_id() not in reads:
                reads[node.get_id()] = (node, z3.Const(f"{PREFIX}{self._count}", node.sort()))
                self._count += 1
        self._kept.append(term)
        return z3.substitute(term, *reads.values()) if reads else term


def _is_constant(term: z3.ExprRef) -> bool:
    """Whether ``term`` is an uninterpreted constant (no arguments, not a value)."""
    return z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED


def _is_array(term: z3.ExprRef) -> bool:
    """Whether ``term`` is of an array sort (a lambda is, and is no ``z3.ArrayRef``)."""
    return bool(term.sort().kind() == z3.Z3_ARRAY_SORT)


def _is_numeral(term: z3.ExprRef) -> bool:
    return z3.is_bv_value(term) or z3.is_int_value(term)


def fixing(model: z3.ModelRef) -> list[z3.BoolRef]:
    """Equalities giving every Boolean and bit-vector constant of ``model`` its value, the
    relaxation's own constants left out: the conditions under which z3 completes it."""
    fixed: list[z3.BoolRef] = []
    for decl in model.decls():
        if decl.arity() != 0 or decl.name().startswith(PREFIX):
            continue
        constant = decl()
        if not (z3.is_bool(constant) or z3.is_bv(constant)):
            continue
        fixed.append(constant == model.get_interp(decl))
    return fixed
