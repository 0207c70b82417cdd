"""Construct families of the ninth session (engineer K): C people write and get wrong, past the
everyday families (:mod:`construct_everyday`): string functions on struct members (``strncpy``
into a fixed ``char[N]`` that it leaves unterminated, then ``strlen``), ``memmove`` and an
overlapping ``memcpy``, ``qsort``/``bsearch`` with comparators, ``snprintf``'s return value
after truncation, enum-indexed tables with gaps, shifts by an amount the inputs choose (``>=``
the width: undefined), unsigned counters counting down, ``char`` arithmetic in ctype-style
classifiers, integer-to-pointer round trips through ``uintptr_t``, unions for type punning,
``static`` locals kept across calls, compound literals and designated initialisers with gaps.

Each maker has the signature of :data:`construct_programs.PARTS`'; the oracle's profile
``people`` draws programs from :data:`PEOPLE` (``construct_oracle.py --profile people [--family
NAME]``). Inputs a and b are in [-3, 3]; loops iterate at most
:data:`construct_oracle.MAX_BOUND` times, except the count-down loop that never ends
(``unsigned i >= 0``), which leaves its array within five iterations.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from construct_programs import Part


def _struct_strings(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"struct Name{k} {{ char tag[6]; int id; }};\n"
        f"struct Last{k} {{ int id; char tag[4]; }};"  # 8 bytes: no padding after tag
    )
    src = '"abcdefgh" + (unsigned)(a + 3) % 5u'
    forms = [
        f'struct Name{k} s{k} = {{ "", 7 }}; strncpy(s{k}.tag, {src}, sizeof s{k}.tag - 1);'
        f" s{k}.tag[sizeof s{k}.tag - 1] = 0; r{k} = (long)strlen(s{k}.tag) * 100 + s{k}.tag[0];",
        # unterminated: strlen runs on into id (one object, no sanitizer report)
        f'struct Name{k} s{k} = {{ "", 7 + b }}; strncpy(s{k}.tag, {src}, sizeof s{k}.tag);'
        f" r{k} = (long)strlen(s{k}.tag) * 10 + s{k}.id;",
        f'struct Name{k} s{k} = {{ "xy", a }}; strcat(s{k}.tag, b > 0 ? "zz" : "q");'
        # strcmp's sign only: glibc returns the bytes' difference, ASan's interceptor -1/0/1
        f' r{k} = (strcmp(s{k}.tag, "xyq") > 0) * 100 + (long)strlen(s{k}.tag);',
        f'struct Name{k} s{k} = {{ "", 0 }}; int n{k} = snprintf(s{k}.tag, sizeof s{k}.tag,'
        f' "%d%d", a * 100, b); r{k} = n{k} * 100 + (long)strlen(s{k}.tag) + s{k}.id;',
        # unterminated in the last member: strlen reads past the object
        f'struct Last{k} s{k} = {{ a, "" }}; strncpy(s{k}.tag, {src}, sizeof s{k}.tag);'
        f" r{k} = (long)strlen(s{k}.tag);",
        f'struct Last{k} s{k} = {{ b, "ab" }};'
        f' memcpy(s{k}.tag, "wxyz", (unsigned)(a + 3) % 4u);'
        f" r{k} = s{k}.tag[0] * 10 + (long)strlen(s{k}.tag);",
    ]
    return Part((decl,), (rng.choice(forms),))


def _memmove_overlap(rng: random.Random, k: int, wide: bool) -> Part:
    init = f'char m{k}[8] = "abcdefg";'
    forms = [
        f"memmove(m{k} + (a & 3), m{k}, 4); r{k} = m{k}[3] * 100 + m{k}[(b & 3) + 2];",
        f"memmove(m{k}, m{k} + (b & 3), 4); r{k} = m{k}[0] * 100 + m{k}[3];",
        f"int v{k}[5] = {{ 1, 2, 3, 4, 5 }}; memmove(v{k} + 1, v{k}, (size_t)(a & 3) * sizeof"
        f" v{k}[0]); r{k} = v{k}[1] * 100 + v{k}[2] * 10 + v{k}[3] + m{k}[0];",
        f"memcpy(m{k} + 4, m{k}, (size_t)(b & 3)); r{k} = m{k}[4] * 100 + m{k}[6];",
        # overlapping memcpy: ASan's memcpy-param-overlap (undefined, C11 7.24.2.1p2), but
        # not memcpy(p, p, n) for a = 0, which ASan lets pass (errlang did not: 57ca00a)
        f"memcpy(m{k} + 1 + (a & 1), m{k}, 3); r{k} = m{k}[2];",
        f"memcpy(m{k} + (a & 1), m{k}, 3); r{k} = m{k}[2];",
        # past the end: 8 - (a & 7) bytes left
        f"memmove(m{k} + (a & 7), m{k}, 3); r{k} = m{k}[7];",
    ]
    return Part((), (init, rng.choice(forms)))


def _qsort_bsearch(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static int cmp{k}(const void *x, const void *y) {{ int p = *(const int *)x,"
        f" q = *(const int *)y; return (p > q) - (p < q); }}\n"
        f"static int rcmp{k}(const void *x, const void *y) {{ return *(const int *)y"
        f" - *(const int *)x; }}\n"
        f"static const int sorted{k}[5] = {{ -3, -1, 0, 2, 3 }};"
    )
    forms = [
        f"int v{k}[3] = {{ a, b, 1 }}; qsort(v{k}, 3, sizeof v{k}[0], cmp{k});"
        f" r{k} = v{k}[0] * 100 + v{k}[1] * 10 + v{k}[2];",
        f"int v{k}[3] = {{ b, 2, a }}; qsort(v{k}, 3, sizeof v{k}[0], rcmp{k});"
        f" r{k} = v{k}[0] * 100 + v{k}[2];",
        f"int key{k} = a; const int *hit{k} = bsearch(&key{k}, sorted{k}, 5, sizeof(int), cmp{k});"
        f" r{k} = hit{k} ? hit{k} - sorted{k} : -1;",
        f"int key{k} = a + b; const int *hit{k} = bsearch(&key{k}, sorted{k}, 5, sizeof(int),"
        f" cmp{k}); r{k} = hit{k} != 0;",
        # the NULL of a failed search dereferenced
        f"int key{k} = b; const int *hit{k} = bsearch(&key{k}, sorted{k}, 5, sizeof(int), cmp{k});"
        f" r{k} = *hit{k};",
        # one element more than the array
        f"int v{k}[2] = {{ a, b }}; qsort(v{k}, 2 + (a > 1), sizeof(int), cmp{k}); r{k} = v{k}[0];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _snprintf_returns(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f'char s{k}[6]; int n{k} = snprintf(s{k}, sizeof s{k}, "%d:%d", a * 100, b);'
        f" r{k} = n{k} * 100 + (long)strlen(s{k});",
        f'int n{k} = snprintf(NULL, 0, "%d", a * 1000 + b); r{k} = n{k};',
        f"char s{k}[8]; char *p{k} = s{k}, *e{k} = s{k} + sizeof s{k};"
        f' p{k} += snprintf(p{k}, (size_t)(e{k} - p{k}), "%d", a);'
        f' if (p{k} < e{k}) p{k} += snprintf(p{k}, (size_t)(e{k} - p{k}), ",%d", b);'
        f" r{k} = (p{k} - s{k}) * 10 + (p{k} >= e{k});",
        f"char s{k}[4]; int n{k} = snprintf(s{k}, sizeof s{k}, \"%c%c\", 'a' + (a & 7),"
        f" 'a' + (b & 7)); r{k} = n{k} * 1000 + s{k}[0] + s{k}[1];",
        # the return value used as an index after truncation: past the buffer
        f'char s{k}[6]; int n{k} = snprintf(s{k}, sizeof s{k}, "%d%d", a * 100, b); s{k}[n{k}] = 0;'
        f" r{k} = n{k};",
    ]
    return Part((), (rng.choice(forms),))


def _enum_tables(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"enum Color{k} {{ RED{k}, GREEN{k}, BLUE{k}, NCOLORS{k} }};\n"
        f'static const char *const cname{k}[NCOLORS{k}] = {{ [RED{k}] = "red",'
        f' [BLUE{k}] = "blue" }};\n'
        f"static const int weight{k}[] = {{ [GREEN{k}] = 5, [BLUE{k}] = 9 }};\n"
        f"static int score{k}(enum Color{k} c) {{ switch (c) {{ case RED{k}: return 1;"
        f" case GREEN{k}: return 2; default: return 7; }} }}"
    )
    pick = f"enum Color{k} c{k} = (enum Color{k})((unsigned)(a + 3) % 3u);"
    forms = [
        f"{pick} r{k} = weight{k}[c{k}] * 10 + (cname{k}[c{k}] != 0);",
        f"{pick} r{k} = score{k}(c{k}) * 100 + score{k}((enum Color{k})(b & 3));",
        f"{pick} r{k} = cname{k}[c{k}] ? (long)strlen(cname{k}[c{k}]) : -1;",
        f"int counts{k}[NCOLORS{k}] = {{ 0 }}; counts{k}[(unsigned)(a + 3) % 3u]++;"
        f" counts{k}[(unsigned)(b + 3) % 3u] += 2; r{k} = counts{k}[GREEN{k}] * 10"
        f" + counts{k}[BLUE{k}];",
        # the gap's NULL read; one past the table
        f"{pick} r{k} = cname{k}[c{k}][0];",
        f"{pick} r{k} = weight{k}[c{k} + 1];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _symbolic_shifts(rng: random.Random, k: int, wide: bool) -> Part:
    amount = "w % 40u" if wide else "(unsigned)(b + 3) * 6u"
    forms = [
        f"unsigned u{k} = 1u << ((unsigned)(a + 3) % 32u); r{k} = u{k} % 1000;",
        f"unsigned u{k} = 0x80u >> (b & 7); r{k} = u{k} | (1u << (a & 15));",
        f"uint32_t m{k} = (1u << (a + 3)) - 1u; r{k} = m{k} & (uint32_t)(b * 77);",
        f"uint64_t v{k} = 1ull << ((unsigned)(a + 3) * 9u); r{k} = (long)(v{k} % 1000003u);",
        f"unsigned s{k} = (unsigned)(b & 7) + 1u; uint32_t x{k} = 0x12345678u;"
        f" r{k} = (long)(((x{k} << s{k}) | (x{k} >> (32u - s{k}))) % 100003u);",
        # a shift by the width or more: undefined (C11 6.5.7p3)
        f"unsigned s{k} = {amount}; r{k} = (long)((1u << s{k}) % 1000u);",
        f"unsigned s{k} = (unsigned)(a & 7); uint32_t x{k} = 0x12345678u;"
        f" r{k} = (long)(((x{k} << s{k}) | (x{k} >> (32u - s{k}))) % 100003u);",
        f"int x{k} = a << (b + 3); r{k} = x{k};",
    ]
    return Part((), (rng.choice(forms),))


def _countdown_loops(rng: random.Random, k: int, wide: bool) -> Part:
    init = (
        f"int arr{k}[4] = {{ 3, 5, 7, 11 }}; size_t n{k} = (unsigned)(a + 3) % 5u; long s{k} = 0;"
    )
    forms = [
        f"for (size_t i = n{k}; i-- > 0;) s{k} = s{k} * 2 + arr{k}[i]; r{k} = s{k};",
        f"for (size_t i = n{k} - 1; i < n{k}; i--) s{k} += arr{k}[i] * (long)(i + 1); r{k} = s{k};",
        f"int i{k} = (int)n{k}; while (i{k}-- > 0) s{k} += arr{k}[i{k}]; r{k} = s{k} * 10 + i{k};",
        f"unsigned char c{k} = (unsigned char)n{k}; while (c{k} > 0) {{ c{k}--;"
        f" s{k} += arr{k}[c{k}]; }} r{k} = s{k} + c{k};",
        # `i >= 0` on an unsigned counter: past the array's start (and below 0 when n is 0)
        f"for (size_t i = n{k} - 1; i >= 0 && s{k} < 100; i--) s{k} += arr{k}[i]; r{k} = s{k};",
        f"for (unsigned i = (unsigned)(b & 3); i != (unsigned)-1; i -= 2) s{k} += arr{k}[i];"
        f" r{k} = s{k};",
    ]
    return Part((), (init, rng.choice(forms)))


def _ctype_classifiers(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        "#include <ctype.h>\n"
        f"static int digit{k}(char c) {{ return c >= '0' && c <= '9'; }}\n"
        f"static int alpha{k}(char c) {{ return (c | 32) >= 'a' && (c | 32) <= 'z'; }}\n"
        f"static char lower{k}(char c) {{ return c >= 'A' && c <= 'Z' ? (char)(c + 32) : c; }}\n"
        f"static const unsigned char cls{k}[256] = {{ ['0' ... '9'] = 1, ['a' ... 'z'] = 2,"
        f" ['A' ... 'Z'] = 2, [' '] = 4 }};"
    )
    ch = f"char c{k} = (char)(a * 40 + b * 7 + 'M');"
    forms = [
        f"{ch} r{k} = digit{k}(c{k}) * 100 + alpha{k}(c{k}) * 10 + (lower{k}(c{k}) == c{k});",
        f"{ch} r{k} = cls{k}[(unsigned char)c{k}] * 1000 + lower{k}(c{k});",
        f"{ch} r{k} = isalpha((unsigned char)c{k}) != 0 ? tolower((unsigned char)c{k})"
        f" : c{k} - '0';",
        f"char d{k} = (char)('0' + a + 3); r{k} = digit{k}(d{k}) ? d{k} - '0' : -1;",
        f"{ch} r{k} = (c{k} >= 'a') - (c{k} < 'A') + isdigit((unsigned char)c{k}) * 0;",
        # a negative char to toupper/tolower: glibc gives c + 256 back, with no report
        f"{ch} r{k} = toupper(c{k}) + tolower(c{k}) * 1000L;",
        # a negative char as an index into the class table
        f"{ch} r{k} = cls{k}[c{k}] + cls{k}[(int)c{k} + 128];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _pointer_roundtrips(rng: random.Random, k: int, wide: bool) -> Part:
    init = f"int arr{k}[4] = {{ 10, 20, 30, 40 }}; unsigned char buf{k}[12] = {{ 0 }};"
    forms = [
        f"uintptr_t u{k} = (uintptr_t)&arr{k}[1]; int *p{k} = (int *)(u{k} + sizeof(int)"
        f" * (unsigned)(b & 1)); r{k} = *p{k}"
        f" + (long)((uintptr_t)&arr{k}[3] - (uintptr_t)arr{k});",
        f"uintptr_t t{k} = (uintptr_t)&arr{k}[a & 3] | 1u;"
        f" int *p{k} = (int *)(t{k} & ~(uintptr_t)1);"
        f" r{k} = *p{k} * 10 + (long)(t{k} & 1u);",
        f"intptr_t d{k} = (intptr_t)&arr{k}[b & 3] - (intptr_t)&arr{k}[a & 3]; r{k} = (long)d{k};",
        f"uintptr_t u{k} = (uintptr_t)(buf{k} + (a & 3)); r{k} = (long)(u{k} % 4u) * 10"
        f" + ((u{k} & 3u) == 0);",
        # a misaligned word read through an integer address; past the array
        f"uint32_t *q{k} = (uint32_t *)((uintptr_t)buf{k} + (unsigned)(a & 3)); r{k} = *q{k};",
        f"int *p{k} = (int *)((uintptr_t)arr{k} + sizeof(int) * (unsigned)(b + 1)); r{k} = *p{k};",
    ]
    return Part((), (init, rng.choice(forms)))


def _union_punning(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"union W{k} {{ uint32_t w; uint16_t h[2]; uint8_t b[4]; }};\n"
        f"union F{k} {{ float f; uint32_t u; }};\n"
        f"union S{k} {{ struct {{ uint16_t lo, hi; }} s; uint32_t w; }};"
    )
    forms = [
        f"union W{k} u{k} = {{ .w = 0x01020304u + (uint32_t)a }}; r{k} = u{k}.b[0] * 1000"
        f" + u{k}.b[3] + u{k}.h[1] * 7;",
        f"union W{k} u{k}; u{k}.w = 0; u{k}.b[(unsigned)(b + 3) % 4u] = (uint8_t)(a * 50);"
        f" r{k} = (long)(u{k}.w % 100003u);",
        f"union S{k} u{k}; u{k}.w = 0xAABBCCDDu; u{k}.s.hi = (uint16_t)b;"
        f" r{k} = (long)(u{k}.w % 100003u) + u{k}.s.lo;",
        f"union F{k} u{k}; u{k}.u = 0x3F800000u + ((uint32_t)(a + 3) << 23); r{k} = (long)u{k}.f;",
        f"union W{k} u{k} = {{ .h = {{ (uint16_t)a, (uint16_t)b }} }};"
        f" r{k} = (int32_t)u{k}.w % 1000;",
        # a member array indexed past its end
        f"union W{k} u{k} = {{ .w = 7 }}; r{k} = u{k}.b[b + 1];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _static_locals(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static int counter{k}(int step) {{ static int n = 0; n += step; return n; }}\n"
        f"static const char *tok{k}(void) {{ static int i; static const char *t[] ="
        f' {{ "a", "bb", "ccc" }}; return t[i++]; }}\n'
        f"static const char *fmt{k}(int v) {{ static char buf[8];"
        f' snprintf(buf, sizeof buf, "%d", v); return buf; }}\n'
        f"static int first{k}(int v) {{ static int f = -100; if (f == -100) f = v; return f; }}"
    )
    forms = [
        f"int x{k} = counter{k}(a); r{k} = x{k} * 100 + counter{k}(b);",
        f"const char *s{k} = tok{k}(); if (a > 0) s{k} = tok{k}(); r{k} = (long)strlen(s{k});",
        f"const char *x{k} = fmt{k}(a), *y{k} = fmt{k}(b); r{k} = strcmp(x{k}, y{k}) * 10"
        f" + (x{k} == y{k});",
        f"r{k} = first{k}(a) * 10 + first{k}(b);",
        # one call too many: t[3]
        f"const char *s{k} = 0; for (int i = 0; i <= (a & 3); i++) s{k} = tok{k}();"
        f" r{k} = s{k}[0];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _compound_literals(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"struct P{k} {{ int x, y; }};\n"
        f"static long sum{k}(struct P{k} p) {{ return p.x * 10L + p.y; }}\n"
        f"static long len{k}(const int *v, int n) {{ long s = 0; for (int i = 0; i < n; i++)"
        f" s = s * 3 + v[i]; return s; }}"
    )
    forms = [
        f"int *p{k} = (int[]){{ a, b, 3 }}; r{k} = p{k}[(unsigned)(a + 3) % 3u] * 10 + p{k}[0];",
        f"r{k} = sum{k}((struct P{k}){{ .y = a, .x = b }}) + len{k}((int[]){{ b, a }}, 2);",
        f"struct P{k} *q{k} = &(struct P{k}){{ a, b }}; q{k}->x += 5; r{k} = q{k}->x * q{k}->y;",
        f"long t{k} = 0; for (int i = 0; i < 3; i++) {{ int *v{k} = (int[2]){{ i, a }};"
        f" t{k} += v{k}[i & 1]; }} r{k} = t{k};",
        # past the literal
        f"r{k} = ((int[3]){{ a, b, 0 }})[b + 1];",
        # a literal read after its block ended: ASan's use-after-scope (errlang ends objects at
        # their block's end since c1c7859, W)
        f"int *p{k} = 0; if (a > 0) {{ p{k} = (int[]){{ a, b }}; }} r{k} = p{k} ? p{k}[1] : -1;",
    ]
    return Part((decl,), (rng.choice(forms),))


def _designated_gaps(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"struct Q{k} {{ int x, y, z; char n[4]; }};"
    forms = [
        f"int t{k}[8] = {{ [1] = a, [5] = b, [2 ... 3] = 7 }};"
        f" r{k} = t{k}[(unsigned)(a + 3) % 8u] * 10 + t{k}[0] + t{k}[6];",
        f"struct Q{k} q{k} = {{ .z = a, .x = b, .n[2] = 'c' }};"
        f" r{k} = q{k}.y * 100 + q{k}.n[0] + q{k}.n[2] + q{k}.z * 1000;",
        f"struct Q{k} v{k}[3] = {{ [2].y = a, [0] = {{ .z = b }} }};"
        f" r{k} = v{k}[(unsigned)(b + 3) % 3u].y * 10 + v{k}[0].z + v{k}[1].x;",
        f"int t{k}[6] = {{ [2] = 1, 2, 3, [0] = a }}; r{k} = t{k}[3] * 100 + t{k}[4] * 10"
        f" + t{k}[0] + t{k}[5];",
        f"int t{k}[] = {{ [5] = 1, [2] = a }}; r{k} = (long)(sizeof t{k} / sizeof t{k}[0]) * 10"
        f" + t{k}[2];",
        # one past the array the designators sized
        f"int t{k}[] = {{ [4] = a, [1] = b }}; r{k} = t{k}[b + 2];",
    ]
    return Part((decl,), (rng.choice(forms),))


PEOPLE: tuple[Callable[[random.Random, int, bool], Part], ...] = (
    _struct_strings,
    _memmove_overlap,
    _qsort_bsearch,
    _snprintf_returns,
    _enum_tables,
    _symbolic_shifts,
    _countdown_loops,
    _ctype_classifiers,
    _pointer_roundtrips,
    _union_punning,
    _static_locals,
    _compound_literals,
    _designated_gaps,
)
