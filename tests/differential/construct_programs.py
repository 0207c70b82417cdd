"""Random programs of the C that users write and Csmith does not (issue 9 item 1, engineer K):
unsigned wrap-around, shifts (some by an input: undefined when out of range), struct copies and
structs passed and returned by value, unions read through another member, bit-fields and their
promotions, compound literals, switch fall-through, goto loops, variadic definitions and
``snprintf``, pointer arithmetic across struct members (``offsetof``, container-of), signed
char/char promotions, and ``malloc``/``calloc``/``free`` through function pointers and hook
structs (a NULL-returning allocation checked or not).

Each program reads two small inputs ``a, b`` in [-R, R] (and sometimes a full-range unsigned
``w``), runs 3-5 random *parts*, each computing a ``long r<k>``, and ends each part with an
assertion on ``r<k>``. The constants of the assertions come from gcc's own runs of the program
(:func:`render` with ``probe=True`` prints the values instead), so that about half of them can
fail; :mod:`construct_oracle` then decides every assertion by running gcc on every input vector.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

RANGE = 3  # a and b are in [-RANGE, RANGE]: small enough to run gcc on every vector
WIDE_VALUES = (0, 1, 255, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF)  # w: boundary values only


# C models whose loops count against the loop bound (a call of one: the bound a run needs is
# no longer the program's own loops' at most MAX_BOUND iterations)
LOOPING_MODELS = (
    "snprintf",
    "strlen",
    "memset",
    "calloc",
    "memcpy",
    "memmove",
    "memchr",
    "strchr",
    "strcmp",
    "strncmp",
    "strncpy",
    "strcpy",
    "strtol",
    "strtoul",
    "atoi",
    "sscanf",
    "strcat",
    "qsort",
    "bsearch",
    "strnlen",
    "strspn",
    "strcspn",
    "strpbrk",
    "strstr",
    "memrchr",
    "memcmp",
    "vsnprintf",
)


@dataclass(frozen=True)
class Part:
    """One random piece of ``main``: declarations before ``main``, statements, the allocations
    it makes (each one input under ``--malloc-may-fail``, in call order)."""

    declarations: tuple[str, ...]
    statements: tuple[str, ...]
    allocations: int = 0
    construct: str = ""  # the maker's name: "shift", "union", …
    # its own loops may iterate more than MAX_BOUND times (a hash over a struct's bytes)
    long_loops: bool = False


@dataclass(frozen=True)
class Skeleton:
    """A program before its assertions' constants are chosen."""

    seed: int
    wide: bool  # reads a full-range unsigned w after a and b
    parts: tuple[Part, ...]
    kinds: tuple[str, ...] = field(default=())  # the input positions: "small", "wide", "alloc"

    @property
    def allocates(self) -> bool:
        return any(p.allocations for p in self.parts)

    @property
    def library_loops(self) -> bool:
        """Calls a C model whose loops count against the bound (snprintf's digits, strlen…):
        the program's own loops are no longer the most a run iterates."""
        text = " ".join(s for p in self.parts for s in (*p.statements, *p.declarations))
        return any(p.long_loops for p in self.parts) or any(n in text for n in LOOPING_MODELS)


@dataclass(frozen=True)
class Check:
    """The assertion ending part k: ``r<k> <op> <constant>``."""

    op: str
    constant: int


PRELUDE = """\
#include <assert.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
#ifdef DIFF_GCC
#include <unistd.h>
#include <sys/wait.h>
static long long diff_values[16];
static int diff_count, diff_next;
static long long diff_take(void) {
  if (diff_next >= diff_count) _exit(40);
  return diff_values[diff_next++];
}
int __VERIFIER_nondet_int(void) { return (int)diff_take(); }
unsigned __VERIFIER_nondet_uint(void) { return (unsigned)diff_take(); }
static void *diff_malloc(size_t n) { return diff_take() == 1 ? NULL : malloc(n); }
static void *diff_calloc(size_t n, size_t s) { return diff_take() == 1 ? NULL : calloc(n, s); }
#define malloc diff_malloc
#define calloc diff_calloc
#undef assert
#define assert(c) ((c) ? (void)0 : (fprintf(stderr, "diff-assert %d\\n", __LINE__), _exit(42)))
#define DIFF_OBSERVE(k, v) fprintf(stderr, "diff-observe %d %ld\\n", k, (long)(v))
#define main diff_main
#endif
"""

# the gcc build's own main: one child per input vector (read from stdin, one line each), its
# end marked on stderr so that the sanitizers' reports can be told apart
DRIVER = """\
#ifdef DIFF_GCC
#undef main
int main(void) {
  char line[512];
  int index = 0;
  while (fgets(line, sizeof line, stdin)) {
    char *p = line, *end;
    diff_count = diff_next = 0;
    for (;;) {
      long long v = strtoll(p, &end, 10);
      if (end == p || diff_count == 16) break;
      diff_values[diff_count++] = v;
      p = end;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t child = fork();
    if (child == 0) { diff_main(); fflush(stderr); _exit(0); }
    int status = 0;
    waitpid(child, &status, 0);
    fprintf(stderr, "diff-end %d %d\\n", index++, status);
    fflush(stderr);
  }
  return 0;
}
#endif
"""


def _pick(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def _unsigned(rng: random.Random, k: int, wide: bool) -> Part:
    m, s = rng.randrange(3, 2**32, 2), rng.randint(20, 31)
    forms = [
        f"unsigned u{k} = (unsigned)a * {m}u + (unsigned)b; r{k} = u{k} >> {s};",
        f"unsigned char c{k} = (unsigned char)(a * {rng.randint(30, 120)} + {rng.randint(0, 255)});"
        f" c{k} += b * {rng.randint(2, 90)}; r{k} = c{k};",
        f"unsigned short h{k} = {rng.randint(0, 9)}; h{k} -= (unsigned short)(a + 5);"
        f" r{k} = h{k} + (h{k} > {rng.randint(0, 65535)});",
        f"r{k} = (a + 0u > (unsigned)b) * 10 + (unsigned)a % {rng.randint(2, 9)}u;",
        f"uint64_t z{k} = (uint64_t)(unsigned)a * {m}u; r{k} = (long)(z{k} >> {s});",
    ]
    if wide:
        forms += [
            f"r{k} = (long)(w + {rng.randint(1, 9)}u) - (long)(w * 2u);",
            f"r{k} = (w >> 31) + ((w + 1u) == 0u) * 2 + (w > (unsigned)a) * 4;",
            f"uint64_t z{k} = (uint64_t)w * w; r{k} = (long)(z{k} >> {rng.randint(33, 63)});",
            f"unsigned char t{k} = w; r{k} = t{k} + (unsigned short)(w >> 8);",
        ]
    return Part((), (rng.choice(forms),))


def _shift(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"r{k} = (long)(a << {rng.randint(0, 30)});",
        f"r{k} = a >> (b & 3);",
        f"r{k} = ((unsigned)a) >> {rng.randint(1, 31)};",
        f"long l{k} = (long)a << {rng.randint(32, 62)}; r{k} = l{k} >> {rng.randint(1, 40)};",
        f"r{k} = (signed char)(a << {rng.randint(4, 7)}) >> 2;",
        # by an input: undefined when the count is negative or at least the width
        f"r{k} = 1L << (b + {rng.randint(0, 4)});",
        f"r{k} = a << (b + {rng.randint(26, 31)});",
        f"r{k} = (unsigned char)(a * 7) >> (b + {rng.randint(2, 5)});",
    ]
    return Part((), (rng.choice(forms),))


def _struct_copy(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"struct S{k} {{ int x; short y; char t[3]; long z; }};\n"
        f"static struct S{k} bump{k}(struct S{k} s, int d) {{"
        f" s.x += d; s.t[1] = (char)(s.t[1] + d); s.z = -s.z; return s; }}"
    )
    init = (
        f"struct S{k} p{k} = {{ a, (short)(b * {rng.randint(100, 20000)}),"
        f" {{ 1, (char)(a * {rng.randint(10, 60)}), 3 }}, {rng.randint(-9, 9)} }};"
    )
    copy = _pick(
        rng,
        f"struct S{k} q{k} = p{k};",
        f"struct S{k} q{k}; memcpy(&q{k}, &p{k}, sizeof q{k});",
        f"struct S{k} q{k}, *pq{k} = &q{k}; *pq{k} = p{k};",
        f"struct S{k} arr{k}[2]; arr{k}[1] = p{k}; struct S{k} q{k} = arr{k}[(b & 1) | 1];",
    )
    use = _pick(
        rng,
        f"q{k}.y++; struct S{k} s{k} = bump{k}(q{k}, b);"
        f" r{k} = p{k}.x * 100 + q{k}.y + s{k}.t[1] + s{k}.x - p{k}.t[1] + s{k}.z;",
        f"q{k}.x = b; q{k}.t[2] = (char)a; r{k} = p{k}.x - q{k}.x + q{k}.t[2] * 3 + p{k}.t[2];",
        f"p{k} = bump{k}(p{k}, a); r{k} = p{k}.x + p{k}.t[1] - q{k}.t[1] + p{k}.y / 7 + q{k}.z;",
    )
    return Part((decl,), (init, copy, use))


def _union(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"union U{k} {{ int i; unsigned char bytes[4]; short h[2]; unsigned u; }};\n"
        f"union L{k} {{ long l; int half[2]; unsigned char b8[8]; }};"
    )
    byte, half = rng.randint(0, 3), rng.randint(0, 1)
    forms = [
        f"union U{k} u{k}; u{k}.i = a * {rng.randint(50, 99999)} + b;"
        f" r{k} = u{k}.bytes[{byte}] + u{k}.h[{half}] * 3;",
        f"union U{k} u{k} = {{ a - {rng.randint(0, 500)} }}; u{k}.bytes[{byte}] = (unsigned char)b;"
        f" r{k} = u{k}.i + (u{k}.u >> {rng.randint(16, 31)});",
        f"union L{k} v{k}; v{k}.l = (long)a << {rng.randint(20, 40)} | (b & 0xff);"
        f" r{k} = v{k}.half[{half}] + v{k}.b8[{rng.randint(0, 7)}];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _bitfield(rng: random.Random, k: int, wide: bool) -> Part:
    w1, w2, w4 = rng.randint(1, 7), rng.randint(2, 9), rng.randint(1, 4)
    decl = (
        f"struct B{k} {{ unsigned f1 : {w1}; int f2 : {w2}; unsigned f3 : 1;"
        f" unsigned char f4 : {w4}; }};"
    )
    body = [
        f"struct B{k} bf{k} = {{ 0 }};",
        f"bf{k}.f1 = a + {rng.randint(0, 9)}; bf{k}.f2 = b * {rng.randint(1, 70)};"
        f" bf{k}.f3 = a > b; bf{k}.f4 += a;",
        _pick(
            rng,
            f"r{k} = bf{k}.f1 * 1000 + bf{k}.f2 * 10 + bf{k}.f3 + bf{k}.f4;",
            f"r{k} = (bf{k}.f1 - {rng.randint(1, 9)} < 0) + (bf{k}.f2 < 0) * 2"
            f" + sizeof(bf{k}) * 4;",
            f"bf{k}.f2++; bf{k}.f1--; r{k} = bf{k}.f2 * 100 + bf{k}.f1;",
        ),
    ]
    return Part((decl,), tuple(body))


def _compound(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"struct P{k} {{ int x, y; }};\n"
        f"static int sum{k}(const int *v, int n) {{ int s = 0;"
        f" for (int i = 0; i < n; i++) s = s * {rng.randint(2, 5)} + v[i]; return s; }}"
    )
    forms = [
        f"int *cl{k} = (int[]){{ a, b, a * b, {rng.randint(-9, 9)} }};"
        f" r{k} = cl{k}[(unsigned)b % 4u] + cl{k}[3];",
        f"struct P{k} *pp{k} = &(struct P{k}){{ .y = a, .x = b + 1 }}; pp{k}->x *= 2;"
        f" r{k} = pp{k}->x - pp{k}->y;",
        f"r{k} = sum{k}((int[]){{ a, b, {rng.randint(-9, 9)} }}, 3);",
        f"struct P{k} v{k} = (struct P{k}){{ a, b }}; v{k} = (struct P{k}){{ v{k}.y, v{k}.x }};"
        f" r{k} = v{k}.x * 10 + v{k}.y;",
    ]
    return Part((decl,), (rng.choice(forms),))


def _switch(rng: random.Random, k: int, wide: bool) -> Part:
    labels = rng.sample(range(-4, 5), rng.randint(2, 4))
    scrutinee = _pick(rng, f"a + {rng.randint(-2, 2)}", "a * b", "(char)(b * 50) / 40")
    lines = [f"switch ({scrutinee}) {{"]
    for label in labels:
        action = _pick(rng, f"r{k} += {rng.randint(1, 9)};", f"r{k} += b;", f"r{k} *= 3;")
        brk = " break;" if rng.random() < 0.5 else " /* fall through */"
        lines.append(f"case {label}: {action}{brk}")
    lines.append(f"default: r{k} = r{k} * 2 + a - b;")
    lines.append("}")
    return Part((), (" ".join(lines),))


def _goto(rng: random.Random, k: int, wide: bool) -> Part:
    body = [
        f"int i{k} = 0;",
        f"top{k}: r{k} += i{k} * (a + {rng.randint(1, 4)});",
        f"if (++i{k} < {rng.randint(2, 4)}) goto top{k};",
        f"if (b > {rng.randint(-3, 3)}) goto skip{k};",
        f"r{k} += {rng.randint(10, 99)};",
        f"skip{k}: r{k} -= a;",
    ]
    return Part((), tuple(body))


def _variadic(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static long vsum{k}(int n, ...) {{ va_list ap; va_start(ap, n); long s = 0;"
        f" for (int i = 0; i < n; i++) s = s * {rng.randint(2, 5)} + va_arg(ap, int);"
        f" va_end(ap); return s; }}\n"
        f"static long vmix{k}(const char *kinds, ...) {{ va_list ap; va_start(ap, kinds);"
        f" long s = 0; for (; *kinds; kinds++) s += *kinds == 'l' ? va_arg(ap, long)"
        f" : va_arg(ap, int); va_end(ap); return s; }}"
    )
    args = [rng.choice(["a", "b", "(char)(a * 50)", "(short)b", str(rng.randint(-9, 9))])]
    args += [rng.choice(["a", "b", "a - b"]) for _ in range(rng.randint(1, 3))]
    size = rng.choice([6, 8, 16])
    forms = [
        f"r{k} = vsum{k}({len(args)}, {', '.join(args)});",
        f'r{k} = vmix{k}("il", a, (long)b << 33) >> {rng.randint(1, 34)};',
        f'char buf{k}[{size}]; int n{k} = snprintf(buf{k}, sizeof buf{k}, "%d/%u", a,'
        f" (unsigned)b); r{k} = n{k} * 1000 + buf{k}[0] + buf{k}[n{k} < {size} ? n{k} - 1 : 0];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _member_pointers(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"struct Q{k} {{ int head; int arr[3]; long tail; }};"
    i = rng.randint(0, 2)
    body = [
        f"struct Q{k} q{k} = {{ a, {{ b, 2, 3 }}, 7 }};",
        f"char *base{k} = (char *)&q{k};",
        _pick(
            rng,
            f"int *pa{k} = (int *)(base{k} + offsetof(struct Q{k}, arr)) + {i}; *pa{k} += a;"
            f" long *pt{k} = (long *)(base{k} + offsetof(struct Q{k}, tail)); *pt{k} -= b;"
            f" struct Q{k} *back{k} = (struct Q{k} *)((char *)pt{k} - offsetof(struct Q{k}, tail));"
            f" r{k} = back{k}->head + q{k}.arr[{i}] * 10 + q{k}.tail;",
            f"int *end{k} = q{k}.arr + 3; for (int *p = q{k}.arr; p < end{k}; p++) r{k} += *p;"
            f" r{k} += (end{k} - q{k}.arr) * 100 + (&q{k}.arr[2] - &q{k}.arr[{i}]);",
            f"int *h{k} = &q{k}.head; r{k} = *(int *)(base{k} + sizeof(int) * {i + 1}) + *h{k}"
            f" + (int)((char *)&q{k}.tail - base{k});",
        ),
    ]
    return Part((decl,), tuple(body))


def _char_promotions(rng: random.Random, k: int, wide: bool) -> Part:
    body = [
        f"signed char sc{k} = (signed char)(a * {rng.randint(40, 90)});"
        f" unsigned char uc{k} = (unsigned char)sc{k};"
        f" char ch{k} = (char)(b * {rng.randint(30, 99)});",
        _pick(
            rng,
            f"r{k} = (sc{k} >> 1) + uc{k} + (ch{k} < 0) * 1000 + (sc{k} == uc{k}) * 10"
            f" + (uc{k} > sc{k});",
            f"r{k} = (unsigned char)~uc{k} + ~sc{k} + sc{k} * sc{k};",
            f"r{k} = (sc{k} + 0u > 200u) + (ch{k} == (char)(b * 3)) * 2 + (uc{k} ^ ch{k});",
            f"char s{k}[3] = {{ ch{k}, 'x', 0 }}; r{k} = s{k}[0] + strlen(s{k}) * 1000;",
        ),
    ]
    return Part((), tuple(body))


def _allocation(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"struct H{k} {{ void *(*get)(size_t); void (*put)(void *); }};"
    checked = rng.random() < 0.75
    guard = f"if (m{k} == NULL) {{ r{k} = -7; }} else " if checked else ""
    forms = [
        f"void *(*alloc{k})(size_t) = malloc; void (*release{k})(void *) = free;"
        f" int *m{k} = alloc{k}(2 * sizeof(int));"
        f" {guard}{{ m{k}[0] = a; m{k}[1] = b; r{k} = m{k}[0] * m{k}[1]; release{k}(m{k}); }}",
        f"struct H{k} h{k} = {{ malloc, free }}; char *m{k} = h{k}.get(4);"
        f" {guard}{{ memset(m{k}, a + 60, 3); m{k}[3] = 0; r{k} = m{k}[b & 1] + (long)strlen(m{k});"
        f" h{k}.put(m{k}); }}",
        f"void *(*zalloc{k})(size_t, size_t) = calloc; int *m{k} = zalloc{k}(3, sizeof(int));"
        f" {guard}{{ m{k}[(unsigned)a % 3u] = b; r{k} = m{k}[0] + m{k}[1] * 10 + m{k}[2] * 100;"
        f" free(m{k}); }}",
    ]
    return Part((decl,), (rng.choice(forms),), allocations=1)


PARTS: tuple[Callable[[random.Random, int, bool], Part], ...] = (
    _unsigned,
    _shift,
    _struct_copy,
    _union,
    _bitfield,
    _compound,
    _switch,
    _goto,
    _variadic,
    _member_pointers,
    _char_promotions,
    _allocation,
)


def _conversions(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"long big{k} = (long)a * {rng.randint(10**9, 4 * 10**9)}L; int cut{k} = (int)big{k};"
        f" r{k} = cut{k} + (short)big{k} + (_Bool)(a * b);",
        f"r{k} = (a < 0 ? 1u : -1) > 0 ? (long)(a < 0 ? 1u : -1) : -9;",
        f"r{k} = (unsigned char)-1 == 255 ? (signed char)(a * 100) : 0;",
        f"r{k} = a / (b | 1) * 10 + a % (b | 1) + (-7 / 2) * 100 + (-7 % 2) * 1000;",
        f"r{k} = (a, b + {rng.randint(1, 9)}) * (b ? a : {rng.randint(-5, 5)});",
        f"unsigned long ul{k} = -a; r{k} = (long)(ul{k} >> 60) + (long)(unsigned)(-b);",
        # divisions by an input: undefined by zero
        f"r{k} = {rng.randint(-90, 90)} / (a - b)"
        f" + {rng.randint(-90, 90)} % (b + {rng.randint(0, 3)});",
    ]
    return Part((), (rng.choice(forms),))


def _narrow_compound(rng: random.Random, k: int, wide: bool) -> Part:
    body = [
        f"unsigned char c{k} = {rng.randint(0, 255)}; short s{k} = {rng.randint(-32768, 32767)};"
        f" signed char g{k} = {rng.randint(-128, 127)};",
        _pick(
            rng,
            f"c{k} <<= (a & 3); c{k} -= {rng.randint(0, 255)} + b;"
            f" s{k} *= a * {rng.randint(2, 999)};",
            f"c{k} += c{k}; g{k} -= a * {rng.randint(20, 60)}; s{k} >>= (b & 7); c{k} ^= g{k};",
            f"g{k} *= g{k}; s{k} /= (a | 1); c{k} %= (b & 7) + 1; g{k}++; c{k}--;",
        ),
        f"r{k} = c{k} * 100000L + s{k} * 100L + g{k};",
    ]
    return Part((), tuple(body))


def _scopes(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static int count{k}(int step) {{ static int total = {rng.randint(-5, 5)};"
        f" total += step; return total; }}\n"
        f"static int depth{k}(int n) {{"
        f" return n <= 0 ? {rng.randint(0, 3)} : n + depth{k}(n - 1); }}\n"
        f"enum E{k} {{ E{k}_LOW = -2, E{k}_MID, E{k}_HIGH = {rng.randint(3, 9)} }};"
    )
    forms = [
        f"count{k}(a); count{k}(b); r{k} = count{k}(1) * 10 + depth{k}(b + 1);",
        f"int vla{k}[(a & 1) + 3]; for (int i = 0; i < (a & 1) + 3; i++) vla{k}[i] = i * b;"
        f" r{k} = (long)sizeof vla{k} + vla{k}[(a & 1) + 2];",
        f"enum E{k} e{k} = a > 0 ? E{k}_HIGH : E{k}_LOW; r{k} = e{k} * 10 + E{k}_MID + (e{k} < 0);",
        f"int grid{k}[2][3] = {{ {{ a, b }}, [1][2] = {rng.randint(-9, 9)} }};"
        f" int *flat{k} = &grid{k}[0][0];"
        f" r{k} = flat{k}[2] + grid{k}[1][2] + grid{k}[0][1] * 10 + (&grid{k}[0][2] - flat{k});",
    ]
    return Part((decl,), (rng.choice(forms),))


# drawn after PARTS with the same generator, so that the programs of PARTS stay as they were
EXTRA_PARTS: tuple[Callable[[random.Random, int, bool], Part], ...] = (
    _conversions,
    _narrow_compound,
    _scopes,
)


Maker = Callable[[random.Random, int, bool], Part]


def skeleton(seed: int, families: Sequence[Maker] | None = None) -> Skeleton:
    """The random parts of the program of ``seed`` (3-5 parts, at most one allocation each),
    drawn from PARTS and EXTRA_PARTS, or from ``families`` only when given."""
    rng = random.Random(seed)
    wide = rng.random() < 0.4
    pool, count = PARTS if families is None else families, rng.randint(3, 5)
    # a pool smaller than the count (a single family): drawn with replacement
    makers = rng.sample(pool, count) if count <= len(pool) else rng.choices(pool, k=count)
    parts = tuple(
        replace(make(rng, k, wide), construct=make.__name__.lstrip("_"))
        for k, make in enumerate(makers)
    )
    return with_kinds(seed, wide, parts, rng if families is None else None)


def with_kinds(
    seed: int, wide: bool, parts: tuple[Part, ...], rng: random.Random | None = None
) -> Skeleton:
    """The program of ``parts`` with its input positions; with ``rng``, maybe one part of
    EXTRA_PARTS more (70 %)."""
    if rng is not None and rng.random() < 0.7:
        extra = rng.choice(EXTRA_PARTS)
        made = replace(extra(rng, len(parts), wide), construct=extra.__name__.lstrip("_"))
        parts = (*parts, made)
    kinds = ("small", "small", *(("wide",) if wide else ()))
    kinds += ("alloc",) * sum(p.allocations for p in parts)
    return Skeleton(seed, wide, parts, kinds)


def render(program: Skeleton, checks: tuple[Check, ...] | None) -> str:
    """The program's text; ``checks`` None gives the probe (each part's value observed)."""
    lines = [f"// construct program, seed {program.seed}", PRELUDE]
    lines += [d for p in program.parts for d in p.declarations]
    lines += [
        "int main(void) {",
        "  int a = __VERIFIER_nondet_int();",
        "  int b = __VERIFIER_nondet_int();",
    ]
    if program.wide:
        lines.append("  unsigned w = __VERIFIER_nondet_uint();")
    lines.append(f"  if (a < -{RANGE} || a > {RANGE} || b < -{RANGE} || b > {RANGE}) return 0;")
    for k, part in enumerate(program.parts):
        lines.append(f"  long r{k} = 0;")
        lines += [f"  {s}" for s in part.statements]
        if checks is None:
            lines.append(f"  DIFF_OBSERVE({k}, r{k});")
        else:
            lines.append(f"  assert(r{k} {checks[k].op} {checks[k].constant}L);")
    lines += ["  return 0;", "}", DRIVER]
    return "\n".join(lines)


def choose_checks(seed: int, observed: list[set[int]]) -> tuple[Check, ...]:
    """One assertion per part: about half of them false for some observed value."""
    rng = random.Random(seed * 7919 + 1)
    checks = []
    for values in observed:
        if not values:
            checks.append(Check("!=", rng.randint(-5, 5)))
            continue
        low, high = min(values), max(values)
        kind = rng.randrange(4)
        if kind == 0:
            checks.append(Check("!=", rng.choice(sorted(values))))
        elif kind == 1:
            unseen = [v for v in (low - 1, high + 1, low + 1, high - 1) if v not in values]
            checks.append(Check("!=", rng.choice(unseen or [high + 1])))
        elif kind == 2:
            checks.append(Check("<=", high if rng.random() < 0.5 else high - 1))
        else:
            checks.append(Check(">=", low if rng.random() < 0.5 else low + 1))
    return tuple(checks)
