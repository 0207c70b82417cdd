/* Extended asm as real libraries write it: xxHash's XXH_COMPILER_GUARD (an empty template
 * with a "+r" operand), a time-stamp counter read, a square root in an SSE register, operands
 * tied to outputs. errlang does not run the instructions: each output of an asm with
 * instructions is an input of the run, which the replay feeds in their place. */
#include <assert.h>
#include <stdint.h>

static uint64_t timestamp(void) {
  uint32_t lo, hi;
  __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
  return ((uint64_t)hi << 32) | lo;
}

static double root(double x) {
  double r;
  __asm__("sqrtsd %1, %0" : "=x"(r) : "x"(x));
  return r;
}

int main(void) {
  uint64_t acc = 0x9E3779B1u;
  int a = 1, b = 2;
  __asm__("" : "+r"(acc));                             /* XXH_COMPILER_GUARD */
  __asm__("" : "=r"(a), "=r"(b) : "0"(b), "1"(a));     /* a swap by tied operands */
  assert(acc == 0x9E3779B1u && a == 2 && b == 1);      /* holds */
  uint64_t t = timestamp();
  assert(t != 0x100000002u);                           /* fails: hi = 1, lo = 2 */
  assert(root(16.0) != 2.5);                           /* fails: any processor's answer */
  if (t == 7)
    __asm__ __volatile__("mfence" ::: "memory");       /* errlang cuts runs here */
  assert(t != 7);                                      /* holds within what errlang follows */
  return 0;
}
