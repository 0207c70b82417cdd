"""Constant strings in one step (issue 29 item 5): string functions on literals need no loop
bound — at loop bound 1 every assertion below holds for all runs (the models' loops made them
"holds-within-bound" / "needs more iterations" before); the overflow of a literal copied into a
small buffer is found where ASan finds it; a program's own strlen is called, never folded."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings

LONG = "a" * 450


def check(tmp_path: Path, source: str):
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return check_program(str(path), None, Settings(loop_bound=1, timeout=60))


def test_string_functions_on_literals_hold_at_loop_bound_one(tmp_path):
    result = check(
        tmp_path,
        f"""
        #include <string.h>
        #include <assert.h>
        int main(void) {{
          char buf[600];
          char *end = stpcpy(buf, "{LONG}");
          assert(strlen("hello world") == 11 && end == buf + 450);
          assert(strcmp("abc", "abd") < 0 && strcmp("b", "a") > 0 && strcmp("", "") == 0);
          assert(strncmp("abcdef", "abcxyz", 3) == 0);
          assert(*strchr("hello", 'l') == 'l' && strchr("hello", 0) != 0);
          assert(strrchr("hello", 'z') == 0 && strrchr("hello", 'l') - strchr("hello", 'l') == 1);
          assert(strstr("haystack needle", "needle")[0] == 'n' && !strstr("ab", "c"));
          assert(buf[449] == 'a' && buf[450] == 0);
          return 0;
        }}
        """,
    )
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds"] * 7


def test_a_literal_copied_into_a_small_buffer_overflows(tmp_path):
    result = check(
        tmp_path,
        """
        #include <string.h>
        int main(void) {
          char small[4];
          strcpy(small, "toolong");
          return small[0];
        }
        """,
    )
    assert [(f.reason, f.line) for f in result.findings][:1] == [("out-of-bounds access", 4)]


def test_a_programs_own_strlen_is_called(tmp_path):
    result = check(
        tmp_path,
        """
        #include <assert.h>
        unsigned long strlen(const char *s) { return 42; }
        int main(void) { assert(strlen("ab") == 42); return 0; }
        """,
    )
    assert [a.verdict for a in result.assertions] == ["holds"]
