/* An HTTP/1.1 header-block parser in the style of small embedded web servers: a parser struct
   with a cursor `p` walking to `end`, one call per header line, helpers for the token
   characters, white space and a case-insensitive name compare; a line is `name ":" OWS value
   OWS` ended by CRLF or a bare LF, a blank line ends the block, and a Content-Length header's
   value is read as a decimal number with an overflow guard. At most 4 headers are kept.

   The bug, on purpose and of the commonest kind: after a value, a CR is taken as the start of
   CRLF and `p[1]` is compared with LF without checking that p + 1 is inside the buffer (the
   blank-line test above it checks). A block cut after "a:\r" reads one byte past the input
   (gcc -fsanitize=address: stack-buffer-overflow in parse_line, found by
   benchmarks/scaling_truth.py at every size from 3 bytes). -DFIXED adds the check.

   The harness (written for issue 30, tenth session) hands it N nondeterministic bytes, as a
   server hands it what recv() returned, and checks what it reports for a complete block: every
   kept header's name and value lie inside the input, a name is not empty, a line takes at
   least 3 bytes so there are at most N / 3 headers, and a Content-Length is not negative. Safe
   with -DFIXED (the same script). */
#include <assert.h>
#include <stddef.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
#define MAX_HEADERS 4

struct header {
  const char *name, *value;
  size_t name_len, value_len;
};

struct http_parser {
  const char *p, *end;
  struct header headers[MAX_HEADERS];
  int count;
  long content_length; /* -1: none */
};

static int is_tchar(char c) {
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return 1;
  switch (c) {
  case '!': case '#': case '$': case '%': case '&': case '\'': case '*':
  case '+': case '-': case '.': case '^': case '_': case '`': case '|': case '~':
    return 1;
  default:
    return 0;
  }
}

static const char *skip_ows(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\t')) p++;
  return p;
}

static int name_is(const char *name, size_t len, const char *want) {
  size_t i = 0;
  for (; i < len && want[i]; i++) {
    char c = name[i];
    if (c >= 'A' && c <= 'Z') c += 'a' - 'A';
    if (c != want[i]) return 0;
  }
  return i == len && want[i] == '\0';
}

static int parse_number(const char *s, size_t len, long *out) {
  long v = 0;
  if (len == 0) return -1;
  for (size_t i = 0; i < len; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    if (v > (2147483647L - (s[i] - '0')) / 10) return -1;
    v = v * 10 + (s[i] - '0');
  }
  *out = v;
  return 0;
}

/* 1: a header line was read; 0: the blank line ending the block; -1: bad or incomplete. */
static int parse_line(struct http_parser *ps) {
  const char *p = ps->p, *end = ps->end;
  if (p < end && *p == '\n') {
    ps->p = p + 1;
    return 0;
  }
  if (p < end && *p == '\r') {
    if (p + 1 < end && p[1] == '\n') {
      ps->p = p + 2;
      return 0;
    }
    return -1;
  }
  const char *name = p;
  while (p < end && is_tchar(*p)) p++;
  if (p == name || p == end || *p != ':') return -1;
  size_t name_len = (size_t)(p - name);
  p = skip_ows(p + 1, end);
  const char *value = p;
  while (p < end && *p != '\r' && *p != '\n') p++;
  if (p == end) return -1; /* the line is not complete */
  const char *value_end = p;
  while (value_end > value && (value_end[-1] == ' ' || value_end[-1] == '\t')) value_end--;
  if (*p == '\r') {
#ifdef FIXED
    if (p + 1 >= end) return -1;
#endif
    if (p[1] != '\n') return -1;
    p += 2;
  } else {
    p++;
  }
  size_t value_len = (size_t)(value_end - value);
  if (name_is(name, name_len, "content-length")) {
    long v;
    if (parse_number(value, value_len, &v) < 0 || ps->content_length >= 0) return -1;
    ps->content_length = v;
  }
  if (ps->count < MAX_HEADERS) {
    struct header *h = &ps->headers[ps->count];
    h->name = name, h->name_len = name_len;
    h->value = value, h->value_len = value_len;
  }
  ps->count++;
  ps->p = p;
  return 1;
}

static int parse_headers(struct http_parser *ps, const char *buf, size_t len) {
  ps->p = buf, ps->end = buf + len;
  ps->count = 0, ps->content_length = -1;
  int r;
  while ((r = parse_line(ps)) > 0) {
  }
  return r;
}

int main(void) {
  char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  struct http_parser ps;
  if (parse_headers(&ps, buf, N) == 0) {
    assert(ps.count <= N / 3);
    int kept = ps.count < MAX_HEADERS ? ps.count : MAX_HEADERS;
    for (int i = 0; i < kept; i++) {
      struct header *h = &ps.headers[i];
      assert(h->name_len >= 1 && h->name >= buf && h->name + h->name_len < buf + N);
      assert(h->value >= h->name + h->name_len && h->value + h->value_len <= buf + N);
    }
    assert(ps.content_length >= -1);
  }
  return 0;
}
