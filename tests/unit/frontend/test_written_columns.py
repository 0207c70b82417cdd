"""The column of an assertion inside a macro's expansion is the macro's as used (the check's
JSON and its text; before, the expansion's: one or more characters into the macro's name,
tree-sitter-python's ``array_back`` at 104:33 where the user wrote it at 104:32)."""

from __future__ import annotations

from pathlib import Path

from errlang.frontend.program import parse_file

SOURCE = """#include <assert.h>
#define CHECK(x) (assert(x), (x))
#define GET(a, i) (assert((i) < 4), (a)[i])
int main(int v, char **argv) {
  int t[4] = {0};
  int y = CHECK(v != 3);
  assert(y);
  return GET(t, v) + y + (argv != 0);
}
"""


def test_an_assertion_in_a_macro_is_at_the_macros_column(tmp_path: Path) -> None:
    path = tmp_path / "m.c"
    path.write_text(SOURCE)
    sites = parse_file(path).assertions
    assert [(s.line, s.column) for s in sites] == [(6, 11), (7, 3), (8, 10)]
