/* libargon2's BLAKE2b (blake2b.c): RFC 7693's "abc" vector, and the digest of an input
 * byte computed one-shot and by two updates. */
#include <assert.h>
#include <string.h>
#include "blake2/blake2.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    uint8_t d[64], e[64];
    assert(blake2b(d, 64, "abc", 3, NULL, 0) == 0);
    assert(d[0] == 0xba && d[1] == 0x80 && d[62] == 0x99 && d[63] == 0x23);
    uint8_t msg[2] = {'a', __VERIFIER_nondet_uchar()};
    assert(blake2b(d, 32, msg, 2, NULL, 0) == 0);
    blake2b_state S;
    assert(blake2b_init(&S, 32) == 0);
    blake2b_update(&S, msg, 1);
    blake2b_update(&S, msg + 1, 1);
    assert(blake2b_final(&S, e, 32) == 0);
    assert(memcmp(d, e, 32) == 0);
    return 0;
}
