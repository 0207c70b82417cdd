/* A feature test as libbase64's codec_choose.c and xxHash's dispatcher write it: the processor
 * is any processor, so both branches are taken. */
#include <assert.h>
#include <cpuid.h>

int main(void) {
  unsigned int eax = 0, ebx = 0, ecx = 0, edx = 0;
  unsigned int max_level = __get_cpuid_max(0, 0);
  int sse2 = 0;
  if (max_level >= 1) {
    __cpuid_count(1, 0, eax, ebx, ecx, edx);
    sse2 = (edx & bit_SSE2) != 0;
  }
  assert(max_level == 0 || max_level >= 1 || sse2 == 0);
  assert(sse2 == 1); /* fails: a processor without SSE2, or without leaf 1 */
  if (__get_cpuid(7, &eax, &ebx, &ecx, &edx))
    assert((ebx & bit_AVX2) == 0); /* fails: a processor with AVX2 */
  return 0;
}
