"""The assertions of a file found without parsing it (session/check_scan.py), for a budget
that runs out before the parse has finished: listed `unknown` with the reason, never a result
without them."""

from __future__ import annotations

from pathlib import Path

import pytest
from check_testing import PROGRAMS
from errlang.frontend import parse_file
from errlang.session.check_scan import scanned_sites
from errlang.session.front_budget import out_of_time
from errlang.session.settings import Settings

SOURCE = r"""#include <assert.h>
#define CHECK(c) assert(c)   /* a macro calling an assertion: its uses are assertions */
extern void reach_error(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }  /* errlang's own meaning */
static const char *s = "assert(0)";   // not a call: a string
struct point { int x, y; };
#define ERROR \
  reach_error()
int apply(int (*f)(int), int v)
{
  /* assert(v > 0) in a comment */
  assert(f != 0 && "a function");
  return f(v);
}
int old(a, b)
  int a; int b;
{
  __VERIFIER_assert(a <
                    b);
  return a;
}
int main(void)
{
  struct point p = {1, 2};
  if (p.x > 3) reach_error();
  CHECK(p.y == 2);
  if (p.x < 0) ERROR;
  return apply(0, old(p.x, p.y));
}
"""


def test_the_scan_finds_calls_in_bodies_in_source_order() -> None:
    found = [
        (s.index, s.line, s.column, s.kind, s.function, s.text)
        for s in scanned_sites("x.c", SOURCE)
    ]
    assert found == [  # what the parse finds too (its texts as the preprocessor leaves them)
        (0, 12, 3, "assert", "apply", 'f != 0 && "a function"'),
        (1, 18, 3, "__VERIFIER_assert", "old", "a < b"),
        (2, 25, 16, "reach_error", "main", "reach_error()"),
        (3, 26, 3, "assert", "main", "p.y == 2"),
        (4, 27, 16, "reach_error", "main", "reach_error()"),
    ]


@pytest.mark.parametrize(
    "name",
    [
        "bounded_safe.c",
        "only_through_ub.c",
        "svcomp_style/sum_init_unsafe.c",
        "heldout/tcas_safe.c",  # `#define assert(c) … __VERIFIER_error()`
    ],
)
def test_the_scan_agrees_with_the_parse(name: str) -> None:
    path = PROGRAMS / name
    # (columns differ inside a macro's expansion: the scan gives the use's, the parse the
    # expansion's)
    parsed = [(s.index, s.line, s.kind, s.function) for s in parse_file(path).assertions]
    scanned = [(s.index, s.line, s.kind, s.function) for s in scanned_sites(path)]
    assert scanned == parsed and parsed


def test_a_budget_out_before_the_parse_finished_lists_the_scanned_assertions(
    tmp_path: Path,
) -> None:
    path = tmp_path / "big.c"
    path.write_text(SOURCE)
    reason = "the time budget of 5 s ran out while parsing big.c"
    result = out_of_time(str(path), None, reason, Settings(timeout=5))
    assert [(a.line, a.verdict, a.reason) for a in result.assertions] == [
        (line, "unknown", reason) for line in (12, 18, 25, 26, 27)
    ]
    assert result.out_of_time and result.message is not None
    assert result.message.startswith(reason) and "scan of the source text" in result.message


def test_an_unreadable_file_has_no_scanned_assertion(tmp_path: Path) -> None:
    assert scanned_sites(tmp_path / "missing.c") == ()
