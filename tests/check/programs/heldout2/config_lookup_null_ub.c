/* A lookup that returns NULL for an unknown option; one caller dereferences the result
 * without checking (null pointer dereference when the option is missing). */
#include <string.h>
extern int __VERIFIER_nondet_int(void);

struct option {
  const char *name;
  int value;
};

static struct option options[] = {{"verbose", 0}, {"retries", 3}, {"timeout", 30}};

static struct option *find(const char *name)
{
  for (unsigned i = 0; i < sizeof options / sizeof options[0]; i++)
    if (strcmp(options[i].name, name) == 0)
      return &options[i];
  return NULL;
}

int main(void)
{
  const char *asked[] = {"retries", "timeout", "colour"};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  struct option *o = find(asked[k]);
  return o->value;
}
