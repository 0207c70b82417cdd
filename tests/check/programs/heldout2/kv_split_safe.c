/* Splitting "key=value" lines with strchr and comparing keys with strcmp/strncmp; lookups of
 * known keys return their values, and the split never leaves the buffer. */
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

struct kv {
  char key[8];
  char value[8];
};

static int split(const char *line, struct kv *out)
{
  const char *eq = strchr(line, '=');
  if (!eq)
    return 0;
  size_t klen = (size_t)(eq - line);
  size_t vlen = strlen(eq + 1);
  if (klen == 0 || klen >= sizeof out->key || vlen >= sizeof out->value)
    return 0;
  memcpy(out->key, line, klen);
  out->key[klen] = '\0';
  strcpy(out->value, eq + 1);
  return 1;
}

static const char *lookup(const struct kv *t, int n, const char *key)
{
  for (int i = 0; i < n; i++)
    if (strcmp(t[i].key, key) == 0)
      return t[i].value;
  return NULL;
}

int main(void)
{
  const char *lines[] = {"host=db1", "port=5432", "=bad", "noequals", "user=admin"};
  struct kv table[5];
  int n = 0;
  for (int i = 0; i < 5; i++)
    if (split(lines[i], &table[n]))
      n++;
  assert(n == 3);
  assert(strcmp(lookup(table, n, "port"), "5432") == 0);
  assert(lookup(table, n, "pass") == NULL);
  int k = __VERIFIER_nondet_int();
  if (k >= 0 && k < n)
    assert(strncmp(lookup(table, n, table[k].key), table[k].value, 8) == 0);
  return 0;
}
