"""encoder.tables: a read of a constant table at a symbolic offset, off the constants (issue
30). Every encoding is checked by z3 against the read it replaces (a ``select`` from the chain
of stores, or the byte tuple's entries) on every offset inside the object."""

from __future__ import annotations

from collections.abc import Callable

import z3
from errlang.encoder.contents import fresh_array, read
from errlang.encoder.encoding import Encoding
from errlang.encoder.pointers import base, object_of, targets
from errlang.encoder.tables import constant_bytes, table_read

# cmark-gfm's utf8proc_utf8class (tests/check/programs/scaling/cmark_utf8.c)
UTF8_CLASS = [1] * 128 + [0] * 64 + [2] * 32 + [3] * 16 + [4] * 8 + [0] * 8
BYTE = z3.BitVec("byte", 8)
G = [z3.Bool(f"g{i}") for i in range(3)]


def _stored(table: list[int], zero_first: bool = True) -> z3.ArrayRef:
    """The array the encoder makes of a static table: zero-filled, then each entry stored
    (a constant's pieces left as ``Extract`` of a numeral, as a store of an int makes them)."""
    array = fresh_array("object7")
    if zero_first:
        for i in range(len(table)):
            array = z3.Store(array, z3.BitVecVal(i, 64), z3.BitVecVal(0, 8))
    for i, value in enumerate(table):
        piece = z3.Extract(7, 0, z3.BitVecVal(value, 32))
        array = z3.Store(array, z3.BitVecVal(i, 64), piece)
    return array


def _same_inside(new: z3.BitVecRef, old: z3.BitVecRef, inside: z3.BoolRef) -> bool:
    solver = z3.Solver()
    solver.add(inside, new != old)
    return solver.check() == z3.unsat


def test_a_byte_indexed_class_table_is_an_if_then_else_over_its_runs() -> None:
    array = _stored(UTF8_CLASS)
    offset = z3.ZeroExt(56, BYTE)
    value = table_read(array, 256, offset, 1)
    assert value is not None
    assert _same_inside(value, z3.Select(array, offset), z3.BoolVal(True))
    # six runs (1, 0, 2, 3, 4, 0): five comparisons of the byte itself, no array left
    text = value.sexpr()
    assert "select" not in text and "store" not in text
    assert text.count("bvult") == 5 and "zero_extend" not in text


def test_an_offset_with_a_value_set_takes_the_entries_of_its_values() -> None:
    array = _stored(UTF8_CLASS)
    offset = z3.If(
        G[0], z3.BitVecVal(3, 64), z3.If(G[1], z3.BitVecVal(200, 64), z3.BitVecVal(250, 64))
    )
    value = table_read(array, 256, offset, 1)
    assert value is not None
    assert _same_inside(value, z3.Select(array, offset), z3.BoolVal(True))


def test_int_entries_at_an_aligned_offset_of_a_byte_tuple() -> None:
    entries = [7, 7, -1, 300]
    data = tuple(z3.BitVecVal((v >> (8 * k)) & 0xFF, 8) for v in entries for k in range(4))
    index = z3.BitVec("i", 64)
    offset = 4 * index
    value = table_read(data, 16, offset, 4)
    assert value is not None
    assert _same_inside(value, read(data, offset, 4), z3.ULT(index, 4))
    # an unaligned offset is read from every position
    loose = z3.BitVec("o", 64)
    value = table_read(data, 16, loose, 4)
    assert value is not None
    assert _same_inside(value, read(data, loose, 4), z3.ULE(loose, 12))


def test_a_zero_filling_lambda_under_the_stores() -> None:
    index = z3.BitVec("k", 64)
    zeroed = z3.Lambda(
        [index], z3.If(z3.ULT(index, 260), z3.BitVecVal(0, 8), z3.Select(fresh_array("o"), index))
    )
    array = zeroed
    for i in range(0, 260, 7):
        array = z3.Store(array, z3.BitVecVal(i, 64), z3.BitVecVal(i % 5, 8))
    data = constant_bytes(array, 260)
    assert data is not None and data[7] == 2 and data[8] == 0
    offset = z3.ZeroExt(55, z3.BitVec("n", 9))
    value = table_read(array, 260, offset, 1)
    assert value is not None
    assert _same_inside(value, z3.Select(array, offset), z3.ULT(offset, 260))


def test_contents_that_are_not_all_constants_are_read_as_before() -> None:
    symbolic = z3.Store(_stored(UTF8_CLASS), z3.BitVecVal(9, 64), BYTE)
    assert table_read(symbolic, 256, z3.ZeroExt(56, BYTE), 1) is None
    at_index = z3.Store(_stored(UTF8_CLASS), z3.ZeroExt(56, BYTE), z3.BitVecVal(1, 8))
    assert table_read(at_index, 256, z3.ZeroExt(56, BYTE), 1) is None
    unwritten = _stored(UTF8_CLASS[:200], zero_first=False)  # bytes 200..255 never written
    assert table_read(unwritten, 256, z3.ZeroExt(56, BYTE), 1) is None
    assert table_read((BYTE, z3.BitVecVal(1, 8)), 2, z3.ZeroExt(63, z3.BitVec("b", 1)), 1) is None


def test_a_class_table_in_a_program_leaves_no_array(
    encode_c: Callable[..., Encoding], solve: Callable[..., z3.ModelRef | None]
) -> None:
    classes = ", ".join(str(v) for v in UTF8_CLASS)
    encoding = encode_c(
        f"""
        static const signed char cls[256] = {{{classes}}};
        int main(void) {{
          unsigned char c = (unsigned char)__VERIFIER_nondet_int();
          int k = cls[c];
          assert(k != 3 || c >= 0xE0);
          assert(k != 4);
          return 0;
        }}
        """
    )
    terms = [*encoding.constraints, *(t.guard for t in encoding.terminations)]
    assert "store" not in " ".join(term.sexpr() for term in terms)
    first, second = (t for t in encoding.terminations if t.site >= 0)
    assert solve(encoding, first.guard) is None  # class 3 only from 0xE0 up
    model = solve(encoding, second.guard)  # class 4: 0xF0..0xF7
    assert model is not None


def test_a_table_indexed_by_a_byte_points_into_the_table() -> None:
    # z3 folds base(2) + ZeroExt(56, byte) into Concat(0x0002000000000, byte): before, that
    # pointer had no known object and every read through it was tested against every object
    pointer = z3.simplify(base(2) + z3.ZeroExt(56, BYTE))
    assert z3.is_app_of(pointer, z3.Z3_OP_CONCAT)
    [target] = targets(pointer)
    assert target.obj == 2
    assert _same_inside(target.offset, z3.ZeroExt(56, BYTE), z3.BoolVal(True))
    assert object_of(z3.Concat(z3.BitVecVal(0, 8), z3.BitVec("p", 56))) is None
