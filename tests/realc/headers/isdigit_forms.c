/* isdigit in each form a program writes it, as gcc 12 with glibc runs them (-O0, the replay's
 * level): the macro and glibc's out-of-line function (what a pointer calls) give the table's
 * bit, 2048; a call naming the function, (isdigit)(c), is gcc's builtin, 0 or 1. Before,
 * errlang gave 2048 for all three (the count below was 6144). gcc -O1 and above fold f(c) to
 * the builtin too (1): C promises only "nonzero" (C11 7.4.1). */
#include <assert.h>
#include <ctype.h>

unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    int c = __VERIFIER_nondet_uchar();
    int (*f)(int) = isdigit;
    int (*g)(int) = &isalpha;
    assert(isdigit(c) == (c >= '0' && c <= '9' ? 2048 : 0));   /* glibc's macro */
    assert((isdigit)(c) == (c >= '0' && c <= '9'));             /* gcc's builtin */
    assert(f(c) == (c >= '0' && c <= '9' ? 2048 : 0));          /* glibc's function (-O0) */
    assert(g(c) == (isalpha(c) ? 1024 : 0) && (isalpha)(c) == isalpha(c));
    assert((isalnum)(c) == isalnum(c) && (isxdigit)(c) == isxdigit(c));
    int count = 0;
    for (const char *s = "a1b22"; *s; s++) count += (isdigit)(*s);
    assert(count == 3);
    return 0;
}
