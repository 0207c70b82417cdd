"""Construct families of the tenth session (engineer K): code as C libraries write it, whole
helper functions rather than expressions: a growable buffer over ``realloc`` (doubling, the
terminating NUL forgotten), a packet header parsed into bit-fields (a signed field of width 1,
fields across bytes, their promotions), integer promotions of ``uint16_t``/``uint8_t``/``char``
in products, shifts and comparisons, an intrusive list walked through ``offsetof`` (container
of), a flexible array member sized by hand, a field splitter over ``strspn``/``strcspn`` and
``memchr``/``memrchr`` on buffers of exact size, ``qsort``/``bsearch`` over records, a
``vsnprintf`` logger and a sentinel-ended varargs sum, Duff's device and a ``goto``-driven
number scanner, ``realloc`` patterns (a stale pointer, a shrink, a size of 0), loop counters
that wrap, structs with padding compared with ``memcmp`` and hashed bytewise, and register
layouts punned through a union of bit-fields.

Each maker has the signature of :data:`construct_programs.PARTS`; the oracle's profile
``library`` draws programs from :data:`LIBRARY` (``construct_oracle.py --profile library
[--family NAME]``). Inputs a and b are in [-3, 3], w (when drawn) on its boundary values; no
part calls ``malloc``/``calloc`` (the buffers come from ``realloc(NULL, n)``, which never fails
in gcc's runs, so that no program needs ``--malloc-may-fail``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from construct_programs import Part


def _dynbuf_growth(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
struct dbuf{k} {{ char *data; size_t len, cap; }};
static int dbuf{k}_reserve(struct dbuf{k} *b, size_t extra) {{
  if (b->len + extra <= b->cap) return 0;
  size_t cap = b->cap ? b->cap : 2;
  while (cap < b->len + extra) cap *= 2;
  char *p = realloc(b->data, cap);
  if (p == NULL) return -1;
  b->data = p;
  b->cap = cap;
  return 0;
}}
static int dbuf{k}_push(struct dbuf{k} *b, char c) {{
  if (dbuf{k}_reserve(b, 1) != 0) return -1;
  b->data[b->len++] = c;
  return 0;
}}
static int dbuf{k}_append(struct dbuf{k} *b, const char *s, size_t n) {{
  if (dbuf{k}_reserve(b, n) != 0) return -1;
  memcpy(b->data + b->len, s, n);
  b->len += n;
  return 0;
}}"""
    fill = (
        f"struct dbuf{k} d{k} = {{ 0 }}; size_t n{k} = (unsigned)(a + 3) % 5u;"
        f" for (size_t i = 0; i < n{k}; i++) dbuf{k}_push(&d{k}, (char)('a' + i + b));"
    )
    forms = [
        f"{fill} r{k} = (long)d{k}.len * 100 + (long)d{k}.cap"
        f" + (d{k}.len ? d{k}.data[d{k}.len - 1] : 0); free(d{k}.data);",
        f'{fill} dbuf{k}_append(&d{k}, "xyz", (unsigned)(b + 3) % 4u); dbuf{k}_push(&d{k}, 0);'
        f" r{k} = (long)strlen(d{k}.data) * 10 + (long)d{k}.cap; free(d{k}.data);",
        f"{fill} if (dbuf{k}_reserve(&d{k}, 1) == 0) d{k}.data[d{k}.len] = 0;"
        f" r{k} = d{k}.data ? (long)strlen(d{k}.data) : -1; free(d{k}.data);",
        # the terminating NUL written without room for it: one past the block (and through
        # NULL when nothing was pushed)
        f"{fill} d{k}.data[d{k}.len] = 0; r{k} = (long)strlen(d{k}.data); free(d{k}.data);",
        # the length read after the buffer was given back
        f"{fill} if (n{k} > 0) {{ free(d{k}.data); r{k} = d{k}.data[0]; }}",
    ]
    return Part((decl,), (rng.choice(forms),))


def _header_bitfields(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
struct hdr{k} {{
  unsigned ver : 3;
  signed int urgent : 1;
  unsigned len : 11;
  int delta : 5;
  unsigned kind : 2;
  unsigned char flags : 3;
}};
static struct hdr{k} parse{k}(const unsigned char *p) {{
  struct hdr{k} h;
  memset(&h, 0, sizeof h);
  h.ver = p[0] >> 5;
  h.urgent = p[0] >> 4 & 1;
  h.len = (p[0] & 7) << 8 | p[1];
  h.delta = (signed char)p[2] >> 3;
  h.kind = p[2] & 3;
  h.flags = p[3];
  return h;
}}
static const int kind_weight{k}[4] = {{ 1, 10, 100, 1000 }};
static const int ver_table{k}[6] = {{ 0, 1, 1, 2, 3, 5 }};"""
    init = (
        f"unsigned char pk{k}[4] = {{ (unsigned char)(a * 37 + 0x95), (unsigned char)(b * 61),"
        f" (unsigned char)(a * b * 9 - 5), (unsigned char)(b + 9) }};"
        f" struct hdr{k} h{k} = parse{k}(pk{k});"
    )
    forms = [
        f"r{k} = h{k}.ver * 100000L + h{k}.urgent * 10000L + h{k}.len * 3 + h{k}.flags;",
        f"r{k} = (h{k}.urgent == 1) * 100 + (h{k}.urgent < 0) * 10 + h{k}.delta;",
        # promoted to int (11 bits fit), shifted into the sign bit: -fwrapv's wrap
        f"r{k} = (long)(h{k}.len << 21) + (h{k}.kind - 4 < 0) * 7;",
        f"h{k}.delta += b * 5; h{k}.urgent = a; r{k} = h{k}.delta * 10 + h{k}.urgent;",
        f"r{k} = kind_weight{k}[h{k}.kind] + (long)sizeof(struct hdr{k}) * 100000;",
        f"struct hdr{k} c{k} = h{k}; c{k}.len++; c{k}.flags += 7;"
        f" r{k} = c{k}.len - h{k}.len + c{k}.flags * 100L;",
        # a table of 6 indexed by a 3-bit field: 6 and 7 are past it
        f"r{k} = ver_table{k}[h{k}.ver];",
        # a shift by a signed 5-bit field: negative counts are undefined
        f"r{k} = 1L << (h{k}.delta + 3);",
    ]
    return Part((decl,), (init, rng.choice(forms)))


def _integer_promotions(rng: random.Random, k: int, wide: bool) -> Part:
    forms = [
        # uint16_t * uint16_t is an int product: it wraps (-fwrapv) past INT_MAX
        f"uint16_t x{k} = (uint16_t)(a * 20000 + 5), y{k} = (uint16_t)(b * 30000 + 7);"
        f" uint32_t p{k} = x{k} * y{k}; r{k} = (long)(p{k} % 100003u) + (x{k} * y{k} < 0) * 7;",
        f"uint8_t c{k} = (uint8_t)(a * 100); r{k} = (~c{k} == 0xFF - c{k}) * 100"
        f" + (~c{k} < 0) * 10 + ((uint8_t)~c{k} > 0);",
        f"char c{k} = (char)(0xE0 + a * 9); r{k} = (c{k} < 0x7F) * 100"
        f" + (c{k} == '\\xe0') * 10 + ((unsigned char)c{k} >> 5);",
        f"r{k} = (b < sizeof(int)) * 10 + (b + 0u > 3u) + (a < (unsigned char)200) * 100;",
        f"int16_t s{k} = (int16_t)(a * 16000); s{k} = (int16_t)(s{k} * 3); r{k} = s{k};",
        # a 32-bit word of bytes: p[0] << 24 is an int, sign-extended into uint64_t
        f"uint8_t p{k}[4] = {{ (uint8_t)(a * 50), 1, 2, (uint8_t)b }};"
        f" uint64_t v{k} = p{k}[0] << 24 | p{k}[1] << 16 | p{k}[2] << 8 | p{k}[3];"
        f" r{k} = (long)(v{k} >> 32) % 1000 + (long)(v{k} & 0xffff);",
        f"unsigned long m{k} = (unsigned long)(1 << (a + 28)); r{k} = (long)(m{k} >> 40);",
        # 1 << 32: the shift's count at the width
        f"uint32_t v{k} = 1u << (b + 29); r{k} = (long)(v{k} >> 20);",
    ]
    return Part((), (rng.choice(forms),))


def _intrusive_list(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
struct link{k} {{ struct link{k} *next; }};
struct node{k} {{ int key; char name[4]; struct link{k} link; short weight; }};
#define NODE{k}(p) ((struct node{k} *)((char *)(p) - offsetof(struct node{k}, link)))
static long walk{k}(const struct link{k} *head, int limit) {{
  long s = 0;
  for (const struct link{k} *l = head; l != NULL && limit-- > 0; l = l->next)
    s = s * 10 + NODE{k}(l)->key;
  return s;
}}"""
    init = (
        f'struct node{k} ns{k}[3] = {{ {{ a, "ab", {{ 0 }}, 1 }}, {{ b, "c", {{ 0 }}, 2 }},'
        f' {{ 4, "", {{ 0 }}, 3 }} }};'
        f" ns{k}[0].link.next = &ns{k}[1].link; ns{k}[1].link.next = &ns{k}[2].link;"
        f" ns{k}[2].link.next = NULL;"
    )
    forms = [
        f"r{k} = walk{k}(&ns{k}[0].link, 3 + (a & 1));",
        f"struct link{k} *l{k} = &ns{k}[(unsigned)(a + 3) % 3u].link;"
        f" r{k} = NODE{k}(l{k})->weight * 100 + NODE{k}(l{k})->name[0];",
        # the name after key read as keys[1]: one object, no sanitizer report
        f"int *keys{k} = &ns{k}[1].key; r{k} = keys{k}[1] * 10 + (long)sizeof ns{k}[0]"
        f" + ((char *)&ns{k}[1] - (char *)&ns{k}[0]);",
        f"struct link{k} *l{k} = &ns{k}[0].link; for (int i = 0; i < (b & 3); i++)"
        f" l{k} = l{k}->next; r{k} = NODE{k}(l{k})->key;",
        # one node too far: the NULL's container dereferenced
        f"struct link{k} *l{k} = &ns{k}[1].link; if (a > 0) l{k} = l{k}->next->next;"
        f" r{k} = l{k} ? NODE{k}(l{k})->key : -1; if (b > 1) r{k} += l{k}->next->next != 0;",
        # past the last node of the array
        f"struct node{k} *p{k} = &ns{k}[2]; r{k} = p{k}[(b & 1)].weight;",
    ]
    return Part((decl,), (init, rng.choice(forms)))


def _flexible_array(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
struct str{k} {{ size_t len; char data[]; }};
struct vec{k} {{ int count; char tag; short vals[]; }};
static struct str{k} *str{k}_new(const char *s, size_t n) {{
  struct str{k} *p = realloc(NULL, sizeof *p + n + 1);
  if (p == NULL) return NULL;
  p->len = n;
  memcpy(p->data, s, n);
  p->data[n] = 0;
  return p;
}}
static struct str{k} *str{k}_new_tight(const char *s, size_t n) {{
  struct str{k} *p = realloc(NULL, sizeof *p + n);
  if (p == NULL) return NULL;
  p->len = n;
  memcpy(p->data, s, n);
  p->data[n] = 0;
  return p;
}}
static struct vec{k} *vec{k}_new(int count) {{
  struct vec{k} *v = realloc(NULL, offsetof(struct vec{k}, vals) + count * sizeof(short));
  if (v == NULL) return NULL;
  v->count = count;
  v->tag = 'v';
  for (int i = 0; i < count; i++) v->vals[i] = (short)(i * 1000 - 1);
  return v;
}}"""
    n = "(unsigned)(a + 3) % 5u"
    forms = [
        f'struct str{k} *s{k} = str{k}_new("hello", {n}); r{k} = (long)s{k}->len * 100'
        f" + (long)strlen(s{k}->data) + (long)sizeof(struct str{k}); free(s{k});",
        f"struct vec{k} *v{k} = vec{k}_new((b & 3) + 1); r{k} = v{k}->vals[v{k}->count - 1]"
        f" + (long)offsetof(struct vec{k}, vals) * 100000; free(v{k});",
        f"struct vec{k} *v{k} = vec{k}_new(2); r{k} = (long)sizeof *v{k} * 10 + v{k}->tag"
        f" + v{k}->vals[a & 1]; free(v{k});",
        # one byte short: the NUL written past the block
        f'struct str{k} *s{k} = str{k}_new_tight("hello", {n}); r{k} = (long)s{k}->len;'
        f" free(s{k});",
        # an element past the count
        f"struct vec{k} *v{k} = vec{k}_new((a & 1) + 1); r{k} = v{k}->vals[b & 1]; free(v{k});",
    ]
    return Part((decl,), (rng.choice(forms),))


def _field_splitter(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
void *memrchr(const void *s, int c, size_t n);
static size_t next_field{k}(const char *s, size_t *off) {{
  s += *off;
  size_t skip = strspn(s, " ,");
  size_t n = strcspn(s + skip, " ,");
  *off += skip + n;
  return n;
}}"""
    line = f"char line{k}[10] = \"ab, c  de\"; line{k}[(unsigned)(a + 3) % 9u] = ',';"
    forms = [
        f"{line} size_t off{k} = 0; size_t f1{k} = next_field{k}(line{k}, &off{k});"
        f" size_t f2{k} = next_field{k}(line{k}, &off{k}); r{k} = (long)(f1{k} * 100 + f2{k} * 10"
        f" + off{k});",
        f"{line} const char *c{k} = memchr(line{k}, ',', sizeof line{k});"
        f" const char *e{k} = memrchr(line{k}, ',', sizeof line{k});"
        f" r{k} = (c{k} ? c{k} - line{k} : -1) * 100 + (e{k} ? e{k} - line{k} : -1);",
        f"{line} r{k} = (long)strnlen(line{k}, sizeof line{k}) * 100"
        f' + (long)strspn(line{k} + (b & 3), "abc ");',
        f"char key{k}[4]; memcpy(key{k}, \"k=vv\", 4); const char *eq{k} = memchr(key{k}, '=',"
        f" sizeof key{k});"
        f" r{k} = eq{k} ? (long)(sizeof key{k} - (size_t)(eq{k} + 1 - key{k})) : -1;",
        # an exact-size buffer without its NUL handed to strspn/strcspn: past the array
        f'char tok{k}[4]; memcpy(tok{k}, "abcd", 4); if (b > 0) tok{k}[b] = 0;'
        f" tok{k}[a & 1] = ' '; r{k} = (long)strcspn(tok{k}, \" \") * 10 + (long)strlen(tok{k});",
        f'{line} r{k} = (long)strcspn(line{k} + (a & 7) + 3, ";");',
    ]
    return Part((decl,), (rng.choice(forms),))


def _record_sort(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
struct rec{k} {{ char name[4]; int score; }};
static int by_score{k}(const void *x, const void *y) {{
  const struct rec{k} *p = x, *q = y;
  if (p->score != q->score) return p->score < q->score ? -1 : 1;
  return strcmp(p->name, q->name);
}}
static int by_name{k}(const void *x, const void *y) {{
  return strcmp(((const struct rec{k} *)x)->name, ((const struct rec{k} *)y)->name);
}}
static int by_key{k}(const void *key, const void *elem) {{
  return strcmp(key, ((const struct rec{k} *)elem)->name);
}}"""
    init = f'struct rec{k} rs{k}[3] = {{ {{ "bo", a }}, {{ "al", b }}, {{ "cy", a * b }} }};'
    forms = [
        f"qsort(rs{k}, 3, sizeof rs{k}[0], by_score{k});"
        f" r{k} = rs{k}[0].name[0] * 10000L + rs{k}[1].name[0] * 100 + rs{k}[2].score;",
        f"qsort(rs{k}, 3, sizeof rs{k}[0], by_name{k});"
        f' const struct rec{k} *hit{k} = bsearch(b > 0 ? "cy" : "bo", rs{k}, 3, sizeof rs{k}[0],'
        f" by_key{k}); r{k} = hit{k} ? hit{k}->score * 10 + (hit{k} - rs{k}) : -99;",
        f"qsort(rs{k} + 1, 2, sizeof rs{k}[0], by_score{k}); r{k} = rs{k}[1].score * 10"
        f" + rs{k}[2].score;",
        # bsearch over records never sorted by name: may miss; a miss dereferenced
        f'const struct rec{k} *hit{k} = bsearch(a > 0 ? "al" : "zz", rs{k}, 3, sizeof rs{k}[0],'
        f" by_key{k}); r{k} = hit{k}->score;",
        # the count one too large: the comparator reads past the array
        f"qsort(rs{k}, 3 + (b > 2), sizeof rs{k}[0], by_score{k}); r{k} = rs{k}[0].score;",
    ]
    return Part((decl,), (init, rng.choice(forms)))


def _varargs_logger(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
static int logf{k}(char *buf, size_t size, const char *fmt, ...) {{
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, size, fmt, ap);
  va_end(ap);
  return n;
}}
static long sum_until{k}(int first, ...) {{
  va_list ap, again;
  va_start(ap, first);
  va_copy(again, ap);
  long s = 0, count = 0;
  for (int v = first; v != -1; v = va_arg(ap, int)) s += v;
  for (int v = first; v != -1; v = va_arg(again, int)) count++;
  va_end(again);
  va_end(ap);
  return s * 10 + count;
}}
static double mean{k}(int n, ...) {{
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return n ? s / n : 0;
}}"""
    forms = [
        f'char buf{k}[8]; int n{k} = logf{k}(buf{k}, sizeof buf{k}, "%s=%d", "ab", a * 100);'
        f" r{k} = n{k} * 100 + (long)strlen(buf{k});",
        f"r{k} = sum_until{k}(a + 3, (char)(b + 5), (short)7, -1);",
        f"float f{k} = (float)a / 2; r{k} = (long)(mean{k}(2, f{k}, (double)b) * 4);",
        f"char buf{k}[4]; int n{k} = logf{k}(buf{k}, sizeof buf{k}, \"%c%c%c\", 'x', 'a' + b,"
        f" 'q'); r{k} = n{k} * 1000 + buf{k}[2] + (buf{k}[3] == 0);",
        # the return value taken as the length written: past the buffer when truncated
        f'char buf{k}[6]; int n{k} = logf{k}(buf{k}, sizeof buf{k}, "%d:%d", a * 100, b);'
        f" r{k} = buf{k}[n{k} - 1];",
    ]
    return Part((decl,), (rng.choice(forms),))


def _duff_and_gotos(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
static void duff{k}(char *to, const char *from, int count) {{
  int n = (count + 3) / 4;
  switch (count % 4) {{
  case 0: do {{ *to++ = *from++;
  case 3: *to++ = *from++;
  case 2: *to++ = *from++;
  case 1: *to++ = *from++;
          }} while (--n > 0);
  }}
}}
static int scan_int{k}(const char *s, int *out) {{
  int sign = 1, value = 0, digits = 0;
  const char *p = s;
start:
  switch (*p) {{
  case ' ': p++; goto start;
  case '-': sign = -1; /* fall through */
  case '+': p++; break;
  default: break;
  }}
digit:
  if (*p >= '0' && *p <= '9') {{ value = value * 10 + (*p++ - '0'); digits++; goto digit; }}
  if (digits == 0) goto fail;
  *out = sign * value;
  return (int)(p - s);
fail:
  return -1;
}}"""
    text = '"  -12", " +7x", "x", "- 3", "0"'
    forms = [
        f'char to{k}[9] = {{ 0 }}; duff{k}(to{k}, "abcdefgh", (a & 3) + 1 + (b > 0) * 4);'
        f" r{k} = (long)strlen(to{k}) * 100 + to{k}[0];",
        f"static const char *in{k}[5] = {{ {text} }}; int v{k} = 99;"
        f" int used{k} = scan_int{k}(in{k}[(unsigned)(a + 3) % 5u], &v{k});"
        f" r{k} = used{k} * 1000 + v{k};",
        f"char num{k}[4] = \"-00\"; num{k}[2] = (char)('0' + (b & 7)); int v{k} = 0;"
        f" r{k} = scan_int{k}(num{k}, &v{k}) * 100 + v{k};",
        # count 0 still copies four: past an exact-size destination
        f'char to{k}[3]; duff{k}(to{k}, "abcdefgh", (a & 3) * 2); r{k} = to{k}[0];',
        # a field without its NUL: the scan runs on past the array
        f"char num{k}[3] = {{ '1', '2', (char)('0' + (b & 1) * 50) }}; int v{k} = 0;"
        f" r{k} = scan_int{k}(num{k}, &v{k}) + v{k};",
    ]
    return Part((decl,), (rng.choice(forms),), long_loops=True)


def _realloc_patterns(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
static int *grow{k}(int *v, size_t *cap, size_t need) {{
  if (need <= *cap) return v;
  size_t cap2 = *cap ? *cap * 2 : 1;
  while (cap2 < need) cap2 *= 2;
  int *p = realloc(v, cap2 * sizeof *p);
  if (p == NULL) return v;
  *cap = cap2;
  return p;
}}"""
    fill = (
        f"size_t cap{k} = 0, n{k} = 0; int *v{k} = NULL;"
        f" for (int i = 0; i < (a & 3) + 1; i++) {{ v{k} = grow{k}(v{k}, &cap{k}, n{k} + 1);"
        f" v{k}[n{k}++] = i * 10 + b; }}"
    )
    forms = [
        f"{fill} r{k} = (long)cap{k} * 1000 + v{k}[n{k} - 1] + (long)n{k} * 100; free(v{k});",
        f"{fill} int *t{k} = realloc(v{k}, sizeof *v{k}); if (t{k}) v{k} = t{k};"
        f" r{k} = v{k}[0]; free(v{k});",
        # a pointer into the block kept across the realloc that moved it
        f"{fill} int *first{k} = &v{k}[0]; v{k} = grow{k}(v{k}, &cap{k}, cap{k} + 1);"
        f" r{k} = *first{k}; free(v{k});",
        # realloc to a smaller size, then the old last element
        f"{fill} v{k} = realloc(v{k}, sizeof *v{k}); r{k} = v{k}[n{k} - 1]; free(v{k});",
        # realloc(p, 0): glibc frees p and gives NULL; the old pointer kept and read
        f"{fill} int *t{k} = realloc(v{k}, (size_t)(b & 1) * 8); if (t{k}) v{k} = t{k};"
        f" r{k} = v{k}[0]; free(t{k});",
    ]
    return Part((decl,), (rng.choice(forms),))


def _wrapping_counters(rng: random.Random, k: int, wide: bool) -> Part:
    counters = [
        f"int n{k} = 0; for (int i = 0x7ffffffe + (a & 1); i > 0 && n{k} < 4; i++) n{k}++;"
        f" r{k} = n{k};",
        f"int n{k} = 0; for (short s = (short)(32765 + (b & 3)); s > 0 && n{k} < 4; s++) n{k}++;"
        f" r{k} = n{k} * 10;",
        f"int n{k} = 0; for (unsigned char i = (unsigned char)(252 + a); i != 0 && n{k} < 9; i++)"
        f" n{k}++; r{k} = n{k};",
        f"int arr{k}[4] = {{ 1, 2, 3, 4 }}; long s{k} = 0;"
        f" for (int i = 0x7ffffffd + (b & 1); i < 0x7fffffff; i++) s{k} += arr{k}[i & 3];"
        f" r{k} = s{k};",
        # the counter wraps below 0 and indexes the array: far before it
        f"int arr{k}[4] = {{ 1, 2, 3, 4 }}; long s{k} = 0; int i{k} = 0x7ffffffd + (a & 3);"
        f" for (int j = 0; j < 3; j++, i{k}++) s{k} += arr{k}[i{k} - 0x7ffffffc]; r{k} = s{k};",
    ]
    if wide:
        counters.append(f"int n{k} = 0; for (unsigned i = w; i < w + 3u; i++) n{k}++; r{k} = n{k};")
    return Part((), (rng.choice(counters),), long_loops=True)


def _padded_structs(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
struct pad{k} {{ char c; int i; short s; long l; }};
static unsigned hash{k}(const void *p, size_t n) {{
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}}
static struct pad{k} make{k}(int v) {{
  struct pad{k} p = {{ 0 }};
  p.c = (char)v;
  p.i = v * 3;
  p.s = (short)-v;
  p.l = v;
  return p;
}}"""
    forms = [
        f"struct pad{k} x{k} = {{ 0 }}, y{k}; x{k}.c = (char)a; x{k}.l = b; y{k} = x{k};"
        f" r{k} = memcmp(&x{k}, &y{k}, sizeof x{k}) == 0;",
        f"struct pad{k} x{k} = make{k}(a), y{k} = make{k}(b);"
        f" r{k} = (memcmp(&x{k}, &y{k}, sizeof x{k}) == 0) * 10 + (a == b);",
        f"struct pad{k} x{k}; memset(&x{k}, 0, sizeof x{k}); x{k}.i = a; x{k}.s = (short)b;"
        f" r{k} = (long)(hash{k}(&x{k}, sizeof x{k}) % 1000u);",
        f"struct pad{k} arr{k}[2] = {{ [1] = {{ 'q', a, 2, 3 }} }}; arr{k}[0] = arr{k}[1];"
        f" arr{k}[0].s = (short)b; r{k} = (long)sizeof arr{k} * 100"
        f" + (memcmp(&arr{k}[0], &arr{k}[1], offsetof(struct pad{k}, s)) == 0) * 10"
        f" + arr{k}[0].c;",
        f"struct pad{k} x{k} = make{k}(a); unsigned char *raw{k} = (unsigned char *)&x{k};"
        f" r{k} = raw{k}[1] + raw{k}[2] * 2 + raw{k}[3] * 3 + raw{k}[0];",
        # the struct's bytes hashed one past its size
        f"struct pad{k} x{k} = make{k}(b); r{k} = (long)(hash{k}(&x{k}, sizeof x{k} + (a > 2))"
        f" % 7u);",
    ]
    return Part((decl,), (rng.choice(forms),), long_loops=True)


def _register_unions(rng: random.Random, k: int, wide: bool) -> Part:
    decl = f"""\
union reg{k} {{
  uint32_t word;
  struct {{ uint32_t lo : 12; uint32_t mid : 8; uint32_t hi : 12; }} f;
  struct {{ uint8_t b0, b1; uint16_t top; }} bytes;
}};
static int little_endian{k}(void) {{
  union {{ uint32_t i; char c[4]; }} u = {{ 1 }};
  return u.c[0] == 1;
}}
static uint32_t float_bits{k}(float f) {{
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}}"""
    forms = [
        f"union reg{k} r_{k}; r_{k}.word = 0x12345678u + (uint32_t)a;"
        f" r{k} = r_{k}.f.lo * 1000000L + r_{k}.f.mid * 1000 + r_{k}.f.hi;",
        f"union reg{k} r_{k} = {{ 0 }}; r_{k}.f.mid = (uint32_t)(b * 100); r_{k}.f.hi = 0xfffu;"
        f" r{k} = (long)r_{k}.word + r_{k}.bytes.b1;",
        f"union reg{k} r_{k}; r_{k}.word = (uint32_t)(a * 0x01010101); r_{k}.bytes.top ^= 0xffffu;"
        f" r{k} = (long)(r_{k}.word % 100003u) + little_endian{k}() * 7;",
        f"r{k} = (long)(float_bits{k}((float)a / 4) >> 20) + (long)(float_bits{k}(-0.0f) >> 31);",
        f"union reg{k} r_{k}; r_{k}.word = 0; r_{k}.f.lo = (uint32_t)(a - 1);"
        f" r{k} = (long)(r_{k}.word >> 4) + r_{k}.bytes.b0;",
        # a byte of a 4-byte register read through an index from the input: past the union
        f"union reg{k} r_{k} = {{ .word = 0xdeadbeefu }}; uint8_t *p{k} = &r_{k}.bytes.b0;"
        f" r{k} = p{k}[b + 2];",
    ]
    return Part((decl,), (rng.choice(forms),))


LIBRARY: tuple[Callable[[random.Random, int, bool], Part], ...] = (
    _dynbuf_growth,
    _header_bitfields,
    _integer_promotions,
    _intrusive_list,
    _flexible_array,
    _field_splitter,
    _record_sort,
    _varargs_logger,
    _duff_and_gotos,
    _realloc_patterns,
    _wrapping_counters,
    _padded_structs,
    _register_unions,
)
