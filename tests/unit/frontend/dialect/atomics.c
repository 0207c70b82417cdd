// probe: gcc's __atomic_* and __sync_* builtins (one thread: the operation they name)
// errlang: holds holds fails fails
// inputs: 0 | 1 | 3 | 7 | 9 | -1
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int counter;
static long flags = 6;
int main(void) {
  int x = __VERIFIER_nondet_int();
  int before = __sync_fetch_and_add(&counter, x);
  int after = __atomic_add_fetch(&counter, 2, __ATOMIC_SEQ_CST);
  assert(before == 0 && after == x + 2 && __atomic_load_n(&counter, __ATOMIC_ACQUIRE) == x + 2);
  long old = __atomic_fetch_and(&flags, 3L, __ATOMIC_RELAXED);
  __atomic_store_n(&counter, 5, __ATOMIC_RELEASE);
  int expected = 5, swapped = __atomic_compare_exchange_n(&counter, &expected, x, 0, 5, 5);
  assert(old == 6 && flags == 2 && swapped == 1 && counter == x);
  expected = 9;
  int failed = __atomic_compare_exchange_n(&counter, &expected, 1, 1, 5, 5);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __sync_synchronize();
  assert(failed == (x == 9) && expected == x && __sync_val_compare_and_swap(&counter, x, 4) == x);
  assert(__sync_lock_test_and_set(&counter, 1) != 3 + x);
  return 0;
}
