/* A list conversion (in the spirit of Chapman et al. 2015): a nondet array of up to three
 * elements becomes a linked list and back. `to_array` stops at the node whose `next` is NULL
 * instead of after it when the list was built with a tail pointer, dropping the last element
 * of lists of length three. */
// bench: alphabet=functions loop-bound=3 oracle-domain=0:3
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct cell {
  int value;
  struct cell *next;
};

static struct cell *first, *last;

static void append(int value) {
  struct cell *c = malloc(sizeof *c);
  c->value = value;
  c->next = NULL;
  if (last == NULL)
    first = c;
  else
    last->next = c;
  last = c;
}

static void to_list(const int *values, int n) {
  for (int i = 0; i < n; i++)
    append(values[i]);
}

static int length(void) {
  int k = 0;
  for (struct cell *c = first; c != NULL; c = c->next)
    k++;
  return k;
}

static int to_array(int *out) {
  int k = 0;
  struct cell *c = first;
  while (c != NULL && (c->next != NULL || k < 2)) { /* bug: the third cell is dropped */
    out[k++] = c->value;
    c = c->next;
  }
  return k;
}

int main(void) {
  int in[3], out[3];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 3);
  for (int i = 0; i < n; i++) {
    in[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(in[i] >= 0 && in[i] <= 1);
  }
  to_list(in, n);
  int m = to_array(out);
  assert(m == length()); // bench
  return 0;
}
