/* A user's test of xxHash's XXH64, XXH3 and the streaming API (xxhash.h of the xxhash 4.1.0
 * sdist, header-only): one-shot and streamed hashes of the same input agree. */
#define XXH_INLINE_ALL
#include "xxhash.h"
#include <assert.h>
#include <stddef.h>

unsigned char nondet_uchar(void);

int main(void) {
    assert(XXH3_64bits("", 0) == 0x2D06800538D394C2ULL);
    unsigned char data[20];
    for (int i = 0; i < 20; i++) data[i] = nondet_uchar();
    XXH64_hash_t one = XXH64(data, sizeof data, 7);
    XXH64_state_t *state = XXH64_createState();
    assert(state != NULL);
    XXH64_reset(state, 7);
    XXH64_update(state, data, 5);
    XXH64_update(state, data + 5, sizeof data - 5);
    assert(XXH64_digest(state) == one);
    XXH64_freeState(state);
    assert(XXH3_64bits(data, 8) == XXH3_64bits(data, 8));
    return 0;
}
