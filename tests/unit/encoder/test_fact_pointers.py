"""encoder.fact_cases (eleventh session): the path's facts bound an access through a pointer
compared with the end of its buffer (``p < end``, ``p != end``), an index moved by a constant
(``if (pos + 2 > len) return`` then ``data[pos + 1]``) and an index whose equality exit was
tested at every step (``if (++pos == len) return`` then ``data[pos]``) — and nothing else
changes: the real out-of-bounds reads of the same shapes are still found, the same
assertions fail and hold with and without the facts."""

from __future__ import annotations

import pytest
import z3
from errlang.encoder import contents, memory
from errlang.encoder.fact_cases import Known, ruled_out_under
from errlang.encoder.fact_intervals import EMPTY, interval, trimmed, unshifted
from errlang.encoder.path_facts import NO_FACTS, Facts, decide, folded, learned
from errlang.encoder.pointers import base, targets
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir
from errlang.teacher.solver import BoundedSolver

ONE = z3.BitVecVal(1, 64)


def _chain(values: list[int], leaf: z3.BitVecRef | None = None, bits: int = 64) -> z3.BitVecRef:
    term: z3.BitVecRef = leaf if leaf is not None else z3.BitVecVal(values[-1], bits)
    for i, value in enumerate(values):
        term = z3.If(z3.Bool(f"g{i}"), z3.BitVecVal(value, bits), term)
    return term


def _facts(*pairs: tuple[z3.BoolRef, bool]) -> Facts:
    facts: Facts = NO_FACTS
    for cond, value in pairs:
        facts = learned(facts, cond, value)
    return facts


def test_an_equality_exit_tested_at_every_step_bounds_the_scan() -> None:
    """``while (pos < 16) { ... while (...) { if (++pos == 16) return; data[pos]; } }``: the
    start is below 16, and each step's failed equality excludes one more of its values."""
    start = z3.If(z3.Bool("h"), z3.BitVecVal(3, 64), z3.ZeroExt(56, z3.BitVec("b", 8)))
    sixteen = z3.BitVecVal(16, 64)
    steps = [z3.simplify(start + k) for k in range(1, 5)]
    facts = _facts((z3.ULT(start, sixteen), True), *((step == sixteen, False) for step in steps))
    known = ruled_out_under(facts, z3.BoolVal(True))
    start = z3.simplify(start)  # the memory sees offsets simplified, and so do the facts
    assert known.signed_range(start) == (0, 11)  # 15, 14, 13, 12 excluded, in that order
    assert known.signed_range(steps[-1]) == (4, 15)  # the fourth step's read is inside
    assert z3.is_true(contents.within(steps[-1], z3.BitVecVal(16, 64), ONE, known))
    fewer = ruled_out_under(_facts((z3.ULT(start, sixteen), True)), z3.BoolVal(True))
    assert fewer.signed_range(steps[-1]) == (4, 19)  # without the exits: 16..19 possible
    proof = z3.Solver()  # the bound is true: no start below 16 passes the four tests at 16+
    proof.add(z3.ULT(start, sixteen), *(step != sixteen for step in steps))
    proof.add(z3.Or(z3.ULT(steps[-1], 4), z3.UGT(steps[-1], 15)))
    assert proof.check() == z3.unsat


def test_a_bound_on_an_index_moved_by_a_constant_is_one_on_the_index() -> None:
    """``if (pos + 2 > len) return`` then ``data[pos + 1]``: pos + 2 <= 16, so pos + 1 <= 15."""
    pos = z3.ZeroExt(56, z3.BitVec("b", 8))  # 0..255 by its structure
    facts = _facts((z3.UGT(z3.simplify(pos + 2), 16), False))
    known = ruled_out_under(facts, z3.BoolVal(True))
    assert known.signed_range(z3.simplify(pos + 1)) == (1, 15)
    inner, shift = unshifted(z3.simplify(pos + 2))
    assert inner.eq(z3.simplify(pos)) and shift == 2
    inner, shift = unshifted(z3.simplify(pos - 3))
    assert inner.eq(z3.simplify(pos)) and shift == -3
    assert unshifted(pos)[1] == 0


def test_the_interval_rules() -> None:
    ult, ugt, eq = z3.Z3_OP_ULT, z3.Z3_OP_UGT, z3.Z3_OP_EQ
    assert interval(ult, 16, False, True, 64) == (0, 15)
    assert interval(ugt, 16, False, True, 64) is None  # unsigned, above: not one interval
    assert interval(ugt, 16, False, False, 64) == (0, 16)
    assert interval(eq, 0xFFFFFFFF, False, True, 32) == (-1, -1)  # read as the term's value
    assert trimmed((10, 15), frozenset({15, 14, 10})) == (11, 13)
    assert trimmed((10, 12), frozenset({10, 11, 12})) == EMPTY  # the facts contradict


def test_contradicting_facts_leave_no_value_and_the_access_is_inside() -> None:
    pos = z3.simplify(z3.ZeroExt(56, z3.BitVec("b", 8)))
    sixteen = z3.BitVecVal(16, 64)
    facts = _facts((z3.ULT(pos, 2), True), (pos == 0, False), (z3.simplify(pos + 15) == 16, False))
    known = ruled_out_under(facts, z3.BoolVal(True))
    assert known.signed_range(pos) == EMPTY
    assert known.signed_range(z3.simplify(pos + 40)) == EMPTY
    assert z3.is_true(contents.within(z3.simplify(pos + 40), sixteen, ONE, known))


def test_a_pointer_compared_with_the_end_of_its_buffer_bounds_its_offset() -> None:
    """``p < end`` with ``end = buf + 8`` as the executor builds it (``base + 8``, not folded);
    ``p`` a cursor with more offsets than a value set keeps (0..99: a range, no cases)."""
    p = base(1) + _chain(list(range(100)))
    (target,) = targets(p)
    offset = target.offset  # as the memory reads through p
    end = base(1) + z3.BitVecVal(8, 64)
    eight = z3.BitVecVal(8, 64)
    assert Known().signed_range(offset) == (0, 99)
    known = ruled_out_under(_facts((z3.ULT(p, end), True)), z3.BoolVal(True))
    assert known.signed_range(offset) == (0, 7)
    assert z3.is_true(contents.within(offset, eight, ONE, known))
    failed = ruled_out_under(_facts((z3.UGE(p, end), False)), z3.BoolVal(True))
    assert failed.signed_range(offset) == (0, 7)  # ``if (p >= end) return``: the same
    # ``p != end`` after ``p <= end``: the end itself excluded, also one step later
    facts = _facts((z3.ULE(p, end), True), (p == end, False))
    assert ruled_out_under(facts, z3.BoolVal(True)).signed_range(offset) == (0, 7)
    step = p + ONE
    facts = _facts((z3.ULT(p, end), True), (step == end, False))
    (moved,) = targets(step)
    assert ruled_out_under(facts, z3.BoolVal(True)).signed_range(moved.offset) == (1, 7)
    other = ruled_out_under(_facts((z3.ULT(p, base(2) + eight), True)), z3.BoolVal(True))
    assert other.signed_range(offset) == (0, 99)  # another object's end says nothing here
    merged = z3.If(z3.Bool("h"), base(2), p)  # two objects: no one offset to bound
    alone = ruled_out_under(_facts((z3.ULT(merged, end), True)), z3.BoolVal(True))
    assert alone.signed_range(offset) == (0, 99)


SCAN = """
#include <assert.h>
#include <stddef.h>
extern char __VERIFIER_nondet_char(void);
#define N 6
static int words(const char *p, const char *end) {
  int n = 0;
  while (p < end) {
    while (p < end && *p == ' ') p++;
    if (p == end) break;
    n++;
    while (p != end && *p != ' ') p++;
  }
  return n;
}
static int ascii(const unsigned char *data, size_t len) {
  size_t pos = 0;
  while (pos < len) {
    unsigned char byte = data[pos];
    while (byte < 128) {
      if (++pos == LIMIT) return 1;
      byte = data[pos];
    }
    if (pos + 2 > len) return 0;
    if ((data[pos + 1] & 0xc0) != 0x80) return 0;
    pos += 2;
  }
  return 1;
}
int main(void) {
  char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  assert(words(buf, buf + N) <= (N + 1) / 2);
  assert(ascii((const unsigned char *)buf, N));
  return 0;
}
"""


def _program(tmp_path_factory: pytest.TempPathFactory, limit: str) -> IRProgram:
    path = tmp_path_factory.mktemp("fact_pointers") / "scan.c"
    path.write_text(SCAN.replace("LIMIT", limit))
    return build_ir(parse_file(str(path)), summarise_loops=True)


def _outcome(ir: IRProgram) -> tuple[int, set[int], list[bool]]:
    """Bound 6 on 6 bytes: the undefined-behaviour instances, the lines some run reaches one
    at, and which assertions some run fails."""
    encoding, _ = encode(ir, "main", 6, nests=True)
    solver = BoundedSolver(encoding)
    faults = [cut for cut in encoding.cuts if cut.kind == "ub"]
    lines = {cut.loc.line for cut in faults if solver.satisfiable(cut.guard) is not None}
    fails = [solver.satisfiable(solver.ends(site)) is not None for site in range(2)]
    return len(faults), lines, fails


@pytest.mark.slow
@pytest.mark.parametrize(
    ("limit", "lines"),
    # "len + 1": the equality exit one past the end, the read at line 22 out of bounds
    [("len", set()), ("len + 1", {22})],
)
def test_the_same_faults_and_failures_with_and_without_the_pointer_facts(
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
    limit: str,
    lines: set[int],
) -> None:
    ir = _program(tmp_path_factory, limit)
    count, found, failed = _outcome(ir)
    assert found == lines
    assert failed == [False, True]  # "\\xc2" then a byte that is no continuation: 0
    monkeypatch.setattr(memory, "ruled_out_under", lambda _facts, _ctx: Known())
    count_before, found_before, failed_before = _outcome(ir)
    assert (found_before, failed_before) == (found, failed)
    assert count < count_before  # the cases no run has are gone from the formula


def test_a_fact_no_value_satisfies_leaves_the_state_without_runs() -> None:
    """A backwards trim ``while (e > b && ...) e--`` then ``while (b < e && ...) b++``: with
    ``b`` and ``e`` at fixed places (``e = s + len`` moved back by constants: a sum of
    numerals, not folded) the test is a constant; with ``e`` merged below ``b`` no value of it
    passes ``b < e``. Either way the state has no run, and an access there no case."""
    start = base(1)
    end = start + z3.BitVecVal(8, 64)
    for _ in range(8):
        end = end + z3.BitVecVal(-1, 64)  # e-- eight times: at s again
    size = z3.BitVecVal(8, 64)
    below = z3.BitVecVal(-1 & (2**64 - 1), 64)  # e[-1] at s - 1
    dead = ruled_out_under(NO_FACTS, z3.UGT(end, start))
    assert dead.contradictory and z3.is_true(contents.within(below, size, ONE, dead))
    alive = ruled_out_under(NO_FACTS, z3.UGE(end, start))  # true: says nothing
    assert not alive.contradictory and z3.is_false(contents.within(below, size, ONE, alive))
    merged = _chain([base(1).as_long() + k for k in range(9)])  # s .. s + 8
    b = base(1) + z3.BitVecVal(8, 64)
    assert ruled_out_under(NO_FACTS, z3.ULT(b, merged)).contradictory
    assert not ruled_out_under(NO_FACTS, z3.ULE(b, merged)).contradictory  # e = s + 8 runs
    one, zero = z3.BitVecVal(1, 32), z3.BitVecVal(0, 32)
    assert not ruled_out_under(_facts((one != zero, True)), z3.BoolVal(True)).contradictory
    assert ruled_out_under(_facts((one != zero, False)), z3.BoolVal(True)).contradictory


def test_a_pointer_compared_with_buf_plus_size_is_decided_by_its_values() -> None:
    """``while (p < buf + 8)``: the end is ``base + 8`` unfolded; the pointer's value set
    decides the test where every value agrees (path_facts), as an index's does."""
    p = _chain([base(1).as_long() + k for k in range(3, 8)])
    end = base(1) + z3.BitVecVal(8, 64)
    assert decide(z3.ULT(p, end), NO_FACTS) is True
    assert decide(z3.UGE(p, end + z3.BitVecVal(-5, 64)), NO_FACTS) is True
    assert decide(z3.ULT(p, end + z3.BitVecVal(-1, 64)), NO_FACTS) is None  # 7 is not < 7
    assert folded(end + z3.BitVecVal(-1, 64)).eq(z3.BitVecVal(base(1).as_long() + 7, 64))
    assert not z3.is_bv_value(folded(p + z3.BitVecVal(1, 64)))
