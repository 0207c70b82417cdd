/* String and stdlib models added for issue 23 against gcc: every assertion holds in gcc and in errlang at loop bound 12 (bsearch, strtoul, strtoll, strtoull: engineer P) (test_library_models.py). */
#define _GNU_SOURCE
#include <string.h>
#include <strings.h>
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
  assert(strtol("0xg", &e, 16) == 0 && *e == 'x' && strtol("0X", &e, 0) == 0 && *e == 'X');
  assert(strtol(" -0x1a", &e, 0) == -26 && *e == 0 && strtol("x1", &e, 16) == 0 && *e == 'x');
  assert(strtoll("-9000000000", &e, 10) == -9000000000LL && *e == 0);
  char *du = strdup("abc"); assert(strcmp(du, "abc") == 0 && du[3] == 0); free(du);
  du = strndup("abcdef", 2); assert(strcmp(du, "ab") == 0); free(du);
  du = strndup("ab", 9); assert(strcmp(du, "ab") == 0); free(du);
  assert(strcasecmp("HeLLo", "hello") == 0 && strcasecmp("a", "B") < 0 && strcasecmp("b", "A") > 0);
  assert(strcasecmp("ab", "ABC") < 0 && strcasecmp("[", "a") < 0);
  assert(strncasecmp("abcX", "ABCy", 3) == 0 && strncasecmp("abcX", "ABCy", 4) != 0);
  char line[16] = ",12,,3,"; char *tk = strtok(line, ",");
  assert(strcmp(tk, "12") == 0); tk = strtok(0, ","); assert(strcmp(tk, "3") == 0);
  assert(strtok(0, ",") == 0 && strtok(0, ",") == 0);
  char line2[8] = "a b"; char *sv; assert(strcmp(strtok_r(line2, " ", &sv), "a") == 0);
  assert(strcmp(strtok_r(0, " ", &sv), "b") == 0 && strtok_r(0, " ", &sv) == 0);
  char line3[8] = "x,,y"; char *rest = line3;
  assert(strcmp(strsep(&rest, ","), "x") == 0 && strcmp(strsep(&rest, ","), "") == 0);
  assert(strcmp(strsep(&rest, ","), "y") == 0 && rest == 0 && strsep(&rest, ",") == 0);
  const char *pth = "/a/bc/d"; assert((char *)memrchr(pth, '/', 7) == pth + 5);
  assert(memrchr(pth, 'z', 7) == 0 && memrchr(pth, '/', 0) == 0);
  const char *hay = "abcabd"; assert((char *)memmem(hay, 6, "abd", 3) == hay + 3);
  assert(memmem(hay, 6, "abe", 3) == 0 && memmem(hay, 6, "", 0) == hay);
  char mc[8] = "zzzzzzz"; assert((char *)memccpy(mc, "ab:cd", ':', 5) == mc + 3 && mc[2] == ':' && mc[3] == 'z');
  assert(memccpy(mc, "abc", 'q', 3) == 0 && mc[2] == 'c');
  char bc[6] = "abcde"; bcopy(bc, bc + 1, 3); assert(strcmp(bc, "aabce") == 0);
  div_t dv = div(-7, 2); assert(dv.quot == -3 && dv.rem == -1);
  ldiv_t ld = ldiv(9000000000L, 7L); assert(ld.quot == 1285714285L && ld.rem == 5L);
  lldiv_t lld = lldiv(-9LL, -4LL); assert(lld.quot == 2LL && lld.rem == -1LL);
  return 0;
}
