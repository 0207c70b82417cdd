/* Enums with explicit values, typedef chains, a switch over an enum. */
#include <assert.h>
typedef unsigned int u32;
typedef u32 word;
typedef enum { RED, GREEN = 5, BLUE } color_t;
enum state { IDLE = -1, RUN = 10, STOP };
extern int __VERIFIER_nondet_int(void);

static color_t next(color_t c) {
  switch (c) {
  case RED:
    return GREEN;
  case GREEN:
    return BLUE;
  default:
    return RED;
  }
}

int main(void) {
  assert(RED == 0 && BLUE == 6); // expect: holds
  assert(STOP == 11 && IDLE < 0); // expect: holds
  word w = (word)-1;
  assert(w == 4294967295u); // expect: holds
  int k = __VERIFIER_nondet_int();
  color_t c = RED;
  for (int i = 0; i < k && i < 3; i++)
    c = next(c);
  assert(c != BLUE); // expect: fails witness=2
  enum state s = RUN;
  if (k > 5)
    s = STOP;
  else if (k < 0)
    s = IDLE;
  assert(s != IDLE || k < 0); // expect: holds
  assert(s + 1 != 12); // expect: fails witness=6
  return 0;
}
