"""encoder.value_sets on a concatenation of an if-then-else and a free term (issue 30).

813f75e's ``_lifted`` read the condition of every non-numeral part before checking that each
was an if-then-else: ``Concat(If(g, 1, 2), x)`` raised z3's "Invalid argument index", an
engine crash (``explain --replay`` of tests/corpus/check/vla_multi.c:43). A term with a free
part has no constant values: no cases, never an exception.
"""

from __future__ import annotations

import z3
from errlang.encoder.value_sets import cases


def test_an_if_then_else_beside_a_free_term_has_no_cases() -> None:
    g = z3.Bool("g")
    x = z3.BitVec("x", 8)
    one_two = z3.If(g, z3.BitVecVal(1, 8), z3.BitVecVal(2, 8))
    assert cases(z3.Concat(one_two, x)) is None
    assert cases(z3.Concat(x, one_two)) is None
    assert cases(z3.Concat(one_two, z3.If(g, x, z3.BitVecVal(0, 8)))) is None


def test_if_then_elses_on_one_condition_beside_a_numeral_are_split() -> None:
    g = z3.Bool("g")
    term = z3.Concat(
        z3.If(g, z3.BitVecVal(1, 8), z3.BitVecVal(2, 8)),
        z3.BitVecVal(0, 8),
        z3.If(g, z3.BitVecVal(3, 8), z3.BitVecVal(4, 8)),
    )
    found = cases(term)
    assert found is not None
    values = {value for _, value in found}
    assert values == {(1 << 16) | 3, (2 << 16) | 4}
