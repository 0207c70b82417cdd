/* A byte histogram indexed by plain char: on x86-64 char is signed, so a byte above 127 is a
 * negative index (undefined behaviour). */
extern char __VERIFIER_nondet_char(void);

static unsigned counts[256];

static void count_bytes(const char *s, int n)
{
  for (int i = 0; i < n; i++)
    counts[s[i]]++; /* should be (unsigned char)s[i] */
}

int main(void)
{
  char buf[4];
  for (int i = 0; i < 4; i++)
    buf[i] = __VERIFIER_nondet_char();
  count_bytes(buf, 4);
  return (int)counts['a'];
}
