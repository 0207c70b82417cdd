/* libargon2's encoded-hash parser and printer (encoding.c, with argon2.c, core.c, ref.c,
 * blake2b.c, thread.c as a user links them): a known PHC string. */
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
    fresh(&ctx, salt, out);
    int r = decode_string(&ctx, "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$AQIDBA", Argon2_id);
    assert(r == ARGON2_OK);
    assert(ctx.version == 0x13 && ctx.m_cost == 65536 && ctx.t_cost == 2 && ctx.lanes == 1);
    assert(ctx.saltlen == 8 && memcmp(salt, "somesalt", 8) == 0);
    assert(ctx.outlen == 4 && out[0] == 1 && out[3] == 4);

    return 0;
}
