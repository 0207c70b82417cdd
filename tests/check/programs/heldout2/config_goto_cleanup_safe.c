/* A loader that allocates three buffers and releases them on every path through a chain of
 * goto labels (the kernel style); the caller checks the result and nothing is freed twice. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

struct config {
  char *name;
  int *values;
  int count;
};

static int load(struct config *out, int n, int fail_at)
{
  int err = -1;
  char *name = malloc(8);
  if (!name || fail_at == 0)
    goto out;
  strcpy(name, "cfg");
  int *values = malloc(sizeof(int) * (size_t)(n > 0 ? n : 1));
  if (!values || fail_at == 1)
    goto free_name;
  char *scratch = malloc(16);
  if (!scratch || fail_at == 2)
    goto free_values;
  for (int i = 0; i < n; i++)
    values[i] = i * i;
  memset(scratch, 0, 16);
  free(scratch);
  out->name = name;
  out->values = values;
  out->count = n;
  return 0;

free_values:
  free(values);
free_name:
  free(name);
out:
  return err;
}

int main(void)
{
  struct config c = {0, 0, 0};
  int n = __VERIFIER_nondet_int() & 7;
  int fail_at = __VERIFIER_nondet_int() & 3;
  if (load(&c, n, fail_at) == 0) {
    assert(c.count == n && strcmp(c.name, "cfg") == 0);
    if (n > 2)
      assert(c.values[2] == 4);
    free(c.values);
    free(c.name);
  } else {
    assert(c.name == NULL);
  }
  return 0;
}
