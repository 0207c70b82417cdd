/* errlang's <math.h>: fabs, fmin, fmax, the rounding functions and copysign have C models
 * (errlang/include/models/math.c), ldexp, scalbn and frexp too (models/math_extra.c, by the bit
 * layout); the classification macros are exact C; sqrt and sqrtf are IEEE's square root (an IR
 * operation); pow and powf have a model where the result is exact (models/math_pow.c: an
 * integer exponent, an exact power), other calls of them are cut; the other functions
 * declared below them (exp, log, fmod, the trigonometric ones, ...) have no model: a run
 * calling them is cut there, with the reason (an arbitrary value for sqrt(4.0) made
 * assertions fail that hold in C). */
#ifndef _ERRLANG_MATH_H
#define _ERRLANG_MATH_H
double fabs(double);
float fabsf(float);
double fmax(double, double);
double fmin(double, double);
float fmaxf(float, float);
float fminf(float, float);
double floor(double);
double ceil(double);
double trunc(double);
double round(double);
float floorf(float);
float ceilf(float);
float truncf(float);
float roundf(float);
double copysign(double, double);
float copysignf(float, float);
double ldexp(double, int);
double scalbn(double, int);
double frexp(double, int *);

#define NAN (0.0f / 0.0f)
#define INFINITY (1.0f / 0.0f)
#define HUGE_VAL (1.0 / 0.0)
#define HUGE_VALF (1.0f / 0.0f)
#define M_E 2.7182818284590452354
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_SQRT2 1.41421356237309504880
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_SQRT1_2 0.70710678118654752440
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define isnan(x) ((x) != (x))
#define isinf(x) (!isnan(x) && isnan((x) - (x)))
#define isfinite(x) (!isnan((x) - (x)))
#define signbit(x) (copysign(1.0, (double)(x)) < 0)
#define isgreater(x, y) ((x) > (y))
#define isless(x, y) ((x) < (y))

/* IEEE's correctly rounded square root: an IR operation (z3's fpSqrt) */
double sqrt(double);
float sqrtf(float);
/* pow, powf: exact results only (models/math_pow.c); the rest: no model, their runs are cut */
double pow(double, double);
float powf(float, float);
double exp(double);
double exp2(double);
double log(double);
double log2(double);
double log10(double);
double sin(double);
double cos(double);
double tan(double);
double asin(double);
double acos(double);
double atan(double);
double atan2(double, double);
double sinh(double);
double cosh(double);
double tanh(double);
double fmod(double, double);
double hypot(double, double);
double cbrt(double);
double rint(double);
double nearbyint(double);
long lround(double);
long lrint(double);
double modf(double, double *);
#endif
