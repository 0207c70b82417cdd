"""An array as one symbolic cell (issue 33, errlang.proof.cells): the rewriting is made only when
every use of the pointer is an element access of its type, and a violation the rewriting would
hide (a write through a copy of the pointer, a second object) is never proved away."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.proof.cells import morphed
from errlang.session.check import check_program, lowered_for_check
from errlang.session.settings import Settings

HEAD = """extern int __VERIFIER_nondet_int(void);
#include <stdlib.h>
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 0;
  int i;
"""
FILL = "  for (i = 0; i < n; i++) a[i] = 1;\n"
CHECK = "  for (i = 0; i < n; i++) __VERIFIER_assert(a[i] > 0);\n  return 0;\n}\n"
MALLOC = "  int *a = malloc(sizeof(int) * n);\n  if (!a) return 0;\n"

# each a violation deeper than any bound: a rewriting that missed the marked use would prove it
HIDDEN = {
    "copy": MALLOC + "  int *b = a;\n" + FILL + "  if (n > 500) b[n - 1] = -1;\n",
    "second object": MALLOC + FILL + "  if (n > 500) { a = malloc(sizeof(int) * n); a[0] = 1; }\n",
    "bytes": MALLOC + FILL + "  if (n > 500) ((char *)a)[3] = -1;\n",
    "call": MALLOC + FILL + "  if (n > 500) free(a);\n",
}


def _ir(tmp_path: Path, body: str) -> Path:
    source = tmp_path / "cells.c"
    source.write_text(HEAD + body + CHECK)
    return source


@pytest.mark.parametrize("shape", ["  int a[n];\n", MALLOC])
def test_a_vla_and_a_malloc_array_become_one_cell(shape: str, tmp_path: Path) -> None:
    ir = lowered_for_check(parse_file(str(_ir(tmp_path, shape + FILL))), None)
    cells = morphed(ir)
    assert cells is not None and cells.array == "a"


@pytest.mark.parametrize("name", sorted(HIDDEN))
def test_other_uses_of_the_pointer_refuse_the_rewriting(name: str, tmp_path: Path) -> None:
    source = _ir(tmp_path, HIDDEN[name])
    assert morphed(lowered_for_check(parse_file(str(source)), None)) is None


# a later loop overwriting cells beyond the 600th: the rewriting is made, and the first loop's
# invariant ("every a[k] with k < i: a[k] == 1") must not survive the second loop
OVERWRITE = "  int a[n];\n" + FILL + "  for (int j = 0; j < n; j++) { if (j > 600) a[j] = -1; }\n"


@pytest.mark.parametrize("body", [HIDDEN["copy"], OVERWRITE], ids=["copy", "overwrite"])
def test_a_deep_violation_is_never_proved_away(body: str, tmp_path: Path) -> None:
    source = _ir(tmp_path, body)
    result = check_program(str(source), settings=Settings(loop_bound=2, timeout=20))
    assert [v.verdict for v in result.assertions] == ["holds-within-bound"]


ZERO = """extern int __VERIFIER_nondet_int(void);
#include <stdlib.h>
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
int main(void) {
  int n = 1;
  while (__VERIFIER_nondet_int()) {
    if (n < 1000) n++;
  }
  if (n > 600) n = 0;
  int *a = malloc(sizeof(int) * n);
  int i;
  for (i = 0; i < n; i++) a[i] = 1;
  __VERIFIER_assert(n != 0);
  return 0;
}
"""


def test_an_object_without_a_cell_keeps_its_runs(tmp_path: Path) -> None:
    """``malloc(0)`` after 600 iterations: no offset is inside it, and choosing the cell must
    not block those runs (it did, and `n != 0` was 'proved')."""
    source = tmp_path / "zero.c"
    source.write_text(ZERO)
    result = check_program(str(source), settings=Settings(loop_bound=3, timeout=20))
    assert [v.verdict for v in result.assertions] == ["holds-within-bound"]
