/* A binary min-heap in an array: after pushes and one pop, the root is the minimum. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

#define CAP 6

struct heap { int data[CAP]; int size; };

static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }

static void push(struct heap *h, int v)
{
  int i = h->size++;
  h->data[i] = v;
  while (i > 0 && h->data[(i - 1) / 2] > h->data[i]) {
    swap(&h->data[(i - 1) / 2], &h->data[i]);
    i = (i - 1) / 2;
  }
}

static int pop(struct heap *h)
{
  int top = h->data[0];
  int i = 0;
  h->data[0] = h->data[--h->size];
  for (;;) {
    int l = 2 * i + 1, r = l + 1, m = i;
    if (l < h->size && h->data[l] < h->data[m]) m = l;
    if (r < h->size && h->data[r] < h->data[m]) m = r;
    if (m == i) break;
    swap(&h->data[m], &h->data[i]);
    i = m;
  }
  return top;
}

int main(void)
{
  struct heap h = { { 0 }, 0 };
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int(), c = __VERIFIER_nondet_int();
  push(&h, a);
  push(&h, b);
  push(&h, c);
  int first = pop(&h);
  assert(first <= a && first <= b && first <= c);
  assert(h.size == 2 && h.data[0] <= h.data[1]);
  return 0;
}
