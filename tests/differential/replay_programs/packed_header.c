/* A wire header read from bytes, laid out as network code lays it out (c-ares' and epoll's
 * packed structs): 7 bytes, the port at offset 5. The replay regenerates the program from
 * errlang's AST, where the attribute was gone: its struct was 12 bytes, the port at 8, and the
 * counterexample's 7 bytes did not reach it. */
#include <assert.h>
#include <stdint.h>
#include <string.h>

struct __attribute__((packed)) header {
  uint8_t kind;
  uint32_t length;
  uint16_t port;
};
struct record {
  char tag;
  int value;
} __attribute__((packed, aligned(2)));
unsigned char nondet_uchar(void);

int main(void) {
  unsigned char wire[sizeof(struct header)];
  struct header h;
  for (unsigned i = 0; i < sizeof wire; i++)
    wire[i] = nondet_uchar();
  memcpy(&h, wire, sizeof h);
  assert(sizeof(struct record) == 6); /* holds: packed to 5, aligned to 2 */
  assert(h.port != 0x0102);           /* fails: wire[5] = 2, wire[6] = 1 */
  return 0;
}
