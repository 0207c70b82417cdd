// errlang-test: loop-bound=4
/* Pointer arithmetic inside one object: one-past-the-end, negative indices, differences. */
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);

static int *find(int *begin, int *end, int v) {
  for (int *p = begin; p != end; ++p)
    if (*p == v)
      return p;
  return NULL;
}

int main(void) {
  int a[4] = {5, 7, 9, 11};
  int *end = a + 4;
  assert(end - a == 4); // expect: holds
  int *mid = &a[2];
  assert(mid[-1] == 7 && *(mid + 1) == 11); // expect: holds
  ptrdiff_t d = mid - end;
  assert(d == -2); // expect: holds
  char buf[8];
  char *w = buf;
  *w++ = 'h';
  *w++ = 'i';
  *w = 0;
  assert(w - buf == 2 && buf[1] == 'i'); // expect: holds
  int v = __VERIFIER_nondet_int();
  int *hit = find(a, end, v);
  assert(hit == NULL || *hit == v); // expect: holds
  assert(hit == NULL || hit < end); // expect: holds
  assert(hit != &a[3]); // expect: fails witness=11
  return 0;
}
