"""Which loops errlang.ir.scalar_loops accelerates (issue 23): straight-line affine updates of
registers under a counter test, nothing else."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.ir.scalar_loops import ScalarLoop

_HEAD = """
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assert(int);
int g;
"""


def _accelerated(tmp_path: Path, body: str) -> list[ScalarLoop]:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + "int main(void) {\n" + textwrap.dedent(body) + "}\n")
    ir = build_ir(parse_file(str(path)), summarise_loops=True, accelerate=True)
    return [i for i in ir.functions["main"].body if isinstance(i, ScalarLoop)]


ACCELERATED = {
    "counter to a constant": "int x = 0; while (x < 5000) x++; __VERIFIER_assert(x == 5000);",
    "two counters": "int i = 0, j = 0; while (i < 5000) { i++; j += 2; } return j;",
    "input limit": "int n = __VERIFIER_nondet_int(); int i = 0; while (i < n) i++; return i;",
    "limit on the left, global": "int n = 7; while (n > g) g += 1; return g;",
    "down counter, >=": "int i = 100, s = 0; while (i >= 0) { i -= 3; s = s - 1; } return s;",
    "!= with an odd step": "unsigned x = 0; while (x != 7) x += 3; return (int)x;",
    "for loop with a sum of the index": "int s = 0; for (int i = 0; i < 10; i++) s += i; return s;",
    "set once": "int f = 0; for (int i = 0; i < 10; i++) f = 1; return f;",
    "unsigned char widened": "unsigned char c = 0; while (c < 200) c++; return c;",
    "two phases": "unsigned x = 0; while (x < 9999) { if (x < 99) x += 2; else x += 3; } return x;",
    "two counters closing in": "int i = 1, j = 10; while (j >= i) { i += 2; j--; } return j;",
    "a limit the loop moves too": "int x = 0, n = 10; while (x < n) { x++; n--; } return x;",
    "two limits": "int x = 0; int n = g; while (x < n && x < 1000) x++; return x;",
}

REFUSED = {
    "a branch in the body": "int x = 0; while (x < 99) { if (x == 3) x += 2; else x++; }",
    "a nondet call in the body": "int x = 0; while (x < 10) { x += __VERIFIER_nondet_int(); }",
    "a product of registers": "int x = 0, y = 1; while (x < 10) { x++; y = y * x; } return y;",
    "a step away from the exit": "int x = 0; while (x < 10) x--; return x;",
    "an even step under !=": "int x = 0; while (x != 7) x += 2; return x;",
    "a store to memory": "int a[4]; int x = 0; while (x < 4) { a[0] = x; x++; } return a[0];",
    "a division": "int x = 0, y = 100; while (x < 10) { x++; y = y / 2; } return y;",
    "a widened register in an update": "long s = 0; int i = 0; while (i < 9) { s += i; i++; }",
    "an assertion in the body": "int x = 0; while (x < 9) { x++; __VERIFIER_assert(x < 5); }",
    "a break": "int x = 0; while (x < 9) { x++; if (g) break; } return x;",
    "a branch after a write": "int x = 0; while (x < 99) { g++; if (x < 9) x++; else x += 2; }",
    "a branch on another register": "int x = 0; while (x < 99) { if (g < 9) x++; else x += 2; }",
    "phases moving apart": "int x = 0; while (x < 99) { if (x < 9) x++; else x--; }",
    "two counters moving apart": "int i = 1, j = 10; while (i < j) { i++; j++; } return j;",
    "two limits, opposite ways": "int x = 0; while (x < 99 && x > -5) x++; return x;",
    "two limits, another register": "int x = 0, y = 0; while (x < 9 && y < 9) x++; return x;",
    "two counters, one quadratic": "int i = 0, j = 99; while (i < j) { i++; j -= i; }",
}


@pytest.mark.parametrize("body", ACCELERATED.values(), ids=ACCELERATED.keys())
def test_accelerated(tmp_path: Path, body: str) -> None:
    assert len(_accelerated(tmp_path, body)) == 1


@pytest.mark.parametrize("body", REFUSED.values(), ids=REFUSED.keys())
def test_refused(tmp_path: Path, body: str) -> None:
    assert _accelerated(tmp_path, body) == []


def test_the_forms(tmp_path: Path) -> None:
    (loop,) = _accelerated(tmp_path, ACCELERATED["for loop with a sum of the index"])
    kinds = {u.target.name: u.kind for u in loop.updates}
    assert kinds == {"s": "quadratic", "i": "linear"}
    assert loop.counter.name == "i" and loop.step == 1 and loop.op == "<"
    (loop,) = _accelerated(tmp_path, ACCELERATED["down counter, >="])
    assert loop.step == -3 and loop.op == ">="
    (loop,) = _accelerated(tmp_path, ACCELERATED["two phases"])
    assert loop.step == 2 and loop.split is not None and loop.split.step == 3
    assert loop.split.op == "<"
    (loop,) = _accelerated(tmp_path, ACCELERATED["limit on the left, global"])
    assert loop.counter.name == "g" and loop.counter.is_global and loop.op == "<"
