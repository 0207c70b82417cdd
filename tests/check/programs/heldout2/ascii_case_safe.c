/* toupper/tolower round trips and case-insensitive comparison written with <ctype.h>, with
 * the unsigned char casts done right: holds for every byte value. */
#include <assert.h>
#include <ctype.h>
#include <string.h>
extern char __VERIFIER_nondet_char(void);

static int ci_equal(const char *a, const char *b)
{
  while (*a && *b) {
    if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
      return 0;
    a++;
    b++;
  }
  return *a == *b;
}

static void upcase(char *s)
{
  for (; *s; s++)
    *s = (char)toupper((unsigned char)*s);
}

int main(void)
{
  char c = __VERIFIER_nondet_char();
  unsigned char u = (unsigned char)c;
  if (isalpha(u)) {
    assert(tolower(toupper(u)) == tolower(u));
    assert(isupper(toupper(u)) && islower(tolower(u)));
  } else {
    assert(toupper(u) == u && tolower(u) == u);
  }
  char w[4] = {'a', c, 'Z', '\0'};
  char v[4];
  strcpy(v, w);
  upcase(v);
  if (c != '\0') {
    assert(ci_equal(w, v));
    assert(v[0] == 'A' && v[2] == 'Z');
  }
  return 0;
}
