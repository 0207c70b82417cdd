/* errlang-mine: seed "X = buf_new(...)" bad "buf_free\(X0\) ; .*buf_"
 * An allocation API (new / put / get / free): buffers filled and drained in loops, a failed
 * allocation, a buffer freed without use, and one double free.
 */
struct buf;
struct buf *buf_new(int size);
int buf_put(struct buf *b, int v);
int buf_get(struct buf *b);
void buf_free(struct buf *b);
int __VERIFIER_nondet_int(void);

static int fill_and_sum(int n) {
  struct buf *b = buf_new(n);
  if (!b)
    return 0;
  for (int i = 0; i < n; i++)
    buf_put(b, i);
  int s = buf_get(b);
  buf_free(b);
  return s;
}

static void scratch(void) {
  struct buf *b = buf_new(1);
  if (b)
    buf_free(b);
}

static int echo(int v) {
  struct buf *b = buf_new(1);
  if (b == 0)
    return -1;
  buf_put(b, v);
  v = buf_get(b);
  buf_free(b);
  return v;
}

static void cleanup_twice(void) {
  struct buf *b = buf_new(4);
  if (!b)
    return;
  buf_put(b, 7);
  buf_free(b);
  buf_free(b); /* wrong: double free */
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 0 && n <= 2)
    fill_and_sum(n);
  else if (n == 3)
    scratch();
  else if (n == 4)
    echo(n);
  else if (n == 5)
    cleanup_twice();
  return 0;
}
