"""``check``'s encodings carry no event-word constraints (``Encoding.words``, issue 30).

Each event used to add ``Implies(guard, word[position] = letter)`` to the formula. The learner's
queries pin that array; ``check`` never asks it (a run's word is read from its events' guards and
positions, ``teacher.run_reading``), and the array made every formula with two function calls
or more fail z3's ``is-qfbv`` probe, so its fresh queries took z3's default solver instead of
the bit-vector pipeline (bencode_decode.c at 8 bytes, bounds 1-2: 30.8 -> 12.7 s of CPU).
Here: the check encoding has the same events and none of those constraints, the learning
encoding keeps one per event, and ``check`` still shows the failing run's word."""

from __future__ import annotations

from pathlib import Path

import z3
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.session.check import check_program
from errlang.teacher.fresh_solver import pure_bit_vectors

PROGRAM = """
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int twice(int x) { return 2 * x; }
static int step(int x) { return x + 1; }
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 100) return 0;
  int b = a > 50 ? step(a) : twice(a);
  int c = step(b);
  assert(c != 7);
  return 0;
}
"""


def _word_constraints(constraints: list[z3.BoolRef]) -> list[z3.BoolRef]:
    return [c for c in constraints if "word" in c.sexpr()]


def test_check_encoding_has_events_but_no_word_constraints(tmp_path: Path) -> None:
    path = tmp_path / "calls.c"
    path.write_text(PROGRAM)
    ir = build_ir(parse_file(str(path)))
    checked, _ = encode(ir, "main", 2, ("functions",), nests=True)
    learned, _ = encode(ir, "main", 2, ("functions",))
    assert not checked.words and learned.words
    assert len(checked.events) == len(learned.events) == 3  # step or twice, then step
    assert _word_constraints(checked.constraints) == []
    assert len(_word_constraints(learned.constraints)) == len(learned.events)
    assert pure_bit_vectors(checked.constraints)
    assert not pure_bit_vectors(learned.constraints)  # the word array


def test_check_still_shows_the_failing_runs_word(tmp_path: Path) -> None:
    path = tmp_path / "calls.c"
    path.write_text(PROGRAM)
    verdict = check_program(str(path)).assertions[0]
    assert verdict.verdict == "fails"
    assert verdict.counterexample is not None
    assert verdict.counterexample.word == ("twice", "step", "!error")  # a = 3: 2 * 3 + 1
    assert [i.value for i in verdict.counterexample.inputs] == [3]
