// errlang-test: loop-bound=5
/* 1-D arrays: initialisers, nondet index, passing to a function, in-place reversal. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  int a[5] = {1, 2, 3};
  assert(a[3] == 0 && a[4] == 0); // expect: holds
  char s[] = "abc";
  assert(sizeof s == 4 && s[3] == 0 && s[1] == 'b'); // expect: holds
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 5);
  a[i] = 10;
  assert(sum(a, 5) != 16); // expect: fails witness=3
  int b[4];
  for (int k = 0; k < 4; k++)
    b[k] = k * k;
  int lo = 0, hi = 3;
  while (lo < hi) {
    int t = b[lo];
    b[lo] = b[hi];
    b[hi] = t;
    lo++;
    hi--;
  }
  assert(b[0] == 9 && b[3] == 0); // expect: holds
  int j = __VERIFIER_nondet_int();
  __VERIFIER_assume(j >= 0 && j < 4);
  assert(b[j] != 4); // expect: fails witness=0,1
  return 0;
}
