"""Pointers walking one named object (issue 33, errlang.proof.walks): a loop moving ``p`` within
``buf`` is proved with invariants about ``p - buf``; a pointer that may point into another
object, or whose value comes from anywhere else, refuses the loop; a deep violation is never
proved away."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.proof.induction import LoopProver
from errlang.proof.loops import Refused, loop_shape
from errlang.session.check import check_program, lowered_for_check
from errlang.session.settings import Settings

HEAD = """extern int __VERIFIER_nondet_int(void);
extern char *source(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
char other[64];
int main(void) {
  char buf[64];
  int count = 0;
"""
LOOP = """  while (__VERIFIER_nondet_int()) {
    if (p < buf + 64) { *p = 'x'; p++; count++; }
  }
  __VERIFIER_assert(p - buf == count);
  return 0;
}
"""
LOOP_LINE = 11  # the while loop's line, after one line of declaration

# each a pointer the loop must not start inside buf
REFUSED = {
    "two objects": "  char *p = __VERIFIER_nondet_int() ? buf : other;\n",
    "an input": "  char *p = source();\n",
    "an allocation": "  char *p = (char *)__builtin_malloc(64);\n",
}


def _source(tmp_path: Path, declaration: str, loop: str = LOOP) -> Path:
    source = tmp_path / "walk.c"
    source.write_text(HEAD + declaration + loop)
    return source


def test_a_pointer_walking_a_named_array_is_a_walk(tmp_path: Path) -> None:
    source = _source(tmp_path, "  char *p = buf;\n")
    shape = loop_shape(build_ir(parse_file(str(source))), LOOP_LINE)
    walks = [(w.register.name, w.name, w.display) for w in shape.walks]
    assert walks == [("p", "buf", "(p - buf)")]
    assert [o.name for o in shape.objects] == ["buf"]  # written through p: made arbitrary
    assert not shape.initialised  # no early stop: a dereference past the end is for the check


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_pointer_from_elsewhere_refuses_the_loop(name: str, tmp_path: Path) -> None:
    source = _source(tmp_path, REFUSED[name])
    with pytest.raises(Refused, match="'p'"):
        loop_shape(build_ir(parse_file(str(source))), LOOP_LINE)


def test_a_deep_violation_is_never_proved_away(tmp_path: Path) -> None:
    """The count skips 40: the assertion fails after 40 steps, deeper than the bound."""
    deep = LOOP.replace("count++; }", "count++; if (count == 40) count++; }")
    source = _source(tmp_path, "  char *p = buf;\n", deep)
    result = check_program(str(source), settings=Settings(loop_bound=2, timeout=20))
    assert [v.verdict for v in result.assertions] == ["holds-within-bound"]


GLOBAL_WALK = """extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
char line[80];
int main(void) {
  char *p = line;
  int count = 0;
  while (__VERIFIER_nondet_int()) {
    if (p < line + 80) { *p = 'x'; p++; count++; }
  }
  __VERIFIER_assert(p - line == count);
  return 0;
}
"""


@pytest.mark.parametrize(("guard", "clean"), [("p < line + 80", True), ("p <= line + 80", False)])
def test_a_walk_stops_the_deepening_only_without_undefined_behaviour(
    guard: str, clean: bool, tmp_path: Path
) -> None:
    """A global buffer walked by a pointer written at its declaration: proved, and when no
    state the invariants allow stores past the end (``<``), no run has undefined behaviour and
    the check may stop; with ``<=`` the 81st store is out of bounds: no early stop."""
    source = tmp_path / "line.c"
    source.write_text(GLOBAL_WALK.replace("p < line + 80", guard))
    program = parse_file(str(source))
    prover = LoopProver(lowered_for_check(program, None), 9)
    attempt = prover.attempt(2, [s.index for s in program.assertions], time.monotonic() + 600)
    assert [index for index, _ in attempt.proved] == [0]
    assert attempt.no_undefined is clean
