/* A Mealy vending machine (coins of 5 and 10, an item costs 15), Stateflow style.
 * errlang-model: step=Vending_step observe=credit
 * machine: {"states": {"Zero": [[0]], "Five": [[5]], "Ten": [[10]]},
 *           "initial": ["Zero"],
 *           "transitions": [["Zero", "Zero"], ["Zero", "Five"], ["Zero", "Ten"],
 *                           ["Five", "Five"], ["Five", "Ten"], ["Five", "Zero"],
 *                           ["Ten", "Ten"], ["Ten", "Zero"]]}
 * Ten plus a coin of 5 or 10 vends (with change) and returns to Zero. */
extern int __VERIFIER_nondet_int(void);

int credit;
int vended;

void Vending_step(void) {
  int coin = __VERIFIER_nondet_int();
  if (coin != 5 && coin != 10) return;
  credit += coin;
  if (credit >= 15) {
    vended++;
    credit = 0;
  }
}
