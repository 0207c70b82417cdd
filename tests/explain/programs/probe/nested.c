#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int clamp(int v, int lo, int hi) {
    if (v < lo) return lo;
    if (v > hi) return hi + 1;
    return v;
}
int scale(int v) { return clamp(v * 2, 0, 100); }
int main(void) {
    int in = __VERIFIER_nondet_int();
    int r = scale(in);
    assert(r <= 100);
    return 0;
}
