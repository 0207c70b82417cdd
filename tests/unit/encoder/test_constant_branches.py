"""A branch whose condition is a constant only once simplified (a character of a string literal
compared in `||` chains) leaves its dead side unexecuted: before, the dead side ran under a
guard nobody saw was false, its values were merged under a named guard and stopped being
constants, and every later branch became symbolic (a printf-like format loop grew from 95 to
149,000 formula nodes at loop bound 12)."""

from errlang.encoder.encoding import BOUND
from errlang.session.check_bound import formula_size

FLAGS = """
static int flags(const char *f) {
  int k = 0;
  while (*f == '-' || *f == '0' || *f == '+' || *f == ' ') {
    if (*f == '-') k += 1; else if (*f == '0') k += 2; else if (*f == '+') k += 3; else k += 4;
    f++;
  }
  return k;
}
int main(void) { assert(flags("-0d") == 3); return 0; }
"""


def test_branches_on_constant_characters_stay_constant(encode_c, solve) -> None:
    encoding = encode_c(FLAGS, bound=12)
    assert not [c for c in encoding.cuts if c.kind == BOUND]  # the loop ends after 2 rounds
    size = formula_size([*encoding.constraints, *(t.guard for t in encoding.terminations)])
    assert size is not None and size < 60, size  # 296 when dead sides ran
    failing = [t.guard for t in encoding.terminations if t.site == 0]
    assert failing and all(solve(encoding, g) is None for g in failing)  # the assertion holds
