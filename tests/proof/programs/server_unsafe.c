extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* A server: serves requests for ever; its state stays in 0..2. (unsafe) */
int main(void) {
  int state = 0;
  while (1) {
    int request = __VERIFIER_nondet_int();
    if (state == 0 && request == 1) state = 1;
    else if (state == 1) state = 2;
    else if (state == 2 && request == 0) state = 3;
    __VERIFIER_assert(state >= 0 && state <= 2);
  }
  return 0;
}
