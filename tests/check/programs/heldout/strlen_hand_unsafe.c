/* A hand-written bounded strlen that gives up too early, compared with strlen. */
#include <string.h>
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);

#define N 12

static unsigned my_strnlen(const char *s, unsigned max)
{
  unsigned n = 0;
  while (n < max && s[n] != '\0')
    n++;
  return n;
}

int main(void)
{
  char s[N];
  unsigned i, end = __VERIFIER_nondet_uint();
  if (end >= N)
    end = N - 1;
  for (i = 0; i < N; i++) {
    s[i] = __VERIFIER_nondet_char();
    if (s[i] == '\0')
      s[i] = 'a';
  }
  s[end] = '\0';
  assert(my_strnlen(s, N - 3) == strlen(s));
  return 0;
}
