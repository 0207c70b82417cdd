"""Integer constant expressions in exact C arithmetic (ir/consteval.py), compared with gcc:
values beyond 2^53 (a float division gave ``9007199254740993 / 1 == 9007199254740992``),
division and remainder truncated toward zero (C11 6.5.5p6), the usual arithmetic conversions
(``-1 < 1u`` is 0), unsigned wrap-around (``~0u``), shifts (6.5.7) and the result's type.
End to end: the same constants as a static initialiser, an array size, a case label and an
enumerator (tests/unit/ir/programs/constants_exact.c), checked by errlang and run by gcc."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from errlang.ir.consteval import typed_const_eval
from errlang.ir.typeenv import TypeEnv
from gcc_layout import gcc_output
from pycparser import c_ast, c_parser

EXPRESSIONS = [
    "9007199254740993LL / 1",
    "9007199254740993LL % 10",
    "18446744073709551615ULL / 3",
    "18446744073709551615ULL % 1000000007",
    "-7 / 2",
    "-7 % 2",
    "7 / -2",
    "7 % -2",
    "-7 / 2u",
    "-1 < 1u",
    "-1L < 1u",
    "~0u",
    "~0",
    "-1u",
    "0u - 1 > 0",
    "1u << 31",
    "1 << 30 >> 29",
    "-16 >> 2",
    "1ULL << 63",
    "(unsigned char)300 + 1",
    "(char)200",
    "(short)-1 * 65536",
    "4294967295u + 1",
    "2147483647 + 1L",
    "(long)9007199254740993LL * 3 / 3",
    "sizeof(long) * 8 - 1",
    "10 > 3 ? 1u : -1",
    "0 ? 1u : -1",
    "1 || 1 / 0",
    "0 && 1 / 0",
    "'a' + 1",
    "0x80000000 >> 31",
    "-9223372036854775807LL - 1",
    "(9007199254740993LL + 2) / 2",
]


def _expression(text: str) -> c_ast.Node:
    ast = c_parser.CParser().parse(f"void f(void) {{ ({text}); }}")
    body = ast.ext[0].body.block_items
    assert body is not None
    return body[0]


def test_constants_agree_with_gcc(tmp_path: Path) -> None:
    lines = ["#include <stdio.h>", "int main(void) {"]
    for text in EXPRESSIONS:
        lines.append(
            f'  printf("%d %d %lld\\n", (int)sizeof({text}), (__typeof__({text}))-1 < 0,'
            f" (long long)({text}));"
        )
    lines += ["  return 0;", "}"]
    words = gcc_output(tmp_path, lines)
    env = TypeEnv()
    for i, text in enumerate(EXPRESSIONS):
        size, signed, value = (int(w) for w in words[3 * i : 3 * i + 3])
        found = typed_const_eval(_expression(text), env)
        assert found is not None, text
        ours, ctype = found
        as_long_long = ours - (1 << 64) if ours >= 1 << 63 else ours
        assert (ctype.size, int(ctype.signed), as_long_long) == (size, signed, value), text


@pytest.mark.parametrize("text", ["1 / 0", "5 % 0", "1 << 32", "1 << -1", "1u >> 40"])
def test_undefined_constants_are_no_value(text: str) -> None:
    assert typed_const_eval(_expression(text), TypeEnv()) is None


def test_the_contexts_of_constants_hold_as_gcc_runs_them(tmp_path: Path) -> None:
    program = Path(__file__).parent / "programs" / "constants_exact.c"
    assert gcc_output(tmp_path, [program.read_text()]) == ["ok"]
    done = subprocess.run(
        [sys.executable, "-m", "errlang", "check", str(program)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    verdicts = [line for line in done.stdout.splitlines() if not line.startswith(" ")]
    assert done.returncode == 0, done.stdout
    assert len(verdicts) == 8 and all("holds" in line for line in verdicts), done.stdout
