/* Joining a directory and a file name with strcpy/strcat into a 16-byte buffer without a
 * length check: a long name overflows the buffer. */
#include <string.h>
extern int __VERIFIER_nondet_int(void);

static size_t join(char *out, const char *dir, const char *name)
{
  strcpy(out, dir);
  strcat(out, "/");
  strcat(out, name);
  return strlen(out);
}

int main(void)
{
  const char *names[] = {"a.txt", "notes.md", "archive-2024.tar"};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  char path[16];
  return (int)join(path, "/tmp", names[k]);
}
