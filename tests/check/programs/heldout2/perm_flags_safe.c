/* Permission bits as masks: granting, revoking and the "write implies read" normalisation;
 * invariants on the masks hold for any sequence of operations. */
#include <assert.h>
#include <stdint.h>
extern unsigned __VERIFIER_nondet_uint(void);

enum {
  P_READ = 1u << 0,
  P_WRITE = 1u << 1,
  P_EXEC = 1u << 2,
  P_ADMIN = 1u << 7,
  P_ALL = P_READ | P_WRITE | P_EXEC | P_ADMIN
};

static uint8_t normalise(uint8_t m)
{
  m &= P_ALL;
  if (m & P_WRITE)
    m |= P_READ;
  if (m & P_ADMIN)
    m |= P_READ | P_WRITE | P_EXEC;
  return m;
}

static uint8_t revoke(uint8_t m, uint8_t bits)
{
  m &= (uint8_t)~bits;
  if (!(m & P_READ))
    m &= (uint8_t)~(P_WRITE | P_ADMIN);
  return normalise(m);
}

int main(void)
{
  uint8_t m = 0;
  for (int i = 0; i < 5; i++) {
    unsigned op = __VERIFIER_nondet_uint();
    uint8_t bits = (uint8_t)(op >> 8);
    if (op & 1)
      m = normalise((uint8_t)(m | bits));
    else
      m = revoke(m, bits);
    assert((m & ~P_ALL) == 0);
    assert(!(m & P_WRITE) || (m & P_READ));
    assert(!(m & P_ADMIN) || (m & (P_READ | P_WRITE | P_EXEC)) == (P_READ | P_WRITE | P_EXEC));
  }
  return 0;
}
