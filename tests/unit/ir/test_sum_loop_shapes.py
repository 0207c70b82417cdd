"""Which loops errlang.ir.sum_loops marks as sums (issue 23): a counted loop adding a pure
value, under guards, to registers read nowhere else in the body; nothing else."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir.program import build_ir
from errlang.ir.sum_loops import SumLoop

_HEAD = """
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int g[1000];
int k;
"""


def _sums(tmp_path: Path, body: str, accelerate: bool = True) -> list[SumLoop]:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + "int main(void) {\n" + textwrap.dedent(body) + "}\n")
    ir = build_ir(parse_file(str(path)), summarise_loops=True, accelerate=accelerate)
    return [i for i in ir.functions["main"].body if isinstance(i, SumLoop)]


MARKED = {
    "sum of an array": ("long s = 0; for (int i = 0; i < 1000; i++) s += g[i]; return s;", 1),
    "a count under a guard": (
        "int c = 0; for (int i = 0; i < 1000; i++) { if (g[i] > 0) c++; } return c;",
        1,
    ),
    "two sums, if and else, subtracting": (
        "unsigned p = 0, q = 0; int i;"
        "for (i = 0; i < 1000; i++) { if (g[i] != 3) p = p + g[i]; else q -= g[999 - i]; }"
        "return p + q;",
        2,
    ),
    "narrow accumulator, global": (
        "unsigned char c = 0;"
        " for (int i = 0; i < 500; i++) c += (unsigned char)g[i + 1]; return c;",
        1,
    ),
    "summand on the left, invariant register": (
        "int s = 0, x = __VERIFIER_nondet_int(); for (int i = 0; i < 999; i++) s = x * g[i] + s;"
        "return s;",
        1,
    ),
    "a global accumulator": ("for (int i = 0; i < 100; i++) k += g[i] * 2; return k;", 1),
}

REFUSED = {
    "short loop": "int s = 0; for (int i = 0; i < 10; i++) s += g[i]; return s;",
    "summand reads an accumulator": (
        "int s = 0, t = 0; for (int i = 0; i < 999; i++) { s += g[i]; t += s; } return t;"
    ),
    "a product": "int s = 1; for (int i = 0; i < 999; i++) s = s * g[i]; return s;",
    "a store in the body": "int s = 0; for (int i = 0; i < 999; i++) { g[i] = 1; s += g[i]; }",
    "an input in the body": (
        "int s = 0; for (int i = 0; i < 999; i++) s += __VERIFIER_nondet_int(); return s;"
    ),
    "a break": "int s = 0; for (int i = 0; i < 999; i++) { if (g[i]) break; s += g[i]; }",
    "a division by a variable": "int s = 0; for (int i = 0; i < 999; i++) s += 7 / g[i];",
    "out of the array": "int s = 0; for (int i = 0; i < 1001; i++) s += g[i]; return s;",
    "accumulator written twice": (
        "int s = 0; for (int i = 0; i < 999; i++) { s += g[i]; s += 1; } return s;"
    ),
    "a narrowing inside": "long s = 0; for (int i = 0; i < 999; i++) s = (int)(s + g[i]);",
    "an assertion in the body": (
        "int s = 0; for (int i = 0; i < 999; i++) { s += g[i]; __VERIFIER_assert(s < 5); }"
    ),
    "the difference the other way": "int s = 0; for (int i = 0; i < 999; i++) s = g[i] - s;",
    "the index written": "int s = 0; for (int i = 0; i < 999; i++) { s += g[i]; i += 0; }",
}


@pytest.mark.parametrize("name", MARKED)
def test_marked(tmp_path: Path, name: str) -> None:
    body, count = MARKED[name]
    (loop,) = _sums(tmp_path, body)
    assert len(loop.sums) == count


@pytest.mark.parametrize("name", REFUSED)
def test_refused(tmp_path: Path, name: str) -> None:
    assert _sums(tmp_path, REFUSED[name]) == []


def test_only_in_the_automatic_depth(tmp_path: Path) -> None:
    """With a fixed bound (no ``accelerate``) the loop stays a plain loop."""
    assert _sums(tmp_path, MARKED["sum of an array"][0], accelerate=False) == []


def test_a_scalar_sum_is_left_to_the_scalar_loops(tmp_path: Path) -> None:
    """``s += i`` alone is a scalar loop's (errlang.ir.scalar_loops), not marked twice."""
    path = tmp_path / "prog.c"
    path.write_text(
        textwrap.dedent(_HEAD) + "int main(void) { int s = 0; int i;"
        " for (i = 0; i < 999; i++) s += i; return s; }\n"
    )
    ir = build_ir(parse_file(str(path)), summarise_loops=True, accelerate=True)
    enters = [i for i in ir.functions["main"].body if isinstance(i, n.LoopEnter)]
    assert len(enters) == 1 and not isinstance(enters[0], SumLoop)
