/* A user's first harness for liblzf's decompressor (lzf_d.c, lzf.h, lzfP.h of the python-lzf
 * 0.2.6 sdist, unchanged; liblzf's BSD-2 licence is in lzf.h, python-lzf's in LICENSE): four
 * input bytes into an 8-byte buffer. errlang (link lzf_d.c): lines 18, 20, 23 hold (complete,
 * loop bound 2), line 24 fails (00 84 80 00 gives 7 bytes), ~13 s CPU, not in CI. gcc on all
 * 2^32 inputs under ASan/UBSan: exactly line 24 fails, 256 times. */
#include <assert.h>
#include <errno.h>
#include "lzf.h"

unsigned char nondet_uchar(void);

int main(void) {
    unsigned char in[4];
    for (int i = 0; i < 4; i++)
        in[i] = nondet_uchar();
    unsigned char out[8];
    unsigned int n = lzf_decompress(in, sizeof in, out, sizeof out);
    assert(n <= sizeof out);
    if (n == 0)
        assert(errno == E2BIG || errno == EINVAL);
    /* a literal run of 3: control byte 2 then three bytes */
    if (in[0] == 2)
        assert(n == 3 && out[2] == in[3]);
    assert(n != 7);
    return 0;
}
