"""Random loops over two ``unsigned char`` counters with their exact ground truth (issue 33):
the state space is finite (65,536 states), so a breadth-first search over it in Python decides
whether any run fails the assertion — however many iterations that takes. A proof by
k-induction that says ``holds`` where the search finds a failing run is a wrong verdict."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

HEADER = """extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
"""

State = tuple[int, int]


@dataclass(frozen=True)
class RandomLoop:
    """One program: its C text and whether some run fails its assertion."""

    seed: int
    text: str
    fails: bool


def _c_remainder(a: int, b: int) -> int:
    """C's ``a % b`` (truncating division: the sign of ``a``)."""
    return abs(a) % b * (-1 if a < 0 else 1)


def _assertion(rng: random.Random) -> tuple[str, Callable[[int, int], bool]]:
    k = rng.randrange(0, 256)
    j = rng.randrange(0, 300)
    choices: list[tuple[str, Callable[[int, int], bool]]] = [
        (f"x <= {k}", lambda x, y: x <= k),
        (f"y != {k}", lambda x, y: y != k),
        (f"x + y != {j}", lambda x, y: x + y != j),
        (f"x >= y || y > {k}", lambda x, y: x >= y or y > k),
        (f"(x - y) % 2 == {j % 2}", lambda x, y: _c_remainder(x - y, 2) == j % 2),
    ]
    return rng.choice(choices)


def random_loop(seed: int) -> RandomLoop:
    """A loop ``while (nondet) { if (nondet) { if (x < K) x += A; y += B; } else y -= C; }``
    with the assertion in the body or after the loop."""
    rng = random.Random(seed)
    x0, y0 = rng.randrange(0, 20), rng.randrange(0, 20)
    limit, a, b, c = (
        rng.randrange(1, 256),
        rng.randrange(0, 5),
        rng.randrange(0, 5),
        rng.randrange(0, 5),
    )
    text, holds = _assertion(rng)
    inside = rng.random() < 0.5

    def step(state: State) -> list[State]:
        x, y = state
        grown = (x + a) & 255 if x < limit else x
        return [(grown, (y + b) & 255), (x, (y - c) & 255)]

    fails = _search((x0, y0), step, holds, inside)
    check = f"    __VERIFIER_assert({text});\n"
    source = (
        HEADER
        + "int main(void) {\n"
        + f"  unsigned char x = {x0}, y = {y0};\n"
        + "  while (__VERIFIER_nondet_int()) {\n"
        + f"    if (__VERIFIER_nondet_int()) {{\n      if (x < {limit}) x = x + {a};\n"
        + f"      y = y + {b};\n    }} else {{\n      y = y - {c};\n    }}\n"
        + (check if inside else "")
        + "  }\n"
        + (check.replace("    ", "  ", 1) if not inside else "")
        + "  return 0;\n}\n"
    )
    return RandomLoop(seed, source, fails)


def _search(
    start: State | set[State],
    step: Callable[[State], list[State]],
    holds: Callable[[int, int], bool],
    inside: bool,
) -> bool:
    """Whether some run fails: after the loop, any state at the head may exit and be checked;
    inside it, every state after an iteration is checked, and a failing one ends its run.
    ``start``: the state at the first arrival, or all of them."""
    seen = set(start) if isinstance(start, set) else {start}
    todo = list(seen)
    while todo:
        state = todo.pop()
        if not inside and not holds(*state):
            return True
        for after in step(state):
            if inside and not holds(*after):
                return True
            if after not in seen:
                seen.add(after)
                todo.append(after)
    return False


def random_array_loop(seed: int) -> RandomLoop:
    """A loop writing memory: ``unsigned char a[2]`` (a global, zero at the start) and an index
    ``i``: ``while (nondet) { if (nondet) { if (a[i] < L) a[i] += A; } else i = (i + 1) % 2;
    }``, the assertion over ``a[0]`` and ``a[1]`` in the body or after the loop."""
    rng = random.Random(seed)
    limit, step = rng.randrange(1, 256), rng.randrange(1, 6)
    text, holds = _assertion(rng)
    text = text.replace("x", "a[0]").replace("y", "a[1]")
    inside = rng.random() < 0.5

    def next_states(state: tuple[int, int, int]) -> list[tuple[int, int, int]]:
        i, a0, a1 = state
        cells = [a0, a1]
        if cells[i] < limit:
            cells[i] = (cells[i] + step) & 255
        return [(i, cells[0], cells[1]), ((i + 1) % 2, a0, a1)]

    seen = {(0, 0, 0)}
    todo = [(0, 0, 0)]
    fails = False
    while todo and not fails:
        state = todo.pop()
        if not inside and not holds(state[1], state[2]):
            fails = True
        for after in next_states(state):
            if inside and not holds(after[1], after[2]):
                fails = True
            if after not in seen:
                seen.add(after)
                todo.append(after)
    check = f"__VERIFIER_assert({text});\n"
    source = (
        HEADER
        + "unsigned char a[2];\nint main(void) {\n  int i = 0;\n"
        + "  while (__VERIFIER_nondet_int()) {\n"
        + f"    if (__VERIFIER_nondet_int()) {{\n      if (a[i] < {limit}) a[i] = a[i] + {step};\n"
        + "    } else {\n      i = (i + 1) % 2;\n    }\n"
        + ("    " + check if inside else "")
        + "  }\n"
        + ("  " + check if not inside else "")
        + "  return 0;\n}\n"
    )
    return RandomLoop(seed, source, fails)


def _reached(start: State, step: Callable[[State], list[State]]) -> set[State]:
    """Every state at the head of a loop from ``start`` (each may leave it)."""
    seen = {start}
    todo = [start]
    while todo:
        for after in step(todo.pop()):
            if after not in seen:
                seen.add(after)
                todo.append(after)
    return seen


def _moves(rng: random.Random) -> tuple[str, Callable[[State], list[State]]]:
    """A random body ``if (nondet) { if (x < K) x += A; y += B; } else y -= C;``."""
    limit, a, b, c = (rng.randrange(1, 256), *(rng.randrange(0, 5) for _ in range(3)))

    def step(state: State) -> list[State]:
        x, y = state
        grown = (x + a) & 255 if x < limit else x
        return [(grown, (y + b) & 255), (x, (y - c) & 255)]

    text = (
        f"    if (__VERIFIER_nondet_int()) {{\n      if (x < {limit}) x = x + {a};\n"
        f"      y = y + {b};\n    }} else {{\n      y = y - {c};\n    }}\n"
    )
    return text, step


def random_two_loops(seed: int) -> RandomLoop:
    """Two loops one after another over the same counters (random bodies as in
    :func:`random_loop`), the assertion in the second one's body or after it: a proof must
    account for every state the first loop can leave."""
    rng = random.Random(seed)
    x0, y0 = rng.randrange(0, 20), rng.randrange(0, 20)
    first, step1 = _moves(rng)
    second, step2 = _moves(rng)
    text, holds = _assertion(rng)
    inside = rng.random() < 0.5
    fails = _search(_reached((x0, y0), step1), step2, holds, inside)
    check = f"__VERIFIER_assert({text});\n"
    source = (
        HEADER
        + "int main(void) {\n"
        + f"  unsigned char x = {x0}, y = {y0};\n"
        + "  while (__VERIFIER_nondet_int()) {\n"
        + first
        + "  }\n  while (__VERIFIER_nondet_int()) {\n"
        + second
        + ("    " + check if inside else "")
        + "  }\n"
        + ("  " + check if not inside else "")
        + "  return 0;\n}\n"
    )
    return RandomLoop(seed, source, fails)


def random_fill_check(seed: int) -> RandomLoop:
    """An array of input length ``n`` (1..1000, a variable-length array or ``malloc``) filled
    by one loop (``a[i] = f(i)``, random ``f``, sometimes two values by the parity of ``i``)
    and checked by a second (``assert(P(a[i]))``): the ground truth is P(f(i)) for every i
    below 1000, evaluated here (a violation may need hundreds of iterations)."""
    rng = random.Random(seed)
    c, d, m = rng.randrange(-20, 21), rng.randrange(-20, 21), rng.randrange(2, 7)
    values: list[tuple[str, Callable[[int], int]]] = [
        (f"i * {c} + {d}", lambda i: i * c + d),
        (f"{d} - i", lambda i: d - i),
        (f"i % {m}", lambda i: i % m),
        (f"{c}", lambda i: c),
        (f"(i * {c}) % {m}", lambda i: _c_remainder(i * c, m)),
    ]
    (first, f), (second, g) = rng.choice(values), rng.choice(values)
    split = rng.random() < 0.3
    bound = rng.randrange(-25, 25)
    props: list[tuple[str, Callable[[int], bool]]] = [
        (f"a[i] >= {bound}", lambda v: v >= bound),
        (f"a[i] <= {bound}", lambda v: v <= bound),
        (f"a[i] != {bound}", lambda v: v != bound),
        (f"a[i] % {m} != {m}", lambda v: _c_remainder(v, m) != m),
        (f"a[i] < {bound} || a[i] > {bound + 3}", lambda v: v < bound or v > bound + 3),
    ]
    prop, holds = rng.choice(props)

    def value(i: int) -> int:
        return g(i) if split and i % 2 else f(i)

    fails = not all(holds(value(i)) for i in range(1000))
    fill = f"if (i % 2 == 0) a[i] = {first}; else a[i] = {second};" if split else f"a[i] = {first};"
    heap = rng.random() < 0.5
    array = "int *a = malloc(sizeof(int) * n);\n  if (!a) return 0;" if heap else "int a[n];"
    source = (
        HEADER.replace("extern void abort(void);", "#include <stdlib.h>")
        + "int main(void) {\n  int n = __VERIFIER_nondet_int();\n"
        + "  if (n <= 0 || n > 1000) return 0;\n"
        + f"  {array}\n  int i;\n"
        + f"  for (i = 0; i < n; i++) {{ {fill} }}\n"
        + f"  for (i = 0; i < n; i++) {{ __VERIFIER_assert({prop}); }}\n"
        + "  return 0;\n}\n"
    )
    return RandomLoop(seed, source, fails)


def random_named_fill_check(seed: int) -> RandomLoop:
    """:func:`random_fill_check` with a named array of a constant size instead of the
    allocation (errlang.proof.cell_arrays): ``int a[1000]`` global for an even seed, local to
    main for an odd one; the same values and assertion, so the same ground truth."""
    program = random_fill_check(seed)
    text = program.text.replace("  int *a = malloc(sizeof(int) * n);\n  if (!a) return 0;\n", "")
    text = text.replace("  int a[n];\n", "")
    if seed % 2 == 0:
        text = text.replace("int main(void) {", "int a[1000];\nint main(void) {")
    else:
        text = text.replace("  int i;\n", "  int a[1000];\n  int i;\n", 1)
    return RandomLoop(seed, text, program.fails)


def random_records_fill_check(seed: int) -> RandomLoop:
    """:func:`random_fill_check` over several arrays (errlang.proof.cells, one cell each): by
    ``seed % 3``, an array of structs ``{key, val}`` global (0) or allocated / of variable
    length (1), ``val`` holding the values, ``key`` the index; or (2) two global arrays, ``b[i]
    = i`` beside ``a[i]``, the assertion ``(P(a[i])) && b[i] == i``. ``key`` and ``b`` never
    fail, so the ground truth is the one of the values."""
    program = random_fill_check(seed)
    text = program.text
    fill = "for (i = 0; i < n; i++) { "
    if seed % 3 == 2:
        text = text.replace("  int *a = malloc(sizeof(int) * n);\n  if (!a) return 0;\n", "")
        text = text.replace("  int a[n];\n", "")
        text = text.replace("int main(void) {", "int a[1000];\nint b[1000];\nint main(void) {")
        text = text.replace(fill, fill + "b[i] = i; ", 1)
        start = text.index("__VERIFIER_assert(", text.index("int main")) + len("__VERIFIER_assert(")
        end = text.index("); }", start)
        return RandomLoop(
            seed, f"{text[:start]}({text[start:end]}) && b[i] == i{text[end:]}", program.fails
        )
    text = text.replace("a[i]", "a[i].val").replace(fill, fill + "a[i].key = i; ", 1)
    text = text.replace("int main(void) {", "struct rec { int key; int val; };\nint main(void) {")
    if seed % 3 == 0:
        text = text.replace("  int *a = malloc(sizeof(int) * n);\n  if (!a) return 0;\n", "")
        text = text.replace("  int a[n];\n", "")
        text = text.replace("int main(void) {", "struct rec a[1000];\nint main(void) {")
    else:
        text = text.replace(
            "int *a = malloc(sizeof(int) * n);", "struct rec *a = malloc(sizeof(struct rec) * n);"
        )
        text = text.replace("  int a[n];\n", "  struct rec a[n];\n")
    return RandomLoop(seed, text, program.fails)


def random_helper_loop(seed: int) -> RandomLoop:
    """:func:`random_loop`'s program with its loop (and the assertion after it) in a helper
    ``void run(unsigned char x, unsigned char y)`` that ``main`` calls once with the start
    values (errlang.proof.inline): the same runs, so the same ground truth."""
    program = random_loop(seed)
    head, rest = program.text.split("int main(void) {\n", 1)
    start, body = rest.split("\n", 1)
    x0, y0 = (int(part.split("=")[1]) for part in start.strip(" ;").split(","))
    body = body.removesuffix("  return 0;\n}\n")
    text = (
        head
        + "void run(unsigned char x, unsigned char y) {\n"
        + body
        + "}\nint main(void) {\n"
        + f"  run({x0}, {y0});\n  return 0;\n}}\n"
    )
    return RandomLoop(seed, text, program.fails)
