/* A pointer walking a buffer while input arrives, never past its end (issue 33, "pointer stays
   within its object"): proved with the invariants "(p - buf) <= 64" and
   "count == (int)(p - buf)" about the pointer's offset in its object. */
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
    }
  }
  __VERIFIER_assert(p - buf == count);
  return 0;
}
