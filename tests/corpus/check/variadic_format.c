/* A printf-like formatter defined by the program: string and pointer arguments, va_copy, a
 * va_list passed on to a helper and to vprintf, and a call through a function pointer to a
 * variadic function. */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
extern int __VERIFIER_nondet_int(void);
// errlang-test: loop-bound=5

/* The sum of the %d arguments plus the first character of each %s argument. */
static int vtotal(const char *fmt, va_list ap) {
  int total = 0;
  for (const char *p = fmt; *p; p++) {
    if (p[0] == '%' && p[1] == 'd')
      total += va_arg(ap, int);
    else if (p[0] == '%' && p[1] == 's')
      total += *va_arg(ap, const char *);
  }
  return total;
}

static int total(const char *fmt, ...) {
  va_list ap, again;
  va_start(ap, fmt);
  va_copy(again, ap);
  int once = vtotal(fmt, ap);
  int twice = vtotal(fmt, again);
  va_end(again);
  va_end(ap);
  return once + twice;
}

static void log_msg(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
}

int main(void) {
  assert(total("%d%s", 4, "A") == 138); // expect: holds
  int x = __VERIFIER_nondet_int();
  log_msg("x=%d\n", x);
  int (*format)(const char *, ...) = total;
  int t = format("%d", x);
  assert(t % 2 == 0); // expect: holds
  assert(t != 84); // expect: fails witness=42
  return 0;
}
