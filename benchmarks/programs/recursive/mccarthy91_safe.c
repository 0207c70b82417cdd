/* McCarthy's 91 function (in the style of SV-COMP recursive/McCarthy91). Safe. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

int f91(int x) {
  if (x > 100)
    return x - 10;
  else
    return f91(f91(x + 11));
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -1000 || x > 1000)
    return 0;
  int result = f91(x);
  if (result == 91 || (x > 101 && result == x - 10)) {
    return 0;
  } else {
    reach_error();
  }
  return 0;
}
