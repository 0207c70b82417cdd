/* A generic for-each over an array of records calling back through void* context: one
 * callback accumulates a sum, another tracks the maximum; both agree with direct loops. */
#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct rec {
  int id;
  int score;
};

typedef void (*visit_fn)(const struct rec *, void *);

static void for_each(const struct rec *r, size_t n, visit_fn fn, void *ctx)
{
  for (size_t i = 0; i < n; i++)
    fn(&r[i], ctx);
}

struct sum_ctx {
  long total;
  int seen;
};

static void add_score(const struct rec *r, void *ctx)
{
  struct sum_ctx *c = ctx;
  c->total += r->score;
  c->seen++;
}

static void max_score(const struct rec *r, void *ctx)
{
  const struct rec **best = ctx;
  if (*best == NULL || r->score > (*best)->score)
    *best = r;
}

int main(void)
{
  struct rec rs[4];
  for (int i = 0; i < 4; i++) {
    rs[i].id = i;
    rs[i].score = __VERIFIER_nondet_int();
    __VERIFIER_assume(rs[i].score >= -1000 && rs[i].score <= 1000);
  }
  struct sum_ctx s = {0, 0};
  for_each(rs, 4, add_score, &s);
  const struct rec *best = NULL;
  for_each(rs, 4, max_score, &best);
  long direct = 0;
  for (int i = 0; i < 4; i++) {
    direct += rs[i].score;
    assert(rs[i].score <= best->score);
  }
  assert(s.total == direct && s.seen == 4);
  assert(best >= rs && best < rs + 4);
  return 0;
}
