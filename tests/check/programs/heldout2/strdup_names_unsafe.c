/* Duplicating names with strdup into a table and upper-casing the copies; the original
 * literal must be unchanged, but one entry aliases the original instead of a copy. */
#include <assert.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

int main(void)
{
  char src[3][8] = {"alpha", "beta", "gamma"};
  char *copies[3];
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2)
    return 0;
  for (int i = 0; i < 3; i++)
    copies[i] = i == 2 ? src[i] : strdup(src[i]); /* the last is not copied */
  for (char *p = copies[k]; *p; p++)
    *p = (char)toupper((unsigned char)*p);
  assert(islower((unsigned char)src[k][0]));
  assert(strlen(copies[k]) == strlen(src[k]));
  for (int i = 0; i < 2; i++)
    free(copies[i]);
  return 0;
}
