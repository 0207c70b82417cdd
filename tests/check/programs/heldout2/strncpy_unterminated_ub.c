/* strncpy into a fixed buffer does not terminate a source as long as the buffer; the
 * following strlen reads past the end (out-of-bounds read). */
#include <string.h>
extern int __VERIFIER_nondet_int(void);

static size_t copy_name(const char *src)
{
  char name[8];
  strncpy(name, src, sizeof name);
  return strlen(name);
}

int main(void)
{
  const char *names[] = {"root", "daemon", "postmaster"};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  return (int)copy_name(names[k]);
}
