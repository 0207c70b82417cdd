/* pycryptodome's ChaCha20 (src/chacha20.c; its untagged handle copied: an opaque tagged
 * declaration does not link, docs/realc.md): the all-zero key and nonce's first keystream
 * bytes (76 b8 e0 ad ...), and a round trip of 4 input bytes. */
#include <assert.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uint32_t h[16];
    size_t nonceSize;
    unsigned usedKeyStream;
    uint8_t keyStream[64 * 1];
} stream_state; /* chacha20.c's definition, copied */
int chacha20_init(stream_state **pState, const uint8_t *key, size_t keySize,
                  const uint8_t *nonce, size_t nonceSize);
int chacha20_destroy(stream_state *state);
int chacha20_encrypt(stream_state *state, const uint8_t in[], uint8_t out[], size_t len);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    static const uint8_t key[32], nonce[8];
    uint8_t zero[4] = {0, 0, 0, 0}, out[4], in[4], back[4];
    stream_state *s = 0, *t = 0;
    assert(chacha20_init(&s, key, 32, nonce, 8) == 0);
    assert(chacha20_encrypt(s, zero, out, 4) == 0);
    assert(out[0] == 0x76 && out[1] == 0xb8 && out[2] == 0xe0 && out[3] == 0xad);
    for (int i = 0; i < 4; i++)
        in[i] = __VERIFIER_nondet_uchar();
    chacha20_init(&t, key, 32, nonce, 8);
    chacha20_encrypt(s, in, out, 4);
    chacha20_encrypt(t, zero, back, 4); /* t's first 4 bytes of keystream: s already used them */
    chacha20_encrypt(t, out, back, 4);
    assert(memcmp(back, in, 4) == 0);
    chacha20_destroy(s);
    chacha20_destroy(t);
    return 0;
}
