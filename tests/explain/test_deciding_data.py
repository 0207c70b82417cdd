"""The deciding step follows what a violating write under no branch reads (issue 31): the
branch that decided a value it reads — through a parameter and a called function's return —
not the statement; an input decides nothing, so a write of an input stays the statement."""

from __future__ import annotations

from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings

THROUGH_A_CALL = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int balance = 0;
int scale(int x) {
  int y = x * 2;
  if (x > 2)
    y = y + x;
  return y;
}
void deposit(int amount) { balance += amount; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int k = scale(n);
  deposit(k);
  assert(balance <= 6);
  return 0;
}
"""

AN_INPUT = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int balance = 0;
void deposit(int amount) { balance += amount; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  deposit(n);
  assert(balance <= 6);
  return 0;
}
"""


def _deciding(tmp_path: Path, text: str) -> dict[str, object]:
    path = tmp_path / "p.c"
    path.write_text(text)
    result = check_program(str(path), None, Settings(loop_bound=1, timeout=30))
    failing = next(a for a in result.assertions if a.verdict == "fails")
    assert failing.deciding is not None
    return failing.deciding.to_json()


def test_the_branch_in_the_called_function_decides_the_value_passed_on(tmp_path: Path) -> None:
    found = _deciding(tmp_path, THROUGH_A_CALL)
    assert (found["kind"], found["line"], found["function"]) == ("branch", 6, "scale")
    write = found["write"]  # the violating write it lets happen, in deposit
    assert isinstance(write, dict)
    assert (write["line"], write["values"]) == (10, [{"name": "balance", "value": 9}])


def test_an_input_decides_nothing_the_statement_stays(tmp_path: Path) -> None:
    found = _deciding(tmp_path, AN_INPUT)
    assert (found["kind"], found["line"], found["function"]) == ("statement", 4, "deposit")
