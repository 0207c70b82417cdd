"""Comma expressions with void operands (issue 29 item 2): ``(free(a), free(b))`` in a macro was
refused with "the value of a void function is used"; C allows a void operand anywhere its value
is not used (C11 6.5.17: the left operand is a void expression; the result has the right
operand's type, void included)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings


def check(tmp_path: Path, source: str):
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return check_program(str(path), None, Settings(loop_bound=2, timeout=60))


def test_void_operands_of_a_comma_are_lowered(tmp_path):
    result = check(
        tmp_path,
        """
        #include <stdlib.h>
        #include <assert.h>
        #define FREE2(a, b) (free(a), free(b))
        static int freed;
        static void release(void *p) { free(p); freed++; }
        int main(void) {
          int *p = malloc(4), *q = malloc(4);
          FREE2(p, q);
          (void)(release(malloc(1)), release(malloc(1)));
          freed ? (release(0), release(0)) : (void)0;
          assert(freed == 4);
          return 0;
        }
        """,
    )
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds"]


def test_a_double_free_through_a_comma_is_found(tmp_path):
    result = check(
        tmp_path,
        """
        #include <stdlib.h>
        #define FREE2(a, b) (free(a), free(b))
        int main(void) {
          int *p = malloc(4);
          FREE2(p, p);
          return 0;
        }
        """,
    )
    assert result.errors == ()
    assert any("free" in f.reason for f in result.findings), result.findings
