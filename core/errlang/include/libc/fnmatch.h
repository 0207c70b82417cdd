/* errlang's <fnmatch.h> (POSIX; glibc's numbers). fnmatch() is declared only: its result is an
 * input of a run that calls it, cut there with the reason when it has no model. */
#ifndef _ERRLANG_FNMATCH_H
#define _ERRLANG_FNMATCH_H
#define FNM_PATHNAME (1 << 0)
#define FNM_NOESCAPE (1 << 1)
#define FNM_PERIOD (1 << 2)
#define FNM_NOMATCH 1
int fnmatch(const char *, const char *, int);
#endif
