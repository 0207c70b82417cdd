/* String and stdlib models added for issue 23 against gcc: every assertion holds in gcc and in errlang at loop bound 12 (bsearch, strtoul, strtoll, strtoull: engineer P) (test_library_models.py). */
#include <string.h>
#include <stdlib.h>
#include <assert.h>
static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static const int sorted[7] = {1, 3, 5, 7, 9, 11, 13};
static const int unsorted[7] = {1, 3, 5, 7, 9, 11, 0};
int main(void) {
  const char *h = "hello";
  assert((long)(strnlen("hello", 3)) == 3L);
  assert((long)(strnlen("hi", 9)) == 2L);
  assert((long)(strspn("aabcx", "ab")) == 3L);
  assert((long)(strspn("", "ab")) == 0L);
  assert((long)(strcspn("hello, world", ", ")) == 5L);
  assert((long)(strcspn("abc", "")) == 3L);
  assert((long)((long)(strpbrk(h, "lo") - h)) == 2L);
  assert((long)(strpbrk("hello", "xyz") == 0) == 1L);
  assert((long)(strstr("hello world", "o w") != 0) == 1L);
  assert((long)(strstr("hello", "") != 0) == 1L);
  assert((long)(strstr("abc", "abcd") == 0) == 1L);
  assert((long)(strstr("aab", "ab") != 0) == 1L);
  assert((long)(atoll("-9000000000")) == -9000000000L);
  char b[4] = "abc"; bzero(b, 2); assert(b[0] == 0 && b[1] == 0 && b[2] == 99);
  char d[8]; assert(stpcpy(d, "ab") == d + 2 && d[2] == 0);
  int k9 = 9, k4 = 4, k0 = 0, k11 = 11, k1 = 1;
  assert(bsearch(&k9, sorted, 7, sizeof(int), cmp_int) == &sorted[4]);
  assert(bsearch(&k4, sorted, 7, sizeof(int), cmp_int) == 0);
  assert(bsearch(&k9, sorted, 0, sizeof(int), cmp_int) == 0);
  /* glibc's probes on an array that is not sorted: 0 is not found, 11 and 1 are */
  assert(bsearch(&k0, unsorted, 7, sizeof(int), cmp_int) == 0);
  assert(bsearch(&k11, unsorted, 7, sizeof(int), cmp_int) == &unsorted[5]);
  assert(bsearch(&k1, unsorted, 7, sizeof(int), cmp_int) == &unsorted[0]);
  char *e; assert(strtoul("-5", &e, 10) == 18446744073709551611UL && *e == 0);
  assert(strtoul("0x1F", 0, 0) == 31UL && strtoull("077", 0, 0) == 63ULL);
  assert(strtoll("-9000000000", &e, 10) == -9000000000LL && *e == 0);
  return 0;
}
