/* xxHash linked as a library (xxhash.c of the xxhash 4.1.0 sdist): XXH3 of a long input
 * (the stripe loop), XXH128, and the canonical (big-endian) form. */
#include "xxhash.h"
#include <assert.h>
#include <string.h>

unsigned char nondet_uchar(void);

int main(void) {
    unsigned char data[250];
    memset(data, 'x', sizeof data);
    data[3] = nondet_uchar();
    XXH128_hash_t h = XXH3_128bits(data, sizeof data);
    XXH128_canonical_t c;
    XXH128_canonicalFromHash(&c, h);
    assert(XXH128_isEqual(XXH128_hashFromCanonical(&c), h));
    XXH32_canonical_t c32;
    XXH32_canonicalFromHash(&c32, 0x01020304U);
    assert(c32.digest[0] == 1 && c32.digest[3] == 4);
    assert(XXH3_64bits(data, sizeof data) != 0);
    return 0;
}
