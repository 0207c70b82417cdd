/* <syslog.h> and POSIX's stream locks as libcperciva's warnp.c (scrypt 1.3.3) uses them
 * (before: the fake libc's empty <syslog.h>, "'LOG_WARNING' is not declared", and flockfile,
 * funlockfile, syslog undeclared functions whose results were inputs). One thread: a lock is
 * taken at once; a message to the log changes nothing. The last assertion fails for a first
 * input byte 'x' (gcc: the same, its stdin fed by the test). */
#include <assert.h>
#include <stdio.h>
#include <syslog.h>

int main(void) {
  openlog("harness", LOG_PID | LOG_NDELAY, LOG_USER);
  assert(LOG_WARNING == 4 && LOG_LOCAL0 == 128 && LOG_MASK(LOG_ERR) == 8 && LOG_UPTO(2) == 7);
  assert(setlogmask(LOG_UPTO(LOG_ERR)) == 0xff && setlogmask(0) == 15);
  syslog(LOG_WARNING, "%s: %d", "size", 42);
  flockfile(stdout);
  assert(ftrylockfile(stdout) == 0);
  funlockfile(stdout);
  closelog();
  int c = getc_unlocked(stdin);
  assert(c == EOF || (c >= 0 && c <= 255));
  assert(c != 'x');
  return 0;
}
