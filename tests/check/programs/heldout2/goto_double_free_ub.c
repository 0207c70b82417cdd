/* A parser with goto error handling that frees the token buffer before jumping to a label
 * that frees it again (double free) when the second field is missing. */
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

static int parse_pair(const char *s, int *a, int *b)
{
  char *tok = malloc(strlen(s) + 1);
  if (!tok)
    return -1;
  strcpy(tok, s);
  char *comma = strchr(tok, ',');
  if (!comma) {
    free(tok);
    goto fail;
  }
  *comma = '\0';
  *a = atoi(tok);
  *b = atoi(comma + 1);
  free(tok);
  return 0;
fail:
  free(tok);
  return -1;
}

int main(void)
{
  int a = 0, b = 0;
  const char *inputs[] = {"3,4", "17,2", "42"};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  if (parse_pair(inputs[k], &a, &b) == 0)
    return a + b;
  return 1;
}
