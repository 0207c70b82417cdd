/* A vending machine controller over an unbounded event loop (events alphabet: coin, select,
 * refund, vend). A drink costs two coins. Bug: `refund` returns the coins but does not reset
 * the credit, so `coin coin refund select` vends without payment: the assertion is that the
 * machine never vends with less money in the box than the price. */
#include <assert.h>
#include <errlang.h>
extern int __VERIFIER_nondet_int(void);

#define PRICE 2

int main(void) {
  int credit = 0, box = 0;
  while (__VERIFIER_nondet_int()) {
    int ev = __VERIFIER_nondet_int();
    if (ev == 0) {
      ERRLANG_EVENT(coin);
      credit++;
      box++;
    } else if (ev == 1) {
      ERRLANG_EVENT(refund);
      box -= credit; /* bug: credit is not reset */
    } else if (ev == 2) {
      ERRLANG_EVENT(select);
      if (credit >= PRICE) {
        ERRLANG_EVENT(vend);
        assert(box >= PRICE);
        credit -= PRICE;
        box -= PRICE;
      }
    }
  }
  return 0;
}
