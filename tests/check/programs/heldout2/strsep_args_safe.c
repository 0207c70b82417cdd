/* Parsing "name value" command arguments with strsep (which keeps empty fields, unlike
 * strtok) and strtoul for numbers. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

int main(void)
{
  char buf[24] = "set  width 80";
  char *rest = buf, *field;
  const char *fields[5];
  int n = 0;
  while ((field = strsep(&rest, " ")) != NULL && n < 5)
    fields[n++] = field;
  assert(n == 4 && fields[1][0] == '\0');
  assert(strcmp(fields[0], "set") == 0 && strcmp(fields[2], "width") == 0);
  unsigned long w = strtoul(fields[3], NULL, 10);
  assert(w == 80);
  int extra = __VERIFIER_nondet_int();
  if (extra >= 0 && extra < 10)
    assert(w + (unsigned long)extra >= 80);
  return 0;
}
