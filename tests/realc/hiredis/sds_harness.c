/* A user's harness for hiredis' sds strings (sds.c): build, append 3 input bytes, trim,
 * range, compare. */
#include <assert.h>
#include <string.h>
#include "sds.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    sds s = sdsnew("ab");
    assert(sdslen(s) == 2 && s[2] == 0);
    char in[3];
    for (int i = 0; i < 3; i++)
        in[i] = (char)__VERIFIER_nondet_uchar();
    s = sdscatlen(s, in, 3);
    assert(sdslen(s) == 5 && s[5] == 0);
    assert(memcmp(s + 2, in, 3) == 0);
    sdsrange(s, 1, -2);                 /* "b" + in[0..1] */
    assert(sdslen(s) == 3 && s[0] == 'b');
    sdstrim(s, "x");
    assert(sdslen(s) == 3); /* fails: an in[1] of 'x' or 0 is trimmed (strchr finds the NUL) */
    sdsfree(s);
    return 0;
}
