"""gcc's checked arithmetic (errlang.ir.overflow_builtins) against gcc: a table of edge values
(0, 1, -1, MIN, MAX, MAX-1 of each operand type, operand and result types mixed) whose
expectations are Python's exact integers, run by gcc (the truth) and checked by errlang; the
same identities for every input of narrow types; a wrong expectation fails in both."""

from __future__ import annotations

import random
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

TYPES = {  # name: (bits, signed)
    "signed char": (8, True),
    "unsigned char": (8, False),
    "short": (16, True),
    "int": (32, True),
    "unsigned": (32, False),
    "long": (64, True),
    "unsigned long": (64, False),
    "long long": (64, True),
}
OPS = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b}


def _range(name: str) -> tuple[int, int]:
    bits, signed = TYPES[name]
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)


def _edges(name: str) -> list[int]:
    low, high = _range(name)
    return sorted({0, 1, -1 if low < 0 else 2, low, high, high - 1})


def _literal(name: str, value: int) -> str:
    return f"({name}){value & ((1 << 64) - 1)}ull"  # the bits, converted as gcc does (modular)


def _wrapped(name: str, value: int) -> int:
    bits, signed = TYPES[name]
    value &= (1 << bits) - 1
    return value - (1 << bits) if signed and value >> (bits - 1) else value


def _case(word: str, ta: str, tb: str, tr: str, a: int, b: int) -> str:
    exact = OPS[word](a, b)
    low, high = _range(tr)
    over = int(not low <= exact <= high)
    return (
        f"{{ {ta} a = {_literal(ta, a)}; {tb} b = {_literal(tb, b)}; {tr} r;"
        f" assert(__builtin_{word}_overflow(a, b, &r) == {over}"
        f" && r == {_literal(tr, _wrapped(tr, exact))}); }}"
    )


def _cases(count: int, seed: int) -> list[str]:
    """Every edge pair of one type into itself, for each op and type, then ``count`` checks
    drawn from every (op, operand types, result type, edge values)."""
    lines = [
        _case(word, name, name, name, a, b)
        for word in OPS
        for name in TYPES
        for a in _edges(name)
        for b in _edges(name)
    ]
    rng = random.Random(seed)
    names = list(TYPES)
    for _ in range(count):
        word, ta, tb, tr = rng.choice(list(OPS)), *(rng.choice(names) for _ in range(3))
        lines.append(_case(word, ta, tb, tr, rng.choice(_edges(ta)), rng.choice(_edges(tb))))
    return lines


def _program(lines: list[str]) -> str:
    body = "\n  ".join(lines)
    return f"#include <assert.h>\nint main(void) {{\n  {body}\n  return 0;\n}}\n"


def _check(path: Path) -> CheckResult:
    # a budget, not a measure: the edge program's 946 assertions take 37-48 s at load 12 (an
    # assertion left unknown at 60 s made the test fail under load, eighth session)
    return check_program(str(path), None, Settings(loop_bound=1, timeout=300))


def _gcc_runs(tmp_path: Path, path: Path) -> int:
    binary = tmp_path / "a.out"
    subprocess.run(["gcc", "-w", "-o", str(binary), str(path)], check=True)
    return subprocess.run([str(binary)], capture_output=True).returncode


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_edge_values_agree_with_gcc(tmp_path):
    lines = _cases(160, seed=3)
    # the cases that need care: MIN * -1 and MIN / MAX mixed with unsigned, for every width
    for tr in ("int", "long", "unsigned long", "signed char"):
        for ta, tb in (("long", "int"), ("long long", "unsigned long"), ("int", "unsigned")):
            b = -1 if TYPES[tb][1] else _range(tb)[1]
            lines.append(_case("mul", ta, tb, tr, _range(ta)[0], b))
    # products past 2^64 by the carry of the low halves only, and just below it
    for x, y in ((2**32 + 2, 2**32 - 1), (2**32 + 1, 2**32 - 1), (3 * 2**31, 2**33 - 1)):
        lines.append(_case("mul", "unsigned long", "unsigned long", "unsigned long", x, y))
        lines.append(_case("mul", "long", "unsigned long", "unsigned long", x, y))
        lines.append(_case("mul", "long", "long", "long", -x, y))
    path = tmp_path / "edges.c"
    path.write_text(_program(lines))
    assert _gcc_runs(tmp_path, path) == 0  # gcc agrees with the table
    result = _check(path)
    assert result.errors == ()
    wrong = [(a.line, a.verdict) for a in result.assertions if a.verdict != "holds"]
    assert len(result.assertions) == len(lines) and wrong == []


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_a_wrong_expectation_fails_in_gcc_and_errlang(tmp_path):
    # LLONG_MIN * -1 overflows long long and wraps to LLONG_MIN: claiming no overflow is wrong
    line = (
        "{ long long a = (long long)0x8000000000000000ull; int b = -1; long long r;"
        " assert(__builtin_mul_overflow(a, b, &r) == 0); }"
    )
    path = tmp_path / "wrong.c"
    path.write_text(_program([line]))
    assert _gcc_runs(tmp_path, path) != 0
    assert [a.verdict for a in _check(path).assertions] == ["fails"]


def test_every_input_of_narrow_types(tmp_path):
    path = tmp_path / "narrow.c"
    path.write_text(
        textwrap.dedent(
            """
            #include <assert.h>
            #include <stdckdint.h>
            extern signed char __VERIFIER_nondet_char(void);
            extern unsigned char __VERIFIER_nondet_uchar(void);
            int main(void) {
              signed char a = __VERIFIER_nondet_char();
              unsigned char b = __VERIFIER_nondet_uchar();
              signed char r;
              int w = a + b;
              assert(__builtin_add_overflow(a, b, &r) == (w < -128 || w > 127)
                     && r == (signed char)w);
              unsigned char m;
              int p = a * b;
              assert(ckd_mul(&m, a, b) == (p < 0 || p > 255) && m == (unsigned char)p);
              short s;
              assert(!ckd_sub(&s, a, b) && s == a - b);
              int u = 0;
              assert(__builtin_usub_overflow(b, 1u, (unsigned *)&u) == (b == 0));
              assert(__builtin_sub_overflow_p(a, b, (short)0) == 0);
              assert(__builtin_sub_overflow_p(a, b, (unsigned char)0) == 0);
              return 0;
            }
            """
        ).lstrip()
    )
    result = _check(path)
    assert result.errors == ()
    verdicts = [(a.line, a.verdict) for a in result.assertions]
    assert verdicts == [
        (10, "holds"),
        (14, "holds"),
        (16, "holds"),
        (18, "holds"),
        (19, "holds"),
        (20, "fails"),
    ]


def test_a_result_that_is_no_integer_is_refused_at_its_line(tmp_path):
    path = tmp_path / "bad.c"
    path.write_text("int main(void) {\n  _Bool r;\n  return __builtin_add_overflow(1, 2, &r);\n}\n")
    result = _check(path)
    assert [(e.line, "non-boolean integer" in e.message) for e in result.errors] == [(3, True)]
