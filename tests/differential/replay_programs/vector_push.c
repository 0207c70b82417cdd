/* A growable vector as C libraries write it (cmark's strbuf, libyaml's stacks): push keeps the
 * old data when realloc fails and says so; the caller asserts no push failed, which holds
 * only while realloc succeeds (--malloc-may-fail asks). */
#include <assert.h>
#include <stdlib.h>
struct vec { int *data; size_t len, cap; };
static int push(struct vec *v, int x) {
  if (v->len == v->cap) {
    size_t cap = v->cap ? 2 * v->cap : 2;
    int *grown = realloc(v->data, cap * sizeof *grown);
    if (!grown)
      return -1; /* the old data is kept */
    v->data = grown;
    v->cap = cap;
  }
  v->data[v->len++] = x;
  return 0;
}
int main(void) {
  struct vec v = {0, 0, 0};
  int failed = push(&v, 1) || push(&v, 2) || push(&v, 3);
  assert(!failed);
  assert(v.len == 3 || v.len < 3);
  free(v.data);
  return 0;
}
