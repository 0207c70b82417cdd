/* Models of <syslog.h>: the system log is not modelled, so a message changes nothing of the
 * analysed state; setlogmask returns the previous mask (all priorities at first, as glibc). */
#include <stdarg.h>
#include <syslog.h>

void openlog(const char *ident, int option, int facility) {}

void syslog(int priority, const char *format, ...) {}

void vsyslog(int priority, const char *format, va_list ap) {}

void closelog(void) {}

int setlogmask(int mask)
{
  static int kept = 0xff;
  int previous = kept;
  if (mask != 0)
    kept = mask;
  return previous;
}
