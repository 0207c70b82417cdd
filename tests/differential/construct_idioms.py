"""Construct families of the seventh session (engineer K): idioms of everyday C that the first
families (:mod:`construct_programs`) and the sixth session's (:mod:`construct_families`) leave
out or touch only once: type punning through unions (float/int, double/halves), byte views of
structs, ``memcpy``/``memmove``/``memset`` over structs and overlapping ranges, pointer
arithmetic over arrays of structs, ``char`` signedness in comparisons, shifts by input counts,
64-bit and ``INT_MIN`` division and remainder with negative operands, ``unsigned short``
products (promoted to ``int``), ``size_t`` against ``int``, ``switch`` on enums with
fall-through, ``goto`` into loops, compound literals, ``static`` locals across calls, bounded
recursion, string functions on buffers the inputs change, ``abs``/``labs`` of the minimum,
floating to integer conversions out of range, NaN comparisons, ``_Bool`` arithmetic and ``?:``
with mixed signedness.

Each maker has the signature of :data:`construct_programs.PARTS`'; the oracle's profile
``idioms`` draws programs from :data:`IDIOMS` (``construct_oracle.py --profile idioms``). Every
loop and recursion iterates at most :data:`construct_oracle.MAX_BOUND` times; calls of looping C
models are listed in :attr:`construct_programs.Skeleton.library_loops`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from construct_programs import Part


def _float_punning(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"union FU{k} {{ float f; uint32_t u; unsigned char b[4]; }};\n"
        f"union DU{k} {{ double d; uint64_t u; int32_t half[2]; }};"
    )
    forms = [
        f"union FU{k} x{k}; x{k}.f = a * {rng.choice(['0.75f', '1.5f', '-2.25f'])} + b;"
        f" r{k} = (long)(x{k}.u >> 23) + (x{k}.u & 0xFF) * 1000 + x{k}.b[3];",
        f"union DU{k} y{k}; y{k}.d = (double)a / {rng.choice(['3.0', '7.0', '-0.1'])};"
        f" r{k} = (long)(y{k}.u >> 52) + y{k}.half[{rng.randint(0, 1)}] % 100003;",
        f"union FU{k} x{k}; x{k}.u = 0x3F800000u + (unsigned)b * 0x800000u;"
        f" r{k} = (long)(x{k}.f * {rng.randint(2, 64)}) + (x{k}.f > 1.0f);",
        f"union DU{k} y{k} = {{ .u = 0x4000000000000000ULL ^ ((uint64_t)(a & 3) << 51) }};"
        f" r{k} = (long)(y{k}.d * 1000) + (y{k}.half[1] < 0);",
    ]
    if wide:
        forms.append(
            f"union FU{k} x{k}; x{k}.u = w; r{k} = (x{k}.f != x{k}.f) + (x{k}.f > 0) * 2"
            f" + (x{k}.f < -1e30f) * 4 + x{k}.b[{rng.randint(0, 3)}] * 8;"
        )
    return Part((decl,), (rng.choice(forms),))


def _byte_views(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"struct V{k} {{ char c; int i; short s; long l; }};"
    init = (
        f"struct V{k} v{k}; memset(&v{k}, {rng.choice(['0', '0x5a', 'a & 0x7f'])}, sizeof v{k});"
        f" v{k}.c = (char)(a * {rng.randint(30, 90)}); v{k}.i = b * {rng.randint(300, 99999)};"
        f" v{k}.s = (short)(a * b * 1000);"
        f" const unsigned char *p{k} = (const unsigned char *)&v{k};"
    )
    forms = [
        f"r{k} = p{k}[0] + p{k}[1] * 3 + p{k}[4] * 100 + p{k}[7] * 1000"
        f" + p{k}[sizeof v{k} - 1] * 7;",
        f"r{k} = p{k}[(unsigned)b % sizeof v{k}] * 10 + p{k}[offsetof(struct V{k}, s) + 1];",
        f"int i{k}; memcpy(&i{k}, p{k} + offsetof(struct V{k}, i), sizeof i{k});"
        f" r{k} = i{k} - v{k}.i + p{k}[5] + (long)(p{k}[10] ^ p{k}[2]);",
        f"unsigned char raw{k}[sizeof v{k}]; memcpy(raw{k}, &v{k}, sizeof raw{k});"
        f" raw{k}[{rng.randint(4, 7)}] ^= 0x80; memcpy(&v{k}, raw{k}, sizeof v{k});"
        f" r{k} = v{k}.i % 100003 + v{k}.c;",
    ]
    return Part((decl,), (init, rng.choice(forms)))


def _memory_ops(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"struct M{k} {{ int x; char t[3]; long z; }};"
    forms = [
        f"int v{k}[5] = {{ a, b, 3, 4, 5 }}; memmove(v{k} + 1, v{k}, 3 * sizeof v{k}[0]);"
        f" r{k} = v{k}[0] * 1000 + v{k}[1] * 100 + v{k}[2] * 10 + v{k}[3] + v{k}[4];",
        f"int v{k}[5] = {{ a, b, 3, 4, 5 }};"
        f" memmove(v{k}, v{k} + (b & 1) + 1, 3 * sizeof v{k}[0]);"
        f" r{k} = v{k}[0] * 1000 + v{k}[1] * 100 + v{k}[2] * 10 + v{k}[4];",
        f'struct M{k} m{k} = {{ a, "xy", b }}, n{k}; memset(&n{k}, a & 0x7f, sizeof n{k});'
        f" r{k} = n{k}.x % 1000 + n{k}.t[1];"
        f" memcpy(&n{k}, &m{k}, offsetof(struct M{k}, z)); r{k} += n{k}.x * 10 + n{k}.z % 100;",
        f'struct M{k} m{k} = {{ a, "ab", b }}; memset(&m{k}.t, 0xff, sizeof m{k}.t);'
        f" r{k} = m{k}.x + m{k}.t[0] + (unsigned char)m{k}.t[2] + m{k}.z;",
        f'struct M{k} arr{k}[2] = {{ {{ a, "p", 1 }}, {{ b, "q", 2 }} }};'
        f" memcpy(&arr{k}[0], &arr{k}[1], sizeof arr{k}[0]); arr{k}[1].x = 9;"
        f" r{k} = arr{k}[0].x * 10 + arr{k}[0].t[0] + arr{k}[1].x + arr{k}[0].z;",
        # overlapping memcpy: undefined (AddressSanitizer's memcpy-param-overlap)
        f'char s{k}[8] = "abcdefg"; memcpy(s{k} + 1, s{k}, (size_t)(b & 3) + 1);'
        f" r{k} = s{k}[1] * 100 + s{k}[3];",
        f'char s{k}[8] = "0123456"; memmove(s{k} + (a & 3), s{k} + (b & 3), 4);'
        f" r{k} = s{k}[0] * 1000 + s{k}[3] * 10 + s{k}[6];",
        f"char s{k}[6]; memset(s{k}, 'x', sizeof s{k}); memset(s{k} + 1, a + 'a', (size_t)(b & 3));"
        f" s{k}[5] = 0; r{k} = (long)strlen(s{k}) * 100 + s{k}[2];",
        f'struct M{k} m{k} = {{ a, "ab", b }}, n{k} = {{ 7, "cd", 9 }};'
        f" memcpy(&n{k}, &m{k}, (size_t)(b & 7)); r{k} = n{k}.x + n{k}.t[0] * 10 + n{k}.z;",
        # past the end for b & 7 above 4
        f"char s{k}[8]; memset(s{k}, a, (size_t)(b & 7) + 4); r{k} = s{k}[3];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _struct_arrays(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"struct P{k} {{ int x; short y; char c; }};"
    init = (
        f"struct P{k} ps{k}[3] = {{ {{ a, 1, 'a' }}, {{ b, 2, 'b' }},"
        f" {{ a + b, {rng.randint(3, 9)}, 'c' }} }};"
    )
    forms = [
        f"struct P{k} *p{k} = ps{k} + (unsigned)b % 3u; p{k}->y += a;"
        f" r{k} = (p{k} - ps{k}) * 100 + p{k}->x + ps{k}[1].y * 10"
        f" + ((char *)&ps{k}[2].c - (char *)ps{k});",
        f"struct P{k} *q{k} = &ps{k}[0]; q{k} += (b & 1) + 1;"
        f" r{k} = q{k}[-1].x + q{k}->c + (q{k} + 1 - ps{k}) * 1000;",
        f"int *ip{k} = &ps{k}[0].x; ip{k} = (int *)((char *)ip{k} + sizeof(struct P{k}) * 2);"
        f" r{k} = *ip{k} * 10 + (long)sizeof ps{k};",
        f"struct P{k} *end{k} = ps{k} + 3; for (struct P{k} *p = ps{k}; p != end{k}; p++)"
        f" r{k} = r{k} * 3 + p->x + p->y;",
        # out of bounds for b + 1 outside [0, 2]
        f"struct P{k} *q{k} = ps{k} + b + 1; r{k} = q{k}->x + q{k}->c;",
    ]
    return Part((decl,), (init, rng.choice(forms)))


def _char_signedness(rng: random.Random, k: int, wide: bool) -> Part:
    m = rng.randint(30, 90)
    forms = [
        f"char c{k} = (char)(a * {m}); signed char s{k} = c{k}; unsigned char u{k} = c{k};"
        f" r{k} = (c{k} == u{k}) + (s{k} == u{k}) * 2 + (c{k} < 0) * 4 + (u{k} > 127) * 8"
        f" + ((unsigned char)c{k} == {(256 - m) % 256}) * 16 + (c{k} == (char){256 - m}) * 32;",
        f"char buf{k}[3] = {{ (char)(b * {m}), 'x', 0 }}; r{k} = (buf{k}[0] < 'A')"
        f" + (buf{k}[0] > (char)0x80) * 2 + ((unsigned)buf{k}[0] > 1000u) * 4"
        f" + (buf{k}[0] == -{m}) * 8;",
        f"unsigned char u{k} = (unsigned char)(a * {m + 60}); r{k} = (u{k} == -a * {m + 60})"
        f" + ((signed char)u{k} < 0) * 2 + (u{k} < (signed char)u{k}) * 4 + (u{k} ^ 0x80);",
        f"signed char s{k} = (signed char)(b * {m}); r{k} = (s{k} < 0u) + (s{k} < 0) * 2"
        f" + (s{k} + 0u > 128u) * 4 + ((unsigned char)s{k} >> 7) * 8;",
    ]
    return Part((), (rng.choice(forms),))


def _variable_shifts(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"r{k} = 1 << (a * 10 + 1);",  # negative or >= 32: undefined
        f"r{k} = (long)(1ULL << (b + {rng.randint(58, 61)}));",
        f"r{k} = (-{rng.randint(1, 99)} >> (b & 7)) + (long)((unsigned)-a >> (a + 3));",
        f"unsigned short h{k} = 0x8000 >> (a & 3); r{k} = h{k} << (b + {rng.randint(13, 16)});",
        f"long l{k} = b; r{k} = l{k} << (a + {rng.randint(58, 61)});",
        f"unsigned char c{k} = 0x81; r{k} = (c{k} << (a + 3)) + (c{k} >> (b & 7));",
    ]
    if wide:
        forms.append(f"r{k} = (long)(w >> (a + 29)) + (long)(w << (b & 31));")
    return Part((), (rng.choice(forms),))


def _division(rng: random.Random, k: int, wide: bool) -> Part:
    big = rng.randint(2**31, 2**40)
    forms = [
        f"long long x{k} = (long long)a * -{big}LL; r{k} = x{k} / (b | 1) + x{k} % 7"
        f" + (-x{k}) % (b | 1);",
        f"long long m{k} = LLONG_MIN + (a > 0); r{k} = m{k} / (b | 1) % 1000 + m{k} % (b | 1);",
        f"int m{k} = INT_MIN + (a & 1); r{k} = m{k} / (b | 1) + m{k} % (b | 1);",
        f"r{k} = (a * {rng.randint(5, 99)}) % (b | 1) * 100 + (-a * 7) / 2 + (a % -2) * 10"
        f" + (-{rng.randint(5, 99)} % (b | 2));",
        f"unsigned long long u{k} = (unsigned long long)(long long)a * {big}ULL;"
        f" r{k} = (long)(u{k} / (unsigned)(b + 4)) % 100003 + (long)(u{k} % 10);",
        f"long q{k} = (long)a * {big}L / -(b | 1); long s{k} = (long)b * {big}L % (a - 4);"
        f" r{k} = q{k} % 100003 + s{k} % 1009 + (q{k} < 0) * 7;",
    ]
    return Part(("#include <limits.h>",), (rng.choice(forms),))


def _short_products(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"unsigned short h{k} = 65535 - (a + 3), g{k} = 65535 - (b + 3) * {rng.randint(10, 999)};"
        f" r{k} = h{k} * g{k};",  # int overflow: wraps (errlang's semantics, -fwrapv)
        f"unsigned short h{k} = {rng.randint(40000, 65535)} + a; uint32_t p{k} = h{k} * h{k};"
        f" r{k} = (long)(p{k} >> 16) + (h{k} * h{k} < 0);",
        f"unsigned short h{k} = {rng.randint(300, 65535)} - b; h{k} *= h{k} + a; r{k} = h{k};",
        f"unsigned char c{k} = {rng.randint(128, 255)} + a; r{k} = c{k} * c{k} * c{k}"
        f" + (c{k} << 24) + (unsigned)c{k} * c{k};",
        f"uint16_t x{k} = (uint16_t)(a * {rng.randint(1000, 20000)});"
        f" r{k} = (long)(x{k} * (uint16_t)(b * {rng.randint(1000, 20000)})) + (x{k} > 32767);",
    ]
    return Part((), (rng.choice(forms),))


def _size_compare(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"size_t n{k} = sizeof(int) * (a + 3); r{k} = (a < n{k}) + (b < sizeof(long)) * 2"
        f' + (n{k} - {rng.randint(1, 9)} > 100) * 4 + (strlen("abc") > (size_t)b) * 8;',
        f"int i{k} = b; size_t s{k} = i{k}; r{k} = (long)(s{k} >> 40) + (s{k} == (size_t)-1) * 3"
        f" + (i{k} < (int)sizeof s{k}) * 5;",
        f"int arr{k}[7]; ptrdiff_t d{k} = &arr{k}[a + 3] - &arr{k}[0];"
        f" r{k} = (d{k} < sizeof arr{k} / sizeof arr{k}[0]) + (d{k} - 4 < sizeof arr{k}) * 2"
        f" + d{k} * 10;",
        f"unsigned u{k} = a; long l{k} = b; r{k} = (u{k} < l{k}) + (a < (unsigned)b) * 2"
        f" + (l{k} < sizeof(int)) * 4 + (-1 < (unsigned char)1) * 8;",
    ]
    return Part((), (rng.choice(forms),))


def _enum_switch(rng: random.Random, k: int, wide: bool) -> Part:
    names = [f"RED{k}", f"GREEN{k}", f"BLUE{k}", f"LAST{k}"]
    second = rng.randint(2, 4)
    decl = f"enum Col{k} {{ RED{k}, GREEN{k} = {second}, BLUE{k}, LAST{k} }};"
    scrutinee = rng.choice([f"(enum Col{k})(a + 3)", f"(enum Col{k})(a * b)"])
    cases = []
    for name in rng.sample(names, rng.randint(2, 4)):
        action = rng.choice([f"r{k} += {rng.randint(1, 9)};", f"r{k} *= 3;", f"r{k} -= b;"])
        cases.append(f"case {name}: {action}{rng.choice([' break;', ' /* fall through */'])}")
    body = (
        f"enum Col{k} c{k} = {scrutinee}; switch (c{k}) {{ {' '.join(cases)}"
        f" default: r{k} = r{k} * 2 + c{k}; }} r{k} += (c{k} > BLUE{k}) * 100;"
    )
    return Part((decl,), (body,))


def _goto_loops(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"int i{k} = 0; if (a > {rng.randint(-2, 2)}) goto in{k};"
        f" for (i{k} = 0; i{k} < 3; i{k}++) {{ r{k} -= 2; in{k}: r{k} += i{k} * 3 + b; }}",
        f"int n{k} = b & 3; goto check{k}; body{k}: r{k} = r{k} * 2 + n{k}; n{k}--;"
        f" check{k}: if (n{k} > 0) goto body{k};",
        f"int j{k} = a & 1; goto mid{k}; do {{ r{k} += {rng.randint(2, 9)}; mid{k}: r{k} += j{k};"
        f" j{k}++; }} while (j{k} < 3);",
        f"int i{k} = (b & 1) + 1; if (a < 0) goto tail{k}; while (i{k} < 4) {{ r{k} += a;"
        f" tail{k}: r{k} = r{k} * 2 - i{k}; i{k}++; }}",
    ]
    return Part((), (rng.choice(forms),))


def _compound_literals(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"struct Q{k} {{ int n; int v[2]; }};\n"
        f"static int total{k}(const struct Q{k} *q) {{ return q->n * 100 + q->v[0] + q->v[1]; }}"
    )
    forms = [
        f"int *p{k} = (int[3]){{ a, b }}; p{k}[2] += p{k}[0];"
        f" r{k} = p{k}[2] + ((int[]){{ 1, 2, 3 }})[b & 1 ? 2 : 0];",
        f"struct Q{k} q{k} = (struct Q{k}){{ .v = {{ a, [1] = b }}, .n = 2 }};"
        f" r{k} = q{k}.n + q{k}.v[1] * 10 + ((struct Q{k}){{ 0 }}).v[0];",
        f"const char *s{k} = (const char[]){{ 'h', (char)('a' + a), 0 }};"
        f" r{k} = s{k}[1] + (long)strlen(s{k}) * 1000;",
        f"r{k} = total{k}(&(struct Q{k}){{ b, {{ a }} }})"
        f" + total{k}(&(const struct Q{k}){{ .n = a, .v[1] = {rng.randint(-9, 9)} }});",
        f"for (int i = 0; i < 2; i++) {{ int *t = (int[]){{ i, a }}; t[0] += b;"
        f" r{k} += t[0] * t[1]; }}",
    ]
    return Part((decl,), (rng.choice(forms),))


def _static_locals(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static int next{k}(void) {{ static int seq = {rng.randint(1, 9)}; static int hist[3];"
        f" hist[seq % 3] += seq; return seq++ * 10 + hist[0]; }}\n"
        f"static const char *name{k}(int i) {{ static char buf[4]; buf[0] = (char)('a' + i);"
        f" buf[1] = 0; return buf; }}\n"
        f"static int *keep{k}(int *set) {{ static int *kept; if (set) kept = set; return kept; }}"
    )
    forms = [
        f"next{k}(); if (a > 0) next{k}(); if (b > 1) next{k}(); r{k} = next{k}();",
        f"const char *x{k} = name{k}(a + 3); const char *y{k} = name{k}(b + 3);"
        f" r{k} = x{k}[0] * 1000 + y{k}[0] + (x{k} == y{k});",
        f"int v{k} = a * 7; if (b > 0) keep{k}(&v{k}); v{k}++;"
        f" r{k} = keep{k}(0) ? *keep{k}(0) : -1;",
    ]
    return Part((decl,), (rng.choice(forms),))


def _recursion(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static long fact{k}(int n) {{ return n <= 1 ? 1 : n * fact{k}(n - 1); }}\n"
        f"static int odd{k}(int n);\n"
        f"static int even{k}(int n) {{ return n == 0 ? 1 : odd{k}(n - 1); }}\n"
        f"static int odd{k}(int n) {{ return n == 0 ? 0 : even{k}(n - 1); }}\n"
        f"static int sum{k}(const int *v, int n) {{ return n ? v[0] * {rng.randint(2, 5)}"
        f" + sum{k}(v + 1, n - 1) : 0; }}"
    )
    forms = [
        f"r{k} = fact{k}((a & 3) + 1) * 10 + fact{k}(b);",
        f"r{k} = even{k}(b & 3) * 10 + odd{k}(a & 3);",
        f"int v{k}[3] = {{ a, b, {rng.randint(-9, 9)} }}; r{k} = sum{k}(v{k}, (a & 1) + 2);",
        # one past: sum reads v[3] when n is 4
        f"int v{k}[3] = {{ a, b, 1 }}; r{k} = sum{k}(v{k}, (b & 1) + 3);",
    ]
    return Part((decl,), (rng.choice(forms),))


def _string_functions(rng: random.Random, k: int, wide: bool) -> Part:
    setup = (
        f"char s{k}[6] = \"abcde\"; s{k}[(unsigned)b % 5u] = (char)('a' + a);"
        f" s{k}[(unsigned)a % 4u + 1] = 0;"
    )
    forms = [
        f'int c{k} = strcmp(s{k}, "{rng.choice(["abc", "a", "b", "abcde"])}");'
        f" r{k} = (long)strlen(s{k}) * 100 + (c{k} > 0) - (c{k} < 0);",
        f"char *h{k} = strchr(s{k}, '{rng.choice('abcd')}'); r{k} = h{k} ? h{k} - s{k} : -9;"
        f" r{k} += strchr(s{k}, 0) - s{k};",
        f"const char *m{k} = memchr(s{k}, 'a' + b, 5); r{k} = m{k} ? m{k} - s{k} : -9;",
        f"char d{k}[4]; strncpy(d{k}, s{k}, 3); d{k}[3] = 0; r{k} = (long)strlen(d{k}) + d{k}[2];",
        # not terminated when s is 3 or more characters long: strlen reads past d
        f"char d{k}[3]; strncpy(d{k}, s{k}, 3); r{k} = (long)strlen(d{k});",
        f'int c{k} = strncmp(s{k}, "abd", (size_t)(b & 3)); r{k} = (c{k} > 0) - (c{k} < 0)'
        f" + (long)strlen(s{k} + 1) * 10;",
        f"char d{k}[4] = {{ 0 }}; strncpy(d{k}, s{k}, (size_t)(b & 3));"
        f" r{k} = d{k}[0] + d{k}[1] * 3 + d{k}[2] * 7 + d{k}[3] * 11;",
        f"const char *t{k} = strrchr(s{k}, 'a' + (b & 3)); r{k} = t{k} ? t{k} - s{k} : -1;",
        f"char u{k}[3] = {{ (char)('a' + b), 'b', 0 }}; int c{k} = strcmp(s{k}, u{k});"
        f" r{k} = (c{k} > 0) - (c{k} < 0) + (long)strlen(u{k});",
        # overlapping: undefined (AddressSanitizer's strcpy-param-overlap)
        f'char big{k}[12] = "xy"; strcat(big{k}, s{k}); if (a > 1) strcpy(big{k} + 1, big{k});'
        f" r{k} = (long)strlen(big{k});",
    ]
    return Part((), (setup, rng.choice(forms)))


def _absolute_values(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"int m{k} = INT_MIN + (a & 1); r{k} = abs(m{k}) + (abs(m{k}) < 0) * 10;",
        f"long l{k} = LONG_MIN + (b & 1); r{k} = (labs(l{k}) == l{k}) + labs(l{k}) % 1000;",
        f"r{k} = abs(a - b) * 10 + labs((long)a * -{rng.randint(10**9, 9 * 10**9)}L) % 100003"
        f" + llabs(LLONG_MIN + 1 + b) % 1000;",
    ]
    return Part(("#include <limits.h>",), (rng.choice(forms),))


def _float_to_int(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"double d{k} = a * {rng.choice(['1.5e9', '7.5e8', '3e9'])}; int i{k} = (int)d{k};"
        f" r{k} = i{k} % 1000;",  # out of int's range: undefined
        f"unsigned u{k} = (unsigned)(b * 0.75 + 0.5); r{k} = u{k};",  # below -1: undefined
        f"short s{k} = (short)(a * {rng.choice(['20000.0', '10000.5', '16383.9'])}); r{k} = s{k};",
        f"long l{k} = (long)(b * 0.3 - a * 0.7); r{k} = l{k} * 10 + (long)(-2.5 * a);",
        f"unsigned char c{k} = (unsigned char)(a * {rng.choice(['100.0', '85.3', '42.0'])});"
        f" r{k} = c{k};",
        # on each side of a boundary: defined when the truncated value fits
        f"double d{k} = 2147483647.0 + a * 0.5; r{k} = (int)d{k};",
        f"double d{k} = -2147483648.0 - a * 0.4; r{k} = (int)d{k};",
        f"r{k} = (unsigned char)(255.5 + a * 0.25) + (unsigned)(-0.5 * b);",
        f"float f{k} = 2147483520.0f + a * 64.0f; r{k} = (int)f{k} % 1000;",
        f"double d{k} = 9223372036854774784.0 + b * 1024.0; r{k} = (long)d{k} % 100003;",
        f"r{k} = (_Bool)(0.0 / 0.0 * a) + (_Bool)(-0.0 * b) * 2 + (int)(0.0 / 0.0 + a);",
    ]
    if wide:
        forms.append(f"float f{k} = w; r{k} = (long)f{k} % 100003 + (f{k} == 4294967296.0f);")
    return Part((), (rng.choice(forms),))


def _nan_compare(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"double z{k} = b > 0 ? 0.0 / 0.0 : a * 0.5; r{k} = (z{k} == z{k}) + (z{k} < 1.0) * 2"
        f" + (z{k} >= 1.0) * 4 + (z{k} != z{k}) * 8 + !(z{k} > 0) * 16;",
        f"float f{k} = (float)a / (float)(b & 1); r{k} = (f{k} == f{k}) + (f{k} > 1e30f) * 2"
        f" + (f{k} < -1e30f) * 4;",
        f"double z{k} = (a - {rng.randint(-3, 3)}) * (1.0 / 0.0) * (b & 1);"
        f" r{k} = (z{k} != z{k}) + (z{k} > 0) * 2 + (z{k} <= 0) * 4;",
        f"float f{k} = b < 0 ? -0.0f : 0.0f; float g{k} = a ? 0.0f / f{k} : f{k};"
        f" r{k} = (g{k} == 0.0f) + (g{k} != g{k}) * 2 + (1.0f / (f{k} + 1.0f) > 0) * 4;",
    ]
    return Part((), (rng.choice(forms),))


def _bool_arithmetic(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"_Bool t{k} = a; t{k} += b; _Bool u{k} = t{k} * 5 - 3;"
        f" r{k} = t{k} + u{k} * 2 + (t{k} << 3) + ~t{k} + (t{k} - u{k}) * 100 + -t{k};",
        f"_Bool t{k} = a & 4; _Bool u{k} = (b & 1) * 0.5; t{k} = t{k} | u{k};"
        f" r{k} = t{k} * 10 + u{k} + (t{k} + u{k} == 2) * 100;",
        f"_Bool t{k} = b; t{k} *= a; t{k}--; r{k} = t{k} + sizeof(t{k} + t{k}) * 10;",
    ]
    if wide:
        forms.append(f"_Bool v{k} = w & 256; _Bool x{k} = (uint8_t)w; r{k} = v{k} + x{k} * 2;")
    return Part((), (rng.choice(forms),))


def _mixed_ternary(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"r{k} = (a > 0 ? -1 : 1u) > 0 ? 10 : 20; r{k} += (b ? a : (unsigned short)b) < 0;",
        f"r{k} = (a < 0 ? -1 : 0u) / 2 % 1000 + (b ? (long)a : 1u);",
        f"r{k} = (a > b ? (unsigned char)a : (signed char)b) + (sizeof(a ? 1u : 2L) == 8) * 100;",
        f"long x{k} = a ? a : sizeof a; r{k} = (x{k} - 5 > 0) + (a ? a : sizeof a) % 1000;",
        f"unsigned u{k} = 3; r{k} = (b < 0 ? b : u{k}) + (long)(a > 0 ? u{k} - 4 : -1L);",
    ]
    return Part((), (rng.choice(forms),))


IDIOMS: tuple[Callable[[random.Random, int, bool], Part], ...] = (
    _float_punning,
    _byte_views,
    _memory_ops,
    _struct_arrays,
    _char_signedness,
    _variable_shifts,
    _division,
    _short_products,
    _size_compare,
    _enum_switch,
    _goto_loops,
    _compound_literals,
    _static_locals,
    _recursion,
    _string_functions,
    _absolute_values,
    _float_to_int,
    _nan_compare,
    _bool_arithmetic,
    _mixed_ternary,
)
