/* Models of gcc's <cpuid.h>: every register the CPUID instruction gives is an input (any
 * processor), and the highest leaf is one too, so a feature test takes every branch. */
#include <cpuid.h>
#include <stddef.h>

unsigned int __VERIFIER_nondet_uint(void);

void __errlang_cpuid(unsigned int leaf, unsigned int subleaf, unsigned int *eax,
                     unsigned int *ebx, unsigned int *ecx, unsigned int *edx)
{
  *eax = __VERIFIER_nondet_uint();
  *ebx = __VERIFIER_nondet_uint();
  *ecx = __VERIFIER_nondet_uint();
  *edx = __VERIFIER_nondet_uint();
}

unsigned int __get_cpuid_max(unsigned int ext, unsigned int *sig)
{
  unsigned int highest = __VERIFIER_nondet_uint();
  if (sig)
    *sig = __VERIFIER_nondet_uint();
  /* no CPUID at all (0), or a leaf of the range asked for */
  __VERIFIER_assume(highest == 0 || highest >= ext);
  return highest;
}

int __get_cpuid_count(unsigned int leaf, unsigned int subleaf, unsigned int *eax,
                      unsigned int *ebx, unsigned int *ecx, unsigned int *edx)
{
  unsigned int highest = __get_cpuid_max(leaf & 0x80000000u, NULL);
  if (highest == 0 || highest < leaf)
    return 0;
  __errlang_cpuid(leaf, subleaf, eax, ebx, ecx, edx);
  return 1;
}

int __get_cpuid(unsigned int leaf, unsigned int *eax, unsigned int *ebx, unsigned int *ecx,
                unsigned int *edx)
{
  return __get_cpuid_count(leaf, 0, eax, ebx, ecx, edx);
}
