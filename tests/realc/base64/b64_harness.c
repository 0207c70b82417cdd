/* A user's test of libbase64 (base64/ of the pybase64 1.5.1 sdist; BSD-2, LICENSE), built
 * without SIMD (config.h: every HAVE_* 0), so the plain codec is chosen at run time. */
#include "libbase64.h"
#include <assert.h>
#include <string.h>

unsigned char nondet_uchar(void);

int main(void) {
    char out[8];
    size_t outlen = 0;
    base64_encode("foo", 3, out, &outlen, 0);
    assert(outlen == 4 && memcmp(out, "Zm9v", 4) == 0);

    char in[3], back[4];
    for (int i = 0; i < 3; i++) in[i] = (char)nondet_uchar();
    base64_encode(in, 3, out, &outlen, 0);
    size_t backlen = 0;
    int ok = base64_decode(out, outlen, back, &backlen, 0);
    assert(ok == 1 && backlen == 3);
    assert(memcmp(in, back, 3) == 0);
    /* '*' is not in the alphabet */
    assert(base64_decode("Zm*v", 4, back, &backlen, 0) == 0);
    return 0;
}
