/* A user's harness for the Ed25519 reference field arithmetic as python-ed25519 1.5 vendors it
 * (src/ed25519-supercop-ref/fe25519.c, unchanged; public domain, LICENSE): a field element
 * whose low two bytes are input, the rest 0; unpack/pack round trip, x + (-x) = 0, 1 * x = x,
 * and the parity of 2x. */
#include <assert.h>
#include <string.h>
#include "fe25519.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    unsigned char in[32] = {0}, out[32];
    fe25519 x, y, z, one;
    in[0] = __VERIFIER_nondet_uchar();
    in[1] = __VERIFIER_nondet_uchar();
    fe25519_unpack(&x, in);
    fe25519_pack(out, &x);
    assert(memcmp(in, out, 32) == 0);
    fe25519_neg(&y, &x);
    fe25519_add(&z, &x, &y);
    assert(fe25519_iszero(&z));
    fe25519_setone(&one);
    fe25519_mul(&z, &one, &x);
    assert(fe25519_iseq_vartime(&z, &x));
    fe25519_add(&z, &x, &x);
    assert(fe25519_getparity(&z) == 0); /* 2x < p: even */
    assert(fe25519_iszero(&x) == (in[0] == 0 && in[1] == 0));
    assert(fe25519_getparity(&x) == 0); /* the guess */
    return 0;
}
