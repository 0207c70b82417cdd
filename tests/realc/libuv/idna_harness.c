/* A user's harness for libuv 1.51's IDNA encoder (src/idna.c of the uvloop 0.23.0 sdist's
 * vendor/libuv, unchanged; MIT, LICENSE): uv__idna_toascii of "a" + 2 input bytes. */
#include <assert.h>
#include <string.h>
#include "uv.h"
#include "idna.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    char s[3] = {'a', (char)__VERIFIER_nondet_uchar(), (char)__VERIFIER_nondet_uchar()};
    char d[32];
    long r = uv__idna_toascii(s, s + 3, d, d + sizeof d);
    if (r > 0) {
        assert(d[r - 1] == '\0');
        for (long i = 0; i < r; i++)
            assert((unsigned char)d[i] < 0x80);
    }
    if (s[1] >= 'a' && s[1] <= 'z' && s[2] >= 'a' && s[2] <= 'z')
        assert(r == 4 && memcmp(d, s, 3) == 0);
    if ((unsigned char)s[1] >= 0x80 && r > 0)
        assert(memcmp(d, "xn--", 4) == 0); /* the guess: a non-ASCII label is punycode */
    return 0;
}
