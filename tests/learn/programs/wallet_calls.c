// oracle-file: domain=0:3 loop-bound=3
/* The calls alphabet: `charge` is called from two sites (a purchase and a fee), `refund` from
 * one. A fee that `charge` refuses is taken anyway, so the balance can go negative. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int balance = 3;

static int charge(int amount) {
  if (amount > balance)
    return 0;
  balance -= amount;
  return 1;
}

static void refund(int amount) { balance += amount; }

int main(void) {
  int rounds = __VERIFIER_nondet_int();
  __VERIFIER_assume(rounds >= 1 && rounds <= 2);
  for (int r = 0; r < rounds; r++) {
    int price = __VERIFIER_nondet_int();
    __VERIFIER_assume(price >= 1 && price <= 3);
    int ok = charge(price);
    if (ok && price == 3)
      refund(1);
    if (!charge(1))
      balance -= 1; /* bug: the fee is forced through */
  }
  assert(balance >= 0); // oracle: alphabet=calls
  assert(balance != 1); // oracle: alphabet=functions,calls
  return 0;
}
