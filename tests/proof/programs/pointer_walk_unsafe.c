/* A pointer walking a buffer while input arrives (issue 33): the count skips 2, so it is one
   ahead of the pointer after the second step. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }

int main(void) {
  char buf[64];
  char *p = buf;
  int count = 0;
  while (__VERIFIER_nondet_int()) {
    if (p < buf + 64) {
      *p = 'x';
      p++;
      count++;
      if (count == 2) count++;
    }
  }
  __VERIFIER_assert(p - buf == count);
  return 0;
}
