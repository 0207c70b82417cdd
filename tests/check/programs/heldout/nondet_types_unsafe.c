/* Narrow unsigned counters wrap; the code assumes they do not. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet_types2.c", 3, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern unsigned short __VERIFIER_nondet_ushort(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern char __VERIFIER_nondet_char(void);
extern long __VERIFIER_nondet_long(void);

int main(void)
{
  unsigned short seq = __VERIFIER_nondet_ushort();
  unsigned char ttl = __VERIFIER_nondet_uchar();
  char delta = __VERIFIER_nondet_char();
  long base = __VERIFIER_nondet_long();
  if (base < 0 || base > 1000000L)
    return 0;
  if (delta < 0)
    delta = -delta;
  base += delta;
  __VERIFIER_assert(base >= 0);
  ttl = ttl + 1;
  if (ttl == 0)
    return 0;
  unsigned short next = seq + 1;
  __VERIFIER_assert(next > seq);
  return 0;
}
