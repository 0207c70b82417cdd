// oracle-file: domain=0:3 loop-bound=3
/* A buffered file reader over an open/read/close API. The caller reads up to three chunks;
 * a short read (n == 1) is treated as an I/O error and the error path closes the file, but
 * the loop goes on (bug: `continue` instead of `break`), so the next read sees a closed file.
 * Functions alphabet: f_open, f_read, f_close, report_error. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int is_open;
static int bytes;

static int f_open(void) {
  int ok = __VERIFIER_nondet_int();
  __VERIFIER_assume(ok == 0 || ok == 1);
  if (ok) is_open = 1;
  return ok ? 0 : -1;
}

static int f_read(void) {
  assert(is_open); // oracle: alphabet=functions
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 2);
  bytes += n;
  return n;
}

static void f_close(void) { is_open = 0; }

static void report_error(int code) { bytes = code; }

int main(void) {
  if (f_open() != 0) {
    report_error(-1);
    return 1;
  }
  for (int chunk = 0; chunk < 3; chunk++) {
    int n = f_read();
    if (n == 0) break;   /* end of file */
    if (n == 1) {        /* short read: treated as an error */
      report_error(-5);
      f_close();
      continue;          /* bug: should stop reading */
    }
  }
  if (is_open) f_close();
  return 0;
}
