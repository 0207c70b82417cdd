"""Which nested loops errlang.ir.grid_loops summarises (issue 23): two counted loops, the outer
body the inner loop alone, the inner body touching only cell [i + ki][j + kj]; nothing else."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir.grid_loops import GridLoop
from errlang.ir.program import build_ir

_HEAD = """
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int m[100][50];
int w[100][50];
int v[100];
"""


def _grids(tmp_path: Path, body: str) -> list[GridLoop]:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + "int main(void) {\n" + textwrap.dedent(body) + "}\n")
    ir = build_ir(parse_file(str(path)), summarise_loops=True)
    main = ir.functions["main"].body
    assert not any(isinstance(i, n.ArrayLoop) for i in main)  # not taken for a 1-D loop
    return [i for i in main if isinstance(i, GridLoop)]


SUMMARISED = {
    "fill": "int i, j; for (i = 0; i < 100; i++) for (j = 0; j < 50; j++) m[i][j] = i + j;",
    "inputs, declared in the for": (
        "for (int i = 0; i < 100; i++)"
        " for (int j = 0; j < 50; j++) m[i][j] = __VERIFIER_nondet_int();"
    ),
    "copy and compare, guarded": (
        "int i, j; for (i = 0; i < 100; i++) for (j = 0; j < 50; j++) {"
        " if (m[i][j] > 0) w[i][j] = m[i][j]; else w[i][j] = -m[i][j];"
        " __VERIFIER_assert(w[i][j] >= 0); }"
    ),
    "shifted cells, <=": (
        "int i, j; for (i = 1; i <= 99; i++) for (j = 0; j < 49; j++) w[i - 1][j + 1] = m[i][j];"
    ),
}

REFUSED = {
    "short": "int i, j; for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) m[i][j] = 0;",
    "a statement besides the inner loop": (
        "int i, j; for (i = 0; i < 100; i++) { v[i] = 1; for (j = 0; j < 50; j++) m[i][j] = 0; }"
    ),
    "an array written and read at another cell": (
        "int i, j; for (i = 0; i < 99; i++) for (j = 0; j < 50; j++) m[i][j] = m[i + 1][j];"
    ),
    "transposed": "int i, j; for (i = 0; i < 50; i++) for (j = 0; j < 50; j++) m[j][i] = 1;",
    "past the last row": (
        "int i, j; for (i = 0; i < 101; i++) for (j = 0; j < 50; j++) m[i][j] = 1;"
    ),
    "past the last column": (
        "int i, j; for (i = 0; i < 9; i++) for (j = 0; j < 51; j++) m[i][j] = 1;"
    ),
    "a one-dimensional element": (
        "int i, j; for (i = 0; i < 100; i++) for (j = 0; j < 50; j++) m[i][j] = v[i];"
    ),
    "an inner bound read from a register": (
        "int i, j, k = 50; for (i = 0; i < 100; i++) for (j = 0; j < k; j++) m[i][j] = 1;"
    ),
    "a register written": (
        "int i, j, s = 0; for (i = 0; i < 100; i++) for (j = 0; j < 50; j++) s = s + m[i][j];"
    ),
    "a break": (
        "int i, j; for (i = 0; i < 100; i++)"
        " for (j = 0; j < 50; j++) { if (m[i][j]) break; m[i][j] = 1; }"
    ),
}


@pytest.mark.parametrize("name", SUMMARISED)
def test_summarised(tmp_path: Path, name: str) -> None:
    (grid,) = _grids(tmp_path, SUMMARISED[name])
    assert grid.outer.name != grid.inner.name


@pytest.mark.parametrize("name", REFUSED)
def test_refused(tmp_path: Path, name: str) -> None:
    assert _grids(tmp_path, REFUSED[name]) == []
