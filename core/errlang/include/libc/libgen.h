/* errlang's <libgen.h> (POSIX; as glibc's, basename is the XPG one). The functions are declared
 * only: they may write into their argument, so a run calling one is cut there, with the
 * reason. */
#ifndef _ERRLANG_LIBGEN_H
#define _ERRLANG_LIBGEN_H
char *dirname(char *);
char *__xpg_basename(char *);
#define basename __xpg_basename
#endif
