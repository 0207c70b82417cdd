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


def test_a_macro_expanded_before_an_assertion_on_its_line_moves_no_column(
    tmp_path: Path,
) -> None:
    """``int v = va_arg(ap, int); assert(v != n);`` on one line (C2's sweep): the expansion of
    ``va_arg`` is longer than its use, so the assertion's expanded column fell on ``return``
    (3:73, its text "return"); it is at ``assert`` as written."""
    path = tmp_path / "w.c"
    source = (
        "#include <assert.h>\n#define TWICE(x) ((x) + (x) + 0 * (x))\n"
        "int f(int x) { int y = TWICE(x); assert(y != 4); return y; }\n"
    )
    path.write_text(source)
    (site,) = parse_file(path).assertions
    assert (site.line, site.column, site.text) == (
        3,
        source.splitlines()[2].index("assert") + 1,
        "y != 4",
    )
