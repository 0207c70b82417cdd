"""SV-COMP-style fill/check programs over an array whose bound is an input, with their ground
truth computed here by running the program's few shapes over every input that behaves
differently (the guards and loops compare the inputs with constants near the array's length,
so the values from -3 to N + 3 and the type's extremes stand for all).

``for (i = 0; i CMP n; i++) a[i] = F(i);`` (an assertion in it or not), then check loops,
indexed reads and an assertion after the loops — the shapes errlang.ir.open_loops summarises:
global and local arrays, ``int`` and ``unsigned`` bounds, ``<``, ``<=`` and ``!=``, guards that
keep the loops inside the array and guards off by one. Each program knows, for each of its
assertions (in source order), whether some run fails it and whether some run reaches it, and
the line where some run leaves the array (undefined behaviour), if one does;
:meth:`FillCheck.run` says how the run of given inputs ends, which gcc's sanitizers confirm
(``tests/check/test_check_fill_loops.py``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

INT_MIN, INT_MAX, UINT_MAX = -(2**31), 2**31 - 1, 2**32 - 1


@dataclass(frozen=True)
class Prop:
    """An assertion over an element's value ``v``."""

    text: str
    holds: Callable[[int], bool]


@dataclass(frozen=True)
class Shape:
    """What a program does; ``admits``: which ``n`` its guard lets through."""

    length: int
    is_global: bool
    zeroed: bool  # a local array written ``= {0}``
    unsigned: bool  # n and i unsigned
    guard: str  # the C text; "" for none
    admits: Callable[[int], bool]
    compare: str  # "<", "<=" or "!=": every loop's test
    value: str  # what the fill writes, over i
    f: Callable[[int], int]
    inside: Prop | None  # an assertion in the fill loop, over v = a[i]
    checks: tuple[tuple[str, Prop], ...]  # ("loop" | "read", assertion) after the fill
    after: str  # an assertion after the loops, over i and n ("" for none)
    q: Callable[[int, int], bool]


@dataclass(frozen=True)
class Site:
    """An assertion: its line, whether some run fails it, whether some run reaches it."""

    line: int
    fails: bool
    reached: bool


@dataclass(frozen=True)
class FillCheck:
    """One program: its C text, its assertions, the line where some run leaves the array
    (None if none does) and the types of its inputs in call order."""

    seed: int
    text: str
    sites: tuple[Site, ...]
    ub_line: int | None
    inputs: tuple[str, ...]
    shape: Shape

    def run(self, n: int, k: int = -1) -> tuple[str, int | None]:
        """How the run of inputs ``n`` and ``k`` (every read's index) ends: ``("fails",
        line)``, ``("ub", line)`` (an access outside the array) or ``("ends", None)``."""
        shape = self.shape
        if not shape.admits(n):
            return "ends", None
        lines = iter(site.line for site in self.sites)
        count, outside = _iterations(shape, n)
        values = [shape.f(i) for i in range(count)]
        if shape.inside is not None:
            line = next(lines)
            if not all(shape.inside.holds(v) for v in values):
                return "fails", line
        if outside:
            return "ub", self.ub_line
        for kind, prop in shape.checks:
            line = next(lines)
            if kind == "loop" and not all(prop.holds(v) for v in values):
                return "fails", line
            if kind == "read" and 0 <= k < count and not prop.holds(values[k]):
                return "fails", line
        if shape.after and not shape.q(count, n):
            return "fails", next(lines)
        return "ends", None


def _c_remainder(a: int, b: int) -> int:
    return abs(a) % b * (-1 if a < 0 else 1)


def _prop(rng: random.Random, m: int) -> Prop:
    b = rng.randrange(-25, 25)
    props = [
        Prop(f"v >= {b}", lambda v: v >= b),
        Prop(f"v != {b}", lambda v: v != b),
        Prop(f"v % {m} != {m - 1}", lambda v: _c_remainder(v, m) != m - 1),
        Prop(f"v < {b} || v > {b + 40}", lambda v: v < b or v > b + 40),
        Prop(f"v <= {b + 30}", lambda v: v <= b + 30),
    ]
    return rng.choice(props)


def _guard(rng: random.Random, unsigned: bool, top: int) -> tuple[str, Callable[[int], bool]]:
    """A guard on n; ``top``: the greatest n for which the loops stay inside the array."""
    guards: list[tuple[str, Callable[[int], bool]]] = [
        (f"if (n > {top}) return 0;", lambda n: n <= top),
        (f"if (n > {top + 1}) return 0;", lambda n: n <= top + 1),  # off by one
        (f"if (n >= {top}) return 0;", lambda n: n < top),
        ("", lambda n: True),
    ]
    if not unsigned:
        guards += [
            (f"if (n < 0 || n > {top}) return 0;", lambda n: 0 <= n <= top),
            (f"if (n <= 0 || n > {top}) return 0;", lambda n: 0 < n <= top),
            (f"__VERIFIER_assume(n >= 1 && n <= {top});", lambda n: 1 <= n <= top),
        ]
    return rng.choice(guards)


def _shape(rng: random.Random) -> Shape:
    length = rng.choice((10, 100, 1000))
    unsigned = rng.random() < 0.35
    compare = rng.choice(("<", "<", "<=", "!="))
    guard, admits = _guard(rng, unsigned, length - 1 if compare == "<=" else length)
    c, d, m = rng.randrange(-9, 10), rng.randrange(-20, 21), rng.randrange(2, 7)
    values: list[tuple[str, Callable[[int], int]]] = [
        (f"{c} * (int)i + {d}", lambda i: c * i + d),
        (f"(int)i % {m}", lambda i: i % m),
        (f"{d}", lambda i: d),
        (f"{d} - (int)i", lambda i: d - i),
    ]
    value, f = rng.choice(values)
    inside = _prop(rng, m) if rng.random() < 0.3 else None
    checks = tuple(
        (rng.choice(("loop", "loop", "read")), _prop(rng, m))
        for _ in range(rng.choice((0, 1, 1, 1, 2)))
    )
    k = rng.randrange(0, length + 3)
    afters: list[tuple[str, Callable[[int, int], bool]]] = [
        ("", lambda i, n: True),
        ("i == n", lambda i, n: i == n),
        (f"i != {k}", lambda i, n: i != k),
        (f"n < {k}", lambda i, n: n < k),
    ]
    after, q = rng.choice(afters)
    is_global, zeroed = rng.random() < 0.5, rng.random() < 0.5
    return Shape(
        length, is_global, zeroed, unsigned, guard, admits, compare, value, f, inside, checks,
        after, q,
    )  # fmt: skip


def _text(shape: Shape) -> tuple[str, list[int], int, list[str]]:
    """The C program, the lines of its assertions, the fill's line, the inputs' types."""
    kind = "unsigned" if shape.unsigned else "int"
    nondet = "__VERIFIER_nondet_uint" if shape.unsigned else "__VERIFIER_nondet_int"
    array = f"int a[{shape.length}]"
    lines = [
        "#include <assert.h>",
        "extern int __VERIFIER_nondet_int(void);",
        "extern unsigned int __VERIFIER_nondet_uint(void);",
        "extern void __VERIFIER_assume(int);",
        f"{array};" if shape.is_global else "",
        "int main(void) {",
        "" if shape.is_global else f"  {array}{' = {0}' if shape.zeroed else ''};",
        f"  {kind} n = {nondet}();",
        f"  {shape.guard}",
        f"  {kind} i;",
    ]
    loop = f"for (i = 0; i {shape.compare} n; i++)"
    inside = f" assert({shape.inside.text.replace('v', 'a[i]')});" if shape.inside else ""
    lines.append(f"  {loop} {{ a[i] = {shape.value};{inside} }}")
    fill = len(lines)
    sites = [fill] if inside else []
    inputs = [kind]
    for check, prop in shape.checks:
        if check == "loop":
            lines.append(f"  {loop} {{ assert({prop.text.replace('v', 'a[i]')}); }}")
        else:
            inputs.append("int")
            upper = "k <= n" if shape.compare == "<=" else "k < n"
            lines.append("  { int k = __VERIFIER_nondet_int();")
            lines.append(f"    if (k >= 0 && {upper}) assert({prop.text.replace('v', 'a[k]')}); }}")
        sites.append(len(lines))
    if shape.after:
        lines.append(f"  assert({shape.after});")
        sites.append(len(lines))
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n", sites, fill, inputs


def limits(shape: Shape) -> list[int]:
    """The values of n that stand for every input."""
    small = range(0 if shape.unsigned else -3, shape.length + 4)
    extremes = (UINT_MAX - 1, UINT_MAX) if shape.unsigned else (INT_MIN, INT_MAX)
    return [*small, *extremes]


def _iterations(shape: Shape, n: int) -> tuple[int, bool]:
    """How many iterations ``for (i = 0; i CMP n; i++)`` makes before it ends or leaves the
    array, and whether it leaves the array (undefined behaviour at that iteration)."""
    never = UINT_MAX + 2  # more than any array: the loop leaves it
    if shape.compare == "<":
        count = max(n, 0)
    elif shape.compare == "<=":
        count = never if shape.unsigned and n == UINT_MAX else max(n + 1, 0)
    else:
        count = n if n >= 0 else never
    if count > shape.length:
        return shape.length, True
    return count, False


def fill_check(seed: int) -> FillCheck:
    """A random fill/check program and its ground truth (see the module's docstring)."""
    shape = _shape(random.Random(seed))
    text, lines, fill_line, inputs = _text(shape)
    fails, reached = [False] * len(lines), [False] * len(lines)
    ub_line: int | None = None
    for n in limits(shape):
        if not shape.admits(n):
            continue
        count, outside = _iterations(shape, n)
        values = [shape.f(i) for i in range(count)]
        at = 0  # the next site
        if shape.inside is not None:
            reached[0] = reached[0] or count > 0
            if not all(shape.inside.holds(v) for v in values):
                fails[0] = True
                continue  # the run ends at the failing iteration
            at = 1
        if outside:
            ub_line = fill_line
            continue
        stopped = False
        for kind, prop in shape.checks:
            reached[at] = reached[at] or count > 0
            bad = not all(prop.holds(v) for v in values)
            fails[at] = fails[at] or bad
            at += 1
            stopped = bad and kind == "loop"  # a read's k may pass: its runs go on
            if stopped:
                break
        if shape.after and not stopped:
            reached[at] = True
            fails[at] = fails[at] or not shape.q(count, n)
    sites = tuple(Site(line, f, r) for line, f, r in zip(lines, fails, reached, strict=True))
    return FillCheck(seed, text, sites, ub_line, tuple(inputs), shape)
