"""The printf family's C model (errlang/include/models/printf.c) against gcc's C library: each
case is formatted by gcc (the truth), then errlang checks a program asserting the same bytes
and count — every assertion must hold for all runs. A conversion the model does not format is
cut visibly, never a wrong byte."""

from __future__ import annotations

import random
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")

CASES = [
    ('"%d|%5d|%-5d|%05d"', "-2147483647 - 1, 42, 42, -42"),
    ('"%+d % d %.3d|%.0d|%8.3d"', "5, 5, 7, 0, -7"),
    ('"%lu %ld %lld %zu %hhd %hu"', "18446744073709551615UL, -5L, -5LL, (size_t)123, 300, 70000"),
    ('"%x %X %#x %#o %o|%08x|%#010x"', "255u, 255u, 255u, 8u, 0u, 48879u, 48879u"),
    ('"%c%3c%-3c|%s|%8s|%-8s|%.2s"', '\'a\', \'c\', \'d\', "abc", "abc", "abc", "abc"'),
    ('"%%|%p|%*d|%-*d|%.*d"', "(void *)0, 6, 1, 6, 1, 3, 1"),
    ('"%f|%.2f %.0f %.1f|%010.3f"', "3.14159, 2.675, 2.5, 0.05, -1.5"),
    ('"%f %f %F %.10f %#.0f"', "-0.0, 1e300 * 1e300, -(1e300 * 1e300), 0.1, 3.0"),
    ('"%e|%.2e|%E|%10.2e"', "12345.678, 0.000123456, 1.0, -1234.5"),
    ('"%g %g %g %g %.3g %#g|%-8g|"', "100000.0, 1e6, 0.0001, 0.00001, 3.14159, 1.0, 2.5"),
]


def _program(cases: list[tuple[str, str]], expected: list[tuple[int, str]] | None) -> str:
    lines = ["#include <stdio.h>", "#include <string.h>", "#include <assert.h>"]
    lines += ["int main(void) {", "  char b[128];", "  int r;"]
    for index, (fmt, args) in enumerate(cases):
        call = f"snprintf(b, sizeof b, {fmt}{', ' + args if args else ''})"
        if expected is None:
            lines.append(f'  r = {call}; printf("%d\\t%s\\n", r, b);')
        else:
            count, text = expected[index]
            quoted = text.replace("\\", "\\\\").replace('"', '\\"')
            lines.append(f'  r = {call}; assert(r == {count} && strcmp(b, "{quoted}") == 0);')
    return "\n".join([*lines, "  return 0;", "}", ""])


def _gcc_outputs(tmp_path: Path, cases: list[tuple[str, str]]) -> list[tuple[int, str]]:
    source, binary = tmp_path / "truth.c", tmp_path / "truth"
    source.write_text(_program(cases, None))
    subprocess.run(["gcc", "-w", str(source), "-o", str(binary)], check=True)
    out = subprocess.run([str(binary)], capture_output=True, text=True, check=True).stdout
    return [(int(line.split("\t", 1)[0]), line.split("\t", 1)[1]) for line in out.splitlines()]


def _agree(tmp_path: Path, cases: list[tuple[str, str]], loop_bound: int) -> None:
    expected = _gcc_outputs(tmp_path, cases)
    path = tmp_path / "model.c"
    path.write_text(_program(cases, expected))
    result = check_program(str(path), None, Settings(loop_bound=loop_bound, timeout=300))
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds"] * len(cases), [
        (a.line, a.verdict) for a in result.assertions if a.verdict != "holds"
    ]


def test_snprintf_writes_what_gcc_writes(tmp_path):
    _agree(tmp_path, [*CASES[:6], CASES[7]], loop_bound=80)


@pytest.mark.slow
def test_snprintf_of_doubles_writes_what_gcc_writes(tmp_path):
    _agree(tmp_path, CASES[6:], loop_bound=80)


@pytest.mark.slow
def test_snprintf_of_random_doubles_writes_what_gcc_writes(tmp_path):
    chosen = random.Random(29)
    cases = []
    for _ in range(24):
        value = chosen.choice([chosen.uniform(-1, 1), chosen.uniform(-1e6, 1e6)])
        value *= 10.0 ** chosen.randint(-12, 12)
        conversion = chosen.choice("fegEG")
        flags = chosen.choice(["", "+", "-", "#", "0", " "])
        cases.append((f'"%{flags}12.{chosen.randint(0, 9)}{conversion}"', repr(value)))
    _agree(tmp_path, cases, loop_bound=120)


def test_an_unmodelled_conversion_cuts_the_run_visibly(tmp_path):
    path = tmp_path / "prog.c"
    path.write_text(
        textwrap.dedent(
            """
            #include <stdio.h>
            #include <assert.h>
            int main(void) {
              char b[32];
              int r = snprintf(b, sizeof b, "%a", 1.0);
              assert(r == 6);
              return 0;
            }
            """
        )
    )
    result = check_program(str(path), None, Settings(loop_bound=8, timeout=60))
    (verdict,) = result.assertions
    assert verdict.verdict == "unknown"
    why = verdict.reason + " ".join(str(cut) for cut in verdict.cuts)
    assert "conversion is not modelled" in why
