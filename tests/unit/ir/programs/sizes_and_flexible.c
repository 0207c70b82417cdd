/* sizeof of operands that are arrays without being named (a string literal, __func__, a
 * compound literal) and structs with a flexible array member (C11 6.7.2.1p18), against gcc
 * (test_c_constructs.py); found refused or wrong by the second held-out set (engineer P). */
#include <assert.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

struct msg {
  unsigned short type;
  unsigned short len;
  unsigned char payload[];
};
struct wide {
  char tag;
  double values[];
};
struct zero { /* gcc's zero-length array, the idiom before C99 */
  int n;
  int items[0];
};

int main(void)
{
  assert(sizeof("abc") == 4 && sizeof "" == 1 && sizeof("a" "bc") == 4 && sizeof("x\0y") == 4);
  assert(sizeof(__func__) == 5);
  assert(sizeof((int[]){1, 2, 3}) == 12 && sizeof((char[5]){0}) == 5);
  assert(sizeof(struct msg) == 4 && offsetof(struct msg, payload) == 4);
  assert(sizeof(struct wide) == 8 && offsetof(struct wide, values) == 8);
  assert(sizeof(struct zero) == 4 && offsetof(struct zero, items) == 4);
  int n = __VERIFIER_nondet_int() & 3;
  struct msg *m = malloc(sizeof *m + (size_t)n + 1);
  m->len = (unsigned short)(n + 1);
  memset(m->payload, 'a', (size_t)n);
  m->payload[n] = 'z';
  assert(m->payload[m->len - 1] == 'z' && (n == 0 || m->payload[0] == 'a'));
  free(m);
  struct wide *w = malloc(sizeof *w + 2 * sizeof(double));
  w->values[1] = 2.5;
  assert(w->values[1] == 2.5);
  free(w);
  return 0;
}
