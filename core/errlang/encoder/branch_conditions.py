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
"""

from __future__ import annotations

import z3

from errlang.encoder.values import to_bool


def branch_condition(value: z3.BitVecRef) -> z3.BoolRef:
    """The condition ``value != 0`` of a branch: ``true``/``false`` when it folds to one, else
    as computed, a C comparison's ``(c ? 1 : 0) != 0`` read as ``c`` (no rewriting)."""
    cond = to_bool(value)
    folded = z3.simplify(cond)
    if z3.is_true(folded) or z3.is_false(folded):
        return folded
    return _peeled(value, cond)


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
