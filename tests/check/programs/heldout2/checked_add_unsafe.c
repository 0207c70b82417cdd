/* An "overflow-safe" addition of sizes that checks a + b < a only for one operand order; a
 * buffer sized by the wrapped sum is smaller than the sum of its parts. */
#include <assert.h>
#include <stdint.h>
extern unsigned __VERIFIER_nondet_uint(void);

static int add_size(uint32_t a, uint32_t b, uint32_t *out)
{
  uint32_t s = a + b;
  if (s < a && a > b) /* wrong: the check must not depend on the order */
    return 0;
  *out = s;
  return 1;
}

int main(void)
{
  uint32_t header = __VERIFIER_nondet_uint();
  uint32_t body = __VERIFIER_nondet_uint();
  uint32_t total;
  if (add_size(header, body, &total)) {
    assert(total >= header && total >= body);
  }
  return 0;
}
