/* Models of <math.h> that are exact in IEEE arithmetic (no rounding of their own). */

double fabs(double x) { return x < 0 ? -x : (x == 0 ? 0.0 : x); }
float fabsf(float x) { return x < 0 ? -x : (x == 0 ? 0.0f : x); }
double fmax(double x, double y) { return x != x ? y : (y != y ? x : (x > y ? x : y)); }
double fmin(double x, double y) { return x != x ? y : (y != y ? x : (x < y ? x : y)); }
