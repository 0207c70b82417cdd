/* A DER (ASN.1) TLV walker in the style of small X.509 / PKCS readers: a reader struct with a
   cursor and an end, one helper per part of a TLV (tag with the high-tag-number form, length in
   the short or long form), and a walk over the elements that descends into constructed ones
   (tag bit 0x20) with an explicit stack of their ends, at most 4 deep. It counts the elements,
   the deepest nesting and the INTEGER (tag 2) elements.

   The bug, on purpose and as such readers have had it: read_length's long form takes the
   number of length octets from the first octet (at most 4) and reads them without checking
   that they are inside the input. The length it builds is checked against the input, the octets
   it reads are not: 0x30 0x81 at the end of the buffer reads one byte past it (gcc
   -fsanitize=address: stack-buffer-overflow at the `*r->p++` of read_length, found by
   benchmarks/scaling_truth.py at every size from 2 bytes). -DFIXED adds the check.

   The harness (written for issue 30, tenth session) hands it N nondeterministic bytes and checks
   what the walk reports: every element takes at least two bytes, so at most N / 2 elements;
   the nesting is at most 4; the INTEGERs are among the elements. Safe with -DFIXED (the same
   script). */
#include <assert.h>
#include <stddef.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif
#define MAX_DEPTH 4

struct der_reader {
  const unsigned char *p, *end;
};

struct der_summary {
  int elements, integers, depth;
};

static int read_tag(struct der_reader *r, unsigned *tag) {
  if (r->p >= r->end) return -1;
  unsigned t = *r->p++;
  if ((t & 0x1f) != 0x1f) {
    *tag = t;
    return 0;
  }
  /* high-tag-number form: base 128, at most 4 more octets */
  unsigned number = 0;
  for (int i = 0; i < 4; i++) {
    if (r->p >= r->end) return -1;
    unsigned b = *r->p++;
    number = (number << 7) | (b & 0x7f);
    if (!(b & 0x80)) {
      *tag = (t & 0xe0) | (number << 8);
      return 0;
    }
  }
  return -1;
}

static int read_length(struct der_reader *r, size_t *len) {
  if (r->p >= r->end) return -1;
  unsigned first = *r->p++;
  if (first < 0x80) {
    *len = first;
  } else {
    unsigned n = first & 0x7f;
    if (n == 0 || n > 4) return -1; /* indefinite or too long for us */
#ifdef FIXED
    if ((size_t)(r->end - r->p) < n) return -1;
#endif
    size_t value = 0;
    while (n--) value = (value << 8) | *r->p++;
    *len = value;
  }
  if (*len > (size_t)(r->end - r->p)) return -1;
  return 0;
}

static int der_walk(const unsigned char *buf, size_t size, struct der_summary *s) {
  struct der_reader r = {buf, buf + size};
  const unsigned char *ends[MAX_DEPTH];
  int depth = 0;
  s->elements = s->integers = s->depth = 0;
  while (r.p < buf + size) {
    while (depth > 0 && r.p == ends[depth - 1]) depth--;
    if (r.p == r.end) break;
    unsigned tag;
    size_t len;
    if (read_tag(&r, &tag) < 0) return -1;
    if (read_length(&r, &len) < 0) return -1;
    if (depth > 0 && len > (size_t)(ends[depth - 1] - r.p)) return -1; /* overruns parent */
    s->elements++;
    if (tag == 0x02) s->integers++;
    if (tag & 0x20) {
      if (depth == MAX_DEPTH) return -1;
      ends[depth++] = r.p + len;
      if (depth > s->depth) s->depth = depth;
    } else {
      r.p += len; /* a primitive's contents are skipped */
    }
  }
  return 0;
}

int main(void) {
  unsigned char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_uchar();
  struct der_summary s;
  if (der_walk(buf, N, &s) == 0) {
    assert(s.elements <= N / 2);
    assert(s.depth <= MAX_DEPTH);
    assert(s.integers <= s.elements);
  }
  return 0;
}
