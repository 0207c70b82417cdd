"""More construct families for :mod:`construct_programs` (sixth session, engineer K): the C
people write that the first families left out. Bit-fields wider than ``int`` of 64-bit types
(``unsigned long f : 40``, ``long long s : 35``: gcc computes on them in the field's width),
one family per operator group; 64-bit arithmetic; tables of function pointers to libc functions;
``qsort``/``bsearch`` callbacks; structs returned by value; flexible array members; enum
arithmetic; ``_Bool``; ``signed char`` conversions that overflow.

Each maker has the signature of :data:`construct_programs.PARTS`' and draws from the same
generator; :func:`construct_programs.skeleton` uses them for the profile ``"families"``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from construct_programs import Part

WIDE_FIELD_GROUPS = ("additive", "multiplicative", "shift", "bitwise", "compare", "mixed", "store")


def _wide_fields(rng: random.Random, k: int) -> tuple[str, tuple[int, int, int, int]]:
    widths = (rng.randint(33, 63), rng.randint(33, 63), rng.randint(33, 63), rng.randint(33, 63))
    f, g, h, s = widths
    decl = (
        f"struct W{k} {{ unsigned long f : {f}; long g : {g}; char pad;"
        f" unsigned long long h : {h}; long long s : {s}; }};"
    )
    return decl, widths


def _wide_init(rng: random.Random, k: int, widths: tuple[int, ...], wide: bool) -> str:
    f, g, _, s = widths
    near_f = f"((unsigned long)w << {rng.randint(f - 32, f - 1)})" if wide else "0UL"
    return (
        f"struct W{k} x{k} = {{ 0 }}; x{k}.f = {near_f} - 1 - a;"
        f" x{k}.g = (1L << {g - 1}) - {rng.randint(1, 3)} + b;"
        f" x{k}.h = {rng.randint(1, 2**20)}ULL * (a + 4) << {rng.randint(10, 40)};"
        f" x{k}.s = -(1LL << {s - 1}) + {rng.randint(0, 3)} - b;"
    )


def wide_bitfield(group: str) -> Callable[[random.Random, int, bool], Part]:
    """The maker of wide bit-field programs of one operator ``group``."""

    def make(rng: random.Random, k: int, wide: bool) -> Part:
        decl, widths = _wide_fields(rng, k)
        f = widths[0]
        x = f"x{k}"
        c = rng.randint(1, 9)
        forms = {
            "additive": [
                f"r{k} = (long)({x}.f + {c}) + (long)(-{x}.f) % 1000;",
                f"r{k} = (long)({x}.g + b) + (long)({x}.s - {c}) % 99991;",
                f"r{k} = (long)({x}.h - {x}.f) % 100003 + (long)(-{x}.g);",
            ],
            "multiplicative": [
                f"r{k} = (long)({x}.f * {rng.randint(2, 99)}) + (long)({x}.g * (a + 5));",
                f"r{k} = (long)({x}.f / (b | 1)) % 1000 + {x}.g % (a | 1);",
                f"r{k} = (long)({x}.s * 3) + {x}.s / (b | 1);",
            ],
            "shift": [
                f"r{k} = (long)({x}.f << {rng.randint(1, f - 1)}) + ({x}.g >> {c});",
                f"r{k} = (long)({x}.f << (b + {f - 3})) % 1000;",  # undefined for b >= 3
                f"r{k} = (long)({x}.s << {rng.randint(1, 8)}) + (long)({x}.h >> (a + 3));",
            ],
            "bitwise": [
                f"r{k} = (long)(~{x}.f & 0xFFFFFF) + (long)({x}.g ^ a) + (long)(~{x}.g);",
                f"r{k} = (long)(~{x}.h) % 1000 + (long)({x}.s | b) + ({x}.f & -1);",
            ],
            "compare": [
                f"r{k} = ({x}.f == -1) + ({x}.f > -1 - a) * 2 + ({x}.g < a) * 4"
                f" + ({x}.f + 1 == 0) * 8 + ({x}.g + 1 < 0) * 16 + ({x}.s - 1 > 0) * 32;",
                f"r{k} = ({x}.h > -2) + ({x}.f + b < {x}.f) * 2 + (-{x}.f < 5u) * 4;",
            ],
            "mixed": [
                f"r{k} = (long)({x}.f + {x}.g) % 100003 + (long)({x}.f + 1UL) % 1000;",
                f"r{k} = (long)((b > 0 ? {x}.f : {x}.s) + 1) % 99991"
                f" + (long)({x}.g + {x}.s) % 1009;",
                f"unsigned long u{k} = {x}.f; r{k} = (long)(u{k} + 1) + (long)({x}.f + 1u);",
            ],
            "store": [
                f"{x}.f++; ++{x}.g; {x}.h += a; {x}.s -= b * 3;"
                f" r{k} = (long)({x}.f ^ {x}.g) + {x}.s % 1000 + (long)({x}.h % 97);",
                f"r{k} = (long)({x}.f++) % 1000 + ({x}.g *= 2) + (long)({x}.f--);",
            ],
        }[group]
        return Part((decl,), (_wide_init(rng, k, widths, wide), rng.choice(forms)))

    make.__name__ = f"_wide_bitfield_{group}"
    return make


def _long_arithmetic(rng: random.Random, k: int, wide: bool) -> Part:
    big = rng.randint(2**33, 2**62)
    forms = [
        f"long long v{k} = {big}LL * (a + 2); r{k} = (long)(v{k} * {rng.randint(2, 9)} >> 7);",
        f"unsigned long long u{k} = {big}ULL * (unsigned long long)(b + 4);"
        f" r{k} = (long)(u{k} % {rng.randint(3, 10**6)}u) + (long)(u{k} >> 50);",
        f"long l{k} = -{big}L + a; r{k} = l{k} / (b | 1) % 100003 + (l{k} < 0) * 7;",
        f"int64_t s{k} = INT64_MAX - b; s{k} += a + 3; r{k} = (long)(s{k} >> 40);",
    ]
    if wide:
        forms.append(f"uint64_t z{k} = (uint64_t)w << 32 | w; r{k} = (long)(z{k} % 1000003u);")
    return Part((), (rng.choice(forms),))


def _libc_table(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static int twice{k}(int x) {{ return 2 * x; }}\n"
        f"static const struct {{ const char *name; int (*fn)(int); }} ops{k}[] = {{"
        f' {{ "abs", abs }}, {{ "twice", twice{k} }}, {{ "toupper", toupper }} }};\n'
        f"static long (*const longs{k}[])(long) = {{ labs }};\n"
        f"static size_t (*lens{k}[])(const char *) = {{ strlen }};"
    )
    forms = [
        f"r{k} = ops{k}[(unsigned)b % 3u].fn(a * {rng.randint(10, 40)})"
        f" + (long)lens{k}[0](ops{k}[(unsigned)a % 3u].name);",
        f"int (*op{k})(int) = b > 0 ? ops{k}[0].fn : ops{k}[1].fn;"
        f" r{k} = op{k}(a - {rng.randint(0, 4)}) + longs{k}[0]((long)b * -{rng.randint(2, 9)});",
    ]
    return Part(("#include <ctype.h>", decl), (rng.choice(forms),))


def _callbacks(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static int up{k}(const void *p, const void *q) {{"
        f" int x = *(const int *)p, y = *(const int *)q; return (x > y) - (x < y); }}\n"
        f"static int down{k}(const void *p, const void *q) {{ return up{k}(q, p); }}"
    )
    forms = [
        f"int v{k}[3] = {{ a, b, {rng.randint(-3, 3)} }}; qsort(v{k}, 3, sizeof v{k}[0], up{k});"
        f" r{k} = v{k}[0] * 100 + v{k}[1] * 10 + v{k}[2];",
        f"int v{k}[3] = {{ a, b, a - b }}; qsort(v{k}, 3, sizeof(int), b > 0 ? up{k} : down{k});"
        f" r{k} = v{k}[0] * 100 + v{k}[2];",
        f"static const int t{k}[4] = {{ -3, -1, 1, 3 }}; int key{k} = a;"
        f" const int *hit{k} = bsearch(&key{k}, t{k}, 4, sizeof t{k}[0], up{k});"
        f" r{k} = hit{k} ? (long)(hit{k} - t{k}) : -1;",
    ]
    return Part((decl,), (rng.choice(forms),))


def _struct_return(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"struct R{k} {{ long lo; int mid; char tag[5]; }};\n"
        f"static struct R{k} make{k}(int x, int y) {{ struct R{k} r = {{ x * {rng.randint(2, 9)}L,"
        f" y, \"ab\" }}; r.tag[2] = (char)(x + y + 'c'); if (x > y) return r;"
        f" r.lo = -r.lo; return r; }}\n"
        f"static struct R{k} *fill{k}(struct R{k} *out, struct R{k} in) {{"
        f" *out = in; out->mid += 1; return out; }}"
    )
    forms = [
        f"struct R{k} s{k} = make{k}(a, b); r{k} = s{k}.lo * 10 + s{k}.mid + s{k}.tag[2];",
        f"r{k} = make{k}(b, a).lo + make{k}(a, a).tag[2];",
        f"struct R{k} t{k}; r{k} = fill{k}(&t{k}, make{k}(a, b))->mid * 7 + t{k}.tag[1];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _flexible(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"struct F{k} {{ int n; short extra; long items[]; }};"
    index = rng.choice(["0", "(unsigned)b % 3u", f"fx{k}->n"])  # n: out of bounds when 3
    body = (
        f"struct F{k} *fx{k} = malloc(sizeof *fx{k} + 3 * sizeof fx{k}->items[0]);"
        f" if (fx{k} == NULL) {{ r{k} = -7; }} else {{ fx{k}->n = (a & 1) + 2;"
        f" for (int i = 0; i < 3; i++) fx{k}->items[i] = (long)b * i + a;"
        f" r{k} = fx{k}->items[fx{k}->n - 1] * 10 + (long)sizeof(struct F{k})"
        f" + fx{k}->items[{index}];"
        f" free(fx{k}); }}"
    )
    return Part((decl,), (body,), allocations=1)


def _enum_arithmetic(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"enum C{k} {{ C{k}_A = {rng.randint(-5, 0)}, C{k}_B, C{k}_C = {rng.randint(3, 9)},"
        f" C{k}_D }};\nenum U{k} {{ U{k}_BIG = 0x80000000u, U{k}_ONE = 1 }};"
    )
    forms = [
        f"enum C{k} e{k} = (enum C{k})(a + 1); e{k}++; r{k} = e{k} * C{k}_D - C{k}_B;",
        f"enum U{k} u{k} = b > 0 ? U{k}_BIG : U{k}_ONE; r{k} = (u{k} > 1) + (long)(u{k} - 2)"
        f" + (U{k}_BIG + 0 > 0) * 4 + (long)sizeof u{k};",
        f"r{k} = (C{k}_C - a) % 4 + (enum C{k})b * 3 + (C{k}_A < C{k}_D);",
    ]
    return Part((decl,), (rng.choice(forms),))


def _booleans(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"_Bool t{k} = a, u{k} = b & 2; t{k}++; u{k} += 2; r{k} = t{k} * 10 + u{k} + !t{k};",
        f"_Bool t{k} = 0.5 * a; _Bool v{k} = (char)256; r{k} = t{k} + v{k} * 2 + (t{k} == a) * 4;",
        f"_Bool bs{k}[3] = {{ a, b, a - b }}; r{k} = bs{k}[0] + bs{k}[1] * 2 + bs{k}[2] * 4"
        f" + (long)sizeof bs{k};",
        f"_Bool t{k} = a > 0; t{k} -= 1; t{k} ^= 1; r{k} = t{k} + (t{k} ? -a : b);",
    ]
    return Part((), (rng.choice(forms),))


def _signed_char_conversion(rng: random.Random, k: int, wide: bool) -> Part:
    m = rng.randint(30, 99)
    forms = [
        f"signed char s{k} = a * {m}; s{k} += b * {m}; r{k} = s{k} + (s{k} < 0) * 1000;",
        f"signed char s{k} = 127; s{k} += (char)a; s{k}++; r{k} = s{k};",
        f"signed char s{k} = (signed char)(b * {m * 3}); short h{k} = (short)(a * {m * 997});"
        f" r{k} = s{k} * 100000L + h{k};",
        f"signed char s{k} = -128 + (a & 3); s{k} = -s{k}; r{k} = s{k} + (s{k} == -128) * 1000;",
    ]
    if wide:
        forms.append(f"signed char s{k} = w; short h{k} = w; r{k} = s{k} * 100000L + h{k};")
    return Part((), (rng.choice(forms),))


WIDE_BITFIELD_PARTS = tuple(wide_bitfield(group) for group in WIDE_FIELD_GROUPS)

FAMILIES: tuple[Callable[[random.Random, int, bool], Part], ...] = (
    *WIDE_BITFIELD_PARTS,
    _long_arithmetic,
    _libc_table,
    _callbacks,
    _struct_return,
    _flexible,
    _enum_arithmetic,
    _booleans,
    _signed_char_conversion,
)
