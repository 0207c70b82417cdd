"""realloc (C11 7.22.3.5, as glibc): contents kept up to the smaller size, the old object
freed, realloc(NULL, n) is malloc(n), realloc(p, 0) frees p and gives NULL."""

from collections.abc import Callable

import pytest
from errlang.encoder.encoding import UB, Encoding


def _fails(encoding: Encoding, solve: Callable) -> bool:
    return any(solve(encoding, t.guard) is not None for t in encoding.terminations if t.site >= 0)


def _ub(encoding: Encoding, solve: Callable) -> set[str]:
    return {
        c.reason for c in encoding.cuts if c.kind == UB and solve(encoding, c.guard) is not None
    }


@pytest.mark.parametrize(
    "body",
    [
        "int *p = malloc(8); p[0] = 3; p[1] = 4; int *q = realloc(p, 40);"
        " assert(q[0] == 3 && q[1] == 4); q[9] = 1; free(q);",
        "int n = __VERIFIER_nondet_int(); if (n < 1 || n > 300) return 0;"
        " char *p = malloc(n); p[n - 1] = 7; char *q = realloc(p, n + 1);"
        " assert(q[n - 1] == 7); free(q);",
        "long *p = malloc(16); p[1] = 9; long *q = realloc(p, 8); assert(q[0] == p[0] || 1);",
        "int *q = realloc(0, 4); q[0] = 1; assert(q[0] == 1); free(q);",
        "int *p = malloc(4); int *q = realloc(p, 0); assert(q == 0);",
    ],
)
def test_realloc_holds(encode_c, solve, body: str) -> None:
    encoding = encode_c(f"int main(void) {{ {body} return 0; }}")
    assert not _fails(encoding, solve)


def test_realloc_keeps_only_what_fits(encode_c, solve) -> None:
    encoding = encode_c(
        "int main(void) { int *p = malloc(8); p[0] = 1; p[1] = 2;"
        " int *q = realloc(p, 8); assert(q[1] != 2); return 0; }"
    )
    assert _fails(encoding, solve)


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("int *p = malloc(4); int *q = realloc(p, 8); *p = 1; free(q);", "use after free"),
        ("int a[2]; int *q = realloc(a, 8); free(q);", "invalid free"),
        ("int *p = malloc(8); int *q = realloc(p + 1, 8); free(q);", "invalid free"),
        ("int *p = malloc(4); int *q = realloc(p, 8); q[2] = 0;", "out-of-bounds access"),
        ("long *p = malloc(16); long *q = realloc(p, 8); q[1] = 0;", "out-of-bounds access"),
    ],
)
def test_realloc_undefined(encode_c, solve, body: str, reason: str) -> None:
    encoding = encode_c(f"int main(void) {{ {body} return 0; }}")
    assert reason in _ub(encoding, solve)
