extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
/* A loop meant never to end: x stays even, y = 2 * c. (unsafe) */
int main(void) {
  unsigned int x = 0;
  unsigned int c = 0;
  unsigned int y = 0;
  while (1) {
    x = x + 2;
    c = c + 1;
    y = y + 2;
    __VERIFIER_assert(y != 8);
  }
  return 0;
}
