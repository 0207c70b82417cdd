/* fscanf sets the stream's indicators (C11 7.21.6.2): EOF means the end of the file or a read
 * error, and the end of the file is sticky. Before, feof/ferror stayed 0 after every fscanf. */
#include <assert.h>
#include <stdio.h>

int main(void) {
  FILE *f = fopen("numbers.txt", "r");
  if (f == NULL)
    return 0;
  int x = 0, sum = 0;
  int got = fscanf(f, "%d", &x);
  if (got == EOF)
    assert(feof(f) || ferror(f)); /* holds */
  if (got == 1)
    sum += x;
  if (feof(f))
    assert(fscanf(f, "%d", &x) == EOF); /* holds: the end of the file is sticky */
  assert(!feof(f)); /* fails: a number at the end of the file */
  fclose(f);
  return sum;
}
