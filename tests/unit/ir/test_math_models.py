"""<math.h> (errlang/include/libc/math.h, models/math.c): the rounding functions, copysign and
the classification macros agree with gcc's libm, signs of zero included; the functions without
a model are refused where called, never arbitrary values (exp(x) >= 0 must never fail); sqrt
is IEEE's correctly rounded square root (an IR operation, z3's fpSqrt), checked here too."""

from __future__ import annotations

import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings

PROGRAM = Path(__file__).resolve().parent / "programs" / "math_models.c"


def test_models_agree_with_gcc_on_every_assertion():
    result = check_program(str(PROGRAM), None, Settings(loop_bound=1, timeout=120))
    assert result.errors == ()
    assert len(result.assertions) > 40
    assert {a.verdict for a in result.assertions} == {"holds"}


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_the_same_assertions_hold_in_gcc(tmp_path):
    binary = tmp_path / "math_models"
    subprocess.run(["gcc", "-w", str(PROGRAM), "-o", str(binary), "-lm"], check=True)
    assert subprocess.run([str(binary)], check=False).returncode == 0


def test_a_function_without_model_is_refused_not_an_input(tmp_path):
    path = tmp_path / "prog.c"
    path.write_text(
        textwrap.dedent(
            """
            #include <math.h>
            #include <assert.h>
            extern double __VERIFIER_nondet_double(void);
            double root(double x) { return exp(x); }  /* pow has a model now */
            int main(void) {
              double x = __VERIFIER_nondet_double();
              if (x >= 0.0 && x <= 100.0)
                assert(root(x) >= 0.0);
              return 0;
            }
            """
        )
    )
    result = check_program(str(path), None, Settings(loop_bound=1, timeout=60))
    assert [a.verdict for a in result.assertions] == ["unknown"]
    # cut at the call (eighth session), no longer the whole of root() refused
    assert result.errors == ()
    cut = result.assertions[0].cuts[0]
    assert "exp (<math.h>) has no model" in cut.reason and (cut.line, cut.function) == (5, "root")
    assert result.warnings == ()  # not "not declared: its result is an input"
