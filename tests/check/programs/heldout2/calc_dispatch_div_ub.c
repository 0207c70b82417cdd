/* The same kind of calculator without the guard: the averaging operation divides by the
 * count, which may be zero. */
extern int __VERIFIER_nondet_int(void);

typedef long (*reducer)(const int *, int);

static long total(const int *v, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}

static long mean(const int *v, int n) { return total(v, n) / n; }

static long maximum(const int *v, int n)
{
  long m = v[0];
  for (int i = 1; i < n; i++)
    if (v[i] > m)
      m = v[i];
  return m;
}

static reducer reducers[] = {total, mean, maximum};

int main(void)
{
  int data[5] = {4, 8, 15, 16, 23};
  int n = __VERIFIER_nondet_int();
  int which = __VERIFIER_nondet_int();
  if (n < 0 || n > 5 || which < 0 || which > 1)
    return 0;
  return (int)reducers[which](data, n);
}
