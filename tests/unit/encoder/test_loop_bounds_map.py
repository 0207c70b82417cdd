"""encoder.symex with a bound per loop (``LoopBounds``, issue 30 item 2): a loop named in the
map runs up to its own bound, every other loop up to the default, and a run past a loop's own
bound is cut there as a loop-bound cut (never lost) — also for the loops of a nest counted
together or capped together (encoder/loop_nests.py), which take the bound of the loop that
would iterate."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import z3
from errlang.encoder import symex
from errlang.encoder.certain_faults import CertainFaults
from errlang.encoder.encoding import LOOP_BOUND, Encoding, LoopBounds
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir

TWO_LOOPS = """
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  int a = 0, b = 0;
  while (__VERIFIER_nondet_int()) a++;
  while (__VERIFIER_nondet_int()) b++;
  __VERIFIER_assert(CONDITION);
  return 0;
}
"""
FIRST, SECOND = 5, 6  # the loops' lines (their LoopIter's location)

# quoted strings of 6 bytes, their starts stored: a nest capped together (lines 6 and 9)
TOKENS = """
extern char __VERIFIER_nondet_char(void);
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
  return n;
}
"""


def _ir(tmp_path: Path, source: str, condition: str = "1") -> IRProgram:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n").replace("CONDITION", condition))
    return build_ir(parse_file(str(path)), summarise_loops=True)


def _sat(encoding: Encoding, guards: list[z3.BoolRef]) -> bool:
    solver = z3.Solver()
    solver.add(*encoding.constraints, z3.Or(False, *guards))
    return solver.check() == z3.sat


def _fails(encoding: Encoding) -> bool:
    return _sat(encoding, [t.guard for t in encoding.terminations if t.site >= 0])


def _cut_lines(encoding: Encoding) -> set[int]:
    return {c.loc.line for c in encoding.cuts if c.reason == LOOP_BOUND}


def test_a_loop_named_runs_to_its_own_bound_the_others_to_the_default(tmp_path: Path) -> None:
    bounds = LoopBounds(2, {("main", FIRST): 5})
    for condition, fails in (("a <= 4", True), ("a <= 5", False), ("b <= 2", False)):
        encoding, _ = encode(_ir(tmp_path, TWO_LOOPS, condition), "main", 2, bounds=bounds)
        assert _fails(encoding) == fails, condition
    # without the map, a = 3 is past the bound: the assertion a <= 2 holds within it
    encoding, _ = encode(_ir(tmp_path, TWO_LOOPS, "a <= 2"), "main", 2)
    assert not _fails(encoding)
    assert _cut_lines(encoding) == {FIRST, SECOND}


def test_each_loop_is_cut_at_its_own_bound(tmp_path: Path) -> None:
    ir = _ir(tmp_path, TWO_LOOPS)
    encoding, _ = encode(ir, "main", 2, bounds=LoopBounds(2, {("main", FIRST): 3}))
    [first] = [c for c in encoding.cuts if c.loc.line == FIRST and c.reason == LOOP_BOUND]
    assert _sat(encoding, [first.guard])  # the runs that take a fourth iteration
    assert _cut_lines(encoding) == {FIRST, SECOND}


def test_a_capped_nest_takes_the_bound_of_the_loop_that_iterates(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the encoder's certainty checks stop after a quarter second of wall time, so under load
    # they prune a different number of paths in each encoding: off here, both encodings alike
    monkeypatch.setattr(symex, "CertainFaults", lambda: CertainFaults(checks=0))
    ir = _ir(tmp_path, TOKENS)
    # at the default 3 the nest is cut (six bytes need more); its loops at 6: no cut, and the
    # same encoding as bound 6 for every loop
    below, _ = encode(ir, "main", 3, nests=True)
    assert _sat(below, [c.guard for c in below.cuts if c.reason == LOOP_BOUND])
    named = LoopBounds(3, {("main", 6): 6, ("main", 9): 6})
    raised, _ = encode(ir, "main", 3, nests=True, bounds=named)
    assert not _sat(raised, [c.guard for c in raised.cuts if c.reason == LOOP_BOUND])
    whole, _ = encode(ir, "main", 6, nests=True)
    assert len(raised.loop_heads) == len(whole.loop_heads)
