/* The classic mistake: sizeof of an array parameter is the size of a pointer, so the
 * checksum only covers the first two ints of the array. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static unsigned checksum(const int data[8])
{
  unsigned c = 0;
  for (unsigned i = 0; i < sizeof(data) / sizeof(data[0]); i++)
    c = c * 31u + (unsigned)data[i];
  return c;
}

static unsigned checksum_n(const int *data, unsigned n)
{
  unsigned c = 0;
  for (unsigned i = 0; i < n; i++)
    c = c * 31u + (unsigned)data[i];
  return c;
}

int main(void)
{
  int d[8];
  for (int i = 0; i < 8; i++)
    d[i] = __VERIFIER_nondet_int() & 1;
  assert(checksum(d) == checksum_n(d, sizeof d / sizeof d[0]));
  return 0;
}
