/* Computing a "distance" between two separate arrays by pointer subtraction: subtracting
 * pointers into different objects is undefined behaviour (C11 6.5.6p9). */
extern int __VERIFIER_nondet_int(void);

static int first[4], second[4];

static long span(const int *a, const int *b) { return b - a; }

int main(void)
{
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3)
    return 0;
  long same = span(&first[0], &first[i]);
  if (same != i)
    return 1;
  if (__VERIFIER_nondet_int())
    return (int)span(first, &second[i]);
  return 0;
}
