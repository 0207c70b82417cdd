"""A pointer read from heap memory never written has no provenance (docs/encoder.md,
"Indeterminate pointers"): an access through it is undefined behaviour, whatever its bits —
it is not tested against every object (that made sll_to_dll_rev's bound-2 formula blow up)."""

from collections.abc import Callable

from errlang.encoder.encoding import UB, Encoding

PROGRAM = """
struct node { struct node *next; int value; };
int main(void) {
  struct node *a = malloc(sizeof *a), *b = malloc(sizeof *b);
  b->value = 5;
  struct node *p = a->next;
  if (p != NULL)
    assert(p->value != 5);
  return 0;
}
"""


def test_an_access_through_an_indeterminate_pointer_is_undefined(
    encode_c: Callable[..., Encoding], solve
) -> None:
    encoding = encode_c(PROGRAM)
    failing = [t for t in encoding.terminations if t.site >= 0]
    # a->next may hold b's address by its bits, but it was never written: no run reads b.
    # Since issue 31 the encoder proves the access certain UB on its path (p != NULL) and
    # encodes nothing after it, so the assertion has no termination at all
    assert failing == []
    undefined = [c for c in encoding.cuts if c.kind == UB]  # the access p->value
    assert {c.reason for c in undefined} == {"null dereference", "out-of-bounds access"}
    assert all(solve(encoding, c.guard) is not None for c in undefined)


def test_a_pointer_written_before_is_followed(encode_c: Callable[..., Encoding], solve) -> None:
    encoding = encode_c(PROGRAM.replace("b->value = 5;", "b->value = 5; a->next = b;"))
    (failing,) = [t for t in encoding.terminations if t.site >= 0]
    assert solve(encoding, failing.guard) is not None
