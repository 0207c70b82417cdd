extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* A ring buffer written for ever: its index stays in 0..9. (safe) */
int buf[10];
int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    buf[i] = 1;
    i = (i + 1) % 10;
  }
  __VERIFIER_assert(buf[0] == 0 || buf[0] == 1);
  return 0;
}
