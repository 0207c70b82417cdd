/* Case-insensitive header names: strcasecmp and strncasecmp agree with a comparison of
 * lower-cased copies, for a header whose first letter's case is an input. */
#include <assert.h>
#include <ctype.h>
#include <string.h>
#include <strings.h>
extern int __VERIFIER_nondet_int(void);

static int sign(int x) { return (x > 0) - (x < 0); }

static void lower(char *d, const char *s)
{
  while ((*d++ = (char)tolower((unsigned char)*s++)))
    ;
}

int main(void)
{
  char h[16] = "content-Length";
  if (__VERIFIER_nondet_int())
    h[0] = 'C';
  const char *others[] = {"CONTENT-LENGTH", "content-type", "Accept", "content"};
  char a[16], b[16];
  for (int i = 0; i < 4; i++) {
    lower(a, h);
    lower(b, others[i]);
    assert(sign(strcasecmp(h, others[i])) == sign(strcmp(a, b)));
  }
  assert(strncasecmp(h, "CONTENT-TYPE", 8) == 0);
  assert(strncasecmp(h, "CONTENT-TYPE", 9) != 0);
  return 0;
}
