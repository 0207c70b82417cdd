/* errlang's <cpuid.h> (gcc's x86 header): what the processor says it supports is an input, as
 * every value the machine gives (include/models/cpuid.c). Programs that choose a code path by
 * the processor's features (libbase64's codec_choose.c) are checked for every processor. The
 * feature bits are the values of gcc's header (Intel SDM vol. 2A, CPUID). */
#ifndef _ERRLANG_CPUID_H
#define _ERRLANG_CPUID_H

/* leaf 1, ecx */
#define bit_SSE3 (1 << 0)
#define bit_PCLMUL (1 << 1)
#define bit_SSSE3 (1 << 9)
#define bit_FMA (1 << 12)
#define bit_CMPXCHG16B (1 << 13)
#define bit_SSE4_1 (1 << 19)
#define bit_SSE4_2 (1 << 20)
#define bit_MOVBE (1 << 22)
#define bit_POPCNT (1 << 23)
#define bit_AES (1 << 25)
#define bit_XSAVE (1 << 26)
#define bit_OSXSAVE (1 << 27)
#define bit_AVX (1 << 28)
#define bit_F16C (1 << 29)
#define bit_RDRND (1 << 30)
/* leaf 1, edx */
#define bit_CMPXCHG8B (1 << 8)
#define bit_CMOV (1 << 15)
#define bit_MMX (1 << 23)
#define bit_FXSAVE (1 << 24)
#define bit_SSE (1 << 25)
#define bit_SSE2 (1 << 26)
/* leaf 7, ebx */
#define bit_BMI (1 << 3)
#define bit_AVX2 (1 << 5)
#define bit_BMI2 (1 << 8)
#define bit_AVX512F (1 << 16)
#define bit_AVX512DQ (1 << 17)
#define bit_RDSEED (1 << 18)
#define bit_ADX (1 << 19)
#define bit_AVX512CD (1 << 28)
#define bit_SHA (1 << 29)
#define bit_AVX512BW (1 << 30)
#define bit_AVX512VL (1u << 31)
/* leaf 7, ecx */
#define bit_AVX512VBMI (1 << 1)
#define bit_AVX512VBMI2 (1 << 6)
#define bit_AVX512VNNI (1 << 11)
#define bit_AVX512BITALG (1 << 12)
#define bit_AVX512VPOPCNTDQ (1 << 14)

/* The highest leaf of the range of `ext` (0 or 0x80000000), 0 when there is no CPUID; `sig`
 * (may be null) receives the vendor's first word. */
unsigned int __get_cpuid_max(unsigned int ext, unsigned int *sig);
/* 1 and the four registers of leaf `leaf` when the processor has that leaf, else 0. */
int __get_cpuid(unsigned int leaf, unsigned int *eax, unsigned int *ebx, unsigned int *ecx,
                unsigned int *edx);
int __get_cpuid_count(unsigned int leaf, unsigned int subleaf, unsigned int *eax,
                      unsigned int *ebx, unsigned int *ecx, unsigned int *edx);
/* gcc's macros execute the instruction and assign the four lvalues. */
void __errlang_cpuid(unsigned int leaf, unsigned int subleaf, unsigned int *eax,
                     unsigned int *ebx, unsigned int *ecx, unsigned int *edx);
#define __cpuid(leaf, a, b, c, d) __errlang_cpuid((leaf), 0, &(a), &(b), &(c), &(d))
#define __cpuid_count(leaf, subleaf, a, b, c, d)                                               \
  __errlang_cpuid((leaf), (subleaf), &(a), &(b), &(c), &(d))
#endif
