/* sizeof and offsetof tricks: an ARRAY_SIZE macro, padding in structs, sizeof of an
 * expression that is not evaluated, sizeof a string literal; all as gcc on x86-64. */
#include <assert.h>
#include <stddef.h>
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

struct header {
  uint8_t tag;
  uint32_t len;
  uint16_t flags;
};

struct packed_like {
  uint32_t len;
  uint16_t flags;
  uint8_t tag;
};

static const short primes[] = {2, 3, 5, 7, 11, 13, 17};

int main(void)
{
  int x = __VERIFIER_nondet_int();
  int calls = 0;
  size_t s = sizeof(calls++ + x);
  assert(calls == 0 && s == sizeof(int));
  assert(ARRAY_SIZE(primes) == 7);
  assert(sizeof(struct header) == 12 && offsetof(struct header, len) == 4);
  assert(sizeof(struct packed_like) == 8 && offsetof(struct packed_like, tag) == 6);
  assert(sizeof("abc") == 4 && sizeof(char) == 1);
  char buf[10][3];
  assert(sizeof buf[0] == 3 && ARRAY_SIZE(buf) == 10);
  int idx = x & 7;
  long sum = 0;
  for (size_t i = 0; i < ARRAY_SIZE(primes); i++)
    sum += primes[i];
  assert(sum == 58);
  assert(idx < 7 ? primes[idx] >= 2 : idx == 7);
  return 0;
}
