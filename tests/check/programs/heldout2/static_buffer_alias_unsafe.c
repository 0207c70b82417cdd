/* A formatter returning a pointer to its static buffer: the caller keeps the first result
 * and formats a second number, which overwrites the first (the classic static-buffer alias). */
#include <assert.h>
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);

static const char *fmt_u(unsigned v)
{
  static char buf[12];
  char *p = buf + sizeof buf - 1;
  *p = '\0';
  do {
    *--p = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  return p;
}

int main(void)
{
  unsigned a = __VERIFIER_nondet_uint() % 1000, b = __VERIFIER_nondet_uint() % 1000;
  const char *sa = fmt_u(a);
  char copy[12];
  strcpy(copy, sa);
  const char *sb = fmt_u(b);
  assert(strcmp(copy, sa) == 0 || a != b); /* the kept pointer now shows b */
  assert(strlen(sb) >= 1 && strlen(sb) <= 3);
  assert(strcmp(sa, copy) == 0);
  return 0;
}
