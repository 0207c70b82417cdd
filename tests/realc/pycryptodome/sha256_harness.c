/* pycryptodome's SHA-256 (SHA256.c with hash_SHA2_template.c): FIPS 180-2's "abc" vector
 * one-shot, and a digest truncated to a size the API refuses. */
#include <assert.h>
#include <stdint.h>
#include <string.h>

int SHA256_oneshot(const uint8_t *in, size_t len, uint8_t *digest, size_t digest_size);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    uint8_t d[32];
    assert(SHA256_oneshot((const uint8_t *)"abc", 3, d, 32) == 0);
    assert(d[0] == 0xba && d[1] == 0x78 && d[30] == 0x15 && d[31] == 0xad);
    size_t size = __VERIFIER_nondet_uchar();
    int r = SHA256_oneshot((const uint8_t *)"abc", 3, d, size);
    assert(r == 0 || size != 32);
    assert(r != 0 || d[0] == 0xba); /* SHA-256 accepts only a digest size of 32 */
    return 0;
}
