"""Nested loops over two-dimensional arrays in one step (errlang.ir.grid_loops,
errlang.encoder.grid_loops, issue 23) against unwinding them: for several vectors of inputs,
the cells read afterwards are the same, and the assertion inside the loops fails exactly when
some iteration fails it."""

from __future__ import annotations

import random
import textwrap
from pathlib import Path

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir import array_loops
from errlang.ir.grid_loops import GridLoop
from errlang.ir.program import build_ir

ROWS, COLUMNS = 6, 7
_HEAD = f"""
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int a[{ROWS}][{COLUMNS}]; short b[{ROWS}][16];
int main(void) {{
  int i, j;
  for (i = 0; i < {ROWS}; i++) for (j = 0; j < {COLUMNS}; j++) a[i][j] = __VERIFIER_nondet_int();
"""
CELLS = [(0, 0), (0, 6), (2, 3), (3, 1), (5, 0), (5, 6)]
LOOPS = {
    "shifted copy, guarded": (
        "for (i = 0; i < 6; i++)"
        " for (j = 0; j < 7; j++) { if (a[i][j] > 0) b[i][j + 1] = 2 * a[i][j] - i; }"
    ),
    "two stores, the second reading the first": (
        "for (i = 1; i < 5; i++)"
        " for (j = 2; j < 6; j++) { a[i][j] = a[i][j] * j; b[i][j] = a[i][j] + 1; }"
    ),
    "rows and columns shifted": (
        "for (i = 0; i < 5; i++)"
        " for (j = 0; j < 6; j++) b[i + 1][j + 2] = a[i + 1][j] - a[i + 1][j];"
        "for (i = 0; i < 5; i++) for (j = 0; j < 6; j++) a[i][j + 1] = i * 10 + j;"
    ),
}
_RANDOM = random.Random(23)
VECTORS = [[_RANDOM.randint(-20, 20) for _ in range(ROWS * COLUMNS)] for _ in range(4)]


def _solver(encoding: Encoding, values: list[int], summarised: bool) -> tuple[z3.Solver, object]:
    failures = [t for t in encoding.terminations if t.site == 0]
    failing = failures[0]
    solver = z3.Solver()
    solver.add(*encoding.constraints, z3.Or(*(t.guard for t in failures)))
    if summarised:  # the fill's inputs are an array over the iterations' numbers
        (put,) = _families(failing.guard, solver)
        solver.add(*(z3.Select(put, k) == v for k, v in enumerate(values)))
    else:
        solver.add(*(i.symbol == v for i, v in zip(encoding.inputs, values, strict=True)))
    return solver, failing


def _families(guard: z3.BoolRef, solver: z3.Solver) -> list[z3.ArrayRef]:
    """The input arrays (``__VERIFIER_nondet_int!…``) the formula names."""
    found: dict[str, z3.ArrayRef] = {}
    todo = [*solver.assertions(), guard]
    seen: set[int] = set()
    while todo:
        e = todo.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_const(e) and z3.is_array(e) and str(e).startswith("__VERIFIER_nondet_int"):
            found[str(e)] = e
        todo.extend(e.children())
        if z3.is_quantifier(e):
            todo.append(e.body())
    return list(found.values())


def _cells(encoding: Encoding, values: list[int], summarised: bool) -> list[int]:
    solver, failing = _solver(encoding, values, summarised)
    assert solver.check() == z3.sat
    model = solver.model()
    return [model.eval(r.value, True).as_signed_long() for r in failing.reads]


def _program(tmp_path: Path, text: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(array_loops, "MIN_TRIPS", 8)  # small loops, to unwind them too
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + text + "\n}\n")
    return path


@pytest.mark.parametrize("name", LOOPS)
def test_cells_equal_unwound(tmp_path: Path, name: str, monkeypatch) -> None:
    shown = " + ".join(f"a[{r}][{c}] * 1000 + b[{r}][{c + 1}]" for r, c in CELLS)
    path = _program(tmp_path, LOOPS[name] + f"\n__VERIFIER_assert({shown} == 12345);", monkeypatch)
    summarised = build_ir(parse_file(str(path)), summarise_loops=True)
    grids = [i for i in summarised.functions["main"].body if isinstance(i, GridLoop)]
    assert len(grids) == 1 + LOOPS[name].count("for (i")
    unwound, _ = encode(build_ir(parse_file(str(path))), "main", COLUMNS + 1)
    summed, _ = encode(summarised, "main", 1)
    for values in VECTORS:
        assert _cells(summed, values, True) == _cells(unwound, values, False)


def test_assertion_fails_where_an_iteration_fails(tmp_path: Path, monkeypatch) -> None:
    path = _program(
        tmp_path,
        "for (i = 1; i < 6; i++) for (j = 0; j < 6; j++) __VERIFIER_assert(a[i][j + 1] != 7 - j);",
        monkeypatch,
    )
    summarised = build_ir(parse_file(str(path)), summarise_loops=True)
    assert sum(isinstance(i, GridLoop) for i in summarised.functions["main"].body) == 2
    unwound, _ = encode(build_ir(parse_file(str(path))), "main", COLUMNS + 1)
    summed, _ = encode(summarised, "main", 1)
    vectors = [list(v) for v in VECTORS]
    vectors[0] = [v if v < 0 else v + 8 for v in vectors[0]]  # nothing equals 7 - j
    vectors[0][0 * COLUMNS + 1] = 7 - 0  # row 0: not checked
    vectors[1][3 * COLUMNS + 5] = 7 - 4  # row 3, column 5: j = 4 fails
    vectors[2][5 * COLUMNS + 6] = 7 - 5  # the last iteration fails
    for values in vectors:
        expected = _solver(unwound, values, False)[0].check()
        assert _solver(summed, values, True)[0].check() == expected
    checks = [_solver(unwound, v, False)[0].check() for v in vectors[:3]]
    assert checks == [z3.unsat, z3.sat, z3.sat]
