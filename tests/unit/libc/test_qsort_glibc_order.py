"""errlang's qsort is glibc 2.36's merge sort (models/stdlib.c, msort.c's msort_with_tmp): the
same comparisons in the same order, so a comparator that counts its calls counts what glibc's
does (8 for {5, 1, 4, 2, 3}, measured with gcc 12 + glibc 2.36; errlang's insertion sort before
made 9), and the result of a consistent comparator is any sort's."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings

PROGRAM = """
#include <assert.h>
#include <stdlib.h>
static int calls;
static int cmp(const void *x, const void *y) {
  calls++;
  return *(const int *)x - *(const int *)y;
}
int main(void) {
  int v[5] = {5, 1, 4, 2, 3};
  qsort(v, 5, sizeof v[0], cmp);
  assert(calls == 8);
  assert(v[0] == 1 && v[1] == 2 && v[2] == 3 && v[3] == 4 && v[4] == 5);
  return 0;
}
"""


def test_glibc_comparisons_and_result(tmp_path: Path) -> None:
    path = tmp_path / "qsort.c"
    path.write_text(textwrap.dedent(PROGRAM))
    result = check_program(str(path), None, Settings(timeout=60, loop_bound=6))
    assert not result.findings
    assert [a.verdict for a in result.assertions] == ["holds", "holds"]
