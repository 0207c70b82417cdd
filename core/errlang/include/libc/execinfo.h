/* errlang's <execinfo.h> (glibc's backtrace functions). Declared only: backtrace writes the
 * return addresses through its pointer, so a run that calls it is cut where it does. */
#ifndef _ERRLANG_EXECINFO_H
#define _ERRLANG_EXECINFO_H
int backtrace(void **, int);
char **backtrace_symbols(void *const *, int);
void backtrace_symbols_fd(void *const *, int, int);
#endif
