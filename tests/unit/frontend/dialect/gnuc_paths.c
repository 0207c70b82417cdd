// probe: gcc 12's predefined macros (bitarray's builtin_bswap64 aborted without __GNUC__)
// errlang: fails holds holds
// inputs: 0 | 1 | 255
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
static uint64_t swap(uint64_t w) { /* bitarray.h's builtin_bswap64 */
#if defined(__clang__) || (defined(__GNUC__) && ((__GNUC__ >= 5) || (__GNUC__ == 4 && __GNUC_MINOR__ >= 3)))
  return __builtin_bswap64(w);
#else
  abort(); /* Py_UNREACHABLE() */
#endif
}
#if defined(__has_builtin) && __has_builtin(__builtin_popcount)
#define POPCOUNT(x) __builtin_popcount(x)
#else
#define POPCOUNT(x) (-1) /* a path errlang must not take: it has __builtin_popcount */
#endif
#if __has_builtin(__builtin_speculation_safe_value) /* gcc's; errlang would refuse its call */
#define SAFE(x) __builtin_speculation_safe_value(x)
#else
#define SAFE(x) (x)
#endif
int main(void) {
  uint64_t w = __VERIFIER_nondet_uchar() | 1;
  assert(swap(w) >> 40 == 0); /* gcc: fails for every input */
  assert(POPCOUNT(SAFE(w)) >= 1 && POPCOUNT(w) <= 8);
  assert(__GNUC__ >= 5 && __x86_64__ && __linux__ && sizeof(__SIZE_TYPE__) == 8
         && __INT_MAX__ == 2147483647 && __STDC_VERSION__ == 201112L);
  return 0;
}
