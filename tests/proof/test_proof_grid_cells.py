"""Two-dimensional arrays as one cell (issue 33, errlang.proof.cell_arrays): ``grid[i][j]`` is
the cell at byte ``i * row + j * size``; a grid written by a loop walking its rows is proved
with "every grid[k]: P", and a violation deeper than the bound — at the last element, through
an index past its row, through a row's pointer — is never proved away."""

from __future__ import annotations

from pathlib import Path

import pytest
from cell_cases import assert_never_proved_away, assert_proved, cell_arrays, written
from errlang.encoder.encoding import OUT_OF_BOUNDS
from errlang.session.check import check_program
from errlang.session.settings import Settings

HEAD = """extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
int grid[30][40];
int main(void) {
  int r = 0, c = 0;%s
  while (__VERIFIER_nondet_int()) {
    %s
  }
  int i = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int();
  if (i < 0 || i >= 30 || j < 0 || j >= 40) return 0;
  __VERIFIER_assert(grid[i][j] >= 0);
  return 0;
}
"""
WALK = "grid[r][c] = %s;\n    c++;\n    if (c == 40) { c = 0; r = (r + 1) %% 30; }"
SAFE = HEAD % ("", WALK % "1")
# each written after more iterations than the bound the proof rests on
DEEP = {
    "at the last element": HEAD % ("", WALK % "r == 29 && c == 39 ? -1 : 1"),
    "through a row's pointer": HEAD
    % ("\n  int *row = grid[5];", "if (c < 40) { row[c] = c == 30 ? -1 : 1; c++; }"),
}


def test_a_grid_becomes_one_cell(tmp_path: Path) -> None:
    assert cell_arrays(written(tmp_path, "grid.c", SAFE)) == "grid"


def test_a_row_pointer_refuses_the_grid(tmp_path: Path) -> None:
    assert cell_arrays(written(tmp_path, "grid.c", DEEP["through a row's pointer"])) is None


def test_a_grid_written_row_by_row_is_proved(tmp_path: Path) -> None:
    assert_proved(written(tmp_path, "grid.c", SAFE))


@pytest.mark.parametrize("name", sorted(DEEP))
def test_a_deep_violation_is_never_proved_away(name: str, tmp_path: Path) -> None:
    assert_never_proved_away(written(tmp_path, "grid.c", DEEP[name]))


def test_an_index_past_its_row_ends_the_run_and_is_found(tmp_path: Path) -> None:
    """``grid[0][6]`` of an ``int grid[3][4]`` is the byte of ``grid[1][2]``, but an index past
    its row is undefined (C11 J.2) and gcc's -fsanitize=bounds stops the run at the subscript
    (ir/subscripts.py, seventh session): the -1 is never written by a defined run, so the
    assertion holds for every run, and the deepening finds the undefined access (before, the
    run went on and the grid's proof had to follow it: a case of the test above)."""
    small = HEAD.replace("grid[30][40]", "grid[3][4]").replace("i >= 30", "i >= 3")
    source = small.replace("j >= 40", "j >= 4") % (
        "",
        "if (c < 8) { grid[0][c] = c == 6 ? -1 : 1; c++; }",
    )
    result = check_program(str(written(tmp_path, "grid.c", source)), settings=Settings(timeout=30))
    assert [a.verdict for a in result.assertions] == ["holds"]
    assert [(f.reason, f.line) for f in result.findings] == [(OUT_OF_BOUNDS, 9)]
