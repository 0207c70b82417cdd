/* errlang's <assert.h>: assert(c) stays a call that errlang recognises as an assertion. */
#ifndef _ERRLANG_ASSERT_H
#define _ERRLANG_ASSERT_H
void assert(int);
void __assert_fail(const char *, const char *, unsigned int, const char *);
#endif
