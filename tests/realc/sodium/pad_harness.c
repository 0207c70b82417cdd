/* libsodium's ISO/IEC 7816-4 padding and big-number helpers (sodium/utils.c): pad a message
   of an input length to a block of 4 and unpad it back, increment a 2-byte little-endian
   counter, compare two input numbers. */
#include <assert.h>
#include <stddef.h>

#include "sodium/utils.h"

unsigned char nondet_uchar(void);

int main(void)
{
    unsigned char buf[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
    size_t        n = nondet_uchar() % 6;
    size_t        padded, unpadded;

    assert(sodium_pad(&padded, buf, n, 4, sizeof buf) == 0);
    assert(padded % 4 == 0 && padded > n && padded <= n + 4);
    assert(buf[n] == 0x80);
    assert(sodium_unpad(&unpadded, buf, padded, 4) == 0);
    assert(unpadded == n);

    unsigned char c[2] = { nondet_uchar(), nondet_uchar() };
    unsigned char d[2] = { c[0], c[1] };
    sodium_increment(d, sizeof d);
    assert(sodium_compare(d, c, sizeof c) == 1 || sodium_is_zero(d, sizeof d));
    /* the user forgets the wrap-around: a counter never becomes zero */
    assert(!sodium_is_zero(d, sizeof d));
    return 0;
}
