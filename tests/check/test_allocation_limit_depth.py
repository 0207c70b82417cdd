"""Runs cut only by errlang's allocation limit (realloc to an input size) are not completed
by deeper loop bounds: the deepening stops at bound 1 and says why. Before: 37 bounds up to
1,276,898 and 'some runs go on past' the loop bound of a program without loops (found on
cJSON's hooks, realloc'ing to an input-derived size)."""

from __future__ import annotations

from errlang.session.check import check_program
from errlang.session.settings import Settings

HUGE = """#include <stdlib.h>
int nondet_int(void);
int main(void) {
    char *p = malloc(2);
    if (p == NULL) return 0;
    size_t n = (size_t)nondet_int();
    char *q = realloc(p, n);
    if (q == NULL) return 0;
    free(q);
    return 0;
}
"""


def test_allocation_limit_stops_the_deepening() -> None:
    result = check_program("huge.c", HUGE, Settings(timeout=30))
    assert not result.errors and not result.findings
    assert result.loop_bound == 1
    assert not result.complete  # runs requesting more than 2^40 bytes were cut
    assert result.message is not None
    assert "allocation limit" in result.message and "line 7" in result.message
