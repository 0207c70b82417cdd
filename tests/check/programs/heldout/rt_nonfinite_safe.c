/* Simulink/Real-Time Workshop generated support code (the 2015 tool's defroster and docking
 * programs carry it): rt_nonfinite's infinity and NaN built through unions by the machine's
 * byte order, rtIsNaN/rtIsInf, and a saturating controller step that uses them. */
#include <stddef.h>
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

typedef double real_T;
typedef float real32_T;
typedef unsigned int uint32_T;
typedef unsigned short uint16_T;
typedef unsigned char uint8_T;
typedef unsigned char boolean_T;
#define NumBitsPerChar 8U

typedef struct {
  struct {
    uint32_T wordH;
    uint32_T wordL;
  } words;
} BigEndianIEEEDouble;

typedef struct {
  struct {
    uint32_T wordL;
    uint32_T wordH;
  } words;
} LittleEndianIEEEDouble;

typedef struct {
  union {
    real32_T wordLreal;
    uint32_T wordLuint;
  } wordL;
} IEEESingle;

real_T rtInf;
real_T rtMinusInf;
real_T rtNaN;

static real32_T rtGetInfF(void)
{
  IEEESingle infF;
  infF.wordL.wordLuint = 0x7F800000U;
  return infF.wordL.wordLreal;
}

real_T rtGetInf(void)
{
  size_t bitsPerReal = sizeof(real_T) * (NumBitsPerChar);
  real_T inf = 0.0;
  if (bitsPerReal == 32U) {
    inf = rtGetInfF();
  } else {
    uint16_T one = 1U;
    enum {
      LittleEndian,
      BigEndian
    } machByteOrder = (*((uint8_T *) &one) == 1U) ? LittleEndian : BigEndian;
    switch (machByteOrder) {
     case LittleEndian:
      {
        union {
          LittleEndianIEEEDouble bitVal;
          real_T fltVal;
        } tmpVal;

        tmpVal.bitVal.words.wordH = 0x7FF00000U;
        tmpVal.bitVal.words.wordL = 0x00000000U;
        inf = tmpVal.fltVal;
        break;
      }

     case BigEndian:
      {
        union {
          BigEndianIEEEDouble bitVal;
          real_T fltVal;
        } tmpVal;

        tmpVal.bitVal.words.wordH = 0x7FF00000U;
        tmpVal.bitVal.words.wordL = 0x00000000U;
        inf = tmpVal.fltVal;
        break;
      }
    }
  }
  return inf;
}

real_T rtGetNaN(void)
{
  union {
    LittleEndianIEEEDouble bitVal;
    real_T fltVal;
  } tmpVal;
  tmpVal.bitVal.words.wordH = 0xFFF80000U;
  tmpVal.bitVal.words.wordL = 0x00000000U;
  return tmpVal.fltVal;
}

void rt_InitInfAndNaN(size_t realSize)
{
  (void) (realSize);
  rtNaN = rtGetNaN();
  rtInf = rtGetInf();
  rtMinusInf = -rtInf;
}

boolean_T rtIsInf(real_T value)
{
  return (boolean_T)((value==rtInf || value==rtMinusInf) ? 1U : 0U);
}

boolean_T rtIsNaN(real_T value)
{
  return (boolean_T)((value!=value) ? 1U : 0U);
}

static real_T rt_saturate(real_T u, real_T lo, real_T hi)
{
  if (rtIsNaN(u)) {
    return lo;
  }
  return u > hi ? hi : (u < lo ? lo : u);
}

int main(void)
{
  rt_InitInfAndNaN(sizeof(real_T));
  assert(rtIsInf(rtInf) && rtIsInf(rtMinusInf) && rtIsNaN(rtNaN) && !rtIsNaN(rtInf));
  real_T u = __VERIFIER_nondet_double();
  real_T y = rt_saturate(u, -10.0, 10.0);
  assert(y >= -10.0 && y <= 10.0);
  assert(!rtIsInf(y));
  return 0;
}
