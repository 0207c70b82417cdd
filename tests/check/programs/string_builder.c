/* A growable string, as C libraries write it: a buffer doubled through realloc, one handler
   per input byte from a table of function pointers. Even bytes are pushed upper-cased, odd
   ones skipped; the harness asserts the last byte pushed is not LAST. With LAST 'R' (0x52,
   even) gcc fails it (input "r" or "R" last); with 'Q' (0x51, odd: neither 'Q' nor 'q' is
   ever pushed) it holds. */
#include <assert.h>
#include <stdlib.h>

#ifndef LAST
#define LAST 'R'
#endif

typedef struct {
  char *data;
  size_t len, cap;
} sb;

static int sb_push(sb *b, char c) {
  if (b->len + 1 >= b->cap) {
    size_t nc = b->cap ? b->cap * 2 : 2;
    char *nd = realloc(b->data, nc);
    if (!nd) return -1;
    b->data = nd;
    b->cap = nc;
  }
  b->data[b->len++] = c;
  b->data[b->len] = 0;
  return 0;
}

typedef int (*handler)(sb *, char);
static int upper(sb *b, char c) { return sb_push(b, (c >= 'a' && c <= 'z') ? c - 32 : c); }
static int skip(sb *b, char c) {
  (void)b;
  (void)c;
  return 0;
}
static const handler table[2] = {upper, skip};
unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  sb b = {0};
  for (int i = 0; i < 6; i++) {
    unsigned char c = __VERIFIER_nondet_uchar();
    if (table[c & 1](&b, (char)c) < 0) return 1;
  }
  if (b.len) assert(b.data[b.len - 1] != LAST);
  free(b.data);
  return 0;
}
