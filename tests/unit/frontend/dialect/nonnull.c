// probe: __attribute__((nonnull)): a null argument is undefined (UBSan's nonnull-attribute stops the run)
// errlang: holds holds; finding 17 null pointer passed for a parameter declared nonnull
// inputs: 0 | 1 | 5 | 6 | -1
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
static int first(const char *a, const char *b, const char *c) __attribute__((nonnull(2)));
static int first(const char *a, const char *b, const char *c) {
  return (a ? 1 : 0) + (b ? 2 : 0) + (c ? 4 : 0);
}
__attribute__((__nonnull__)) static int count(const char *s) { return s ? 1 : 0; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  const char *maybe = x == 5 ? NULL : "b";
  int k = first(NULL, "b", NULL);   /* arguments 1 and 3 may be null */
  assert(k == 2);
  k = first("a", maybe, "c");       /* x == 5: undefined here, gcc stops */
  assert(count(maybe) == 1 || x == 6);
  return 0;
}
