/* BCJ's x86 converter (Bra86.c of the pybcj 1.0.8 sdist, public domain): decoding undoes
 * encoding on 6 input bytes, from the initial state. */
#include "Bra.h"
#include <assert.h>
#include <string.h>
unsigned char nondet_uchar(void);
int main(void) {
    Byte data[6], copy[6];
    for (int i = 0; i < 6; i++) data[i] = nondet_uchar();
    memcpy(copy, data, sizeof data);
    UInt32 enc = 0, dec = 0;
    SizeT n = x86_Convert(data, sizeof data, 0x1000, &enc, 1);
    SizeT m = x86_Convert(data, sizeof data, 0x1000, &dec, 0);
    assert(n == m);
    assert(memcmp(data, copy, sizeof data) == 0);
    return 0;
}
