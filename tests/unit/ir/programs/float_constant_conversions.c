/* Floating constants converted to integer types at compile time (C11 6.3.1.4: truncation
 * toward zero), against gcc (test_c_constructs.py): the IR folded the constant's IEEE bits
 * instead of its value, so (int)2.9 was 858993459 (found by engineer P's probes). */
#include <assert.h>
#include <stdbool.h>

/* integer constant expressions with casts (C11 6.6p6: a floating constant may be a cast's
 * immediate operand; the cast converts): they were refused or kept the uncast value */
enum { E1 = (int)3.7, E2 = (char)200, E3 = (int)-2.5, E4 = (long)16777217.0f, E5 = (bool)0.1 };
static int sized[(int)3.7];
static int g = (int)2.9;

int main(void)
{
  assert((int)2.9 == 2 && (int)-2.9 == -2 && (int)2.4 == 2 && (int)0.999 == 0);
  assert((long)2.9 == 2 && (long)1e18 == 1000000000000000000L && (int)2.9f == 2);
  assert((unsigned char)200.7 == 200 && (short)-3.99 == -3 && (bool)0.5 == 1);
  assert((bool)0.0 == 0 && (bool)-0.0 == 0 && (unsigned)4e9 == 4000000000u);
  int k = 7.99;
  char c = 65.5;
  long m = -1e3;
  assert(k == 7 && c == 'A' && m == -1000);
  assert((int)0x1.8p1 == 3 && (int)(2.5 + 0.4) == 2);
  assert(E1 == 3 && E2 == -56 && E3 == -2 && E4 == 16777216 && E5 == 1);
  assert(sizeof sized == 12 && g == 2);
  switch ((char)200) {
  case (char)200:
    break;
  default:
    assert(0);
  }
  return 0;
}
