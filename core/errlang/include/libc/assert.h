/* errlang's <assert.h>: assert(c) stays a call that errlang recognises as an assertion; with
 * NDEBUG defined it is nothing, as in C (C11 7.2p1: re-included, the header follows the
 * current NDEBUG). assert is a macro as C11 7.2 requires (here one that names the function):
 * a library's `#ifndef assert` / `#define assert(c) ((void)0)` (lz4.c) must see it defined,
 * as under glibc, or it silences every assertion after it, the program's own included. */
#ifndef _ERRLANG_ASSERT_H
#define _ERRLANG_ASSERT_H
void assert(int);
void __assert_fail(const char *, const char *, unsigned int, const char *);
#endif
#undef assert
#ifdef NDEBUG
#define assert(c) ((void)0)
#else
#define assert assert
#endif
