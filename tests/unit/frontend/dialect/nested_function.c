// probe: nested functions (refused)
// errlang: refused 6 nested function 'add'
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int base = __VERIFIER_nondet_int();
  int add(int v) { return v + base; }
  return add(1);
}
