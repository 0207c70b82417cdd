"""Input read into a program's buffers and variables (issue 23: scanf and fgets wrote nothing,
so assertions on what they read held "for all runs" where C fails them): scanf/fscanf store
inputs into the conversions' arguments, only for the items the count says were assigned;
fgets and fread are C models over fgetc's inputs; scanf's %s is refused, never guessed; sscanf
and sprintf are C models (errlang/include/models, issue 29) that parse and write exactly."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.ir.scanf import conversions
from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult


def check(tmp_path: Path, source: str, loop_bound: int = 1) -> CheckResult:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return check_program(str(path), None, Settings(loop_bound=loop_bound, timeout=60))


def test_format_conversions():
    assert conversions("%d %*s %5lu%%%c%lf") == [
        (False, "", "d"),
        (True, "", "s"),
        (False, "5", "u"),
        (False, "", "c"),
        (False, "", "f"),
    ]


def test_scanf_writes_the_items_it_counts(tmp_path):
    result = check(
        tmp_path,
        """
        #include <stdio.h>
        #include <assert.h>
        int main(void) {
          int a = 0, b = 0;
          double d = 0.0;
          int n = scanf("%d %d", &a, &b);
          assert(n >= -1 && n <= 2);
          if (n == 1)
            assert(b == 0);
          if (n == 2)
            assert(a != 5 || b != 6);
          if (fscanf(stdin, "%lf", &d) == 1)
            assert(d != 2.5);
          return 0;
        }
        """,
    )
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds", "holds", "fails", "fails"]


def test_fgets_and_fread_read_inputs(tmp_path):
    result = check(
        tmp_path,
        """
        #include <stdio.h>
        #include <assert.h>
        int main(void) {
          char line[4] = { 'x', 'x', 'x', 'x' };
          unsigned char raw[2] = { 0, 0 };
          if (fgets(line, sizeof line, stdin) == NULL)
            assert(line[0] == 'x');
          else
            assert(line[0] != 'q');
          if (fread(raw, 1, 2, stdin) == 2)
            assert(raw[1] != 7);
          return 0;
        }
        """,
        loop_bound=4,
    )
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds", "fails", "fails"]


def test_what_cannot_be_written_soundly_is_refused(tmp_path):
    result = check(
        tmp_path,
        """
        #include <stdio.h>
        #include <assert.h>
        int parse(const char *s) { int v = 0; sscanf(s, "%d", &v); return v; }
        int word(void) { char w[8] = "ok"; scanf("%7s", w); return w[0]; }
        int main(void) {
          assert(parse("12") == 12);
          assert(word() != 'z');
          return 0;
        }
        """,
        loop_bound=8,  # the sscanf model's loops over "12" and "%d"
    )
    assert "fails" not in {a.verdict for a in result.assertions}
    messages = " ".join(e.message for e in result.errors)
    assert "%s conversion is not supported" in messages
    # sscanf parses the known string (a C model since issue 29): the parse holds
    assert result.assertions[0].verdict == "holds"


def test_formatted_output_into_a_buffer_is_written_not_left_unwritten(tmp_path):
    result = check(
        tmp_path,
        """
        #include <stdio.h>
        #include <assert.h>
        int main(void) {
          char b[8];
          sprintf(b, "%d", 5);
          assert(b[0] == '5');
          return 0;
        }
        """,
    )
    # refused before issue 29; now the C model writes the exact bytes
    assert [a.verdict for a in result.assertions] == ["holds"]
