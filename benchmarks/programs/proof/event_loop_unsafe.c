extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* An event loop for ever: a flag set by one event is cleared by the next. (unsafe) */
int main(void) {
  int pending = 0;
  int handled = 0;
  while (1) {
    int event = __VERIFIER_nondet_int();
    if (event == 1 && !pending) {
      pending = 1;
    } else if (event == 2 && pending) {
      pending = 0;
      handled = handled < 100 ? handled + 1 : handled;
    }
    __VERIFIER_assert(handled < 3);
  }
  return 0;
}
