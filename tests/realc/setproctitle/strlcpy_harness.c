/* A user's harness for setproctitle 1.3.8's strlcpy (src/spt_strlcpy.c, OpenBSD's, unchanged):
 * a source of up to 3 input bytes copied into buffers of 4, 3 and 1 bytes; the return is the
 * source's length, the copy is terminated, truncation is reported by the return. */
#include <assert.h>
#include <string.h>
#include "c.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    char src[4] = {__VERIFIER_nondet_uchar(), __VERIFIER_nondet_uchar(),
                   __VERIFIER_nondet_uchar(), 0};
    char big[4], small[3], one[1] = {'z'};
    size_t n = spt_strlcpy(big, src, sizeof big);
    assert(n == strlen(src) && strcmp(big, src) == 0);
    size_t m = spt_strlcpy(small, src, sizeof small);
    assert(m == n && strlen(small) == (n < 3 ? n : 2));
    assert(strncmp(small, src, 2) == 0);
    assert(spt_strlcpy(one, src, 1) == n && one[0] == 0);
    assert(spt_strlcpy(one, src, 0) == n && one[0] == 0);
    assert(m < sizeof small); /* the user's guess: truncation is not reported (fails) */
    return 0;
}
