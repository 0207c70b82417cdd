"""The final-letter rule through the control flow (issue 19, teacher/event_paths.py): a cut word
followed by the error letter alone is decided when every path from the cut loop's head to the
assertion passes an event, also with the assertion in `main` (the fresh vending machine)."""

from __future__ import annotations

import itertools
from pathlib import Path

from errlang.encoder.encoding import ERROR_LETTER as ERR
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir
from errlang.teacher.decided import decided_words
from errlang.teacher.event_paths import EventPaths
from picture_support import learn_at

VENDING = Path(__file__).parents[1] / "learn" / "programs" / "fresh" / "vending.c"
LINE = 26  # assert(box >= PRICE), after `select` and `vend`
EVENTS = ("events",)
AFTER_LOOP = """\
#include <assert.h>
#include <errlang.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) {
      ERRLANG_EVENT(tick);
      x++;
    }
  }
  assert(x != 2);
  return 0;
}
"""


def ir_of(path: Path) -> IRProgram:
    return build_ir(parse_file(str(path), None, (), ()))


def test_a_failure_behind_events_in_main_decides_the_final_letter_after_a_cut() -> None:
    learned = learn_at(VENDING, LINE, 3, EVENTS)
    assert decided_words(learned.teacher, learned.exact).final_after_cut  # the first rule: no
    decided = decided_words(learned.teacher, learned.exact, ir_of(VENDING), EVENTS)
    assert not decided.final_after_cut


def test_decided_rejects_through_the_control_flow_hold_at_a_larger_bound() -> None:
    """Soundness: every word the bound-3 analysis now rejects is no failing word at bound 5."""
    small = learn_at(VENDING, LINE, 3, EVENTS)
    decided = decided_words(small.teacher, small.exact, ir_of(VENDING), EVENTS)
    spec = decided.automaton()
    assert spec is not None
    large = learn_at(VENDING, LINE, 5, EVENTS, max_length=small.teacher.max_length)
    letters = ("coin", "refund", "select", "vend")
    rejected = 0
    for k in range(1, small.teacher.max_length + 1):
        for word in itertools.product((*letters, ERR), repeat=k):
            if spec.verdict(word) == "reject" and word[-1] == ERR and ERR not in word[:-1]:
                rejected += 1
                assert not large.teacher.membership(word), word
    assert rejected > 100


def test_an_event_free_path_to_the_assertion_keeps_the_final_letter_free(tmp_path: Path) -> None:
    path = tmp_path / "after_loop.c"
    path.write_text(AFTER_LOOP)
    learned = learn_at(path, 12, 2, EVENTS)
    decided = decided_words(learned.teacher, learned.exact, ir_of(path), EVENTS)
    assert decided.final_after_cut  # the loop's exit reaches the assertion without an event
    assert ("tick", "tick") in (decided.cuts.words or ())
    assert learn_at(path, 12, 3, EVENTS).teacher.membership(("tick", "tick", ERR))


def test_paths_count_only_the_chosen_letters_and_an_unknown_loop_may_fail() -> None:
    program = ir_of(VENDING)
    site = program.source.assertion_at(LINE)
    assert site is not None
    paths = EventPaths(program, site.index, EVENTS, ("coin", "refund", "select", "vend"))
    assert not paths.fails_after_loop("main", 13)  # the while loop's line
    assert paths.fails_after_loop("main", 999)  # no loop there: may fail
    without_select = EventPaths(program, site.index, EVENTS, ("coin", "refund", "vend"))
    assert without_select.fails_after_loop("main", 13) is False  # vend is still on the path
    neither = EventPaths(program, site.index, EVENTS, ("coin", "refund"))
    assert neither.fails_after_loop("main", 13)


BLOCK_BEFORE_EVENT = """\
#include <assert.h>
#include <errlang.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  int *p = &x;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) ERRLANG_EVENT(tick);
  }
  { int y = 1; p = &y; x += *p; }
  ERRLANG_EVENT(done);
  assert(x != 2);
  return 0;
}
"""


def test_the_end_of_a_blocks_objects_is_no_unknown_instruction(tmp_path: Path) -> None:
    """W's EndOfLife (a block's escaping local dead at its end) emits no letter and fails no
    assertion: the walk passes it and finds the event behind it (before: "not known here")."""
    source = tmp_path / "block.c"
    source.write_text(BLOCK_BEFORE_EVENT)
    program = ir_of(source)
    assert any(type(i).__name__ == "EndOfLife" for i in program.functions["main"].body)
    site = program.source.assertion_at(12)
    assert site is not None
    paths = EventPaths(program, site.index, EVENTS, ("tick", "done"))
    assert not paths.fails_after_loop("main", 7)  # the while loop's line
