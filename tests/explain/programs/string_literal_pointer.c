#include <assert.h>
extern int nondet_int(void);
int main(void) {
  const char *s = "hello";
  const char *t = s + 2;
  const char *u = "a \"quoted\"\n";
  int k = nondet_int();
  assert(k != t[0] || u[0] != 'a');
  return 0;
}
