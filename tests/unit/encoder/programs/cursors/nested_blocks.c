/* A walker over nested length-delimited blocks in the style of BER/CBOR/protobuf skimmers:
   each block is a header byte (bit 7: container, bits 0-6: the body's length) and a body; a
   container's body holds blocks. The walker keeps a reader struct and an explicit stack of
   the ends of the open containers (at most 3), pops the ones the cursor has reached, and
   checks that a block fits in its container. The harness checks the counts it reports.
   Ground truth (gcc 12 -O0 -fsanitize=address,undefined, benchmarks/scaling_truth.py: every
   input of 1 and 2 bytes, 20,000 random ones of 4 and 8): safe. */
#include <assert.h>
#include <stddef.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif
#define DEPTH 3

struct reader {
  const unsigned char *at, *stop;
};

static int header(struct reader *r, unsigned *container, size_t *len) {
  if (r->at == r->stop) return -1;
  unsigned h = *r->at++;
  *container = h >> 7;
  *len = h & 0x7f;
  return *len > (size_t)(r->stop - r->at) ? -1 : 0;
}

static int walk(const unsigned char *buf, size_t size, int *blocks, int *deepest) {
  struct reader r = {buf, buf + size};
  const unsigned char *open[DEPTH];
  int depth = 0;
  *blocks = *deepest = 0;
  while (r.at < r.stop) {
    while (depth > 0 && r.at == open[depth - 1]) depth--;
    unsigned container;
    size_t len;
    if (header(&r, &container, &len) < 0) return -1;
    if (depth > 0 && len > (size_t)(open[depth - 1] - r.at)) return -1;
    ++*blocks;
    if (container) {
      if (depth == DEPTH) return -1;
      open[depth++] = r.at + len;
      if (depth > *deepest) *deepest = depth;
    } else {
      r.at += len;
    }
  }
  return 0;
}

int main(void) {
  unsigned char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_uchar();
  int blocks, deepest;
  if (walk(buf, N, &blocks, &deepest) == 0) {
    assert(blocks <= N);
    assert(deepest <= DEPTH);
    assert(deepest <= blocks);
  }
  return 0;
}
