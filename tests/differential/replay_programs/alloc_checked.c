/* A buffer initialiser that checks malloc's result and reports it, as careful C does: the
 * caller's assertion fails only in a run where malloc returns NULL, which errlang examines
 * with --malloc-may-fail (by default allocations succeed, as CBMC's do). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
struct buf { char *data; size_t len; };
static int buf_init(struct buf *b, size_t n) {
  b->data = malloc(n);
  if (b->data == NULL)
    return -1;
  memset(b->data, 0, n);
  b->len = n;
  return 0;
}
int main(void) {
  struct buf b;
  int rc = buf_init(&b, 16);
  assert(rc == 0);
  free(b.data);
  return 0;
}
