"""encoder.symex.call_function: a non-void function that falls off its end on some paths gives
those runs an arbitrary value, not another return's (C11 6.9.1p12: gcc's caller reads whatever
the register held); ``main`` falling off its end returns 0 (5.1.2.2.3). Before, the runs that
fell off took the value of the other return through the if-then-else, and errlang said
``assert(v == 1)`` holds where gcc's run with a <= 0 fails it (K's finding, tenth session)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import z3
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import build_ir

PROGRAM = """
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
static int noret(int x) { if (x > 0) return 1; }
int main(void) {
  int a = __VERIFIER_nondet_int();
  int v = noret(a);
  __VERIFIER_assert(CHECK);
  return 0;
}
"""


def _fails(tmp_path: Path, check: str, *assumed: str) -> bool:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(PROGRAM).lstrip("\n").replace("CHECK", check))
    encoding, _ = encode(build_ir(parse_file(str(path))), "main", 2)
    solver = z3.Solver()
    guards = [t.guard for t in encoding.terminations if t.site >= 0]
    solver.add(*encoding.constraints, z3.Or(False, *guards))
    return solver.check() == z3.sat


def test_the_runs_falling_off_the_end_have_an_arbitrary_value(tmp_path: Path) -> None:
    assert _fails(tmp_path, "v == 1")  # a <= 0: v is whatever the callee left
    assert _fails(tmp_path, "v != 7")
    assert not _fails(tmp_path, "a <= 0 || v == 1")  # the runs that return keep their value
