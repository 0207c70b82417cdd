"""Construct families of the eighth session (engineer K): C that people write every day and that
the earlier families (:mod:`construct_programs`, :mod:`construct_families`,
:mod:`construct_idioms`) leave out: structs with arrays and bit-fields assigned and returned by
value, dispatch tables of function pointers and callbacks through struct members, tables of
strings indexed by an input, ``strtol``/``atoi``/``sscanf`` on digits the inputs choose, GNU case
ranges, nested loops left or continued through ``goto``, ``do { } while (0)`` macros, pointer
differences and comparisons inside one object, ``realloc`` growth, linked lists built with
``malloc`` and freed (use after free, double free), ``static`` arrays kept across calls, sizes
that wrap before ``malloc``, ``signed char`` sign extension into an index, ``uint8_t``
arithmetic against int promotion, and misaligned loads through cast pointers.

Each maker has the signature of :data:`construct_programs.PARTS`'; the oracle's profile
``everyday`` draws programs from :data:`EVERYDAY` (``construct_oracle.py --profile everyday
[--family NAME]``). Allocations here call ``NEW(n)``: ``malloc(n)`` for errlang, and for the
gcc build ``realloc(NULL, n)`` (the same function, C11 7.22.3.5p3), which its failing ``malloc``
macro leaves alone, so that they succeed in both tools (no ``--malloc-may-fail`` input per
call). Loops iterate at most :data:`construct_oracle.MAX_BOUND` times.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from construct_programs import Part


def _struct_values(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"struct SV{k} {{ int n; unsigned char buf[4]; unsigned flag : 3; int sign : 4; }};\n"
        f"static struct SV{k} make{k}(int x, int y) {{ struct SV{k} s = {{ 0 }}; s.n = x;"
        f" s.buf[(unsigned)y % 4u] = (unsigned char)(x * 70); s.flag = x; s.sign = y * 3;"
        f" return s; }}\n"
        f"static long sum{k}(struct SV{k} s) {{ s.buf[0] += 5; return s.n + s.buf[0]"
        f" + s.buf[1] * 3 + s.buf[2] * 5 + s.buf[3] * 7 + s.flag * 11 + s.sign * 13; }}"
    )
    forms = [
        f"struct SV{k} s{k} = make{k}(a, b); r{k} = sum{k}(s{k}) * 10 + s{k}.buf[0];",
        f"struct SV{k} s{k} = make{k}(a, b), t{k}; t{k} = s{k}; t{k}.flag++; t{k}.sign -= a;"
        f" r{k} = sum{k}(t{k}) * 2 - sum{k}(s{k});",
        f"struct SV{k} v{k}[2] = {{ make{k}(a, 1), make{k}(b, 2) }}; v{k}[a & 1] = v{k}[b & 1];"
        f" r{k} = sum{k}(v{k}[0]) + v{k}[1].sign * 100;",
        f"struct SV{k} s{k} = make{k}(b, a); r{k} = make{k}(a, b).buf[(unsigned)a % 4u]"
        f" + s{k}.flag * 1000 + (make{k}(a, a).sign < 0);",
        f"struct SV{k} s{k} = make{k}(a, b); struct SV{k} *p{k} = &s{k}; *p{k} = make{k}(b, a);"
        f" r{k} = s{k}.n * 100 + s{k}.sign + p{k}->buf[(unsigned)b % 4u];",
        # a member array indexed past its end (not the last member: gcc's -fsanitize=bounds)
        f"struct SV{k} s{k} = make{k}(a, b); r{k} = s{k}.buf[b + 2] + s{k}.n;",
    ]
    return Part((decl,), (rng.choice(forms),))


def _dispatch_tables(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static int add{k}(int x, int y) {{ return x + y; }}\n"
        f"static int sub{k}(int x, int y) {{ return x - y; }}\n"
        f"static int mul{k}(int x, int y) {{ return x * y; }}\n"
        f"static int max{k}(int x, int y) {{ return x > y ? x : y; }}\n"
        f"typedef int (*op{k}_t)(int, int);\n"
        f"static op{k}_t table{k}[4] = {{ add{k}, sub{k}, mul{k}, max{k} }};\n"
        f"struct CB{k} {{ int (*fn)(int, int); int arg; }};\n"
        f"static long apply{k}(const struct CB{k} *cb, int x) {{ return cb->fn(x, cb->arg); }}"
    )
    forms = [
        f"r{k} = table{k}[(unsigned)b % 4u](a, b) * 10 + table{k}[a & 3](b, a);",
        f"struct CB{k} cb{k} = {{ table{k}[b & 3], a }};"
        f" r{k} = apply{k}(&cb{k}, b) * 100 + apply{k}(&cb{k}, a);",
        f"op{k}_t local{k}[3] = {{ sub{k}, 0, mul{k} }}; int i{k} = (int)((unsigned)a % 3u);"
        f" r{k} = local{k}[i{k}] ? local{k}[i{k}](a, b) : -99;",
        f"struct CB{k} cbs{k}[2] = {{ {{ add{k}, 3 }}, {{ max{k}, b }} }}; long acc{k} = 0;"
        f" for (int i = 0; i < 2; i++) acc{k} = acc{k} * 10 + apply{k}(&cbs{k}[i], a);"
        f" r{k} = acc{k};",
        f"op{k}_t f{k} = a > 0 ? table{k}[2] : b > 0 ? sub{k} : table{k}[3];"
        f" r{k} = f{k}(a, b) + (f{k} == mul{k}) * 1000;",
        # a NULL entry called, an index outside the table
        f"op{k}_t local{k}[3] = {{ sub{k}, 0, mul{k} }}; r{k} = local{k}[(unsigned)a % 3u](a, b);",
        f"r{k} = table{k}[b + 1](a, 1);",
    ]
    return Part((decl,), (rng.choice(forms),))


def _string_tables(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f'static const char *const names{k}[] = {{ "zero", "one", "two", "three", "" }};'
    forms = [
        f"const char *s{k} = names{k}[(unsigned)(a + 3) % 5u];"
        f" r{k} = (long)strlen(s{k}) * 1000 + s{k}[0];",
        f"r{k} = names{k}[b & 3][(unsigned)a % 3u] * 10 + names{k}[4][0];",
        f"int c{k} = strcmp(names{k}[a & 3], names{k}[b & 3]); r{k} = (c{k} > 0) - (c{k} < 0);",
        f"char buf{k}[8] = {{ 0 }}; strcpy(buf{k}, names{k}[(unsigned)b % 5u]); buf{k}[0] ^= 32;"
        f" r{k} = buf{k}[0] * 10 + (long)strlen(buf{k});",
        f'const char *pick{k} = a > 0 ? names{k}[a] : "neg"; r{k} = pick{k}[1] + pick{k}[2];',
        # an index outside the table, a character past the string's end
        f"r{k} = names{k}[a + 2][0];",
        f"const char *s{k} = names{k}[b & 3]; r{k} = s{k}[a + 3];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _digit_parsing(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"char d{k}[4] = {{ (char)('0' + (a & 7)), (char)('0' + (b & 7)), 0, 0 }};"
        f" r{k} = strtol(d{k}, NULL, 10) + atoi(d{k} + 1) * 1000;",
        f"char d{k}[4] = {{ a < 0 ? '-' : '+', (char)('0' + (a < 0 ? -a : a)),"
        f" (char)('0' + (b & 7)), 0 }}; char *e{k}; long v{k} = strtol(d{k}, &e{k}, 10);"
        f" r{k} = v{k} * 10 + (e{k} - d{k});",
        f'char d{k}[3] = {{ "09afg"[(unsigned)(a + 3) % 5u], "09afg"[(unsigned)(b + 3) % 5u], 0 }};'
        f" char *e{k}; r{k} = strtol(d{k}, &e{k}, 16) * 10 + (e{k} - d{k});",
        f"char d{k}[7] = \"x 0 y\"; d{k}[2] = (char)('0' + (a & 7)); "
        f" d{k}[1] = b > 0 ? ' ' : '-';"
        f' int v{k} = -1, n{k} = sscanf(d{k}, "x %d", &v{k}); r{k} = n{k} * 100 + v{k};',
        f"char d{k}[6] = \"  00\"; d{k}[2] = (char)('0' + (b & 7));"
        f" d{k}[3] = a > 0 ? 'x' : (char)('0' + (a & 7)); r{k} = atoi(d{k});",
        f"char d{k}[3] = {{ (char)('0' + (a & 7)), b > 0 ? 'e' : '7', 0 }};"
        f" unsigned long u{k} = strtoul(d{k}, NULL, 8); r{k} = (long)u{k};",
    ]
    return Part((), (rng.choice(forms),))


def _case_ranges(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static int cls{k}(int ch) {{ switch (ch) {{ case ' ': case '\\t': return 0;"
        f" case '0' ... '9': return 1; case 'a' ... 'f': case 'A' ... 'F': return 2;"
        f" default: return 3; }} }}"
    )
    forms = [
        f"int c{k} = 'a' + a * 9 + b; switch (c{k}) {{ case 'a' ... 'm': r{k} = 1; break;"
        f" case 'n' ... 'z': r{k} = 2; break; case 'A' ... 'Z': r{k} = 3; break;"
        f" case '0' ... '9': r{k} = 4; break; default: r{k} = c{k}; }}",
        f"unsigned char u{k} = (unsigned char)(a * 50 + b); switch (u{k}) {{"
        f" case 0 ... 9: r{k} = u{k}; break; case 200 ... 255: r{k} = -u{k}; /* fall through */"
        f" case 100 ... 150: r{k} += 1000; break; default: r{k} = 7; }}",
        f"switch (a * b) {{ case -9 ... -1: r{k} = -1; break; case 0: r{k} = 0; break;"
        f" case 1 ... 4: case 6 ... 9: r{k} = 1; break; default: r{k} = 5; }}",
        f"r{k} = cls{k}('0' + a * 4 + b) * 10 + cls{k}('A' + b + 3) + cls{k}(' ' + (a & 9)) * 100;",
        f"signed char s{k} = (signed char)(a * 45); switch (s{k}) {{ case -128 ... -1:"
        f" r{k} = 1; break; case 1 ... 127: r{k} = 2; break; default: r{k} = 3; }} r{k} += s{k};",
    ]
    return Part((decl,), (rng.choice(forms),))


def _labeled_loops(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"for (int i = 0; i < 3; i++) {{ for (int j = 0; j < 3; j++) {{"
        f" if (i * 3 + j == (b & 7)) goto found{k}; r{k} += i + j * a; }} }}"
        f" r{k} -= 100; found{k}: r{k} += 1;",
        f"for (int i = 0; i < 4; i++) {{ for (int j = 0; j < 3; j++) {{"
        f" if (j > i + a) goto next{k}; r{k} += j * 10 + i; }} r{k} += 1000; next{k}: ; }}",
        f"int n{k} = 0; retry{k}: n{k}++; for (int i = 0; i < 3; i++) {{"
        f" if (i == (b & 3) && n{k} < 3) goto retry{k}; r{k} += n{k}; }}"
        f" r{k} = r{k} * 10 + n{k};",
        f"int *p{k} = NULL; int arr{k}[4] = {{ 0 }}; for (int i = 0; i < 4; i++) {{"
        f" if (arr{k}[i] + i == a) {{ p{k} = &arr{k}[i]; goto done{k}; }} arr{k}[i] = b; }}"
        f" done{k}: r{k} = p{k} ? *p{k} + (p{k} - arr{k}) * 10 : -1;",
        f"int m{k}[3][3] = {{ {{ 1, 2, 3 }}, {{ 4, 5, 6 }}, {{ 7, 8, 9 }} }}; int i{k}, j{k};"
        f" for (i{k} = 0; i{k} < 3; i{k}++) for (j{k} = 0; j{k} < 3; j{k}++)"
        f" if (m{k}[i{k}][j{k}] == a + b + 5) goto out{k};"
        f" r{k} = -1; goto end{k}; out{k}: r{k} = i{k} * 10 + j{k}; end{k}: ;",
        # a row past the matrix after the search
        f"int m{k}[3][3] = {{ {{ 1, 2, 3 }}, {{ 4, 5, 6 }}, {{ 7, 8, 9 }} }};"
        f" for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++)"
        f" if (m{k}[i][j] == a + 5) goto out{k}; out{k}: r{k} = m{k}[b + 1][0];",
    ]
    return Part((), (rng.choice(forms),))


def _macro_blocks(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"#define SWAP{k}(x, y) do {{ int t_ = (x); (x) = (y); (y) = t_; }} while (0)\n"
        f"#define CLAMP{k}(v, lo, hi) do {{ if ((v) < (lo)) (v) = (lo);"
        f" else if ((v) > (hi)) (v) = (hi); }} while (0)\n"
        f"#define MAX{k}(x, y) ((x) > (y) ? (x) : (y))\n"
        f"#define CHECK{k}(c, code) do {{ if (!(c)) {{ r{k} = (code); goto fail{k}; }} }} while (0)"
    )
    forms = [
        f"int x{k} = a, y{k} = b; if (x{k} > y{k}) SWAP{k}(x{k}, y{k}); else SWAP{k}(x{k}, x{k});"
        f" r{k} = x{k} * 10 + y{k};",
        f"int v{k} = a * b; CLAMP{k}(v{k}, -2, 5); r{k} = v{k};",
        f"int i{k} = a; r{k} = MAX{k}(i{k}++, b) * 10 + i{k};",
        f"int v{k}[3] = {{ a, b, a + b }}; for (int i = 0; i < 3; i++)"
        f" CHECK{k}(v{k}[i] != 0, -i - 1); r{k} = v{k}[0] * v{k}[1] * v{k}[2]; fail{k}: ;",
        f"int s{k}[4] = {{ a, b, 2, -1 }}; for (int i = 0; i < 3; i++)"
        f" if (s{k}[i] > s{k}[i + 1]) SWAP{k}(s{k}[i], s{k}[i + 1]);"
        f" r{k} = s{k}[0] * 1000 + s{k}[3] * 10 + s{k}[1];",
        # the macro's argument evaluated twice indexes past the array
        f"int s{k}[4] = {{ 3, a, b, 1 }}; int i{k} = b & 3; r{k} = MAX{k}(s{k}[i{k}++], 2)"
        f" + s{k}[i{k}];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _pointer_differences(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"struct PD{k} {{ int x; char c[3]; long z; }};"
    forms = [
        f"int v{k}[6] = {{ a, b, 1, 2, 3, 4 }}; int *p{k} = v{k} + (unsigned)a % 6u,"
        f" *q{k} = v{k} + (unsigned)b % 6u; ptrdiff_t d{k} = q{k} - p{k};"
        f" r{k} = d{k} * 10 + (p{k} < q{k}) + (p{k} == q{k}) * 2 + *q{k} * 100;",
        f'char s{k}[5] = "abcd"; char *e{k} = s{k} + 4, *p{k} = s{k};'
        f" while (p{k} < e{k} && *p{k} != 'a' + (b & 3)) p{k}++;"
        f" r{k} = (e{k} - p{k}) * 10 + (p{k} == e{k});",
        f"struct PD{k} s{k}; r{k} = (char *)&s{k}.z - (char *)&s{k}.c[a & 1]"
        f" + ((char *)&s{k} < (char *)&s{k}.z) * 100;",
        f"short h{k}[8]; for (int i = 0; i < 4; i++) h{k}[i] = (short)(a + i);"
        f" short *lo{k} = h{k}, *hi{k} = h{k} + 3; while (lo{k} < hi{k} && *lo{k} < b) lo{k}++;"
        f" r{k} = (lo{k} - h{k}) + (hi{k} - lo{k}) * 100 + h{k}[lo{k} - h{k}] * 1000;",
        f"long z{k}[4] = {{ a, b, 7, 9 }}; long *m{k} = z{k} + 2;"
        f" r{k} = (m{k} - z{k}) * (&z{k}[3] - m{k}) + (m{k} > z{k} + (b & 3));",
        # back from the end by an input: before the array's start for b < 0
        f"int v{k}[4] = {{ 1, 2, 3, 4 }}; int *p{k} = v{k} + 3; ptrdiff_t d{k} = b;"
        f" r{k} = p{k}[-d{k}];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _dynamic_arrays(rng: random.Random, k: int, wide: bool) -> Part:
    grow = (
        f"int *v{k} = NULL; size_t len{k} = 0, cap{k} = 0;"
        f" for (int i = 0; i < (b & 3) + 1; i++) {{ if (len{k} == cap{k}) {{"
        f" cap{k} = cap{k} ? cap{k} * 2 : 1; v{k} = realloc(v{k}, cap{k} * sizeof *v{k}); }}"
        f" v{k}[len{k}++] = a * i + 1; }}"
    )
    forms = [
        f"{grow} r{k} = (long)cap{k} * 100 + v{k}[len{k} - 1] * 10 + (long)len{k}; free(v{k});",
        f"{grow} long s{k} = 0; for (size_t i = 0; i < len{k}; i++) s{k} += v{k}[i];"
        f" r{k} = s{k}; free(v{k});",
        f"char *s{k} = realloc(NULL, 8); memset(s{k}, 'a' + (a & 7), 7); s{k}[7] = 0;"
        f" s{k} = realloc(s{k}, (size_t)(b & 3) + 2); s{k}[(b & 3) + 1] = 0;"
        f" r{k} = (long)strlen(s{k}) * 100 + s{k}[0]; free(s{k});",
        # the element at the capacity: past the buffer
        f"{grow} r{k} = a > 1 ? v{k}[cap{k}] : v{k}[0]; free(v{k});",
        # the old pointer read after realloc moved the buffer
        f"int *v{k} = realloc(NULL, 2 * sizeof(int)); v{k}[0] = a; v{k}[1] = b;"
        f" int *old{k} = v{k}; v{k} = realloc(v{k}, 64 * sizeof(int)); r{k} = v{k}[1];"
        f" if (b > 1) r{k} += *old{k}; free(v{k});",
    ]
    return Part((), (rng.choice(forms),))


# the allocation of these families: malloc for errlang, never failing in gcc's build either
NEW = (
    "#ifndef NEW\n#ifdef DIFF_GCC\n#define NEW(n) realloc(NULL, n)\n"
    "#else\n#define NEW(n) malloc(n)\n#endif\n#endif"
)


def _linked_lists(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"{NEW}\n"
        f"struct N{k} {{ int v; struct N{k} *next; }};\n"
        f"static long total{k}(const struct N{k} *p) {{ long s = 0;"
        f" for (; p; p = p->next) s = s * 10 + p->v; return s; }}"
    )
    build = (
        f"struct N{k} *head{k} = NULL; for (int i = 0; i < 3; i++) {{"
        f" struct N{k} *n = NEW(sizeof *n); n->v = a + i * b; n->next = head{k};"
        f" head{k} = n; }}"
    )
    free_all = f"while (head{k}) {{ struct N{k} *t = head{k}->next; free(head{k}); head{k} = t; }}"
    forms = [
        f"{build} r{k} = total{k}(head{k}); {free_all}",
        f"{build} struct N{k} **pp{k} = &head{k};"
        f" while (*pp{k} && (*pp{k})->v != a + b) pp{k} = &(*pp{k})->next;"
        f" if (*pp{k}) {{ struct N{k} *d = *pp{k}; *pp{k} = d->next; free(d); r{k} = 1; }}"
        f" r{k} = r{k} * 10000 + total{k}(head{k}); {free_all}",
        f"{build} struct N{k} *rev{k} = NULL; while (head{k}) {{ struct N{k} *t = head{k}->next;"
        f" head{k}->next = rev{k}; rev{k} = head{k}; head{k} = t; }} head{k} = rev{k};"
        f" r{k} = total{k}(head{k}); {free_all}",
        # freed in the loop that still follows p->next: use after free when b == 2
        f"{build} r{k} = total{k}(head{k}); if (b == 2) {{ for (struct N{k} *p = head{k}; p;"
        f" p = p->next) free(p); }} else {{ {free_all} }}",
        # the second node freed twice when a > 1
        f"{build} struct N{k} *second{k} = head{k}->next; head{k}->next = second{k}->next;"
        f" r{k} = second{k}->v; free(second{k}); if (a > 1) free(second{k});"
        f" r{k} += total{k}(head{k}) * 10; {free_all}",
        # a node read after the list was freed when a < -1
        f"{build} struct N{k} *last{k} = head{k}->next->next; {free_all}"
        f" r{k} = a < -1 ? last{k}->v : 0;",
    ]
    return Part((decl,), (rng.choice(forms),))


def _static_arrays(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static int count{k}(int x) {{ static int hist[4]; static int calls; calls++;"
        f" hist[(unsigned)x % 4u]++; return hist[(unsigned)x % 4u] * 10 + calls; }}\n"
        f"static const char *fmt{k}(int x) {{ static char out[4];"
        f" out[0] = (char)('0' + (x & 7)); out[1] = 0; return out; }}\n"
        f"static int next{k}(void) {{ static int seq[3] = {{ 5, 6, 7 }}; static int i;"
        f" seq[i % 3] += 10; return seq[i++ % 3]; }}\n"
        f"static int slot{k}(int x) {{ static int s[3]; s[x]++; return s[x]; }}"
    )
    forms = [
        f"r{k} = count{k}(a); r{k} = r{k} * 100 + count{k}(b);"
        f" r{k} = r{k} * 100 + count{k}(a + b);",
        f"const char *p{k} = fmt{k}(a); const char *q{k} = fmt{k}(b);"
        f" r{k} = p{k}[0] * 100 + q{k}[0] + (p{k} == q{k});",
        f"r{k} = next{k}(); if (a > 0) r{k} += next{k}() * 10; r{k} += next{k}() * 100;",
        # an input index into the function's static array
        f"r{k} = slot{k}(b + 1) * 10 + slot{k}(a & 1);",
    ]
    return Part((decl,), (rng.choice(forms),))


def _size_overflow(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"size_t count{k} = (size_t)(a + 3) << (58 + (b & 3)), size{k} = 8;"
        f" if (count{k} && size{k} > SIZE_MAX / count{k}) r{k} = -1; else {{"
        f" char *p{k} = NEW(count{k} * size{k} + 1); r{k} = p{k} != NULL; free(p{k}); }}",
        f"int n{k} = (a + 4) * 0x30000000; if (n{k} <= 0) r{k} = -2; else {{"
        f" char *p{k} = NEW(16); p{k}[n{k} % 16] = (char)b; r{k} = p{k}[n{k} % 16];"
        f" free(p{k}); }}",
        f"unsigned short n{k} = (unsigned short)((a + 4) * 20000); r{k} = n{k}"
        f" + ((a + 4) * 20000 != n{k}) * 100000L;",
        # the byte count wraps in uint8_t: the last intended element is past the buffer
        f"uint8_t bytes{k} = (uint8_t)((unsigned)(a + 4) * 48u); char *p{k} ="
        f" NEW((size_t)bytes{k} + 8); p{k}[(size_t)(a + 3) * 48u] = (char)b;"
        f" r{k} = bytes{k}; free(p{k});",
    ]
    return Part((NEW,), (rng.choice(forms),))


def _sign_extension(rng: random.Random, k: int, wide: bool) -> Part:
    decl = (
        f"static const int tab{k}[256] = {{ [0] = 1, [100] = 6, [127] = 2, [128] = 3,"
        f" [200] = 5, [255] = 4 }};"
    )
    forms = [
        f"signed char c{k} = (signed char)(a * 60 + b);"
        f" r{k} = tab{k}[(unsigned char)c{k}] * 1000 + c{k};",
        f"char c{k} = (char)(0x80 + a); int i{k} = c{k}; unsigned u{k} = (unsigned char)c{k};"
        f" r{k} = i{k} * 1000L + u{k} + (c{k} < 0) * 7;",
        f"signed char s{k}[2] = {{ (signed char)(a * 50), (signed char)(b * 45) }};"
        f" uint32_t good{k} = (uint32_t)(unsigned char)s{k}[0] << 8 | (unsigned char)s{k}[1];"
        f" uint32_t bad{k} = (uint32_t)(s{k}[0] * 256 | s{k}[1]);"
        f" r{k} = good{k} + (bad{k} != good{k}) * 100000L;",
        f"unsigned char u{k} = (unsigned char)(a * 70); signed char s{k} = (signed char)u{k};"
        f" int w{k} = s{k}; r{k} = w{k} + u{k} * 1000 + (s{k} == u{k}) * 7;",
        # a negative char as an index
        f"signed char c{k} = (signed char)(a * 60 + b); r{k} = tab{k}[c{k} + 128] + tab{k}[c{k}];",
        f"int counts{k}[128] = {{ 0 }}; signed char s{k}[3] = {{ (signed char)(a * 40), 'x',"
        f" (signed char)(b * 43) }}; for (int i = 0; i < 3; i++) counts{k}[s{k}[i]]++;"
        f" r{k} = counts{k}['x'] + counts{k}[0] * 10;",
    ]
    return Part((decl,), (rng.choice(forms),))


def _uint8_wrap(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        f"uint8_t x{k} = (uint8_t)(250 + a); x{k} += (uint8_t)(b * 3);"
        f" r{k} = x{k} + (x{k} + 10 > 255) * 1000 + (uint8_t)(x{k} + 10) * 10000L;",
        f"uint8_t x{k} = (uint8_t)(a * 100), y{k} = (uint8_t)(b * 90);"
        f" r{k} = (x{k} - y{k}) * 1000L + (uint8_t)(x{k} - y{k}) + (x{k} - y{k} < 0) * 7;",
        f"uint8_t h{k} = 0; for (int i = 0; i < 4; i++) h{k} = (uint8_t)(h{k} * 31 + a + i * b);"
        f" r{k} = h{k};",
        f"uint8_t x{k} = (uint8_t)(a * 70); r{k} = ~x{k} + (uint8_t)~x{k} * 1000L"
        f" + (x{k} << 4) * 7;",
        f"uint8_t a8{k} = (uint8_t)(a + 200), b8{k} = (uint8_t)(b + 100);"
        f" uint16_t s{k} = a8{k} * b8{k}; r{k} = s{k} + (a8{k} * b8{k} > 65535);",
        f"uint8_t i{k}; int n{k} = 0; for (i{k} = (uint8_t)(254 + (b & 1)); i{k} != 1; i{k}++)"
        f" n{k}++; r{k} = n{k} * 1000 + i{k};",
        # int promotion then a shift into the sign bit: undefined (C11 6.5.7p4)
        f"uint8_t x{k} = (uint8_t)(a * 70); r{k} = (x{k} << 24) % 1000;",
    ]
    return Part((), (rng.choice(forms),))


def _alignment_casts(rng: random.Random, k: int, wide: bool) -> Part:
    init = (
        f"unsigned char buf{k}[12] = {{ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 }};"
        f" buf{k}[a & 7] = (unsigned char)b;"
    )
    forms = [
        f"uint32_t v{k}; memcpy(&v{k}, buf{k} + (b & 3), 4); r{k} = v{k} % 100003;",
        f"uint32_t v{k} = *(uint32_t *)(buf{k} + 4 * (b & 1)); r{k} = v{k} % 100003;",
        f"uint16_t h{k} = *(uint16_t *)(buf{k} + (a & 1) * 2); r{k} = h{k};",
        f"union {{ uint32_t w[3]; unsigned char c[12]; }} u{k} = {{ {{ 0 }} }};"
        f" u{k}.c[a & 7] = 0x80; r{k} = u{k}.w[b & 1] % 100003 + u{k}.c[4];",
        # misaligned for b & 3 (a & 1) not 0: gcc's -fsanitize=alignment
        f"uint32_t v{k} = *(uint32_t *)(buf{k} + (b & 3)); r{k} = v{k} % 100003;",
        f"*(uint16_t *)(buf{k} + (a & 1)) = 0xABCD;"
        f" r{k} = buf{k}[0] + buf{k}[1] * 7 + buf{k}[2] * 49;",
    ]
    return Part((), (init, rng.choice(forms)))


EVERYDAY: tuple[Callable[[random.Random, int, bool], Part], ...] = (
    _struct_values,
    _dispatch_tables,
    _string_tables,
    _digit_parsing,
    _case_ranges,
    _labeled_loops,
    _macro_blocks,
    _pointer_differences,
    _dynamic_arrays,
    _linked_lists,
    _static_arrays,
    _size_overflow,
    _sign_extension,
    _uint8_wrap,
    _alignment_casts,
)
