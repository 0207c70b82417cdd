"""A zero-size object (``malloc(0)``, as cJSON's fuzz target reaches) read at an input index:
every index is out of bounds. Before: the encoder's byte selection indexed the empty contents
(IndexError, 'the analysis failed', only 'the worker failed' in a linked check)."""

from __future__ import annotations

from errlang.session.check import check_program
from errlang.session.settings import Settings

ZERO = """#include <stdlib.h>
int nondet_int(void);
int main(void) {
    char *p = malloc(0);
    int i = nondet_int();
    if (p == NULL) return 0;
    char c = p[i];
    free(p);
    return c;
}
"""


def test_read_of_zero_size_object_is_out_of_bounds() -> None:
    result = check_program("zero.c", ZERO, Settings(timeout=30))
    assert not result.errors, result.errors
    assert [(f.reason, f.line) for f in result.findings] == [("out-of-bounds access", 7)]
    assert result.complete
