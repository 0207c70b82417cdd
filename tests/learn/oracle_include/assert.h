/* The oracle's <assert.h>: a failing assert reports its line to the harness (tests/learn). */
#ifndef ORACLE_ASSERT_H
#define ORACLE_ASSERT_H
void __oracle_assert_fail(int line);
#define assert(c) ((c) ? (void)0 : __oracle_assert_fail(__LINE__))
#endif
