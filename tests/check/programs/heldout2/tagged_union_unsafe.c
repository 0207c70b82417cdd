/* A tagged union of values: the printer of a pair reads the wrong member for one tag, and an
 * assertion on the computed size fails. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

enum kind { K_INT, K_BOOL, K_PAIR };

struct value {
  enum kind kind;
  union {
    int i;
    _Bool b;
    struct {
      short first, second;
    } pair;
  } as;
};

static int weight(const struct value *v)
{
  switch (v->kind) {
  case K_INT:
    return v->as.i < 0 ? -v->as.i : v->as.i;
  case K_BOOL:
    return v->as.b;
  case K_PAIR:
    return v->as.pair.first + v->as.i; /* should be pair.second */
  }
  return 0;
}

int main(void)
{
  struct value v;
  int k = __VERIFIER_nondet_int();
  v.kind = (enum kind)((unsigned)k % 3u);
  if (v.kind == K_PAIR) {
    v.as.pair.first = 2;
    v.as.pair.second = 3;
    assert(weight(&v) == 5);
  } else if (v.kind == K_BOOL) {
    v.as.b = 1;
    assert(weight(&v) == 1);
  } else {
    v.as.i = -7;
    assert(weight(&v) == 7);
  }
  return 0;
}
