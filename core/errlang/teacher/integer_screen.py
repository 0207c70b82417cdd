"""The linear-integer screen of a fresh pure bit-vector query with divisions by numerals (issue
30, docs/benchmarks-scaling.md, "Eleventh session: division (engineer D)" and "the lead").

Date and time code asks the SAT solver for arithmetic identities through ``/`` and ``%`` by
constants (a duration's ``t / 3600``, ``t % 3600 / 60``, ``t % 60`` adding back up; CPython's
``ord_to_ymd`` dividing a day number by 146097, 36524, 1461 and 365): bit-blasted, each is a
divider circuit, and the identity is the multiplier-equivalence problem CDCL solvers are bad at.
:mod:`errlang.teacher.integer_formula` translates such a formula exactly into linear integer
arithmetic, where z3's arithmetic solver takes them in milliseconds (hms.c's round trip: unsat
in 0.09 s, where the bit-vector route said unknown after 21 s of CPU). The translation is
exact both ways, so the screen's "unsat" is the query's, and its model gives each bit-vector
constant its value, from which z3 completes a model of the query (as CaDiCaL's is completed).
It is asked for the work of :data:`INTEGER_EFFORT` at most (z3's resource units), only
where the formula divides by a numeral: elsewhere the bit-vector route is the one that pays.
"""

from __future__ import annotations

from collections.abc import Sequence

import z3

from errlang.encoder.intervals import DIVISIONS
from errlang.encoder.term_order import post_order
from errlang.teacher.fresh_solver import PREPROCESS
from errlang.teacher.integer_formula import integer_formula

# z3's resource units: about 2 s of work (3 million a second, as solver.EFFORT_PER_SECOND)
INTEGER_EFFORT = 6_000_000
INTEGER_SHARE = 2.0  # the seconds that work takes, for the wall-time cap
# the wall-time cap, in shares (as the solver's trial, solver.TRIAL_CAP): the units count only
# z3's solving, not its preprocessing nor the translation (http_headers.c at 8 bytes, bound 3:
# 1.1-1.2 s of CPU translating, then 0.6-1.5 s solving, for no answer), and a question's own
# budget (half the time left, 20-30 s early in a check) let a call run on where they lagged
INTEGER_CAP = 3.0
INTEGER_MISSES = 2  # questions in a row without an answer, after which a solver stops asking


def divides_by_numerals(terms: Sequence[z3.ExprRef]) -> bool:
    """Whether some term of ``terms`` is a quotient or remainder by a numeral (other than 1)."""
    for node, _kids in post_order(terms):
        if (
            z3.is_app(node)
            and node.decl().kind() in DIVISIONS
            and z3.is_bv_value(node.arg(1))
            and node.arg(1).as_long() > 1
        ):
            return True
    return False


def integer_answer(terms: Sequence[z3.BoolRef], effort: int) -> list[z3.BoolRef] | bool | None:
    """The linear-integer translation of ``terms``, once z3's preprocessing
    (:data:`~errlang.teacher.fresh_solver.PREPROCESS`: equalities solved, values propagated) has
    taken the memory's stores and reads at numerals away, asked of z3 for ``effort`` units:
    True for "unsat" (final), each bit-vector constant equal to the model's value for "sat",
    False for no translation, None for no answer. The caller runs it under its watchdog."""
    goal = z3.Goal()
    goal.add(*terms)
    goals = z3.Then(*PREPROCESS)(goal)  # the memory's stores solved away where they can be
    if len(goals) != 1:
        return None
    (pre,) = goals
    if pre.inconsistent():
        return True
    translated = integer_formula([pre[k] for k in range(len(pre))])
    if translated is None:
        return False
    facts, integers = translated
    solver = z3.Solver()
    solver.set("rlimit", effort)
    solver.add(*facts)
    result = solver.check()
    if result == z3.unsat:
        return True
    if result != z3.sat:
        return None
    model = solver.model()
    fixed: list[z3.BoolRef] = []
    for node, _kids in post_order(terms):
        if z3.is_const(node) and z3.is_bv(node) and node.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            found = integers.get(node.decl().name())
            if found is not None and found[1] == node.size():
                value = model.eval(found[0], model_completion=True)
                fixed.append(node == z3.BitVecVal(value.as_long(), node.size()))
    return fixed
