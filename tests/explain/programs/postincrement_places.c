#include <assert.h>
extern int nondet_int(void);
int main(void) {
  char buf[8] = {0};
  int n = 0;
  char *p = buf;
  buf[n++] = 'a';
  *p++ = 'b';
  int k = nondet_int();
  assert(n + k != 3 || buf[1] == 'z');
  return 0;
}
