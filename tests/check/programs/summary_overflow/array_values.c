/* Loops over arrays summarised in one step (ir/array_loops.py, ir/sum_loops.py): b[i] + 1
   overflows where a[i] is INT_MAX; the sum of 200 copies of x where x is large. */
extern int __VERIFIER_nondet_int(void);
#define N 200
int a[N], b[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) b[i] = a[i] + 1;
  int x = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) a[i] = x;
  int s = 0;
  for (i = 0; i < N; i++)
    s += a[i];
  return s + b[0];
}
