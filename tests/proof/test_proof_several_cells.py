"""Several arrays of one program each made a cell of its own (issue 33, errlang.proof.cells):
two global arrays filled side by side are proved against each other, and a violation deeper
than the bound in either of them, or one the second cell could not follow, is never proved
away."""

from __future__ import annotations

from pathlib import Path

import pytest
from cell_cases import assert_never_proved_away, assert_proved, cell_arrays, written
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.proof.cells import morphed

PROGRAMS = Path(__file__).parent / "programs"
HEAD = """extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
int keys[1000];
int vals[1000];
"""
FILL = """int main(void) {
  int n = 0;%s
  while (__VERIFIER_nondet_int()) {
    if (n < 1000) { keys[n] = %s; vals[n] = %s; n++; }
  }
"""
CHECK = "  for (int i = 0; i < n; i++) __VERIFIER_assert(vals[i] == 3 * keys[i] + 1);\n"
SHIFTED = "  for (int i = 0; i + 1 < n; i++) __VERIFIER_assert(vals[i + 1] == 3 * keys[i] + 4);\n"
END = "  return 0;\n}\n"

# each a violation after 700 appends, deeper than the bound the proof rests on
DEEP = {
    "in the second array": FILL % ("", "n", "n == 700 ? 0 : 3 * n + 1") + CHECK,
    "in the first array": FILL % ("", "n == 700 ? 5 : n", "3 * n + 1") + CHECK,
    "at the other offset": FILL % ("", "n", "n == 700 ? 0 : 3 * n + 1") + SHIFTED,
    "through a copy of the second": FILL
    % ("\n  int *p = vals;", "n", "3 * n + 1; if (n == 700) p[n] = 0")
    + CHECK,
}


def _source(tmp_path: Path, body: str) -> Path:
    return written(tmp_path, "several.c", HEAD + body + END)


def test_each_array_becomes_a_cell_of_its_own() -> None:
    cells = morphed(build_ir(parse_file(str(PROGRAMS / "two_arrays_safe.c"))))
    assert cells is not None and [c.array for c in cells.cells] == ["keys", "vals"]
    assert len({c.value.name for c in cells.cells}) == 2


def test_a_copy_of_one_array_leaves_only_the_other_a_cell(tmp_path: Path) -> None:
    assert cell_arrays(_source(tmp_path, DEEP["through a copy of the second"])) == "keys"


def test_a_relation_shifted_by_one_between_two_arrays_is_proved(tmp_path: Path) -> None:
    assert_proved(_source(tmp_path, FILL % ("", "n", "3 * n + 1") + SHIFTED))


@pytest.mark.parametrize("name", sorted(DEEP))
def test_a_deep_violation_is_never_proved_away(name: str, tmp_path: Path) -> None:
    assert_never_proved_away(_source(tmp_path, DEEP[name]))
