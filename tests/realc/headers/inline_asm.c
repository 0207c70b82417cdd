/* gcc's extended asm as zstd's cpu.h and libbase64 write it: the instructions' outputs are any
 * value (any processor); an empty template executes nothing (barriers); an asm that may write
 * memory is cut where a run reaches it. Before, every asm statement was refused. */
#include <assert.h>

static unsigned max_leaf(void) {
  unsigned n;
  __asm__("cpuid" : "=a"(n) : "a"(0) : "ebx", "ecx", "edx");
  return n;
}

int main(void) {
  int x = 5, y = 0;
  __asm__ __volatile__("" ::: "memory"); /* a compiler barrier: nothing happens */
  __asm__("" : "+r"(x));                 /* a value barrier: x keeps its value */
  __asm__("" : "=r"(y) : "0"(x));        /* tied to x */
  assert(x == 5 && y == 5);
  unsigned n = max_leaf();
  assert(n != 7); /* fails: a processor whose highest leaf is 7 */
  if (x == 6)
    __asm__ volatile("mfence" ::: "memory"); /* never reached */
  assert(x == 5);
  return 0;
}
