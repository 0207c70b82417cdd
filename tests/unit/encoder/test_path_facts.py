"""encoder.path_facts and encoder.term_ranges: a branch condition decided by the branches taken
before it, or by the range of the index it compares (issue 30) — the side no run takes is
dropped, and nothing else changes: the same assertions fail and hold with and without."""

from __future__ import annotations

import pytest
import z3
from errlang.encoder import symex
from errlang.encoder.path_facts import NO_FACTS, common, decide, learned
from errlang.encoder.symex import encode
from errlang.encoder.term_ranges import signed_range
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir
from errlang.teacher.solver import BoundedSolver

BYTE = z3.BitVec("byte", 8)
CHAR = z3.SignExt(24, BYTE)  # a char read as an int, as a switch and a loop test read it


def _truth(cond: z3.BoolRef) -> z3.BitVecRef:
    return z3.If(cond, z3.BitVecVal(1, 32), z3.BitVecVal(0, 32))


def test_a_switch_case_not_taken_decides_the_scan_test_on_the_same_byte() -> None:
    facts = NO_FACTS
    for case in (44, 32, 93):  # the switch fell through to its default
        facts = learned(facts, z3.BitVecVal(case, 32) == CHAR, False)
    facts = learned(facts, _truth(z3.BitVecVal(0, 32) != CHAR) != 0, True)  # the loop test
    scan = z3.And(
        _truth(z3.BitVecVal(0, 32) != CHAR) != 0,
        _truth(z3.BitVecVal(44, 32) != CHAR) != 0,
        _truth(z3.BitVecVal(32, 32) != CHAR) != 0,
    )
    assert decide(scan, facts) is True
    assert decide(_truth(scan) == 0, facts) is False  # the scan's exit: no run
    assert decide(z3.BitVecVal(10, 32) == CHAR, facts) is None  # not known


def test_a_merge_keeps_the_facts_of_every_side() -> None:
    a, b = z3.Bools("a b")
    left = learned(NO_FACTS, z3.And(a, b), True)
    right = learned(NO_FACTS, z3.And(a, z3.Not(b)), True)
    merged = common([left, right])
    assert decide(a, merged) is True
    assert decide(b, merged) is None
    assert decide(z3.Or(a, b), learned(NO_FACTS, z3.Or(a, b), False)) is False


def _chain(values: list[int], leaf: z3.BitVecRef | None = None) -> z3.BitVecRef:
    term: z3.BitVecRef = leaf if leaf is not None else z3.BitVecVal(values[-1], 32)
    for i, value in enumerate(values):
        term = z3.If(z3.Bool(f"g{i}"), z3.BitVecVal(value, 32), term)
    return term


def test_an_index_past_its_bound_at_every_leaf_fails_the_loop_test() -> None:
    index = _chain(list(range(16, 116))) + 1  # more values than a value set keeps
    assert signed_range(index) == (17, 116)
    assert decide(index < 16, NO_FACTS) is False
    assert decide(z3.ULT(index, 200), NO_FACTS) is True
    assert decide(index == 3, NO_FACTS) is False
    assert decide(index < 50, NO_FACTS) is None  # both sides have values
    free = _chain(list(range(16, 116)), z3.BitVec("free", 32))
    assert signed_range(free) is None and decide(free < 16, NO_FACTS) is None


def test_a_sum_that_may_wrap_has_no_range() -> None:
    top = _chain([2**31 - 2, 2**31 - 1]) + 1
    assert signed_range(top) is None
    assert signed_range(z3.Extract(7, 0, _chain([1, 300]))) is None  # 300 is not a char
    assert signed_range(z3.SignExt(32, _chain([-3, 5]))) == (-3, 5)


# a tokenizer's nest: a string scan, a primitive scan that advances at least once, tokens
TOKENIZER = """
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assert(int);
#define N 5
struct tok { int start; int end; };
static int tokenize(const char *js, int len, struct tok *toks) {
  int pos = 0, next = 0;
  for (; pos < len && js[pos] != '\\0'; pos++) {
    char c = js[pos];
    switch (c) {
    case ',': case ' ':
      break;
    case '"': {
      int start = ++pos;
      while (pos < len && js[pos] != '\\0' && js[pos] != '"') pos++;
      if (pos >= len || js[pos] != '"') return -2;
      if (next >= 2) return -1;
      toks[next].start = start; toks[next].end = pos; next++;
      break;
    }
    default:
      if (next >= 2) return -1;
      toks[next].start = pos;
      while (pos < len && js[pos] != '\\0' && js[pos] != ',' && js[pos] != ' ') pos++;
      toks[next].end = pos; next++;
      pos--;
      break;
    }
  }
  return next;
}
int main(void) {
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = 0;
  struct tok toks[2];
  int n = tokenize(buf, N, toks);
  if (n > 0) {
    __VERIFIER_assert(toks[n - 1].end <= N);
    __VERIFIER_assert(toks[n - 1].end - toks[n - 1].start < 4);
    __VERIFIER_assert(n < 2);
  }
  return 0;
}
"""
SIZE = 5


@pytest.fixture(scope="module")
def tokenizer(tmp_path_factory: pytest.TempPathFactory) -> IRProgram:
    path = tmp_path_factory.mktemp("facts") / "tokenizer.c"
    path.write_text(TOKENIZER)
    return build_ir(parse_file(str(path)), summarise_loops=True)


def _outcome(ir: IRProgram) -> tuple[int, list[bool]]:
    """The loop-bound cuts of bound N on N bytes, and which assertion some run fails."""
    encoding, _ = encode(ir, "main", SIZE, nests=True)
    solver = BoundedSolver(encoding)
    fails = [solver.satisfiable(solver.ends(site)) is not None for site in range(3)]
    return sum(cut.kind == "bound" for cut in encoding.cuts), fails


def test_the_nest_cap_is_decided_and_the_same_assertions_fail(
    tokenizer: IRProgram, monkeypatch: pytest.MonkeyPatch
) -> None:
    cuts, fails = _outcome(tokenizer)
    assert fails == [False, True, True]  # "abcd" is a 4-byte token; two tokens "a,b"
    assert cuts == 0  # every run of the nest ends within N + 1 iterations: no cut left
    monkeypatch.setattr(symex, "decided", lambda cond, _facts: cond)
    cuts_before, fails_before = _outcome(tokenizer)
    assert fails_before == fails
    assert cuts_before > 0
