extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
void assume_abort_if_not(int cond) { if(!cond) {abort();} }
int main() {
  unsigned int N_LIN = __VERIFIER_nondet_uint();
  unsigned int N_COL = __VERIFIER_nondet_uint();
  assume_abort_if_not(N_LIN > 0 && N_LIN < 4 && N_COL > 0 && N_COL < 4);
  unsigned int j, k;
  int matriz[N_COL][N_LIN], maior;
  maior = __VERIFIER_nondet_int();
  for (j = 0; j < N_COL; j++)
    for (k = 0; k < N_LIN; k++) {
      matriz[j][k] = __VERIFIER_nondet_int();
      if (matriz[j][k] >= maior) maior = matriz[j][k];
    }
  __VERIFIER_assert(matriz[0][0] <= maior);
  return 0;
}
