"""encoder.narrow_tables: a constant table read at an offset computed from one byte, as a
multiplexer over the byte's bits (issue 30). Each read is checked by z3 against the ``select``
it replaces on every value of the byte whose offset is inside the table; the tables are drawn
at random with the special values (0, 0xff, 0x80, 0x7f, -1 as an int, INT_MIN, INT_MAX)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
import z3
from errlang.encoder.narrow_tables import narrow_key, narrow_read

BYTE = z3.BitVec("byte", 8)
SPECIAL = [0, 0xFF, 0x80, 0x7F, 1]
G = z3.Bool("g")


def _table(rng: random.Random, size: int) -> list[int]:
    """A decoder's table: the special values and up to 64 others (a reverse alphabet)."""
    alphabet = [rng.randrange(256) for _ in range(64)]
    return [
        rng.choice(SPECIAL) if rng.random() < 0.5 else rng.choice(alphabet) for _ in range(size)
    ]


def _exact(
    data: list[int], offset: z3.BitVecRef, size: int, key: z3.BitVecRef, at: Callable[[int], int]
) -> None:
    """The read equals the table's entry at ``at(k)`` for every value ``k`` of the key whose
    entry is inside the table (evaluated by z3's rewriter: no solver)."""
    value = narrow_read(tuple(data), offset, size)
    assert value is not None
    text = value.sexpr()
    assert "select" not in text and "store" not in text
    for k in range(1 << key.size()):
        start = at(k)
        if start < 0 or start + size > len(data):
            continue
        got = z3.simplify(z3.substitute(value, (key, z3.BitVecVal(k, key.size()))))
        want = int.from_bytes(bytes(data[start : start + size]), "little")
        assert z3.is_bv_value(got) and got.as_long() == want, (k, got, want)


@pytest.mark.parametrize("seed", range(6))
def test_a_byte_indexed_table_of_bytes(seed: int) -> None:
    rng = random.Random(seed)
    data = _table(rng, 256)
    _exact(data, z3.ZeroExt(56, BYTE), 1, BYTE, lambda k: k)


@pytest.mark.parametrize("seed", range(4))
def test_int_entries_at_four_times_the_byte(seed: int) -> None:
    rng = random.Random(100 + seed)
    ints = [rng.choice([0, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 1]) for _ in range(128)]
    ints += [rng.randrange(1 << 32) for _ in range(64)] * 2
    rng.shuffle(ints)
    data = [b for v in ints for b in v.to_bytes(4, "little")]
    _exact(data, z3.ZeroExt(56, BYTE) * 4, 4, BYTE, lambda k: 4 * k)


def test_a_signed_char_index_outside_the_table_reads_anything() -> None:
    """``table[(signed char) c]``: the negative bytes fall outside (``valid`` blocks them); the
    others read their entry."""
    data = _table(random.Random(7), 128)
    _exact(data, z3.SignExt(56, BYTE), 1, BYTE, lambda k: k - 256 if k > 127 else k)


def test_the_key_may_be_a_merged_byte_and_the_offset_a_pointer_difference() -> None:
    """libbase64's ``base64_table_dec_8bit[*s++]``: a byte chosen by a guard, the offset a
    pointer's concatenation minus its object's base."""
    a, b = z3.BitVec("a", 8), z3.BitVec("b", 8)
    key = z3.If(G, a, b)
    offset = z3.BitVecVal(-(1 << 48), 64) + z3.Concat(z3.BitVecVal(1 << 40, 56), key)
    assert narrow_key(offset) is not None and narrow_key(offset).eq(key)
    _exact(_table(random.Random(3), 256), offset, 1, key, lambda k: k)


def test_an_offset_with_two_unknowns_or_a_wide_one_has_no_key() -> None:
    a, b = z3.BitVec("a", 8), z3.BitVec("b", 8)
    assert narrow_key(z3.ZeroExt(56, a) + z3.ZeroExt(56, b)) is None
    assert narrow_key(z3.BitVec("wide", 64)) is None
    assert (
        narrow_key(z3.ZeroExt(56, a) + z3.If(G, z3.BitVecVal(1, 64), z3.BitVecVal(2, 64))) is None
    )
    assert narrow_read((1, 2, 3), z3.BitVec("wide", 64), 1) is None


def test_a_table_of_256_different_values_is_read_as_before() -> None:
    """crc32c's slicing tables: a multiplexer of 256 different leaves costs the encoder more
    than the select it replaces."""
    data = tuple(random.Random(5).sample(range(1 << 16), 256))
    table = tuple(b for v in data for b in v.to_bytes(2, "little"))
    assert narrow_read(table, z3.ZeroExt(56, BYTE) * 2, 2) is None


def test_a_table_of_one_value_is_that_value() -> None:
    value = narrow_read(tuple([9] * 256), z3.ZeroExt(56, BYTE), 1)
    assert value is not None and z3.is_bv_value(value) and value.as_long() == 9


def test_base64_streams_tables_leave_no_array(tmp_path: Path) -> None:
    """libbase64's stream decoder at 4 bytes: its four 1 KB tables and its 256-byte reverse
    alphabet are read without a store in the formula."""
    from errlang.frontend import parse_file
    from errlang.session import check_bound, check_budget
    from errlang.session.check import lowered_for_check

    source = Path(__file__).parents[3] / "benchmarks/programs/scaling/base64_stream.c"
    ir = lowered_for_check(parse_file(str(source), None, (), ("N=4",)), None)
    step = check_bound.BoundCheck(ir, 1, check_budget.Budget.start(60), frozenset())
    roots = list(step.encoding.constraints) + [c.guard for c in step.encoding.cuts]
    assert roots
    assert not any("store" in r.sexpr() for r in roots)
