/* Parsing a decimal number from a char buffer with an overflow check that is off by one digit:
 * "2147483648" passes the check and wraps. */
#include <limits.h>
#include <assert.h>
extern char __VERIFIER_nondet_char(void);

static int parse(const char *s, int *out)
{
  long value = 0;
  int digits = 0;
  while (*s >= '0' && *s <= '9') {
    value = value * 10 + (*s - '0');
    if (++digits > 10)
      return -1;
    s++;
  }
  if (digits == 0 || *s != '\0')
    return -1;
  *out = (int)value; /* bug: value may exceed INT_MAX */
  return 0;
}

int main(void)
{
  char buf[4];
  int v = 0, i;
  for (i = 0; i < 3; i++)
    buf[i] = __VERIFIER_nondet_char();
  buf[3] = '\0';
  if (parse(buf, &v) == 0)
    assert(v >= 0 && v <= 999);
  char big[] = "2147483648";
  int w = 0;
  if (parse(big, &w) == 0)
    assert(w >= 0);
  return 0;
}
