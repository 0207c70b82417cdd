/* Inserting into a sorted array by shifting its tail right with memmove (overlapping
 * regions); the array stays sorted and keeps its elements. */
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

static int insert_sorted(int *a, int n, int v)
{
  int i = 0;
  while (i < n && a[i] < v)
    i++;
  memmove(&a[i + 1], &a[i], (size_t)(n - i) * sizeof a[0]);
  a[i] = v;
  return n + 1;
}

int main(void)
{
  int a[5];
  int n = 0;
  long sum = 0;
  for (int k = 0; k < 4; k++) {
    int v = __VERIFIER_nondet_int() % 50;
    sum += v;
    n = insert_sorted(a, n, v);
  }
  long back = 0;
  for (int i = 0; i < n; i++) {
    back += a[i];
    if (i)
      assert(a[i - 1] <= a[i]);
  }
  assert(n == 4 && back == sum);
  return 0;
}
