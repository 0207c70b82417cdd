/* PPMd variant H (7-Zip's Ppmd7.c, Ppmd7Enc.c, Ppmd7Dec.c of the pyppmd sdist) as a user of
   its stream interface tests it: order 2 in PPMd's smallest memory (2 KiB), two input bytes
   encoded into a buffer through an IByteOut, decoded back through an IByteIn. */
#include <assert.h>
#include <stdlib.h>

#include "Ppmd7.h"

unsigned char nondet_uchar(void);

#define ORDER 2
#define SYMBOLS 2

typedef struct {
    IByteOut vt;
    Byte     data[32];
    unsigned size;
} Sink;

typedef struct {
    IByteIn  vt;
    const Byte *data;
    unsigned size;
    unsigned position;
} Source;

static void write_byte(const IByteOut *p, Byte b)
{
    Sink *sink = (Sink *) p;
    assert(sink->size < sizeof sink->data);
    sink->data[sink->size++] = b;
}

static Byte read_byte(const IByteIn *p)
{
    Source *source = (Source *) p;
    return source->position < source->size ? source->data[source->position++] : 0;
}

static void *alloc(size_t size) { return malloc(size); }

static void release(void *address) { free(address); }

static const IAlloc allocator = { alloc, release };

int main(void)
{
    Byte     text[SYMBOLS];
    CPpmd7   model;
    Sink     sink = { { write_byte }, { 0 }, 0 };
    Source   source = { { read_byte }, 0, 0, 0 };
    CPpmd7z_RangeEnc enc;
    CPpmd7z_RangeDec dec;

    for (int i = 0; i < SYMBOLS; i++) {
        text[i] = nondet_uchar();
    }
    Ppmd7_Construct(&model);
    assert(Ppmd7_Alloc(&model, PPMD7_MIN_MEM_SIZE, &allocator));
    Ppmd7_Init(&model, ORDER);
    Ppmd7z_RangeEnc_Init(&enc);
    enc.Stream = &sink.vt;
    for (int i = 0; i < SYMBOLS; i++) {
        Ppmd7_EncodeSymbol(&model, &enc, text[i]);
    }
    Ppmd7z_RangeEnc_FlushData(&enc);
    assert(sink.size >= 5);

    source.data = sink.data;
    source.size = sink.size;
    Ppmd7_Init(&model, ORDER);
    dec.Stream = &source.vt;
    assert(Ppmd7z_RangeDec_Init(&dec));
    for (int i = 0; i < SYMBOLS; i++) {
        int symbol = Ppmd7_DecodeSymbol(&model, &dec);
        assert(symbol == text[i]);
    }
    Ppmd7_Free(&model, &allocator);
    return 0;
}
