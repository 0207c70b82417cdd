/* A state machine whose states are functions returning the next state function (a struct
 * wrapping the pointer, the usual trick for a self-referential function type): parses
 * "a+b" shaped input of letters and '+', counting terms. */
#include <assert.h>
extern char __VERIFIER_nondet_char(void);

struct state;
typedef struct state (*state_fn)(char c, int *terms);
struct state {
  state_fn fn;
};

static struct state in_term(char c, int *terms);
static struct state after_plus(char c, int *terms);
static struct state error_state(char c, int *terms)
{
  (void)c;
  (void)terms;
  return (struct state){error_state};
}

static struct state start(char c, int *terms)
{
  if (c >= 'a' && c <= 'z') {
    (*terms)++;
    return (struct state){in_term};
  }
  return (struct state){error_state};
}

static struct state in_term(char c, int *terms)
{
  if (c >= 'a' && c <= 'z')
    return (struct state){in_term};
  if (c == '+')
    return (struct state){after_plus};
  (void)terms;
  return (struct state){error_state};
}

static struct state after_plus(char c, int *terms) { return start(c, terms); }

int main(void)
{
  char in[4];
  for (int i = 0; i < 4; i++) {
    char c = __VERIFIER_nondet_char();
    in[i] = c == '+' ? '+' : (c & 1 ? 'x' : '?');
  }
  struct state s = {start};
  int terms = 0, plus = 0;
  for (int i = 0; i < 4; i++) {
    s = s.fn(in[i], &terms);
    plus += in[i] == '+';
  }
  if (s.fn == in_term)
    assert(terms == plus + 1);
  if (s.fn == after_plus)
    assert(terms == plus);
  assert(terms <= 2);
  return 0;
}
