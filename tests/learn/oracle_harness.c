/* Harness of the gcc oracle (tests/learn/oracle.py), compiled without instrumentation.
 *
 * argv[1..] are the input values, consumed in call order by the nondet functions.  The
 * program's own stdout is moved to its stderr; fd 1 carries the trace, one record per line:
 *   M <address of the program's main>     at start (to relocate addresses)
 *   F <function address> <call site>      entry of an instrumented function
 *   L                                     return from an instrumented function
 *   E <name>                              ERRLANG_EVENT(name)
 *   A <line> | R <return address>         a failing assert (by line) / __VERIFIER_assert,
 *                                         reach_error, __VERIFIER_error (by caller address)
 *   N <kind>                              the inputs ran out; the next call wants a `kind`
 *   D                                     an assumption was false: the run is discarded
 *   X                                     normal end (return from main or exit())
 * Exit codes: 91 inputs ran out, 92 discarded, 93 assertion failed, 0 normal end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define EXIT_NEED 91
#define EXIT_DISCARD 92
#define EXIT_FAIL 93

int __oracle_user_main();

static long long *values;
static int count, used;
static int trace_fd = 1;

static void put(const char *text) {
  size_t n = strlen(text);
  while (n > 0) {
    ssize_t k = write(trace_fd, text, n);
    if (k <= 0)
      _exit(97);
    text += k;
    n -= (size_t)k;
  }
}

static void finish(int code) {
  fflush(NULL);
  _exit(code);
}

static long long next(const char *kind) {
  char line[64];
  if (used >= count) {
    snprintf(line, sizeof line, "N %s\n", kind);
    put(line);
    finish(EXIT_NEED);
  }
  return values[used++];
}

int __VERIFIER_nondet_int(void) { return (int)next("int"); }
unsigned int __VERIFIER_nondet_uint(void) { return (unsigned int)next("uint"); }
unsigned int __VERIFIER_nondet_unsigned(void) { return (unsigned int)next("uint"); }
_Bool __VERIFIER_nondet_bool(void) { return (_Bool)next("bool"); }
char __VERIFIER_nondet_char(void) { return (char)next("char"); }
unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)next("uchar"); }
short __VERIFIER_nondet_short(void) { return (short)next("short"); }
unsigned short __VERIFIER_nondet_ushort(void) { return (unsigned short)next("ushort"); }
long __VERIFIER_nondet_long(void) { return (long)next("long"); }
unsigned long __VERIFIER_nondet_ulong(void) { return (unsigned long)next("ulong"); }
int nondet_int(void) { return (int)next("int"); }
unsigned int nondet_uint(void) { return (unsigned int)next("uint"); }
_Bool nondet_bool(void) { return (_Bool)next("bool"); }

void __VERIFIER_assume(int c) {
  if (!c) {
    put("D\n");
    finish(EXIT_DISCARD);
  }
}

void __oracle_assert_fail(int line) {
  char text[64];
  snprintf(text, sizeof text, "A %d\n", line);
  put(text);
  finish(EXIT_FAIL);
}

static void fail_at(void *caller) {
  char text[64];
  snprintf(text, sizeof text, "R %p\n", caller);
  put(text);
  finish(EXIT_FAIL);
}

__attribute__((noinline)) void __VERIFIER_assert(int c) {
  if (!c)
    fail_at(__builtin_return_address(0));
}

__attribute__((noinline)) void reach_error(void) { fail_at(__builtin_return_address(0)); }
__attribute__((noinline)) void __VERIFIER_error(void) { fail_at(__builtin_return_address(0)); }

void __errlang_event(const char *name) {
  put("E ");
  put(name);
  put("\n");
}

void __cyg_profile_func_enter(void *fn, void *site) {
  char text[64];
  snprintf(text, sizeof text, "F %p %p\n", fn, site);
  put(text);
}

void __cyg_profile_func_exit(void *fn, void *site) {
  (void)fn;
  (void)site;
  put("L\n");
}

static void at_end(void) {
  put("X\n");
  fflush(NULL);
}

int main(int argc, char **argv) {
  char text[64];
  trace_fd = dup(1);
  dup2(2, 1);
  count = argc - 1;
  values = calloc((size_t)count + 1, sizeof *values);
  for (int i = 0; i < count; i++)
    values[i] = strtoll(argv[i + 1], NULL, 10);
  snprintf(text, sizeof text, "M %p\n", (void *)&__oracle_user_main);
  put(text);
  atexit(at_end);
  __oracle_user_main();
  return 0;
}
