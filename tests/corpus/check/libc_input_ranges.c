/* C library contracts: rand() is in [0, RAND_MAX] and getchar() an unsigned char or EOF (inputs
 * within the range the library guarantees, frontend/conventions.py INPUT_RANGES). Before,
 * rand() could be negative: the first assertion failed with a counterexample that is not a run
 * of the real program. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int r = rand() % 10;
  assert(r >= 0 && r < 10); // expect: holds
  assert(r != 7); // expect: fails witness=7
  int c = getchar();
  assert(c >= -1 && c <= 255); // expect: holds
  assert(c != 'q'); // expect: fails witness=0,113
  long x = random();
  assert(x >= 0); // expect: holds
  return 0;
}
