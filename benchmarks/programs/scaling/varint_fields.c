/* A protobuf-style wire reader over (data, size): each field is a varint key (7 bits a byte,
   high bit: more) and, for wire type 2, a varint length and that many payload bytes skipped;
   wire type 0 a varint value. The varint loop advances the same index as the field loop.
   The harness checks the reader never goes past the buffer and counts fields. With -DBUG the
   length check forgets the bytes already consumed (`len > size` instead of `len > size - pos`)
   and the payload loop reads past the end: gcc -fsanitize=address finds it with {0x02, 0x01}.
   Safe without BUG (500 random 8-byte inputs under the sanitizers). */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

static int read_varint(const unsigned char *data, int size, int *pos, unsigned *out) {
  unsigned v = 0;
  int shift = 0;
  while (*pos < size) {
    unsigned char b = data[*pos];
    (*pos)++;
    if (shift < 32) v |= (unsigned)(b & 0x7f) << shift;
    shift += 7;
    if (!(b & 0x80)) {
      *out = v;
      return 0;
    }
  }
  return -1;
}

static int read_fields(const unsigned char *data, int size, unsigned *check) {
  int pos = 0, fields = 0;
  unsigned sum = 0;
  while (pos < size) {
    unsigned key, value;
    if (read_varint(data, size, &pos, &key)) return -1;
    switch (key & 7) {
    case 0:
      if (read_varint(data, size, &pos, &value)) return -1;
      sum += value;
      break;
    case 2:
      if (read_varint(data, size, &pos, &value)) return -1;
#ifdef BUG
      if (value > (unsigned)size) return -1;
#else
      if (value > (unsigned)(size - pos)) return -1;
#endif
      for (unsigned k = 0; k < value; k++) sum += data[pos + k];
      pos += (int)value;
      break;
    default:
      return -1;
    }
    fields++;
  }
  *check = sum;
  return fields;
}

int main(void) {
  unsigned char data[N];
  for (int i = 0; i < N; i++) data[i] = __VERIFIER_nondet_uchar();
  unsigned sum = 0;
  int fields = read_fields(data, N, &sum);
  assert(fields <= N);
  return 0;
}
