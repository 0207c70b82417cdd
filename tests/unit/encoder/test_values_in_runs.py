"""Values in counterexamples (issue 14 item 2): each step's writes named as C writes them,
each input's receiver, each failing assertion's reads — evaluated in a model of a failing run."""

import z3


def _failing_model(encoding, solve):
    ends = [t for t in encoding.terminations if t.site >= 0]
    model = solve(encoding, z3.Or(*(t.guard for t in ends)))
    assert model is not None
    return model, next(t for t in ends if z3.is_true(model.eval(t.guard, model_completion=True)))


def _signed(model, term):
    value = model.eval(term, model_completion=True).as_long()
    return value - (1 << term.size()) if value >> (term.size() - 1) else value


def _writes(encoding, model):
    """(line, name, value) of every write on the run ``model`` describes, in order."""
    return [
        (step.loc.line, w.name, _signed(model, w.value))
        for step in encoding.steps
        for w in step.writes
        if z3.is_true(model.eval(w.guard, model_completion=True))
    ]


BANK = """
int credit;
void withdraw(int amount) { credit = credit - amount; }
int main(void) {
  int rounds = __VERIFIER_nondet_int();
  __VERIFIER_assume(rounds == 1);
  int op = __VERIFIER_nondet_int();
  __VERIFIER_assume(op == 1);
  credit = 0;
  if (op == 1)
    withdraw(1);
  assert(credit >= 0);
  return 0;
}
"""


def test_bank_inputs_writes_and_reads(encode_c, solve):
    encoding = encode_c(BANK)
    model, end = _failing_model(encoding, solve)
    assert [(i.target, _signed(model, i.symbol)) for i in encoding.inputs] == [
        ("rounds", 1),
        ("op", 1),
    ]
    writes = _writes(encoding, model)
    assert (2, "credit", -1) in writes
    assert (4, "rounds", 1) in writes and (8, "credit", 0) in writes
    assert [(r.name, _signed(model, r.value)) for r in end.reads] == [("credit", -1)]


def test_members_elements_and_dereferences_are_named(encode_c, solve):
    encoding = encode_c(
        """
        struct node { int data; struct node *next; };
        struct pair { int a[2]; long b; } g;
        int main(void) {
          int i = __VERIFIER_nondet_int();
          __VERIFIER_assume(i == 1);
          struct node *p = malloc(sizeof(struct node));
          p->next = p;
          p->next->data = 7;
          int v[3];
          v[i] = 4;
          g.a[1] = 5;
          g.b = 6;
          int *q = &v[0];
          *q = 8;
          assert(p->data + v[i] != 11);
          return 0;
        }
        """
    )
    model, end = _failing_model(encoding, solve)
    named = [(line, name) for line, name, _ in _writes(encoding, model)]
    for expected in [
        (7, "p->next"),
        (8, "p->next->data"),
        (10, "v[i]"),
        (11, "g.a[1]"),
        (12, "g.b"),
        (14, "*q"),
    ]:
        assert expected in named, named
    assert [r.name for r in end.reads] == ["p->data", "v[i]", "i"]
    assert [_signed(model, r.value) for r in end.reads] == [7, 4, 1]


def test_temporaries_are_not_shown_and_inputs_without_receiver(encode_c, solve):
    encoding = encode_c(
        """
        int main(void) {
          __VERIFIER_nondet_int();
          int x = __VERIFIER_nondet_int() + 1;
          assert(x != 3);
          return 0;
        }
        """
    )
    model, _ = _failing_model(encoding, solve)
    assert [i.target for i in encoding.inputs] == [None, None]
    assert all(not name.startswith("$") for _, name, _ in _writes(encoding, model))
    assert (3, "x", 3) in _writes(encoding, model)
