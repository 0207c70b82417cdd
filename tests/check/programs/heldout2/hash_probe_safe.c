/* An open-addressing hash set of 8 slots with linear probing and a tombstone-free design
 * (no deletes): every inserted key is found, and the count never exceeds the capacity. */
#include <assert.h>
#include <stdint.h>
extern unsigned __VERIFIER_nondet_uint(void);

#define SLOTS 8
static uint32_t keys[SLOTS];
static unsigned char used[SLOTS];
static int count;

static unsigned hash(uint32_t k) { return (k * 2654435761u) >> 29; }

static int insert(uint32_t k)
{
  unsigned h = hash(k);
  for (unsigned i = 0; i < SLOTS; i++) {
    unsigned s = (h + i) & (SLOTS - 1);
    if (!used[s]) {
      used[s] = 1;
      keys[s] = k;
      count++;
      return 1;
    }
    if (keys[s] == k)
      return 1;
  }
  return 0;
}

static int find(uint32_t k)
{
  unsigned h = hash(k);
  for (unsigned i = 0; i < SLOTS; i++) {
    unsigned s = (h + i) & (SLOTS - 1);
    if (!used[s])
      return 0;
    if (keys[s] == k)
      return 1;
  }
  return 0;
}

int main(void)
{
  uint32_t k[3];
  for (int i = 0; i < 3; i++) {
    k[i] = __VERIFIER_nondet_uint();
    assert(insert(k[i]));
  }
  for (int i = 0; i < 3; i++)
    assert(find(k[i]));
  assert(count >= 1 && count <= 3);
  return 0;
}
