"""check_schedule.input_schedule (issue 30): the automatic depth tries the input's length L and
L + 1 and leaves out the bounds between L / 1.5 and L; programs without an input loop keep
the schedule."""

from __future__ import annotations

from errlang.frontend import parse_file
from errlang.session.check import lowered_for_check
from errlang.session.check_schedule import AUTO_SCHEDULE, input_schedule

HARNESS = """
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = 0;
  int n = 0;
  while (buf[n]) n++;
  return n;
}
"""


def _schedule(text: str, size: int) -> tuple[int, ...]:
    program = parse_file("harness.c", text, (), (f"N={size}",))
    return input_schedule(lowered_for_check(program, None), AUTO_SCHEDULE)[:9]


def test_the_input_length_and_one_more_are_tried() -> None:
    assert _schedule(HARNESS, 8) == (1, 2, 3, 4, 8, 9, 12, 16, 24)
    assert _schedule(HARNESS, 16) == (1, 2, 3, 4, 6, 8, 16, 17, 24)


def test_no_input_loop_keeps_the_schedule() -> None:
    assert _schedule(HARNESS.replace("__VERIFIER_nondet_char()", "'a'"), 8) == AUTO_SCHEDULE[:9]
    assert _schedule(HARNESS, 4) == AUTO_SCHEDULE[:9]  # short inputs: nothing to leave out
