/* A user's harness for bitarray 3.12.3's inline helpers (bitarray/bitarray.h unchanged; PSF
 * licence, LICENSE) through a CPython test double (Python.h): a bitarray over 3 input bytes
 * with an input length of 0-24 bits and an input endianness; the zeroed last word, the
 * population count and parity by gcc's builtins against getbit, setbit, the pad bits.
 * A wrong verdict, not in CI (docs/realc.md, eighth round): errlang leaves __GNUC__ undefined, so
 * builtin_bswap64 takes bitarray.h's Py_UNREACHABLE() branch (abort) and the last assertion, which gcc
 * fails, is never reached: holds-within-bound. */
#include <assert.h>
#include "Python.h"
#include "bitarray.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    char buf[3] = {__VERIFIER_nondet_uchar(), __VERIFIER_nondet_uchar(),
                   __VERIFIER_nondet_uchar()};
    bitarrayobject a;
    memset(&a, 0, sizeof a);
    a.nbits = __VERIFIER_nondet_uchar() % 25;
    a.ob_base.ob_size = (Py_ssize_t)BYTES(a.nbits);
    a.ob_item = buf;
    a.endian = __VERIFIER_nondet_uchar() & 1;

    int ones = 0;
    for (Py_ssize_t i = 0; i < a.nbits; i++)
        ones += getbit(&a, i);
    uint64_t w = zlw(&a);
    assert(popcnt_64(w) == ones);
    assert(parity_64(w) == (ones & 1));
    assert(w >> 24 == 0);
    set_padbits(&a);
    if (a.nbits > 0) {
        setbit(&a, a.nbits - 1, 1);
        assert(getbit(&a, a.nbits - 1) == 1);
        assert(popcnt_64(zlw(&a)) >= ones);
        assert(builtin_bswap64(zlw(&a)) >> 40 == 0); /* gcc fails it; errlang does not (below) */
    }
    return 0;
}
