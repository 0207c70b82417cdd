/* Real code: LZ4_decompress_safe of LZ4 1.9.x as python-lz4 4.4.5 ships it (PyPI sdist,
   lz4libs/lz4.c and lz4.h, BSD-2-Clause in lz4.c's own header), included unchanged from
   tests/realc/lz4/ (python-lz4's LICENSE beside them). Its own `assert`s (73) are live.

   The block decoder: a `while (1)` over sequences, each a token byte whose high nibble is a
   literal length and low nibble a match length, either extended by a run of 255-bytes
   (read_variable_length: `do { s = *ip++; length += s; } while (s == 255)` with its own
   end checks), the literals copied with a fast path of 16- or 8-byte wild copies when far from
   both ends and memmove/memcpy near them, a 2-byte little-endian offset read with
   LZ4_readLE16, and the match copied byte by byte, 4 by 4 or by 8 with an overlap table.
   The trip count is tied to the number of sequences and the lengths the input encodes.

   -DBUG makes the harness call LZ4_decompress_fast instead, as code written before lz4 1.9
   deprecated it did on untrusted input: it is told the decompressed size and trusts the
   input to hold what it needs, so a block cut short reads past the N bytes (gcc
   -fsanitize=address: stack-buffer-overflow read in LZ4_decompress_unsafe_generic, found by
   benchmarks/scaling_truth.py from 1 byte). Without BUG: safe (the same script).

   The harness (written for issue 30, eleventh session) is the first one every user of the
   block API writes: N nondeterministic bytes decompressed into a buffer of 2N bytes, and the
   result checked: never more than the buffer; an error is -(position) - 1 with the position
   inside the input; a success writes a non-negative count. */
#include <assert.h>
#include <string.h>
#include "../../../tests/realc/lz4/lz4.c"
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

int main(void) {
  char src[N];
  for (int i = 0; i < N; i++) src[i] = __VERIFIER_nondet_char();
  char dst[2 * N];
#ifdef BUG
  int r = LZ4_decompress_fast(src, dst, (int)sizeof dst);
  assert(r <= N);
#else
  int r = LZ4_decompress_safe(src, dst, N, (int)sizeof dst);
  assert(r <= (int)sizeof dst);
  assert(r >= -(N + 1));
#endif
  return 0;
}
