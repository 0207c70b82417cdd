/* msgpack-python's packer template (msgpack/pack_template.h with sysdep.h, unchanged) as a C
   user instantiates it: pack.h's msgpack_packer and write function with realloc in place of
   CPython's allocator, then an int of 4 input bytes, an array header and nil, decoded back by
   hand from the MessagePack specification. */
#include <assert.h>
#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sysdep.h"

typedef struct msgpack_packer {
    char  *buf;
    size_t length;
    size_t buf_size;
    bool   use_bin_type;
} msgpack_packer;

static inline int msgpack_pack_write(msgpack_packer *pk, const char *data, size_t l)
{
    char  *buf = pk->buf;
    size_t bs = pk->buf_size;
    size_t len = pk->length;

    if (len + l > bs) {
        bs = (len + l) * 2;
        buf = (char *) realloc(buf, bs);
        if (!buf) {
            return -1;
        }
    }
    memcpy(buf + len, data, l);
    len += l;
    pk->buf = buf;
    pk->buf_size = bs;
    pk->length = len;
    return 0;
}

#define msgpack_pack_append_buffer(user, buf, len) \
    return msgpack_pack_write(user, (const char *) buf, len)

#include "pack_template.h"

unsigned char nondet_uchar(void);

static int32_t read_int(const unsigned char *p, size_t *used)
{
    if (p[0] < 0x80 || p[0] >= 0xe0) {
        *used = 1;
        return (int8_t) p[0];
    }
    switch (p[0]) {
    case 0xcc: *used = 2; return p[1];
    case 0xcd: *used = 3; return (uint16_t) (p[1] << 8 | p[2]);
    case 0xce: *used = 5; return (int32_t) ((uint32_t) p[1] << 24 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 8 | p[4]);
    case 0xd0: *used = 2; return (int8_t) p[1];
    case 0xd1: *used = 3; return (int16_t) (p[1] << 8 | p[2]);
    case 0xd2: *used = 5; return (int32_t) ((uint32_t) p[1] << 24 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 8 | p[4]);
    }
    *used = 0;
    return 0;
}

int main(void)
{
    msgpack_packer pk = { NULL, 0, 0, false };
    uint32_t bits = 0;
    for (int i = 0; i < 4; i++) {
        bits = bits << 8 | nondet_uchar();
    }
    int value = (int) bits;

    assert(msgpack_pack_array(&pk, 2) == 0 && pk.length == 1 && (unsigned char) pk.buf[0] == 0x92);
    assert(msgpack_pack_int(&pk, value) == 0);
    size_t used;
    assert(read_int((const unsigned char *) pk.buf + 1, &used) == value && used == pk.length - 1);
    assert(msgpack_pack_nil(&pk) == 0 && (unsigned char) pk.buf[pk.length - 1] == 0xc0);
    /* the user's guess: a negative number takes more than one byte */
    if (value < 0) {
        assert(used > 1);
    }
    free(pk.buf);
    return 0;
}
