"""The registers a summarised array loop reduces (errlang.ir.reductions, issue 23) against
unwinding the same loops: for several vectors of input values, the value after the loop is
the same (a minimum, a maximum over unsigned char, a flag, the last iteration's value, where a
search stops)."""

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
from errlang.ir import nodes as n
from errlang.ir.program import build_ir

N = 40
_HEAD = f"""
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {{
  int i; int a[{N}]; unsigned char b[{N * 4}];
  for (i = 0; i < {N}; i++) a[i] = __VERIFIER_nondet_int();
"""

REDUCTIONS = {
    "minimum": ("int m = 5; for (i = 0; i < 40; i++) { if (a[i] < m) m = a[i]; }", "min"),
    "maximum of unsigned char": (
        "unsigned char m = 3; for (i = 0; i < 40; i++) b[i] = a[i];"
        "for (i = 0; i < 40; i++) { if (m <= b[i]) m = b[i]; }",
        "max",
    ),
    "flag": ("int m = 3; for (i = 0; i < 40; i++) { if (a[i] == 7) m = 9; }", "flag"),
    "last value": ("int m = 0; for (i = 0; i < 40; i++) m = a[i] + 1;", "last"),
    "search": ("i = 0; while (i < 40 && a[i] != 7) i++; int m = i;", "find"),
    "search by a break": (
        "for (i = 0; i < 40; i++) { if (a[i] > 15) break; } int m = i;",
        "find",
    ),
}
_RANDOM = random.Random(23)
VECTORS = [[_RANDOM.randint(-20, 20) for _ in range(N)] for _ in range(5)]
VECTORS[1][_RANDOM.randrange(N)] = 7  # the flag's value, somewhere


def _outcome(encoding: Encoding, values: list[int], summarised: bool) -> int:
    (failing,) = [t for t in encoding.terminations if t.site == 0]
    solver = z3.Solver()
    solver.add(*encoding.constraints, failing.guard)
    if summarised:  # the loop's inputs are an array over the iterations
        family = encoding.inputs[0].symbol.arg(0)
        solver.add(*(z3.Select(family, j) == v for j, v in enumerate(values)))
    else:
        solver.add(*(i.symbol == v for i, v in zip(encoding.inputs, values, strict=True)))
    assert solver.check() == z3.sat
    value = solver.model().eval(failing.reads[0].value, True)
    return value.as_signed_long() if value.size() > 8 else value.as_long()


@pytest.mark.parametrize("name", REDUCTIONS)
def test_reduced_equals_unwound(tmp_path: Path, name: str, monkeypatch) -> None:
    loop, kind = REDUCTIONS[name]
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + loop + "\n__VERIFIER_assert(m == 12345); }\n")
    monkeypatch.setattr(array_loops, "MIN_TRIPS", 8)  # small loops, to unwind them too
    summarised = build_ir(parse_file(str(path)), summarise_loops=True)
    body = summarised.functions["main"].body
    kinds = [r.kind for i in body if isinstance(i, n.ArrayLoop) for r in i.reductions]
    assert kinds == [kind]
    unwound, _ = encode(build_ir(parse_file(str(path))), "main", N + 1)
    reduced, _ = encode(summarised, "main", 1)
    expected = [_outcome(unwound, v, False) for v in VECTORS]
    assert [_outcome(reduced, v, True) for v in VECTORS] == expected
    assert len(set(expected)) > 1


REVERSALS = {
    "in place": "for (i = 0; i < 40; i++) a[i] = a[39 - i];",
    "in place, written at the mirrored index": "for (i = 0; i < 40; i++) a[39 - i] = a[i] + 1;",
    "guarded, over a shorter range": (
        "for (i = 3; i < 35; i++) { if (a[i] > 0) a[i] = 2 * a[37 - i]; }"
    ),
}


@pytest.mark.parametrize("name", REVERSALS)
def test_reversal_equals_unwound(tmp_path: Path, name: str, monkeypatch) -> None:
    """An in-place reversal reads back what earlier iterations wrote (reads_back)."""
    path = tmp_path / "prog.c"
    shown = " && ".join(f"a[{k}] == {k}" for k in (0, 3, 13, 20, 21, 34, 39))
    path.write_text(
        textwrap.dedent(_HEAD) + REVERSALS[name] + f"\n__VERIFIER_assert({shown}); }}\n"
    )
    monkeypatch.setattr(array_loops, "MIN_TRIPS", 8)
    summarised = build_ir(parse_file(str(path)), summarise_loops=True)
    loops = [i for i in summarised.functions["main"].body if isinstance(i, n.ArrayLoop)]
    assert [s.reads_back for loop in loops for s in loop.stores] == [False, True]
    unwound, _ = encode(build_ir(parse_file(str(path))), "main", N + 1)
    reversed_, _ = encode(summarised, "main", 1)
    for values in VECTORS:
        assert _contents(reversed_, values, True) == _contents(unwound, values, False)


def _contents(encoding: Encoding, values: list[int], summarised: bool) -> list[int]:
    (failing,) = [t for t in encoding.terminations if t.site == 0]
    solver = z3.Solver()
    solver.add(*encoding.constraints, failing.guard)
    if summarised:
        family = encoding.inputs[0].symbol.arg(0)
        solver.add(*(z3.Select(family, j) == v for j, v in enumerate(values)))
    else:
        solver.add(*(i.symbol == v for i, v in zip(encoding.inputs, values, strict=True)))
    assert solver.check() == z3.sat
    model = solver.model()
    return [model.eval(r.value, True).as_signed_long() for r in failing.reads]
