/* gcc's labels as values and computed goto, as an interpreter's dispatch writes them (a static
 * table of &&label, goto *ops[op], a label difference, a local void * holding a label): before
 * (tenth round) the function was refused ("labels as values ... are not supported"), as was
 * LZFSE's lzvn_decode. gcc with ASan/UBSan fails only line 27 (code "0 0 0": three adds). */
#include <assert.h>
unsigned char __VERIFIER_nondet_uchar(void);
static int run(const unsigned char *code, int n) {
  static const void *ops[3] = {&&add, &&dbl, &&stop};
  int acc = 0, pc = 0;
#define NEXT() do { if (pc >= n) goto stop; goto *ops[code[pc++] % 3]; } while (0)
  NEXT();
add:
  acc += 1;
  NEXT();
dbl:
  acc *= 2;
  NEXT();
stop:
  assert(&&dbl - &&add != 0);
  return acc;
}
int main(void) {
  unsigned char code[3];
  for (int i = 0; i < 3; i++) code[i] = __VERIFIER_nondet_uchar();
  int r = run(code, 3);
  assert(r <= 4);
  assert(r != 3);
  void *p = &&here;
  goto *p;
here:
  return 0;
}
