/* liblzf's compressor and decompressor (link lzf_c.c, lzf_d.c): a round trip of six input
 * bytes. The compressor reads its 64 K-entry hash table uninitialised (INIT_HTAB 0) and checks
 * each candidate. errlang: holds-within-bound at loop bound 3 in 100 s (docs/realc.md). */
#include <assert.h>
#include <string.h>
#include "lzf.h"

unsigned char nondet_uchar(void);

int main(void) {
    unsigned char in[6];
    for (int i = 0; i < 6; i++)
        in[i] = nondet_uchar();
    unsigned char packed[16];
    unsigned int c = lzf_compress(in, sizeof in, packed, sizeof packed);
    assert(c > 0);
    unsigned char back[6];
    unsigned int d = lzf_decompress(packed, c, back, sizeof back);
    assert(d == 6);
    assert(memcmp(in, back, 6) == 0);
    assert(c != 5);
    return 0;
}
