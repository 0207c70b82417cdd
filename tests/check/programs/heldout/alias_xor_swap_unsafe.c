/* XOR swap through pointers zeroes the value when both point to the same place. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "alias_xor_swap.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

void xor_swap(int *a, int *b)
{
  *a ^= *b;
  *b ^= *a;
  *a ^= *b;
}

int main(void)
{
  int v[4];
  int i, j, k;
  for (k = 0; k < 4; k++)
    v[k] = __VERIFIER_nondet_int();
  i = __VERIFIER_nondet_int();
  j = __VERIFIER_nondet_int();
  if (i < 0 || i >= 4 || j < 0 || j >= 4)
    return 0;
  int before = v[i] + v[j];
  xor_swap(&v[i], &v[j]);
  __VERIFIER_assert(v[i] + v[j] == before);
  return 0;
}
