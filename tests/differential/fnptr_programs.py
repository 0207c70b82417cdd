"""Random programs of the C that Csmith does not generate (issue 28 item 4): function pointers to
libc functions (C models and IR builtins such as ``malloc``) and to the program's own
functions, hook structs initialised ``{ malloc, free, … }``, dispatch tables, assignments,
casts and comparisons of function designators, calls through all of them, and float-to-integer
conversions (in and out of range). Each program is one ``main`` with assertions whose truth
depends on an input; :mod:`fnptr_oracle` compares errlang's verdicts with gcc's runs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

# int -> int libc functions errlang models whose values on [0, 127] C fixes (isdigit & co.
# return "nonzero", which glibc and errlang's models spell differently)
_LIBC_INT = ("toupper", "tolower", "abs")
_PRELUDE = """#include <assert.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
extern int nondet_int(void);
extern double nondet_double(void);
typedef int (*int_fn)(int);
typedef void *(*alloc_fn)(size_t);
typedef void (*release_fn)(void *);
typedef size_t (*length_fn)(const char *);
typedef int (*compare_fn)(const void *, const void *);
static int ascending(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static int descending(const void *a, const void *b) { return ascending(b, a); }
struct hooks {
  alloc_fn allocate;
  release_fn release;
  length_fn length;
};
"""


@dataclass(frozen=True)
class Generated:
    """One generated program and the seed it came from."""

    seed: int
    text: str


def generate(seed: int) -> Generated:
    """The program of ``seed``: own functions, a table of int functions, hooks, and the parts
    chosen at random (each a block of ``main`` ending in assertions)."""
    rng = random.Random(seed)
    own = [_own_function(rng, k) for k in range(rng.randint(1, 3))]
    names = [f"own{k}" for k in range(len(own))]
    table = [rng.choice([*_LIBC_INT, *names]) for _ in range(rng.randint(2, 4))]
    qualifier = rng.choice(["static ", "static const ", ""])
    lines = [_PRELUDE, *own]
    lines.append(f"{qualifier}int_fn table[{len(table)}] = {{ {', '.join(table)} }};")
    lines.append("static struct hooks hooks = { malloc, free, strlen };")
    lines.append("static int (*chosen)(int) = " + rng.choice([*_LIBC_INT, *names]) + ";")
    body = ["int main(void) {", "  int i = nondet_int();", "  int x = nondet_int();"]
    body.append(f"  if (i < 0 || i >= {len(table)} || x < 0 || x > 127) return 0;")
    parts = [_dispatch, _hooks, _local_pointers, _floats, _sorting]
    rng.shuffle(parts)
    for part in parts[: rng.randint(2, 4)]:
        body.extend(part(rng, table, names))
    body += ["  return 0;", "}"]
    return Generated(seed, "\n".join(lines) + "\n" + "\n".join(body) + "\n")


def _own_function(rng: random.Random, k: int) -> str:
    op = rng.choice(["+", "-", "*", "^", "&", "|"])
    constant = rng.randint(1, 9)
    if rng.random() < 0.5:
        return f"static int own{k}(int v) {{ return v {op} {constant}; }}"
    limit = rng.randint(20, 120)
    return f"static int own{k}(int v) {{ return v < {limit} ? v {op} {constant} : {constant}; }}"


def _predicate(rng: random.Random, name: str) -> str:
    constant = rng.choice([0, 1, 65, 97, rng.randint(-5, 140)])
    op = rng.choice(["!=", "!=", ">=", "<=", "=="])
    return f"{name} {op} {constant}"


def _dispatch(rng: random.Random, table: list[str], names: list[str]) -> list[str]:
    lines = ["  int r = table[i](x);"]
    lines.append(f"  assert({_predicate(rng, 'r')});")
    if rng.random() < 0.5:
        lines.append(f"  assert(chosen(x) == chosen(x) && {_predicate(rng, 'chosen(x)')});")
    return lines


def _hooks(rng: random.Random, table: list[str], names: list[str]) -> list[str]:
    size = rng.randint(2, 6)
    fill = rng.randint(0, size - 1)
    return [
        f"  char *p = hooks.allocate({size});",
        "  if (p) {",
        f"    memset(p, 'a', {fill});",
        f"    p[{fill}] = 0;",
        f"    assert(hooks.length(p) {rng.choice(['==', '!='])} {rng.randint(0, size)});",
        "    hooks.release(p);",
        "  }",
        f"  assert(hooks.release == free && hooks.allocate {rng.choice(['==', '!='])} malloc);",
    ]


def _local_pointers(rng: random.Random, table: list[str], names: list[str]) -> list[str]:
    first, second = rng.choice(_LIBC_INT), rng.choice([*_LIBC_INT, *names])
    return [
        f"  int_fn f = {first};",
        f"  if (x > {rng.randint(0, 127)}) f = {second};",
        f"  alloc_fn a = {rng.choice(['malloc', '(alloc_fn)malloc'])};",
        "  char *q = a(2);",
        "  if (q) { q[0] = (char)f(x); free(q); }",
        f"  assert({_predicate(rng, 'f(x)')});",
        f"  assert(f {rng.choice(['==', '!='])} {rng.choice([first, second])});",
    ]


def _floats(rng: random.Random, table: list[str], names: list[str]) -> list[str]:
    low = rng.choice([-1.0, 0.0, -3e9, 1e3])
    high = rng.choice([127.5, 3e9, 5e9, 2147483647.0])
    target = rng.choice(["int", "unsigned", "unsigned char", "long"])
    return [
        "  double d = nondet_double();",
        f"  if (d > {low!r} && d < {high!r}) {{",
        f"    {target} k = ({target})d;",
        f"    assert(k {rng.choice(['!=', '>=', '<='])} {rng.randint(-2, 200)});",
        "  }",
    ]


def _sorting(rng: random.Random, table: list[str], names: list[str]) -> list[str]:
    order = rng.choice(["ascending", "descending"])
    second = rng.randint(0, 127)
    check = "<=" if order == "ascending" else ">="
    return [
        f"  int v[3] = {{ x, {second}, table[i](x) }};",
        f"  compare_fn order = {order};",
        "  qsort(v, 3, sizeof v[0], order);",
        f"  assert(v[0] {check} v[1] && v[1] {check} v[2]);",
        f"  assert({_predicate(rng, 'v[0]')});",
    ]
