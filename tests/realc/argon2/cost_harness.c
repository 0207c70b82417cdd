/* libargon2's encoded-hash parser and printer (encoding.c, with argon2.c, core.c, ref.c,
 * blake2b.c, thread.c as a user links them): a PHC string whose memory cost is two
 * input characters, printed back by encode_string and parsed again. */
#include <assert.h>
#include <string.h>
#include "argon2.h"
#include "encoding.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

static void fresh(argon2_context *ctx, uint8_t *salt, uint8_t *out)
{
    memset(ctx, 0, sizeof *ctx);
    ctx->salt = salt;
    ctx->saltlen = 16;
    ctx->out = out;
    ctx->outlen = 8;
}

int main(void)
{
    uint8_t salt[16], out[8], salt2[16], out2[8];
    argon2_context ctx, back;
    char s[] = "$argon2i$m=??,t=1,p=1$c29tZXNhbHQ$AQIDBA";
    s[11] = (char)__VERIFIER_nondet_uchar();
    s[12] = (char)__VERIFIER_nondet_uchar();
    fresh(&ctx, salt, out);
    int r = decode_string(&ctx, s, Argon2_i);
    assert(r != ARGON2_OK || ctx.m_cost >= 10); /* two digits, no leading zero */
    assert(r != ARGON2_OK || ctx.version == ARGON2_VERSION_10);
    assert(r != ARGON2_OK || ctx.m_cost != 64);  /* "64" is a valid cost */
    if (r == ARGON2_OK) {
        char printed[128];
        assert(encode_string(printed, sizeof printed, &ctx, Argon2_i) == ARGON2_OK);
        fresh(&back, salt2, out2);
        assert(decode_string(&back, printed, Argon2_i) == ARGON2_OK);
        assert(back.m_cost == ctx.m_cost && back.version == ARGON2_VERSION_10);
    }
    return 0;
}
