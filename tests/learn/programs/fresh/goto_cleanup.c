// oracle-file: domain=0:1 loop-bound=2
/* Kernel-style probe with goto cleanup: three resources acquired in order, released in
 * reverse on failure. The label order is wrong for the third failure (bug: it jumps to
 * err_free_a, skipping the release of b), so a resource leaks; the leak check at the end
 * asserts every acquired resource was released. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int held;

/* an allocation that may fail: -ENOMEM or 0 */
#define MAY_FAIL()                                                                                 \
  do {                                                                                             \
    int failed = __VERIFIER_nondet_int();                                                          \
    __VERIFIER_assume(failed == 0 || failed == 1);                                                 \
    if (failed) return -12;                                                                        \
  } while (0)

static int acquire_a(void) { MAY_FAIL(); held++; return 0; }
static int acquire_b(void) { MAY_FAIL(); held++; return 0; }
static int acquire_c(void) { MAY_FAIL(); held++; return 0; }
static void release_a(void) { held--; }
static void release_b(void) { held--; }
static void release_c(void) { held--; }

static int probe(void) {
  int rc;
  rc = acquire_a();
  if (rc) goto out;
  rc = acquire_b();
  if (rc) goto err_free_a;
  rc = acquire_c();
  if (rc) goto err_free_a; /* bug: should be err_free_b */
  return 0;
err_free_b:
  release_b();
err_free_a:
  release_a();
out:
  return rc;
}

static void remove_device(void) {
  release_c();
  release_b();
  release_a();
}

int main(void) {
  if (probe() == 0) remove_device();
  assert(held == 0); // oracle: alphabet=functions
  return 0;
}
