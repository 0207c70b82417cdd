/* Real code: Pillow's PackBits decoder (pillow 13.0.0, PyPI sdist,
   src/libImaging/PackDecode.c, behind Image.open of a TIFF or IPTC image compressed with
   PackBits): ImagingPackbitsDecode unchanged, with the fields of Imaging.h's
   ImagingCodecStateInstance and ImagingMemoryInstance it uses and Unpack.c's copy1, the
   shuffler an "L" image's raw mode gets; MIT-CMU (pillow-LICENSE beside this file). The state
   is set up as decode.c's _setimage does: xsize, ysize from the image, `bytes` the size of a
   line (8 bits per pixel), `buffer` a line allocated with calloc.

   A loop over chunks: a byte with the top bit set is a run (257 - byte copies of the next
   byte; 0x80 is a no-op), else a literal of byte + 1 bytes; each byte goes into the line
   buffer until the line is full, the rest of the chunk is dropped, and a full line is shuffled
   into the image through the state's function pointer. The decoder returns the bytes it used
   (the caller keeps the rest for the next call) or -1 when the image is full.

   The harness (written for issue 30, thirteenth session, held-out round four) decodes N
   nondeterministic bytes into a 4x3 "L" image in one call, as ImageFile.load does with the
   whole tile, and checks what comes back against a plain reading of PackBits: the bytes used
   stop at a chunk that does not fit, -1 only when the three lines are full, and every line
   decoded holds the chunks' bytes. Ground truth: benchmarks/scaling_truth.py (gcc
   -fsanitize=address,undefined).

   -DBUG drops the run's test that the line buffer is full (`state->x >= state->bytes`), the
   overrun this kind of decoder had in its history: a run longer than the line writes past the
   buffer (gcc: heap-buffer-overflow from 2 bytes, fb 41). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

/* ---- Imaging.h, the fields the decoder uses ---- */
typedef unsigned char UINT8;
typedef long Py_ssize_t;
typedef struct ImagingMemoryInstance *Imaging;
struct ImagingMemoryInstance {
    int xsize, ysize;
    int pixelsize; /* size of a pixel, in bytes */
    char **image;  /* the lines */
};
typedef void (*ImagingShuffler)(UINT8 *out, const UINT8 *in, int pixels);
typedef struct ImagingCodecStateInstance *ImagingCodecState;
struct ImagingCodecStateInstance {
    int count;
    int state;
    int errcode;
    int x, y;
    int ystep;
    int xsize, ysize, xoff, yoff;
    ImagingShuffler shuffle;
    int bits, bytes;
    /* Number of bit planes per line (0=pixels are not stored as bit planes) */
    int planes;
    UINT8 *buffer;
    void *context;
    void *fd;
};

/* ---- Unpack.c: the raw "L" unpacker ---- */
static void
copy1(UINT8 *out, const UINT8 *in, int pixels) {
    /* L, P */
    memcpy(out, in, pixels);
}

/* ---- PackDecode.c ---- */
int
ImagingPackbitsDecode(
    Imaging im, ImagingCodecState state, UINT8 *buf, Py_ssize_t bytes
) {
    UINT8 n;
    UINT8 *ptr;
    int i;

    ptr = buf;

    for (;;) {
        if (bytes < 1) {
            return ptr - buf;
        }

        if (ptr[0] & 0x80) {
            if (ptr[0] == 0x80) {
                /* Nop */
                ptr++;
                bytes--;
                continue;
            }

            /* Run */
            if (bytes < 2) {
                return ptr - buf;
            }

            for (n = 257 - ptr[0]; n > 0; n--) {
#ifndef BUG
                if (state->x >= state->bytes) {
#else
                if (0) {
#endif
                    /* state->errcode = IMAGING_CODEC_OVERRUN; */
                    break;
                }
                state->buffer[state->x++] = ptr[1];
            }

            ptr += 2;
            bytes -= 2;

        } else {
            /* Literal */
            n = ptr[0] + 2;

            if (bytes < n) {
                return ptr - buf;
            }

            for (i = 1; i < n; i++) {
                if (state->x >= state->bytes) {
                    /* state->errcode = IMAGING_CODEC_OVERRUN; */
                    break;
                }
                state->buffer[state->x++] = ptr[i];
            }

            ptr += n;
            bytes -= n;
        }

        if (state->x >= state->bytes) {
            /* Got a full line, unpack it */
            state->shuffle(
                (UINT8 *)im->image[state->y + state->yoff] +
                    state->xoff * im->pixelsize,
                state->buffer,
                state->xsize
            );

            state->x = 0;

            if (++state->y >= state->ysize) {
                /* End of file (errcode = 0) */
                return -1;
            }
        }
    }
}

/* ---- the harness ---- */
#define XSIZE 4
#define YSIZE 3

int main(void)
{
    UINT8 *buf = malloc(N);
    if (buf == NULL) return 0;
    for (int k = 0; k < N; k++) buf[k] = __VERIFIER_nondet_uchar();
    char *lines[YSIZE];
    for (int y = 0; y < YSIZE; y++) {
        lines[y] = calloc(1, XSIZE);
        if (lines[y] == NULL) return 0;
    }
    struct ImagingMemoryInstance image = {XSIZE, YSIZE, 1, lines};
    struct ImagingCodecStateInstance state;
    memset(&state, 0, sizeof state);
    state.xsize = XSIZE;
    state.ysize = YSIZE;
    state.bits = 8;
    state.bytes = (state.bits * state.xsize + 7) / 8;
    state.shuffle = copy1;
    state.buffer = calloc(1, state.bytes);
    if (state.buffer == NULL) return 0;
    int used = ImagingPackbitsDecode(&image, &state, buf, N);

    /* PackBits read plainly: the chunks, each line filled and the rest of a chunk dropped */
    UINT8 expect[YSIZE][XSIZE];
    int p = 0, x = 0, y = 0;
    while (p < N && y < YSIZE) {
        int head = buf[p], count, literal;
        if (head == 0x80) {
            p++;
            continue;
        }
        if (head & 0x80) {
            if (N - p < 2) break;
            count = 257 - head;
            literal = 0;
        } else {
            if (N - p < head + 2) break;
            count = head + 1;
            literal = 1;
        }
        for (int k = 0; k < count && x < XSIZE; k++) expect[y][x++] = buf[p + 1 + literal * k];
        p += literal ? count + 1 : 2;
        if (x == XSIZE) {
            x = 0;
            y++;
        }
    }
    if (y == YSIZE) {
        assert(used == -1);
    } else {
        assert(used == p && state.y == y && state.x == x);
        for (int k = 0; k < x; k++) assert(state.buffer[k] == expect[y][k]);
    }
    for (int line = 0; line < y; line++)
        for (int k = 0; k < XSIZE; k++) assert((UINT8)lines[line][k] == expect[line][k]);
    return 0;
}
