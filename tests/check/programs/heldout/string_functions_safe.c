/* strcpy, strcat, strlen, strcmp, strchr and memset on local buffers. */
#include <string.h>
#include <assert.h>
extern char __VERIFIER_nondet_char(void);

int main(void)
{
  char buf[32];
  char name[8];
  memset(buf, 0, sizeof buf);
  strcpy(buf, "hello");
  assert(strlen(buf) == 5);
  strcat(buf, ", ");
  name[0] = __VERIFIER_nondet_char();
  if (name[0] < 'a' || name[0] > 'z')
    name[0] = 'x';
  name[1] = 'y';
  name[2] = '\0';
  strcat(buf, name);
  assert(strlen(buf) == 9);
  assert(strncmp(buf, "hello", 5) == 0);
  assert(strcmp(buf, "hello") > 0);
  assert(strchr(buf, ',') == buf + 5);
  assert(buf[8] == 'y' && buf[9] == '\0' && buf[31] == '\0');
  return 0;
}
