// oracle-file: domain=0:3 loop-bound=3
/* A door lock: three attempts to key in a one-digit PIN. The lockout counter is reset by a
 * correct digit, so the door can open after a lockout was announced. Events alphabet. */
#include <assert.h>
#include <errlang.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

#define PIN 2

int main(void) {
  int failures = 0, locked_out = 0, open = 0;
  for (int attempt = 0; attempt < 3 && !open; attempt++) {
    int digit = __VERIFIER_nondet_int();
    __VERIFIER_assume(digit >= 0 && digit <= 3);
    if (digit == PIN) {
      ERRLANG_EVENT(right);
      failures = 0; /* bug: forgets an earlier lockout */
      open = 1;
    } else {
      ERRLANG_EVENT(wrong);
      failures++;
      if (failures == 2) {
        ERRLANG_EVENT(lockout);
        locked_out = 1;
      }
    }
  }
  assert(!(locked_out && open)); // oracle: alphabet=events
  return 0; // oracle: function=main alphabet=events
}
