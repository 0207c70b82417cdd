/* The unsafe twin of records_safe.c: recs[0].val is 0, found at a small bound. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }

struct rec {
  int key;
  long val;
};

#define N 1000
struct rec recs[N];

int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    if (n < N) {
      recs[n].key = n;
      recs[n].val = n == 0 ? 0 : 3 * n + 1;
      n++;
    }
  }
  for (int i = 0; i < n; i++) {
    __VERIFIER_assert(recs[i].val == 3 * recs[i].key + 1);
  }
  return 0;
}
