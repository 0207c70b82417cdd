/* A Simulink-style controller whose state word is a struct of bit-fields (gcc's layout):
 * a 2-bit mode, a signed 4-bit trim and a 1-bit fault flag packed with a 9-bit counter.
 * The trim saturates at +7 but wraps below -8 (the lower check is off by one). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

typedef struct {
  unsigned int mode : 2;
  signed int trim : 4;
  unsigned int fault : 1;
  unsigned int ticks : 9;
} ctrl_state;

static void step(ctrl_state *s, int cmd) {
  s->ticks++;
  switch (cmd) {
  case 0:
    s->mode = (s->mode + 1) & 3;
    break;
  case 1:
    if (s->trim < 7)
      s->trim = s->trim + 1;
    break;
  case 2:
    if (s->trim > -9) /* BUG: should be > -8 */
      s->trim = s->trim - 1;
    break;
  default:
    s->fault = 1;
  }
}

int main(void) {
  ctrl_state s = {0, -6, 0, 0};
  assert(sizeof s == 4); // expect: holds
  for (int i = 0; i < 3; i++) {
    int cmd = __VERIFIER_nondet_int();
    if (cmd < 0 || cmd > 3)
      return 0;
    step(&s, cmd);
    assert(s.ticks == i + 1); // expect: holds
    assert(s.mode <= 3); // expect: holds
  }
  assert(s.trim <= 0 || s.fault); // expect: fails witness=2,2,2
  return 0;
}
