/* Models of <err.h>: err and errx print a message and end the run as exit(status) does. */
#include <err.h>
#include <stdlib.h>

void err(int status, const char *format, ...)
{
  exit(status);
}

void errx(int status, const char *format, ...)
{
  exit(status);
}

void verr(int status, const char *format, __builtin_va_list ap)
{
  exit(status);
}

void verrx(int status, const char *format, __builtin_va_list ap)
{
  exit(status);
}
