/* Three short ways to fail at the start, and a longer one decided later by f(). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

void a(void) {}
void b(void) {}
void c(void) {}
void d(void) {}
void e(void) {}
void f(void) {}
void check(int ok) {
    assert(ok); // explain: decides=a,b,c,f
}

int main(void) {
    if (__VERIFIER_nondet_int()) {
        a();
        check(0);
    } else if (__VERIFIER_nondet_int()) {
        b();
        check(0);
    } else if (__VERIFIER_nondet_int()) {
        c();
        check(0);
    } else {
        d();
        e();
        if (__VERIFIER_nondet_int()) {
            f();
            check(0);
        } else {
            check(1);
        }
    }
    return 0;
}
