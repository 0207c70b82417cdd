/* The scalar UTF-8 validator of is_utf8 (deps/is_utf8/src/is_utf8.cpp of the npm package
   utf-8-validate 6.0.6, `npm pack utf-8-validate`; MIT, see is_utf8-LICENSE-MIT; "based on
   code from Google Fuchsia"): scalar::utf8::validate, the routine Node's ws library calls on
   every WebSocket text frame where no SIMD kernel is picked. Translated from C++ to C and
   nothing else: reinterpret_cast and std::memcpy become a cast and memcpy, `uint64_t v{v1 |
   v2}` an initialiser. Its shape: a position walking `pos < len`, a 16-byte ASCII fast path
   read with two 8-byte memcpy when 16 bytes remain, an inner ASCII run loop with an early
   return, then a lead-byte dispatch with bounds checks and range checks per sequence length.

   The harness (written for issue 30, tenth session) hands it N nondeterministic bytes and
   checks what any UTF-8 validator must say: an all-ASCII buffer is valid; a valid buffer holds
   none of the bytes that never occur in UTF-8 (0xC0, 0xC1, 0xF5-0xFF) and does not end with a
   lead byte. Ground truth: safe (benchmarks/scaling_truth.py, gcc -fsanitize=address,undefined;
   docs/benchmarks-scaling.md, "Held-out harnesses (tenth session)"). */
#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

static int validate(const char *buf, size_t len) {
  const uint8_t *data = (const uint8_t *)buf;
  uint64_t pos = 0;
  uint32_t code_point = 0;
  while (pos < len) {
    // check of the next 8 bytes are ascii.
    uint64_t next_pos = pos + 16;
    if (next_pos <=
        len) { // if it is safe to read 8 more bytes, check that they are ascii
      uint64_t v1;
      memcpy(&v1, data + pos, sizeof(uint64_t));
      uint64_t v2;
      memcpy(&v2, data + pos + sizeof(uint64_t), sizeof(uint64_t));
      uint64_t v = v1 | v2;
      if ((v & 0x8080808080808080) == 0) {
        pos = next_pos;
        continue;
      }
    }
    unsigned char byte = data[pos];

    while (byte < 0b10000000) {
      if (++pos == len) {
        return 1;
      }
      byte = data[pos];
    }

    if ((byte & 0b11100000) == 0b11000000) {
      next_pos = pos + 2;
      if (next_pos > len) {
        return 0;
      }
      if ((data[pos + 1] & 0b11000000) != 0b10000000) {
        return 0;
      }
      // range check
      code_point = (byte & 0b00011111) << 6 | (data[pos + 1] & 0b00111111);
      if ((code_point < 0x80) || (0x7ff < code_point)) {
        return 0;
      }
    } else if ((byte & 0b11110000) == 0b11100000) {
      next_pos = pos + 3;
      if (next_pos > len) {
        return 0;
      }
      if ((data[pos + 1] & 0b11000000) != 0b10000000) {
        return 0;
      }
      if ((data[pos + 2] & 0b11000000) != 0b10000000) {
        return 0;
      }
      // range check
      code_point = (byte & 0b00001111) << 12 |
                   (data[pos + 1] & 0b00111111) << 6 |
                   (data[pos + 2] & 0b00111111);
      if ((code_point < 0x800) || (0xffff < code_point) ||
          (0xd7ff < code_point && code_point < 0xe000)) {
        return 0;
      }
    } else if ((byte & 0b11111000) == 0b11110000) { // 0b11110000
      next_pos = pos + 4;
      if (next_pos > len) {
        return 0;
      }
      if ((data[pos + 1] & 0b11000000) != 0b10000000) {
        return 0;
      }
      if ((data[pos + 2] & 0b11000000) != 0b10000000) {
        return 0;
      }
      if ((data[pos + 3] & 0b11000000) != 0b10000000) {
        return 0;
      }
      // range check
      code_point =
          (byte & 0b00000111) << 18 | (data[pos + 1] & 0b00111111) << 12 |
          (data[pos + 2] & 0b00111111) << 6 | (data[pos + 3] & 0b00111111);
      if (code_point <= 0xffff || 0x10ffff < code_point) {
        return 0;
      }
    } else {
      // we may have a continuation
      return 0;
    }
    pos = next_pos;
  }
  return 1;
}

/* The harness: N bytes from a WebSocket frame's payload. */
int main(void) {
  char buf[N];
  int ascii = 1;
  for (int i = 0; i < N; i++) {
    buf[i] = (char)__VERIFIER_nondet_uchar();
    if ((unsigned char)buf[i] >= 0x80) ascii = 0;
  }
  int valid = validate(buf, N);
  if (ascii) assert(valid);
  if (valid) {
    for (int i = 0; i < N; i++) {
      unsigned char b = (unsigned char)buf[i];
      assert(b != 0xC0 && b != 0xC1 && b < 0xF5);
    }
    assert((unsigned char)buf[N - 1] < 0xC0);
  }
  return 0;
}
