"""Sums and counts over arrays in one step (errlang.ir.sum_loops, errlang.encoder.sum_loops,
issue 23) against unwinding the same loops: for several values of the input, the accumulator
after the loop is the same; a summand that is not affine in the iteration (an array of inputs)
falls back to unwinding."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir import array_loops, sum_loops
from errlang.ir.program import build_ir
from errlang.ir.sum_loops import SumLoop

N = 40
_HEAD = f"""
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {{
  int i; int x = __VERIFIER_nondet_int(); int a[{N}]; int b[{N}];
"""

SUMS = {
    "constant fill, long sum": (
        "for (i = 0; i < 40; i++) a[i] = x; long s = 5; for (i = 0; i < 40; i++) s += a[i];"
    ),
    "index fill, unsigned char sum (wraps)": (
        "for (i = 0; i < 40; i++) a[i] = 3 * i - x;"
        "unsigned char s = 7; for (i = 0; i < 40; i++) s += (unsigned char)a[i];"
    ),
    "count under a guard": (
        "for (i = 0; i < 40; i++) a[i] = x; int s = 0;"
        "for (i = 0; i < 40; i++) { if (a[i] > 2) s++; }"
    ),
    "difference of two arrays, subtracted": (
        "for (i = 0; i < 40; i++) { a[i] = i + x; b[i] = i; } unsigned s = 1;"
        "for (i = 0; i < 40; i++) s -= (unsigned)a[i] - b[i];"
    ),
    "shifted read, if-else, two accumulators": (
        "for (i = 0; i < 40; i++) a[i] = 2 * i; unsigned s = 0, t = 3;"
        "for (i = 0; i < 39; i++) { if (x > 0) s += a[i + 1]; else t = t - x; } s = s * 100 + t;"
    ),
}
VALUES = [-7, 0, 1, 3, 250, 100000]


def _value(encoding: Encoding, x: int) -> int | None:
    """The value the assertion reads on the run with input ``x``, None if no run reaches it."""
    reaching = [t for t in encoding.terminations if t.site == 0]
    if not reaching:
        return None
    (failing,) = reaching
    solver = z3.Solver()
    solver.add(*encoding.constraints, failing.guard, encoding.inputs[0].symbol == x)
    if solver.check() != z3.sat:
        return None
    return solver.model().eval(failing.reads[0].value, True).as_signed_long()


def _program(tmp_path: Path, loops: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(array_loops, "MIN_TRIPS", 8)  # small loops, to unwind them too
    monkeypatch.setattr(sum_loops, "MIN_TRIPS", 8)
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + loops + "\n__VERIFIER_assert(s == 12345); }\n")
    return path


@pytest.mark.parametrize("name", SUMS)
def test_summed_equals_unwound(tmp_path: Path, name: str, monkeypatch) -> None:
    path = _program(tmp_path, SUMS[name], monkeypatch)
    summarised = build_ir(parse_file(str(path)), summarise_loops=True, accelerate=True)
    assert any(isinstance(i, SumLoop) for i in summarised.functions["main"].body)
    unwound, _ = encode(build_ir(parse_file(str(path))), "main", N + 1)
    summed, _ = encode(summarised, "main", 1)  # bound 1: only the summary gets past the loop
    expected = [_value(unwound, x) for x in VALUES]
    assert None not in expected and len(set(expected)) > 1
    assert [_value(summed, x) for x in VALUES] == expected


def test_inputs_are_not_affine_and_unwind(tmp_path: Path, monkeypatch) -> None:
    path = _program(
        tmp_path,
        "for (i = 0; i < 40; i++) a[i] = __VERIFIER_nondet_int() + x;"
        "int s = 0; for (i = 0; i < 40; i++) s += a[i];",
        monkeypatch,
    )
    summarised = build_ir(parse_file(str(path)), summarise_loops=True, accelerate=True)
    assert any(isinstance(i, SumLoop) for i in summarised.functions["main"].body)
    short, _ = encode(summarised, "main", 1)
    assert _value(short, 0) is None  # the loop unwound, and was cut at bound 1
    full, _ = encode(summarised, "main", N + 1)
    family = full.inputs[1].symbol.arg(0)  # the fill's inputs (an array over iterations)
    (failing,) = [t for t in full.terminations if t.site == 0]
    solver = z3.Solver()
    solver.add(*full.constraints, failing.guard, full.inputs[0].symbol == 2)
    solver.add(*(z3.Select(family, j) == j for j in range(N)))
    assert solver.check() == z3.sat
    assert solver.model().eval(failing.reads[0].value, True).as_signed_long() == 2 * N + 780


def test_assumption_inside_a_merged_guard(tmp_path: Path, monkeypatch) -> None:
    """The summand is affine only on the runs an assumption keeps (``x <= 0``: ``a[i]`` is 3),
    and that assumption is inside a call, so in the definition of a merged path's named guard:
    the query asks with the definitions, and the loop runs in one step."""
    path = _program(
        tmp_path,
        "for (i = 0; i < 40; i++) a[i] = (i < x) ? 5 : 3;"
        "long s = 0; for (i = 0; i < 40; i++) s += a[i];",
        monkeypatch,
    )
    text = path.read_text().replace(
        "int main(void) {",
        "extern void abort(void);\n"
        "void assume_abort_if_not(int c) { if (!c) abort(); }\n"
        "int main(void) {",
    )
    merged = "assume_abort_if_not(x <= 0); int y = 0; if (x == -7) y = 1;"  # two paths join
    path.write_text(text.replace("int b[40];", "int b[40]; " + merged))
    summarised = build_ir(parse_file(str(path)), summarise_loops=True, accelerate=True)
    summed, _ = encode(summarised, "main", 1)  # bound 1: only the summary gets past the loop
    assert _value(summed, -4) == 3 * 40
    assert _value(summed, 2) is None  # not a run
