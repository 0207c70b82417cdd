/* qsort of records with a comparator on two keys (score descending, then id ascending): the
 * result is sorted, a permutation of the input, and stable by id. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct entry {
  int id;
  int score;
};

static int by_score_then_id(const void *pa, const void *pb)
{
  const struct entry *a = pa, *b = pb;
  if (a->score != b->score)
    return a->score > b->score ? -1 : 1;
  return (a->id > b->id) - (a->id < b->id);
}

int main(void)
{
  struct entry e[4];
  int id_sum = 0;
  for (int i = 0; i < 4; i++) {
    e[i].id = i;
    e[i].score = __VERIFIER_nondet_int() % 3;
    id_sum += i;
  }
  qsort(e, 4, sizeof e[0], by_score_then_id);
  int seen = 0;
  for (int i = 0; i < 4; i++) {
    seen += e[i].id;
    if (i > 0) {
      assert(e[i - 1].score >= e[i].score);
      if (e[i - 1].score == e[i].score)
        assert(e[i - 1].id < e[i].id);
    }
  }
  assert(seen == id_sum);
  return 0;
}
