/* pycryptodome's MD5 (src/MD5.c) on RFC 1321's vectors: "abc", and a 3-byte message split
 * over two updates; then the digest's first byte of one input byte. */
#include <assert.h>
#include <stdint.h>
#include <string.h>

typedef struct t_hash_state hash_state;
int MD5_init(hash_state **mdState);
int MD5_destroy(hash_state *mdState);
int MD5_update(hash_state *hs, const uint8_t *buf, size_t len);
int MD5_digest(const hash_state *mdState, uint8_t digest[16]);

int main(void)
{
    hash_state *h = 0;
    uint8_t d[16];
    assert(MD5_init(&h) == 0);
    assert(MD5_update(h, (const uint8_t *)"a", 1) == 0);
    assert(MD5_update(h, (const uint8_t *)"bc", 2) == 0);
    assert(MD5_digest(h, d) == 0);
    assert(d[0] == 0x90 && d[1] == 0x01 && d[14] == 0x7f && d[15] == 0x72);
    assert(MD5_update(h, 0, 0) == 0 && MD5_digest(h, d) == 0 && d[0] == 0x90);
    assert(MD5_destroy(h) == 0);
    return 0;
}
