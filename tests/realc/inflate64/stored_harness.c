/* inflate64 (Deflate64, PKWare's method 9) as a user of its zlib-style API tests it: a stored
   block of "abc", then the same block with an input first byte (the block header). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "inflate64.h"

unsigned char nondet_uchar(void);

static voidpf zalloc(voidpf opaque, uInt items, uInt size)
{
    (void) opaque;
    return calloc(items, size);
}

static void zfree(voidpf opaque, voidpf address)
{
    (void) opaque;
    free(address);
}

static int inflate_all(Byte *in, uInt in_len, Byte *out, uInt out_len, uLong *produced)
{
    z_stream strm;
    int      ret;

    memset(&strm, 0, sizeof strm);
    strm.zalloc = zalloc;
    strm.zfree = zfree;
    ret = inflate9Init2(&strm);
    assert(ret == Z_OK);
    strm.next_in = in;
    strm.avail_in = in_len;
    strm.next_out = out;
    strm.avail_out = out_len;
    ret = inflate9(&strm, Z_FINISH);
    *produced = strm.total_out;
    inflate9End(&strm);
    return ret;
}

int main(void)
{
    Byte  block[8] = { 0x01, 0x03, 0x00, 0xfc, 0xff, 'a', 'b', 'c' };
    Byte  out[8];
    uLong n;
    int   ret;

    ret = inflate_all(block, sizeof block, out, sizeof out, &n);
    assert(ret == Z_STREAM_END && n == 3 && memcmp(out, "abc", 3) == 0);

    block[0] = nondet_uchar();
    ret = inflate_all(block, sizeof block, out, sizeof out, &n);
    if ((block[0] & 7) == 1) {
        assert(ret == Z_STREAM_END && n == 3);
    }
    /* the user's guess: any other header is an error */
    if (ret == Z_STREAM_END) {
        assert((block[0] & 7) == 1);
    }
    return 0;
}
