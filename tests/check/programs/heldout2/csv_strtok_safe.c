/* Splitting a CSV line with strtok into fields and converting them with atoi; the field count
 * and the sum are as expected, for a line whose middle field is an input digit. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

static int sum_fields(char *line, int *count)
{
  int sum = 0;
  *count = 0;
  for (char *tok = strtok(line, ","); tok; tok = strtok(NULL, ",")) {
    sum += atoi(tok);
    (*count)++;
  }
  return sum;
}

int main(void)
{
  char line[16] = "12,,3,x,40";
  int d = __VERIFIER_nondet_int();
  if (d < 0 || d > 9)
    return 0;
  line[4] = (char)('0' + d); /* "12,,d,x,40" */
  int count;
  int sum = sum_fields(line, &count);
  assert(count == 4);
  assert(sum == 52 + d);
  assert(strcmp(line, "12") == 0);
  return 0;
}
