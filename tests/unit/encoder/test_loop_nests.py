"""encoder.loop_nests: which loop nests count their iterations together (issue 30), and that
the executor then unwinds such a nest linearly in the bound, exactly: a run the nest's bound
cuts is a cut (never lost), a run within it is encoded as before. A nest writing memory is
unwound loop by loop with its iterations capped together: the same verdicts at the input's
length, cuts below it."""

from __future__ import annotations

import textwrap
from pathlib import Path

import z3
from errlang.encoder.encoding import LOOP_BOUND
from errlang.encoder.loop_nests import capped_loops, shared_index_nests
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir

RECORDS = """
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char d[6];
  for (int i = 0; i < 6; i++) d[i] = __VERIFIER_nondet_uchar();
  int pos = 0, count = 0, sum = 0;
  while (pos < 6) {
    int len = d[pos];
    if (pos + 1 + len > 6) return 1;
    for (int k = 0; k < len; k++) sum += d[pos + 1 + k];
    pos += 1 + len;
    count++;
  }
  if (count > 3) return 2;
  return 0;
}
"""

# quoted strings of 6 bytes, their starts stored: at most three tokens ("""""" is three)
TOKENS = """
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assert(int);
int main(void) {
  char s[6]; int start[4];
  for (int i = 0; i < 6; i++) s[i] = __VERIFIER_nondet_char();
  int pos = 0, n = 0;
  for (; pos < 6; pos++) {
    if (s[pos] == '"') {
      pos++;
      while (pos < 6 && s[pos] != '"') pos++;
      if (pos < 6 && n < 4) start[n++] = pos;
    }
  }
  __VERIFIER_assert(n <= LIMIT);
  return 0;
}
"""

SKIPS = """
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char d[6];
  for (int i = 0; i < 6; i++) d[i] = __VERIFIER_nondet_uchar();
  int pos = 0, n = 0;
  while (pos < 6) {
    int len = d[pos] & 3;
    pos++;
    int k = 0;
    while (k < len) {
      k++;
      if (d[pos] == 0) continue;
      n++;
    }
    pos += len;
  }
  return n;
}
"""

GRID = """
int main(void) {
  int total = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) total += j;
  return total;
}
"""


def _ir(tmp_path: Path, source: str, limit: int = 3) -> IRProgram:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n").replace("LIMIT", str(limit)))
    return build_ir(parse_file(str(path)), summarise_loops=True)


def test_a_record_reader_is_one_nest(tmp_path: Path) -> None:
    [nest] = shared_index_nests(_ir(tmp_path, RECORDS))["main"]
    assert len(nest.loops) == 2 and len(nest.back_edges) == 2


def test_a_continue_in_the_nest_is_cut_at_the_bound(tmp_path: Path) -> None:
    # the inner loop's 'continue' reaches its test again through the back edge (a forward
    # jump to it): the nest's time advances, and the unwinding ends at the bound
    ir = _ir(tmp_path, SKIPS)
    [nest] = shared_index_nests(ir)["main"]
    assert len(nest.back_edges) == 2
    encoding, _ = encode(ir, "main", 4, nests=True)
    assert any(c.reason == LOOP_BOUND for c in encoding.cuts)


def test_a_nest_writing_an_array_or_an_independent_inner_loop_is_not(tmp_path: Path) -> None:
    assert shared_index_nests(_ir(tmp_path, TOKENS)) == {}  # tokens stored at an index
    assert shared_index_nests(_ir(tmp_path, GRID)) == {}  # j does not advance i


def _reachable(ir: IRProgram, bound: int, nests: bool, reason: str) -> bool:
    """Whether some run is cut for ``reason`` (``""``: whether some run fails an assertion)."""
    encoding, _ = encode(ir, "main", bound, nests=nests)
    if reason:
        guards = [c.guard for c in encoding.cuts if c.reason == reason]
    else:
        guards = [t.guard for t in encoding.terminations if t.site >= 0]
    solver = z3.Solver()
    solver.add(*encoding.constraints, z3.Or(False, *guards))
    return solver.check() == z3.sat


def test_the_nest_is_complete_at_its_input_length_and_cut_below(tmp_path: Path) -> None:
    ir = _ir(tmp_path, RECORDS)
    # six records of length 0 take six iterations of the outer loop and none of the inner
    assert _reachable(ir, 5, True, LOOP_BOUND)
    # every run takes at most 6 iterations of both loops together: bound 6 cuts nothing
    assert not _reachable(ir, 6, True, LOOP_BOUND)
    # fewer bodies than the per-loop unwinding at the same bound
    together, _ = encode(ir, "main", 6, nests=True)
    apart, _ = encode(ir, "main", 6, nests=False)
    assert len(together.cuts) < len(apart.cuts)


# a nest storing tokens: unwound loop by loop, its iterations capped together at bound + 1
# (loop_nests.capped_loops, docs/benchmarks-scaling.md section 10)


def test_a_nest_storing_tokens_is_capped_not_counted_by_time(tmp_path: Path) -> None:
    ir = _ir(tmp_path, TOKENS)
    capped = capped_loops(ir)
    assert len(capped) == 2 and len(set(capped.values())) == 1  # both loops: the outer's cap
    assert set(capped.values()) <= set(capped)
    assert capped_loops(_ir(tmp_path, RECORDS)) == {}  # registers only: counted by time


def test_the_cap_keeps_the_verdicts_of_the_per_loop_unwinding(tmp_path: Path) -> None:
    # at bound 6 (the input's length) neither unwinding cuts a run, and both find that three
    # tokens fit in six bytes and four do not
    for limit, fails in ((2, True), (3, False)):
        ir = _ir(tmp_path, TOKENS, limit)
        for nests in (True, False):
            assert not _reachable(ir, 6, nests, LOOP_BOUND), (limit, nests)
            assert _reachable(ir, 6, nests, "") == fails, (limit, nests)


def test_below_the_input_the_cap_cuts_and_unwinds_fewer_bodies(tmp_path: Path) -> None:
    ir = _ir(tmp_path, TOKENS)
    assert _reachable(ir, 3, True, LOOP_BOUND)  # a cut, reported as the loop bound's
    capped, _ = encode(ir, "main", 4, nests=True)
    apart, _ = encode(ir, "main", 4, nests=False)
    assert len(capped.loop_heads) < len(apart.loop_heads)


# loops written without a test: the outer record loop and the quoted scan leave by `break` and
# `return`; the scan steps by 2 over a doubled quote. Their exits' conditions read `i`, which
# both advance: one nest (capped, as it stores fields), where before neither loop had a test
# to share and each was unwound b times inside each of the other's b iterations
QUOTED = """
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assert(int);
int main(void) {
  char s[6]; int ends[3];
  for (int k = 0; k < 6; k++) s[k] = __VERIFIER_nondet_char();
  int i = 0, n = 0;
  for (;;) {
    if (i < 6 && s[i] == '"') {
      i++;
      for (;;) {
        if (i >= 6) return 1;
        if (s[i] == '"') {
          if (i + 1 < 6 && s[i + 1] == '"') { i += 2; continue; }
          break;
        }
        i++;
      }
      i++;
    }
    if (n < 3) ends[n] = i;
    n++;
    if (i >= 6 || s[i] != ',') break;
    i++;
  }
  __VERIFIER_assert(n <= LIMIT && ends[0] <= 6);
  return 0;
}
"""


def test_loops_without_a_test_share_the_index_their_exits_test(tmp_path: Path) -> None:
    ir = _ir(tmp_path, QUOTED)
    capped = capped_loops(ir)
    assert len(capped) == 2 and len(set(capped.values())) == 1


def test_a_nest_without_tests_keeps_the_verdicts_of_the_per_loop_unwinding(
    tmp_path: Path,
) -> None:
    # six bytes hold at most seven fields (",,,,,,"); at bound 7 (the input's length + 1) neither
    # unwinding cuts a run, and both find that seven fields fit and six do not; below, the cap
    # cuts and is reported as a loop bound's cut
    for limit, fails in ((6, True), (7, False)):
        ir = _ir(tmp_path, QUOTED, limit)
        for nests in (True, False):
            assert not _reachable(ir, 7, nests, LOOP_BOUND), (limit, nests)
            assert _reachable(ir, 7, nests, "") == fails, (limit, nests)
        # loops without a test take the nest's cap (bound + 1): complete at the input's length,
        # where the per-loop bound 6 still cuts the seventh field
        assert not _reachable(ir, 6, True, LOOP_BOUND) and _reachable(ir, 6, False, LOOP_BOUND)
        assert _reachable(ir, 6, True, "") == fails, limit
    ir = _ir(tmp_path, QUOTED)
    assert _reachable(ir, 3, True, LOOP_BOUND)
    capped, _ = encode(ir, "main", 5, nests=True)
    apart, _ = encode(ir, "main", 5, nests=False)
    assert len(capped.cuts) < len(apart.cuts)  # 6 cut instances against 18
