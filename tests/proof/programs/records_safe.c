/* An array of records (a struct of two members) appended to while input arrives, then checked
   (issue 33, arrays of structs): each member becomes a cell of its own, proved with "every
   recs[k].key with k < n: recs[k].key == k" and "every recs[k].val with k < n: recs[k].val ==
   3 * k + 1". */
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
      recs[n].val = 3 * n + 1;
      n++;
    }
  }
  for (int i = 0; i < n; i++) {
    __VERIFIER_assert(recs[i].val == 3 * recs[i].key + 1);
  }
  return 0;
}
