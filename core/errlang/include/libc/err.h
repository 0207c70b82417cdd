/* errlang's <err.h> (BSD, glibc): err and errx end the run as exit(status) (models/err.c);
 * warn and warnx print (no effect on the analysed state). */
#ifndef _ERRLANG_ERR_H
#define _ERRLANG_ERR_H
#include <stdarg.h>
void err(int, const char *, ...);
void errx(int, const char *, ...);
void verr(int, const char *, __builtin_va_list);
void verrx(int, const char *, __builtin_va_list);
void warn(const char *, ...);
void warnx(const char *, ...);
#endif
