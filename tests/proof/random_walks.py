"""Random pointer walks with their ground truth (issue 33, errlang.proof.walks): ``p`` moves by
``a`` bytes over ``char buf[n]`` under a random guard while input arrives, a counter ``c``
follows, a random reset and an optional store through ``p``, and an assertion about ``p - buf``
and ``c`` in the body or after the loop. The loop's only input is whether it goes on, so the run
of K iterations is a prefix of the run of K + 1: simulating ITERATIONS of them decides every
length at once (the first event — a failing assertion, or a store outside ``buf``, undefined
behaviour that ends the run — is what every longer run does too). Checked against gcc
(``-fsanitize=address,undefined``) on seeds 0-99 while it was written: the same truth each."""

from __future__ import annotations

import random
from collections.abc import Callable

from random_loops import HEADER, RandomLoop

ITERATIONS = 300
Check = Callable[[int, int], bool]  # (p - buf, c) -> the assertion holds


def _c_div(a: int, b: int) -> int:
    """C's ``a / b`` (truncating)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _c_rem(a: int, b: int) -> int:
    return a - b * _c_div(a, b)


def _assertion(rng: random.Random, n: int, a: int, b: int) -> tuple[str, Check]:
    k = rng.randint(0, n + 2)
    choices: list[tuple[str, Check]] = [
        (f"p - buf <= {k}", lambda o, c: o <= k),
        ("p - buf >= 0", lambda o, c: o >= 0),
        (f"p - buf != {k}", lambda o, c: o != k),
        (f"c <= {k}", lambda o, c: c <= k),
        (f"(p - buf) % {a} == 0", lambda o, c: _c_rem(o, a) == 0),
        (f"p != buf + {k}", lambda o, c: o != k),
        (
            f"c * {a} == (p - buf) * {b} || c == 0",
            lambda o, c: c * a == o * b or c == 0,
        ),
    ]
    return rng.choice(choices)


def _guard(rng: random.Random, n: int, a: int) -> tuple[str, Check]:
    k = rng.randint(3, 12)
    choices: list[tuple[str, Check]] = [
        (f"p + {a} < buf + {n}", lambda o, c: o + a < n),
        (f"p + {a} <= buf + {n}", lambda o, c: o + a <= n),
        (f"p < buf + {n}", lambda o, c: o < n),
        (f"c < {k}", lambda o, c: c < k),
    ]
    return rng.choice(choices)


def random_walk(seed: int) -> RandomLoop:
    """One program (module docstring) and whether some run fails its assertion."""
    rng = random.Random(seed)
    n, a = rng.choice([8, 16, 64]), rng.choice([1, 1, 2, 3])
    b, mod = rng.choice([1, 2, 3, -1]), rng.choice([7, 16, 50])
    guard, moves = _guard(rng, n, a)
    reset = rng.choice(["p = buf; c = 0;", "p = buf;", "c = 0;", ""])
    store = rng.choice(["", "*p = 'x';"])
    text, holds = _assertion(rng, n, a, b)
    inside = rng.random() < 0.5
    check = f"__VERIFIER_assert({text});\n"
    body = (
        f"int main(void) {{\n  char buf[{n}];\n  char *p = buf;\n  int c = 0;\n"
        "  while (__VERIFIER_nondet_int()) {\n"
        f"    if ({guard}) {{ {store} p += {a}; c = (c + {b}) % {mod}; }} else {{ {reset} }}\n"
        f"{'    ' + check if inside else ''}  }}\n{'' if inside else '  ' + check}  return 0;\n}}\n"
    )
    offset, count, fails = 0, 0, False
    for _ in range(ITERATIONS):
        if not inside and not holds(offset, count):  # the run that stops here fails
            fails = True
            break
        if moves(offset, count):
            if store and not 0 <= offset < n:
                break  # undefined behaviour ends this run and every longer one
            offset, count = offset + a, _c_rem(count + b, mod)
        else:
            offset = 0 if "p = buf" in reset else offset
            count = 0 if "c = 0" in reset else count
        if inside and not holds(offset, count):
            fails = True
            break
    return RandomLoop(seed, HEADER + body, fails)
