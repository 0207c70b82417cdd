"""Replays of programs using <math.h> link libm (-lm): gcc calls fmax, floor, … at -O0."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from errlang.encoder.encoding import DIVISION_BY_ZERO
from errlang.explain.replay import find_compiler, replay
from errlang.frontend import parse_file
from errlang.session.ub_replay import SanitizedProgram

pytestmark = pytest.mark.skipif(find_compiler() is None, reason="no C compiler")

PROGRAM = """\
#include <math.h>
int nondet_int(void);
int main(void) {
  int x = nondet_int();
  double y = fmax(x, 1.0);
  int q = 10 / x;
  __VERIFIER_assert(y < 3.0);
  return q;
}
"""


def write(tmp_path: Path) -> Path:
    path = tmp_path / "maths.c"
    path.write_text(textwrap.dedent(PROGRAM))
    return path


def test_a_counterexample_calling_fmax_replays(tmp_path: Path) -> None:
    program = parse_file(write(tmp_path))
    result = replay(program, 0, [{"function": "nondet_int", "line": 4, "value": 5}])
    assert result.status == "reproduced", result.detail
    assert result.header_mode == "system-headers"


def test_a_finding_in_a_program_calling_fmax_replays_under_the_sanitizers(tmp_path: Path) -> None:
    path = write(tmp_path)
    with SanitizedProgram(path, parse_file(path).nondet_functions) as built:
        report = built.replay([0])
    assert report.confirms(DIVISION_BY_ZERO, 6), report.detail
