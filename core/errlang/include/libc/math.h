/* errlang's <math.h>: the functions with C models (errlang/include/models/math.c). */
#ifndef _ERRLANG_MATH_H
#define _ERRLANG_MATH_H
double fabs(double);
float fabsf(float);
double fmax(double, double);
double fmin(double, double);
#endif
