"""Deep recursion in the encoded program: no Python RecursionError ever escapes the encoder
(mutual recursion at bound 128 is encoded; deeper still is a typed encoding budget)."""

from collections.abc import Callable

import pytest
from errlang.encoder.deep import EncodingTooDeep, run_deep
from errlang.encoder.encoding import Encoding


def test_mutual_recursion_at_bound_128(encode_c: Callable[..., Encoding], solve) -> None:
    encoding = encode_c(
        """
        int is_odd(int n);
        int is_even(int n) { if (n == 0) return 1; return is_odd(n - 1); }
        int is_odd(int n) { if (n == 0) return 0; return is_even(n - 1); }
        int main(void) {
          int n = __VERIFIER_nondet_int();
          if (n < 0 || n > 100) return 0;
          assert(is_even(n) == (n % 2 == 0));
          return 0;
        }
        """,
        bound=128,
    )
    failing = [t for t in encoding.terminations if t.site >= 0]
    assert failing and all(solve(encoding, t.guard) is None for t in failing)


def test_too_deep_is_a_typed_error() -> None:
    def forever(depth: int) -> int:
        return forever(depth + 1) + 1

    with pytest.raises(EncodingTooDeep, match="nest deeper"):
        run_deep(lambda: forever(0))
    assert run_deep(lambda: 42) == 42
