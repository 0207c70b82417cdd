// probe: C11 <stdatomic.h>'s generic functions (one thread: the read-modify-write each names)
// errlang: holds holds holds holds holds fails
// inputs: 0 | 7 | 3 | -1
#include <assert.h>
#include <stdatomic.h>
extern int __VERIFIER_nondet_int(void);
static atomic_int counter;
static atomic_flag lock = ATOMIC_FLAG_INIT;
int main(void) {
  int x = __VERIFIER_nondet_int();
  atomic_init(&counter, 5);
  int old = atomic_fetch_add(&counter, x);
  assert(old == 5);
  atomic_store_explicit(&counter, 7, memory_order_release);
  int expected = x;
  _Bool swapped = atomic_compare_exchange_strong(&counter, &expected, 9);
  assert(swapped == (x == 7));
  assert(atomic_load(&counter) == (x == 7 ? 9 : 7) && expected == 7);
  assert(!atomic_flag_test_and_set(&lock));
  assert(atomic_flag_test_and_set(&lock));
  atomic_flag_clear(&lock);
  assert(atomic_exchange(&counter, 1) != 9);
  return 0;
}
