"""Undeclared ``__VERIFIER_nondet_<type>()`` calls return the type their name says (SV-COMP's
Linux-derived tasks use u8 … u64, s8 … s64, loff_t, pointer), not C89's implicit int: an int
would have left out every 64-bit value above 2^31."""

from errlang.ir import nodes as n
from errlang.ir import types as t


def test_undeclared_nondet_functions_return_their_named_type(lower_c):
    ir = lower_c(
        """
        int main(void) {
          unsigned long long a = __VERIFIER_nondet_u64();
          short b = __VERIFIER_nondet_s16();
          long c = __VERIFIER_nondet_loff_t();
          void *p = __VERIFIER_nondet_pointer();
          return (int)(a + b + c) + (p != 0);
        }
        """
    )
    types = {i.function: i.type for i in ir.functions["main"].body if isinstance(i, n.Nondet)}
    assert types["__VERIFIER_nondet_u64"] == t.ULLONG
    assert types["__VERIFIER_nondet_s16"] == t.SHORT
    assert types["__VERIFIER_nondet_loff_t"] == t.LONG
    assert types["__VERIFIER_nondet_pointer:null"] == t.BOOL  # a fresh object or null
