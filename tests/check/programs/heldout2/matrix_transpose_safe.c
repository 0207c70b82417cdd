/* Pointer-to-array parameters: a 4x4 matrix transposed in place twice is the original, and
 * the trace is unchanged by one transposition. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

#define N 4

static void transpose(int m[][N])
{
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      int t = m[i][j];
      m[i][j] = m[j][i];
      m[j][i] = t;
    }
}

static long trace(int (*m)[N])
{
  long t = 0;
  for (int i = 0; i < N; i++)
    t += m[i][i];
  return t;
}

static void copy(int (*dst)[N], const int (*src)[N])
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      dst[i][j] = src[i][j];
}

int main(void)
{
  int a[N][N], b[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = __VERIFIER_nondet_int();
  copy(b, (const int (*)[N])a);
  long t0 = trace(a);
  transpose(a);
  assert(trace(a) == t0);
  assert(a[1][3] == b[3][1]);
  transpose(a);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      assert(a[i][j] == b[i][j]);
  return 0;
}
