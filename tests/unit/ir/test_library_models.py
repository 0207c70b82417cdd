"""C library functions whose result their arguments determine: modelled in C (strnlen,
strspn, strcspn, strpbrk, strstr, stpcpy, bzero, atoll; since the second held-out set bsearch,
strtoul/strtoll/strtoull, strdup, strndup, strcasecmp, strncasecmp, strtok, strtok_r, strsep,
memrchr, memmem, memccpy, bcopy, div/ldiv/lldiv; checked against gcc) or refused where
called (strtod, strtok, read, …), never inputs: an arbitrary strspn("aab", "a") made
assertions fail that hold in C, and a read() that wrote nothing made them hold."""

from __future__ import annotations

import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings

PROGRAM = Path(__file__).resolve().parent / "programs" / "string_models.c"


def test_string_models_agree_with_gcc():
    result = check_program(str(PROGRAM), None, Settings(loop_bound=12, timeout=120))
    assert result.errors == () and result.warnings == ()
    assert len(result.assertions) >= 15
    assert {a.verdict for a in result.assertions} == {"holds"}


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_the_same_assertions_hold_in_gcc(tmp_path):
    binary = tmp_path / "string_models"
    subprocess.run(["gcc", "-w", str(PROGRAM), "-o", str(binary)], check=True)
    assert subprocess.run([str(binary)], check=False).returncode == 0


def test_unmodelled_deterministic_functions_are_refused(tmp_path):
    path = tmp_path / "prog.c"
    path.write_text(
        textwrap.dedent(
            """
            #include <stdlib.h>
            #include <assert.h>
            int mblen(const char *, size_t);
            int main(void) {
              assert(mblen("a", 1) == 1);
              return 0;
            }
            """
        )
    )
    result = check_program(str(path), None, Settings(loop_bound=1, timeout=60))
    assert [a.verdict for a in result.assertions] == ["unknown"]
    # cut at the call (eighth session: strcoll has a model now, mblen has none)
    cut = result.assertions[0].cuts[0]
    assert "mblen (the C library) has no model" in cut.reason and cut.line == 6
