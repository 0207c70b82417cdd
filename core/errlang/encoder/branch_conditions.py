"""A branch's condition as the executor records it (issue 30, docs/benchmarks-scaling.md,
"Fifth session: the solver").

A condition that is a constant once folded (a character of a string literal compared in an
``||`` chain) must be that constant, so that the executor drops the dead side rather than
running it under a false guard nobody sees (docs/encoder.md). Any other condition is kept as
the program computes it, not ``z3.simplify``-ed: z3's arithmetic rewriter distributes a
constant over a sum unconditionally (``10 * (a + b)`` becomes ``10*a + 10*b``), so a number
parser's ``v = v * 10 + d`` tested at every step became N²/2 constant products, each step's
value a flat sum sharing nothing with the step before (the number parser's hardest query at 16
bytes 14.5 s of CPU with simplified conditions, 0.3 s without, given the solver that does not
rewrite either: ``teacher/fresh_solver.UNREWRITTEN``).

Whether a condition is a constant is itself a cost: ``z3.simplify`` walks the whole term, and a
loop's conditions grow with the bound (the merged index of a parser's loop), so simplifying each
one is quadratic in the bound (31 of 55 s of encoding the varint reader at 32 bytes, section
11). :class:`Conditions` decides it in one pass over the terms of the whole encoding: numerals
propagated bottom-up once per distinct subterm, remembered for the encoding's life; only a
small condition (:data:`SMALL` nodes) is also given to ``z3.simplify`` for the algebraic folds
(``a + 1 == a``) propagation does not see. A large condition that folds only algebraically is
kept as computed: its dead side then runs under a guard the solver refutes (sound, costs).
"""

from __future__ import annotations

import z3

from errlang.encoder.term_order import post_order
from errlang.encoder.values import to_bool

SMALL = 64  # nodes (counted as a tree, capped): below it z3.simplify is cheap

_CONNECTIVES = {z3.Z3_OP_AND, z3.Z3_OP_OR, z3.Z3_OP_NOT}


class Conditions:
    """Branch conditions of one encoding: each distinct subterm's constant value (or ``None``)
    and capped size are found once, and kept with the term so that its id is not reused."""

    def __init__(self) -> None:
        self._known: dict[int, tuple[z3.ExprRef, z3.ExprRef | None, int]] = {}

    def of(self, value: z3.BitVecRef) -> z3.BoolRef:
        """``true``/``false`` when the condition folds to one, else as computed, a C
        comparison's ``(c ? 1 : 0) != 0`` read as ``c`` (no rewriting)."""
        cond = to_bool(value)
        constant, size = self._fold(cond)
        if constant is None and size < SMALL:
            constant = z3.simplify(cond)
        if constant is not None and (z3.is_true(constant) or z3.is_false(constant)):
            return constant
        return _peeled(value, cond)

    def _fold(self, term: z3.ExprRef) -> tuple[z3.ExprRef | None, int]:
        """The numeral (or true/false) ``term`` propagates to, and its size as a tree capped at
        :data:`SMALL`: post-order without recursion (terms are deep), memoised by id."""
        known = self._known
        for node, kids in post_order((term,), known):
            folded = [known[kid.get_id()] for kid in kids]
            size = min(SMALL, 1 + sum(entry[2] for entry in folded))
            known[node.get_id()] = (node, _constant(node, [entry[1] for entry in folded]), size)
        _, constant, size = known[term.get_id()]
        return constant, size


def _is_constant(term: z3.ExprRef) -> bool:
    return z3.is_bv_value(term) or z3.is_true(term) or z3.is_false(term)


def _constant(node: z3.ExprRef, kids: list[z3.ExprRef | None]) -> z3.ExprRef | None:
    """``node``'s constant value given its children's (``None``: not a constant)."""
    if _is_constant(node):
        return node
    if not kids:
        return None
    if z3.is_app_of(node, z3.Z3_OP_ITE):
        test, then, other = kids
        if test is not None:
            return then if z3.is_true(test) else other
        if then is not None and other is not None and then.eq(other):
            return then
        return None
    if node.decl().kind() in _CONNECTIVES:
        return _connective(node, kids)
    if any(kid is None for kid in kids):
        return None
    folded = z3.simplify(node.decl()(*kids))
    return folded if _is_constant(folded) else None


def _connective(node: z3.ExprRef, kids: list[z3.ExprRef | None]) -> z3.ExprRef | None:
    """``and``/``or``/``not``: decided by one constant child, or by all of them."""
    kind = node.decl().kind()
    if kind == z3.Z3_OP_NOT:
        (kid,) = kids
        return None if kid is None else z3.BoolVal(z3.is_false(kid), node.ctx)
    absorbing = z3.is_false if kind == z3.Z3_OP_AND else z3.is_true
    if any(kid is not None and absorbing(kid) for kid in kids):
        return z3.BoolVal(kind == z3.Z3_OP_OR, node.ctx)
    if all(kid is not None for kid in kids):
        return z3.BoolVal(kind == z3.Z3_OP_AND, node.ctx)
    return None


def _peeled(value: z3.BitVecRef, cond: z3.BoolRef) -> z3.BoolRef:
    """``c`` for ``If(c, 1, 0) != 0``, ``Not(c)`` for ``If(c, 0, 1) != 0``, else ``cond``."""
    if not z3.is_app_of(value, z3.Z3_OP_ITE):
        return cond
    test, then, other = value.arg(0), value.arg(1), value.arg(2)
    if not (z3.is_bv_value(then) and z3.is_bv_value(other)):
        return cond
    yes, no = then.as_long() != 0, other.as_long() != 0
    if yes and not no:
        return test
    if no and not yes:
        return z3.Not(test)
    return cond
