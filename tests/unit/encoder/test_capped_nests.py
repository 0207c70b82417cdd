"""encoder.loop_nests.capped_loops: a nest sharing an index whose body writes memory (a
tokenizer storing tokens) is unwound loop by loop, with the nest's iterations capped together
at bound + 1 (issue 30, docs/benchmarks-scaling.md section 10). Exact: the cap only cuts runs
(each cut a loop-bound cut, never a lost run), and at the input's length it cuts none."""

from __future__ import annotations

import textwrap
from pathlib import Path

import z3
from errlang.encoder.encoding import LOOP_BOUND
from errlang.encoder.loop_nests import capped_loops, shared_index_nests
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir

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


def _ir(tmp_path: Path, limit: int) -> IRProgram:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(TOKENS).lstrip("\n").replace("LIMIT", str(limit)))
    return build_ir(parse_file(str(path)), summarise_loops=True)


def _satisfiable(ir: IRProgram, bound: int, nests: bool, *, failing: bool) -> bool:
    """Whether some run fails the assertion (``failing``), else whether one is cut at a loop."""
    encoding, _ = encode(ir, "main", bound, nests=nests)
    if failing:
        guards = [t.guard for t in encoding.terminations if t.site >= 0]
    else:
        guards = [c.guard for c in encoding.cuts if c.reason == LOOP_BOUND]
    solver = z3.Solver()
    solver.add(*encoding.constraints, z3.Or(False, *guards))
    return solver.check() == z3.sat


def test_a_nest_storing_tokens_is_capped_not_counted_by_time(tmp_path: Path) -> None:
    ir = _ir(tmp_path, 3)
    assert shared_index_nests(ir) == {}  # its memory is not merged at every time step
    capped = capped_loops(ir)
    assert len(capped) == 2 and len(set(capped.values())) == 1  # both loops: the outer's cap
    assert set(capped.values()) <= set(capped)


def test_the_cap_keeps_the_verdicts_of_the_per_loop_unwinding(tmp_path: Path) -> None:
    # at bound 6 (the input's length) neither unwinding cuts a run, and both find that three
    # tokens fit in six bytes and four do not
    for limit, fails in ((2, True), (3, False)):
        ir = _ir(tmp_path, limit)
        for nests in (True, False):
            assert not _satisfiable(ir, 6, nests, failing=False), (limit, nests)
            assert _satisfiable(ir, 6, nests, failing=True) == fails, (limit, nests)


def test_below_the_input_the_cap_cuts_and_unwinds_fewer_bodies(tmp_path: Path) -> None:
    ir = _ir(tmp_path, 3)
    assert _satisfiable(ir, 3, True, failing=False)  # a cut, reported as the loop bound's
    capped, _ = encode(ir, "main", 4, nests=True)
    apart, _ = encode(ir, "main", 4, nests=False)
    assert len(capped.loop_heads) < len(apart.loop_heads)
