/* A user's test of xxHash's XXH32/XXH64 (xxhash.h of the xxhash 4.1.0 sdist), header-only. */
#define XXH_INLINE_ALL
#include "xxhash.h"
#include <assert.h>
#include <string.h>

unsigned char nondet_uchar(void);

int main(void) {
    /* the published check values */
    assert(XXH32("", 0, 0) == 0x02CC5D05U);
    assert(XXH64("", 0, 0) == 0xEF46DB3751D8E999ULL);
    assert(XXH32("a", 1, 0) == 0x550D7456U);
    unsigned char key[4];
    for (int i = 0; i < 4; i++) key[i] = nondet_uchar();
    /* the same bytes hash the same, the seed matters */
    assert(XXH32(key, 4, 1) == XXH32(key, 4, 1));
    assert(XXH32(key, 4, 0) != 0xDEADBEEFU);
    return 0;
}
