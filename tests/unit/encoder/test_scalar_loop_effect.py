"""The effect of an accelerated scalar loop (errlang.encoder.scalar_loops, issue 23) against
unwinding the same loop in full: for every input of a small grid, both encodings fail the final
assertion or neither does, with the same values read (the registers after the loop). Inputs
include runs whose counter wraps around its type (no closed form: they must unwind)."""

from __future__ import annotations

import itertools
import textwrap
import time
from pathlib import Path

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.ir.scalar_loops import ScalarLoop

_HEAD = """
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_assert(int);
"""

PROGRAMS = {
    "counter to an input, second counter": (
        """
        int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n < 20);
        unsigned i = 0, j = 5;
        while (i < n) { i++; j += 3; }
        __VERIFIER_assert(i == 12345 && j == 1);
        """,
        [range(-3, 20)],
        24,
    ),
    "sum of an affine function of the index": (
        """
        int k = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
        __VERIFIER_assume(-6 <= k && k <= 6 && -6 <= n && n <= 6);
        unsigned s = 7, t = 0;
        for (int i = k; i <= n; i++) { s += 2u * i + 1; t = t - i - k; }
        __VERIFIER_assert(s == 99999 && t == 1);
        """,
        [range(-6, 7, 2), range(-6, 7, 3)],
        16,
    ),
    "down by three to a limit, >=": (
        """
        int x = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
        __VERIFIER_assume(-20 <= x && x <= 20 && -5 <= m && m <= 5);
        int c = 0; unsigned f = 0;
        while (x >= m) { x -= 3; c++; f = m + 1u; }
        __VERIFIER_assert(x == 1000 && c == 1 && f == 77);
        """,
        [range(-20, 21, 4), range(-5, 6, 5)],
        16,
    ),
    "!= counting down": (
        """
        unsigned x = __VERIFIER_nondet_int(), t = __VERIFIER_nondet_int();
        int c = 0;
        while (t != x) { x -= 1; c += 3; }
        __VERIFIER_assert(c == 1000);
        """,
        [range(0, 40, 7), range(0, 40, 9)],
        48,
    ),
    "signed char wrapping past its maximum": (
        """
        signed char x = __VERIFIER_nondet_int(); int lim = __VERIFIER_nondet_int();
        __VERIFIER_assume(90 <= lim && lim <= 140);
        int c = 0;
        while (x < lim) { x += 29; c += 2; }
        __VERIFIER_assert(c == 1000 && x == 0);
        """,
        [range(-128, 128, 23), range(90, 141, 10)],
        64,
    ),
    "two phases, up": (
        """
        signed char x = __VERIFIER_nondet_int(); int k = __VERIFIER_nondet_int();
        __VERIFIER_assume(-10 <= x && x <= 40 && -5 <= k && k <= 45);
        unsigned y = 0, z = 1;
        while (x < 30) { if (x < k) { x += 2; y++; } else { x += 3; z = z + y; } }
        __VERIFIER_assert(x == 1000 && y == 1 && z == 2);
        """,
        [range(-10, 41, 7), range(-5, 46, 10)],
        40,
    ),
    "two phases, down, the branch reversed": (
        """
        signed char x = __VERIFIER_nondet_int(); int k = __VERIFIER_nondet_int();
        __VERIFIER_assume(-60 <= k && k <= 60);
        unsigned c = 0;
        while (x >= -100) { if (k >= x) { x -= 7; c += 1; } else { x -= 3; c += 10; } }
        __VERIFIER_assert(c == 100000);
        """,
        [range(-128, 128, 31), range(-60, 61, 40)],
        100,
    ),
    "two phases, the first ending in a wrap-around": (
        """
        signed char x = __VERIFIER_nondet_int(); int k = __VERIFIER_nondet_int();
        __VERIFIER_assume(100 <= k && k <= 140);
        unsigned c = 0;
        while (x < 120) { if (x < k) { x += 11; c++; } else { x += 5; c += 100; } }
        __VERIFIER_assert(c == 100000);
        """,
        [range(-128, 128, 23), range(100, 141, 8)],
        60,
    ),
    "two limits joined by &&": (
        """
        int n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
        __VERIFIER_assume(-5 <= m && m <= 30);
        int x = 0, y = 0;
        while (x < n && x <= m) { x += 3; y += 2; }
        __VERIFIER_assert(x == 1000 && y == 1);
        """,
        [range(-3, 40, 5), range(-5, 31, 6)],
        20,
    ),
    "two counters closing in": (
        """
        int i = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int();
        __VERIFIER_assume(-20 <= i && i <= 20 && -20 <= j && j <= 20);
        int c = 0;
        while (j >= i) { i += 2; j--; c += 5; }
        __VERIFIER_assert(c == 1000 && i == 0 && j == 0);
        """,
        [range(-20, 21, 6), range(-20, 21, 5)],
        20,
    ),
}


def _encode(path: Path, accelerate: bool, bound: int) -> Encoding:
    ir = build_ir(parse_file(str(path)), summarise_loops=accelerate, accelerate=accelerate)
    if accelerate:
        assert any(isinstance(i, ScalarLoop) for i in ir.functions["main"].body)
    encoding, _ = encode(ir, "main", bound)
    return encoding


def _outcomes(encoding: Encoding, grid: list[range]) -> dict[tuple[int, ...], object]:
    """Input values -> the values the failing assertion reads (None: no failing run; "cut":
    the run needs more iterations than the bound, left out of the comparison)."""
    failing = [t for t in encoding.terminations if t.site == 0]
    symbols = [i.symbol for i in encoding.inputs][: len(grid)]
    solver = z3.Solver()
    solver.add(*encoding.constraints)
    found: dict[tuple[int, ...], object] = {}
    for values in itertools.product(*grid):
        solver.push()
        solver.add(*(s == z3.BitVecVal(v, s.size()) for s, v in zip(symbols, values, strict=True)))
        if solver.check(encoding.bound_hit) == z3.sat:
            found[values] = "cut"
        elif solver.check(z3.Or(*(t.guard for t in failing))) == z3.sat:
            model = solver.model()
            (run,) = [t for t in failing if z3.is_true(model.eval(t.guard, True))]
            found[values] = tuple(model.eval(r.value, True).as_long() for r in run.reads)
        else:
            found[values] = None
        solver.pop()
    return found


@pytest.mark.parametrize("name", PROGRAMS)
def test_accelerated_equals_unwound(tmp_path: Path, name: str) -> None:
    body, grid, bound = PROGRAMS[name]
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + "int main(void) {\n" + textwrap.dedent(body) + "}\n")
    unwound = _outcomes(_encode(path, False, bound), grid)
    accelerated = _outcomes(_encode(path, True, bound), grid)
    assert {k: v for k, v in accelerated.items() if unwound[k] != "cut"} == {
        k: v for k, v in unwound.items() if v != "cut"
    }
    assert any(v not in (None, "cut") for v in unwound.values())


def test_many_iterations_cost_nothing(tmp_path: Path) -> None:
    path = tmp_path / "prog.c"
    path.write_text(
        textwrap.dedent(_HEAD)
        + "int main(void) { unsigned x = 1, j = 0;\n"
        + "  while (x < 0x0fffffff) { x += 2; j += 5; }\n"
        + "  __VERIFIER_assert(j != 671088635u); return 0; }\n"
    )
    started = time.monotonic()
    encoding = _encode(path, True, 1)
    failing = [t.guard for t in encoding.terminations if t.site == 0]
    solver = z3.Solver()
    solver.add(*encoding.constraints, z3.Or(*failing))
    assert solver.check() == z3.sat  # 2^27 - 1 iterations: j = 5 * 134217727 mod 2^32
    assert (
        not [c for c in encoding.cuts if c.kind == "bound"]
        or solver.check(*encoding.constraints, z3.Or(*(c.guard for c in encoding.cuts))) == z3.unsat
    )
    assert time.monotonic() - started < 10
