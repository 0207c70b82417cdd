"""A pointer's object (its provenance) is recovered from z3's simplified terms even when z3 folds
a constant offset into the object's base (docs/encoder.md, "Pointer provenance")."""

import z3
from errlang.encoder.pointers import base, object_of, targets


def test_folded_negative_offset_keeps_the_object() -> None:
    i = z3.BitVec("i", 64)
    leaf = z3.simplify(base(2) + 4 * (z3.BitVecVal(9, 64) - 1 - i))
    assert object_of(leaf) == 2
    (target,) = targets(base(2) + 4 * (z3.BitVecVal(9, 64) - 1 - i))
    assert target.obj == 2
    assert z3.simplify(target.offset - (32 - 4 * i)).as_long() == 0


def test_plain_and_constant_pointers() -> None:
    i = z3.BitVec("i", 64)
    assert object_of(z3.simplify(base(3) + 4 * i)) == 3
    assert object_of(z3.simplify(base(5) + 8)) == 5
    assert object_of(z3.simplify(i - 4)) is None  # no base: tested against every object


def test_far_folded_constant_is_not_trusted() -> None:
    i = z3.BitVec("i", 64)
    assert object_of(z3.simplify(base(3) + (1 << 47) + i)) is None
