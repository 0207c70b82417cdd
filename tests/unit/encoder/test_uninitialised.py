"""An automatic variable read before it is written gives an arbitrary value (DESIGN §2, CBMC's
convention) and is a warning site (``Encoding.warnings``), not a cut: the run goes on."""

from collections.abc import Callable

import z3
from errlang.encoder.encoding import NON_BLOCKING, UNINITIALISED_READ, WARNING, Encoding

SOURCE = """
int main(void) {
  int x;
  int c = __VERIFIER_nondet_int();
  if (c) x = 1;
  assert(x != 5);
  return 0;
}
"""


def test_uninitialised_read_is_an_arbitrary_value(encode_c: Callable[..., Encoding], solve):
    encoding = encode_c(SOURCE)
    assert UNINITIALISED_READ in NON_BLOCKING
    assert not [c for c in encoding.cuts if c.reason == UNINITIALISED_READ]
    (warning,) = encoding.warnings
    assert (warning.kind, warning.reason, warning.loc.line) == (WARNING, UNINITIALISED_READ, 5)
    (failing,) = [t for t in encoding.terminations if t.site >= 0]
    (value,) = [i for i in encoding.uninitialised if i.target == "x"]
    model = solve(encoding, failing.guard)
    assert model is not None
    assert model.eval(value.symbol, True).as_long() == 5
    # the warning's runs are exactly those where c == 0
    assert solve(encoding, warning.guard, z3.BoolVal(True)) is not None


def test_written_first_gives_no_warning(encode_c: Callable[..., Encoding], solve) -> None:
    encoding = encode_c("int main(void) { int x; x = 2; assert(x == 2); return x; }")
    assert encoding.warnings == [] or all(
        solve(encoding, w.guard) is None for w in encoding.warnings
    )
