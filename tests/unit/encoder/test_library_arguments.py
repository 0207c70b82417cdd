"""Arguments of the heap and memory builtins are converted as their prototypes say
(C11 6.5.2.2p7): ``free(0)`` passes an int constant that becomes a null pointer."""

from collections.abc import Callable

import z3
from errlang.encoder.encoding import UB, Encoding


def _failing(encoding: Encoding, solve: Callable[..., z3.ModelRef | None]) -> list[int]:
    return [
        t.site
        for t in encoding.terminations
        if t.site >= 0 and solve(encoding, t.guard) is not None
    ]


def test_free_of_int_zero_is_a_null_free(encode_c: Callable[..., Encoding], solve) -> None:
    encoding = encode_c(
        """
        int main(void) {
          free(0);
          char b[2];
          memset(b, 0, 2u);
          memcpy(b, b + 1, 1L);
          assert(b[0] == 1);
          return 0;
        }
        """
    )
    assert _failing(encoding, solve)
    assert not [c for c in encoding.cuts if c.kind == UB and solve(encoding, c.guard) is not None]
