"""Cuts (issue 16 items 1–2): every site that blocks runs is recorded with its reason, line and
a guard that is satisfiable exactly when the C program can reach it."""

import pytest
from errlang.encoder.encoding import BOUND, UB, UNSUPPORTED, Encoding

CASES = [
    # (program, kind, reason, line)
    (
        """
        int main(void) {
          int x = __VERIFIER_nondet_int();
          return 10 / x;
        }
        """,
        UB,
        "division by zero",
        3,
    ),
    (
        """
        int main(void) {
          int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
          return x % y;
        }
        """,
        UB,
        "INT_MIN / -1",
        3,
    ),
    (
        """
        int main(void) {
          int x = __VERIFIER_nondet_int();
          return 1 << x;
        }
        """,
        UB,
        "shift out of range",
        3,
    ),
    (
        """
        int main(void) {
          int *p = 0;
          if (__VERIFIER_nondet_int())
            return *p;
          return 0;
        }
        """,
        UB,
        "null dereference",
        4,
    ),
    (
        """
        int main(void) {
          int a[3];
          int i = __VERIFIER_nondet_int();
          a[i] = 1;
          return 0;
        }
        """,
        UB,
        "out-of-bounds access",
        4,
    ),
    (
        """
        int main(void) {
          int *p = malloc(sizeof(int));
          free(p);
          *p = 1;
          return 0;
        }
        """,
        UB,
        "use after free",
        4,
    ),
    (
        """
        int *f(void) { int v = 1; return &v; }
        int main(void) {
          int *p = f();
          return *p;
        }
        """,
        UB,
        "dangling pointer",
        4,
    ),
    (
        """
        int main(void) {
          int *p = malloc(sizeof(int));
          free(p);
          free(p);
          return 0;
        }
        """,
        UB,
        "invalid free",
        4,
    ),
    (
        """
        int main(void) {
          char a[8];
          memcpy(a + 1, a, 4);
          return 0;
        }
        """,
        UB,
        "overlapping memcpy",
        3,
    ),
    (
        """
        int main(void) {
          int n = __VERIFIER_nondet_int(), i = 0;
          while (i < n)
            i++;
          return i;
        }
        """,
        BOUND,
        "loop bound",
        3,
    ),
    (
        """
        int f(int n) {
          if (n <= 0) return 0;
          return 1 + f(n - 1);
        }
        int main(void) { return f(__VERIFIER_nondet_int()); }
        """,
        BOUND,
        "recursion bound",
        3,
    ),
    (
        """
        void g(void) { __asm__("nop"); }
        int main(void) {
          if (__VERIFIER_nondet_int()) g();
          return 0;
        }
        """,
        UNSUPPORTED,
        None,
        1,
    ),
]


def _cuts(encoding: Encoding, kind: str, reason: str | None) -> list:
    return [c for c in encoding.cuts if c.kind == kind and reason in (None, c.reason)]


@pytest.mark.parametrize(("source", "kind", "reason", "line"), CASES)
def test_each_cut_is_recorded_reachable_and_located(encode_c, solve, source, kind, reason, line):
    encoding = encode_c(source, bound=2)
    cuts = [c for c in _cuts(encoding, kind, reason) if solve(encoding, c.guard) is not None]
    assert cuts, [(c.kind, c.reason, c.loc.line) for c in encoding.cuts]
    assert {c.loc.line for c in cuts} == {line}


SAFE = [
    # the same operations, guarded so that no run reaches the undefined case
    """
    int main(void) {
      int x = __VERIFIER_nondet_int();
      if (x != 0 && x != -1) return 10 / x + x % 7 + (1 << (x & 7));
      return 0;
    }
    """,
    """
    int main(void) {
      int a[3];
      int i = __VERIFIER_nondet_int();
      if (i >= 0 && i < 3) a[i] = 1;
      int *p = malloc(sizeof(int));
      *p = 1;
      free(p);
      int *q = 0;
      free(q);
      return 0;
    }
    """,
    """
    int main(void) {
      int n = __VERIFIER_nondet_int(), i = 0;
      if (n > 2) n = 2;
      while (i < n) i++;
      return i;
    }
    """,
]


@pytest.mark.parametrize("source", SAFE)
def test_unreachable_cuts_are_unsatisfiable(encode_c, solve, source):
    encoding = encode_c(source, bound=2)
    reachable = [
        (c.kind, c.reason, c.loc.line)
        for c in encoding.cuts
        if solve(encoding, c.guard) is not None
    ]
    assert reachable == []


def test_bound_hit_is_the_disjunction_of_bound_cuts(encode_c, solve):
    source = """
    int main(void) {
      int n = __VERIFIER_nondet_int(), i = 0;
      while (i < n) i++;
      return 10 / n;
    }
    """
    at_three = encode_c(source, bound=3)
    bound = _cuts(at_three, BOUND, "loop bound")
    assert len(bound) == 1
    model = solve(at_three, at_three.bound_hit)
    assert model is not None
    assert model.eval(bound[0].guard, model_completion=True)
    # n == 3 is within bound 3 (exactly b iterations); only n > 3 reaches the bound
    [n] = [i.symbol for i in at_three.inputs]
    assert solve(at_three, at_three.bound_hit, n == 3) is None
    assert solve(at_three, at_three.bound_hit, n == 4) is not None


def test_undefined_runs_stay_blocked(encode_c, solve):
    encoding = encode_c(
        """
        int main(void) {
          int x = __VERIFIER_nondet_int();
          int y = 10 / x;
          assert(x != 0);
          return y;
        }
        """
    )
    [end] = encoding.failing(0)
    assert solve(encoding, end.guard) is None
    [cut] = _cuts(encoding, UB, "division by zero")
    model = solve(encoding, cut.guard)
    assert model is not None
    [x] = [i.symbol for i in encoding.inputs]
    assert model.eval(x).as_long() == 0


def test_unsupported_keeps_its_message(encode_c, solve):
    encoding = encode_c(
        """
        void g(void) { __asm__("nop"); }
        int main(void) { g(); return 0; }
        """
    )
    [(guard, message)] = encoding.unsupported
    assert "inline assembly" in message
    assert solve(encoding, guard) is not None
