/* Struct of arrays inventory: quantities in unsigned char; restocking wraps around past 255
 * and the total no longer matches the sum of the additions. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

#define ITEMS 3
static const char *names[ITEMS] = {"bolt", "nut", "washer"};
static unsigned char qty[ITEMS];
static unsigned short price[ITEMS] = {12, 3, 1};

static void restock(int item, unsigned char amount) { qty[item] += amount; }

static unsigned long value(void)
{
  unsigned long v = 0;
  for (int i = 0; i < ITEMS; i++)
    v += (unsigned long)qty[i] * price[i];
  return v;
}

int main(void)
{
  unsigned added[ITEMS] = {0, 0, 0};
  for (int round = 0; round < 2; round++) {
    for (int i = 0; i < ITEMS; i++) {
      unsigned char a = __VERIFIER_nondet_uchar();
      if (a > 200)
        a = 200;
      restock(i, a);
      added[i] += a;
    }
  }
  unsigned long expect = 0;
  for (int i = 0; i < ITEMS; i++)
    expect += (unsigned long)added[i] * price[i];
  (void)names;
  assert(value() == expect);
  return 0;
}
