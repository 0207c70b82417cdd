/* A user's harness for libuv 1.51's address parsers (src/inet.c of the uvloop 0.23.0 sdist's
 * vendor/libuv, unchanged; MIT, LICENSE): uv_inet_pton of "10.0.0." + an input character,
 * then uv_inet_ntop of 4 input bytes and uv_inet_pton back. */
#include <assert.h>
#include <string.h>
#include "uv.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    char text[] = "10.0.0.?";
    unsigned char a[4], in[4], out[4];
    char s[16];
    char c = (char)__VERIFIER_nondet_uchar();
    text[7] = c;
    int r = uv_inet_pton(AF_INET, text, a);
    assert((r == 0) == (c >= '0' && c <= '9'));
    if (r == 0)
        assert(a[0] == 10 && a[3] == c - '0');
    for (int i = 0; i < 4; i++)
        in[i] = __VERIFIER_nondet_uchar();
    assert(uv_inet_ntop(AF_INET, in, s, sizeof s) == 0);
    assert(uv_inet_pton(AF_INET, s, out) == 0);
    assert(memcmp(in, out, 4) == 0);
    assert(strlen(s) < 15); /* the guess: "255.255.255.255" is 15 */
    return 0;
}
