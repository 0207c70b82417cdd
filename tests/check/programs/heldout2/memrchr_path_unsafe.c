#define _GNU_SOURCE
/* Taking the base name of a path with memrchr: the code skips the found slash by two bytes,
 * so a name of one character comes out empty. */
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

static const char *base_name(const char *path, size_t n)
{
  const char *slash = memrchr(path, '/', n);
  return slash ? slash + 2 : path; /* should be slash + 1 */
}

int main(void)
{
  const char *paths[] = {"/usr/bin/env", "/a/b", "plain"};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  const char *b = base_name(paths[k], strlen(paths[k]));
  assert(strlen(b) > 0);
  return 0;
}
