/* A bank account: the credit must never go negative.  errlang finds the sequences of
 * operations after which it does.  Try:
 *   errlang check examples/bank.c
 *   errlang learn examples/bank.c --line 34
 */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int credit = 0;

void deposit(int amount) { credit += amount; }

void withdraw(int amount) {
  if (amount <= credit + 1) /* bug: allows one unit of overdraft */
    credit -= amount;
}

void fee(void) {
  if (credit > 0)
    credit -= 1;
}

int main(void) {
  int rounds = __VERIFIER_nondet_int();
  __VERIFIER_assume(rounds >= 0 && rounds <= 3);
  for (int i = 0; i < rounds; i++) {
    int op = __VERIFIER_nondet_int();
    if (op == 0) deposit(1);
    else if (op == 1) withdraw(1);
    else fee();
  }
  // errlang: learn alphabet=functions
  assert(credit >= 0);
  return 0;
}
