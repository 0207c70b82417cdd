/* String and stdlib models added for issue 23 against gcc: every assertion holds in gcc and in errlang at loop bound 12 (test_library_models.py). */
#include <string.h>
#include <stdlib.h>
#include <assert.h>
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
  return 0;
}
