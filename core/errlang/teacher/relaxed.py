"""Reads of uninterpreted arrays as free bit-vectors, and a relaxed model completed by z3 (issue
30, docs/benchmarks-scaling.md, "Seventh session: the solver").

A formula that is not pure bit-vectors because it reads an array no term defines (the learner's
``word``: ``guard => word[position] == letter`` per event) was screened by the bit-vector
pipeline with the array reads left to its bit-blaster as opaque atoms: its "unsat" was final,
and it could not say "sat" (no model), so every satisfiable question paid the screen and then
z3's default solver. Here each distinct ``select(A, i)`` of an array constant ``A`` is replaced
by a fresh constant of its sort — Ackermann's reduction without its functional-consistency
constraints, a relaxation: every model of the formula gives one of the relaxed formula (the
reads' values), so the relaxed "unsat" is final. The relaxed formula is pure bit-vectors, so
the pipeline answers "sat" with a model; that model's values of the formula's own constants
are then handed to z3's default solver with the original formula (:func:`fixing`), which finds
the arrays' values in a moment when the relaxed model extends to a model of the formula, and
says "unsat" when it does not (two reads at one index given two values): the caller then asks
the question as before. So every model the caller returns is z3's model of the formula itself.
"""

from __future__ import annotations

from collections.abc import Iterable

import z3

from errlang.encoder.term_order import post_order

PREFIX = "errlang!read"  # the fresh constants' names (no C identifier contains '!')


class Relaxation:
    """The relaxed equals of terms, one fresh constant per distinct read of an array constant
    (remembered: a solver's formula once, each query's conditions after it)."""

    def __init__(self) -> None:
        self._reads: dict[int, tuple[z3.ExprRef, z3.ExprRef]] = {}  # select id -> (select, const)
        self._seen: set[int] = set()
        self._kept: list[z3.ExprRef] = []  # the walked terms, so that no id of theirs is reused
        self._done: dict[int, tuple[z3.ExprRef, z3.ExprRef]] = {}  # term id -> (term, relaxed)

    def of(self, terms: Iterable[z3.ExprRef]) -> list[z3.ExprRef]:
        """``terms`` with every read of an array constant replaced by its fresh constant."""
        terms = list(terms)
        for node, _kids in post_order(terms, self._seen):
            self._seen.add(node.get_id())
            self._kept.append(node)
            if z3.is_select(node) and _is_constant(node.arg(0)):
                fresh = z3.Const(f"{PREFIX}{len(self._reads)}", node.sort())
                self._reads[node.get_id()] = (node, fresh)
        if not self._reads:
            return terms
        pairs = list(self._reads.values())
        done = self._done
        for term in terms:  # a term relaxed before holds no read found since (it was walked)
            if term.get_id() not in done:
                done[term.get_id()] = (term, z3.substitute(term, *pairs))
        return [done[term.get_id()][1] for term in terms]

    @property
    def reads(self) -> int:
        """How many distinct reads were replaced."""
        return len(self._reads)


def _is_constant(term: z3.ExprRef) -> bool:
    """Whether ``term`` is an uninterpreted constant (no arguments, not a value)."""
    return z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED


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
