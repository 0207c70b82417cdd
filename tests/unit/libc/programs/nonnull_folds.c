// glibc's __nonnull arguments passed NULL: gcc 12 -O0 -fsanitize=undefined reports the calls
// on lines 24, 25, 27, 28 and 32-36; the others gcc folds away (a constant 0 length, a literal
// "" argument) and reports nothing (R2, tenth session; tests/unit/libc/test_nonnull_libc.py).
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
static int cmp(const void *x, const void *y) { return x != y; }
int main(void) {
  int w = __VERIFIER_nondet_int();
  char *z = NULL;
  char s[8] = "abc";
  char d[8] = "x";
  size_t n0 = (size_t)(w & 1) * 0;
  const size_t c0 = 0;
  if (w == 1) memcpy(z, s, 0);
  if (w == 2) memset(z, 0, 0);
  if (w == 3) memmove(z, s, 0);
  if (w == 4) w += memcmp(z, s, 0);
  if (w == 5) w += strncmp(z, s, 0);
  if (w == 6) strncpy(z, s, 0);
  if (w == 7) strncat(d, z, 0);
  if (w == 8) w += memchr(z, 'a', 0) != 0;
  if (w == 9) memcpy(z, s, 0 * sizeof(int));
  if (w == 10) memcpy(z, s, c0);
  if (w == 11) memcpy(z, s, n0);
  if (w == 12) w += memmem(z, 0, s, 0) != 0;
  if (w == 13) w += (int)strnlen(z, 0);
  if (w == 14) qsort(z, 0, 1, cmp);
  if (w == 15) w += strstr(z, "") != 0;
  if (w == 16) w += (int)strspn(z, "");
  if (w == 17) w += strcat(z, "") != 0;
  if (w == 18) w += strstr("", z) != 0;
  if (w == 19) w += (int)strlen(z);
  if (w == 20) strcpy(z, s);
  if (w == 21) w += bsearch(s, z, 0, 1, cmp) != 0;
  if (w == 22) w += strncmp(z, s, n0);
  return w == 99;
}
