/* A length-prefixed record reader over (data, size), as in binary protocol and container
   parsers: each record is a length byte and that many payload bytes. The bounds check is
   off by one (`pos + len > size` instead of `pos + 1 + len > size`): a record whose payload
   ends one byte past the buffer is read out of bounds — gcc -fsanitize=address finds it with
   two bytes {1, x}. Unsafe (undefined behaviour). */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif
static int read_records(const unsigned char *data, int size, int *checksum) {
  int pos = 0, count = 0, sum = 0;
  while (pos < size) {
    int len = data[pos];
    if (pos + len > size) return -1; /* bug: the length byte itself is not counted */
    for (int k = 0; k < len; k++) sum += data[pos + 1 + k];
    pos += 1 + len;
    count++;
  }
  *checksum = sum;
  return count;
}

int main(void) {
  unsigned char data[N];
  for (int i = 0; i < N; i++) data[i] = __VERIFIER_nondet_uchar();
  int sum = 0;
  int count = read_records(data, N, &sum);
  assert(count <= N);
  return 0;
}
