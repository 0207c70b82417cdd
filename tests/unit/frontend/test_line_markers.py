"""A preprocessed ``.i`` file's own line markers (``# 7 "ring.c"``) are not followed: every
location is a line of the file analysed, and its functions are the user's."""

from __future__ import annotations

from errlang.frontend import parse_file
from errlang.frontend.preprocess import without_line_markers

I_FILE = """\
# 1 "ring.c"
# 1 "/usr/include/stdlib.h" 1 3 4
typedef long unsigned int size_t;
extern long double strtold (const char *__restrict __nptr, char **__restrict __endptr);
# 2 "ring.c" 2
#line 40 "other.c"
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c);
int twice(int x) { return 2 * x; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assert(twice(x) != 7);
  return 0;
}
"""


def test_markers_are_blanked_and_lines_kept():
    text = without_line_markers(I_FILE)
    assert text.count("\n") == I_FILE.count("\n")
    assert '"ring.c"' not in text and "#line" not in text
    assert "typedef long unsigned int size_t;" in text


def test_locations_are_lines_of_the_i_file(tmp_path):
    path = tmp_path / "ring.i"
    path.write_text(I_FILE)
    program = parse_file(str(path))
    assert [(a.line, a.function) for a in program.assertions] == [(12, "main")]
    twice = program.functions["twice"]
    assert twice.coord.line == 9
    assert program.from_user_file(twice)
