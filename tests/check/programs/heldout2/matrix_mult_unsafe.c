/* 3x3 matrix product with a swapped index in the inner loop: multiplying by the identity
 * should give the matrix back, but the bug transposes the left operand. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

typedef int mat3[3][3];

static void mul(const mat3 a, const mat3 b, mat3 out)
{
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      int s = 0;
      for (int k = 0; k < 3; k++)
        s += a[k][i] * b[k][j]; /* should be a[i][k] */
      out[i][j] = s;
    }
}

int main(void)
{
  mat3 m, id = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, r;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      m[i][j] = __VERIFIER_nondet_int() % 100;
  mul(m, id, r);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      assert(r[i][j] == m[i][j]);
  return 0;
}
