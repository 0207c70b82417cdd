/* A user's harness for QuickJS's UTF-8 codec (cutils.c of the quickjs 1.19.4 sdist's
 * upstream-quickjs): decode 4 input bytes, encode the code point back, compare. */
#include <assert.h>
#include <string.h>
#include "cutils.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    uint8_t out[UTF8_CHAR_LEN_MAX];
    const uint8_t *end;
    const uint8_t euro[3] = {0xe2, 0x82, 0xac};
    assert(unicode_from_utf8(euro, 3, &end) == 0x20ac && end == euro + 3);
    assert(unicode_to_utf8(out, 0x20ac) == 3 && memcmp(out, euro, 3) == 0);

    uint8_t in[4];
    for (int i = 0; i < 4; i++)
        in[i] = __VERIFIER_nondet_uchar();
    int c = unicode_from_utf8(in, 4, &end);
    if (c >= 0) {
        int n = (int)(end - in);
        assert(1 <= n && n <= 4);
        assert(unicode_to_utf8(out, (unsigned)c) == n); /* shortest forms only */
        assert(out[0] == in[0] && out[n - 1] == in[n - 1]);
        assert(c <= 0x10ffff); /* the user's guess: fails, 4 bytes reach 0x1fffff */
    }
    return 0;
}
