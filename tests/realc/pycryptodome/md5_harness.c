/* A user's harness for pycryptodome's MD5 (src/MD5.c): RFC 1321's "abc" vector, then a
 * digest of 3 input bytes computed twice, once in one update and once in two. */
#include <assert.h>
#include <stdint.h>
#include <string.h>

typedef struct t_hash_state hash_state;
int MD5_init(hash_state **mdState);
int MD5_destroy(hash_state *mdState);
int MD5_update(hash_state *hs, const uint8_t *buf, size_t len);
int MD5_digest(const hash_state *mdState, uint8_t digest[16]);

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    static const uint8_t abc_md5[16] = {0x90, 0x01, 0x50, 0x98, 0x3c, 0xd2, 0x4f, 0xb0,
                                        0xd6, 0x96, 0x3f, 0x7d, 0x28, 0xe1, 0x7f, 0x72};
    hash_state *h = 0, *g = 0;
    uint8_t d[16], e[16], key[3];
    assert(MD5_init(&h) == 0);
    assert(MD5_update(h, (const uint8_t *)"abc", 3) == 0);
    assert(MD5_digest(h, d) == 0);
    assert(memcmp(d, abc_md5, 16) == 0);
    MD5_destroy(h);

    for (int i = 0; i < 3; i++)
        key[i] = __VERIFIER_nondet_uchar();
    MD5_init(&h);
    MD5_init(&g);
    MD5_update(h, key, 3);
    MD5_update(g, key, 1);
    MD5_update(g, key + 1, 2);
    MD5_digest(h, d);
    MD5_digest(g, e);
    assert(memcmp(d, e, 16) == 0);
    assert(d[0] != 0x90 || d[1] != 0x01); /* only "abc" and its rare twins */
    MD5_destroy(h);
    MD5_destroy(g);
    return 0;
}
