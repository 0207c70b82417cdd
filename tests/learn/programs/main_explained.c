// oracle-file: domain=-2:2 loop-bound=3
/* Explanation mode of main: runs that return or call exit() end normally; runs that abort()
 * or fail an assertion do not, and runs whose assumption fails do not exist. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static void log_error(void) {}

static void retry(void) {}

static void quit(void) { exit(0); }

static int parse(int c) {
  if (c < 0) {
    log_error();
    return -1;
  }
  return c;
}

static int read_code(void) {
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c >= -2 && c <= 2);
  return c;
}

int main(void) {
  int c = read_code();
  int tries = 0;
  while (parse(c) < 0 && tries < 2) {
    retry();
    tries++;
    c = read_code();
  }
  if (c == 2)
    quit();
  if (c == -2)
    abort();
  assert(c != 1); // oracle: alphabet=functions
  return 0; // oracle: function=main alphabet=functions
}
