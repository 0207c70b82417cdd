/* C11 6.3.1.4p1: a floating value whose integer part the target type cannot represent is
 * undefined (NaN, infinities, out of range); gcc's -fsanitize=float-cast-overflow reports it. */
extern double nondet_double(void);
extern int nondet_int(void);
int main(void) {
  int choice = nondet_int();
  double d = nondet_double();
  if (choice == 0 && d > 3e9) {
    int i = (int)d;            /* line 9: out of range of int */
    return i;
  }
  if (choice == 1 && d != d) {
    unsigned u = (unsigned)d;  /* line 13: NaN */
    return (int)u;
  }
  if (choice == 2 && d > -0.5 && d < 255.5) {
    unsigned char c = (unsigned char)d;  /* in range after truncation: defined */
    long l = (long)d;
    _Bool b = (_Bool)(d * 1e300 * 1e300);  /* to _Bool: always defined */
    return c + (int)l + b;
  }
  return 0;
}
