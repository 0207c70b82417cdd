"""Operators on constants give one numeral (issue 23): z3 does not fold ``3 + 1`` itself, so a
counter incremented thousands of times was a chain of additions that every loop test
simplified again (quadratic: 12 s for 5,000 iterations)."""

import z3
from errlang.session.check_bound import formula_size

COUNTER = """
int main(void) {
  int i = 0, j = 0;
  unsigned char c = 0;
  while (i < 300) { i++; j += 2; c = (unsigned char)(c + 3); }
  assert(j != 600 || c != (unsigned char)900);
  return 0;
}
"""


def test_a_concrete_counter_stays_a_numeral(encode_c, solve) -> None:
    encoding = encode_c(COUNTER, bound=300)
    failing = [t for t in encoding.terminations if t.site == 0]
    assert failing and solve(encoding, failing[0].guard) is not None  # j = 600, c = 132
    values = [read.value for t in failing for read in t.reads]
    assert values and all(z3.is_bv_value(v) for v in values), values
    size = formula_size([t.guard for t in encoding.terminations])
    assert size is not None and size < 20, size
