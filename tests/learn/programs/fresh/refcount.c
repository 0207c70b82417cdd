/* A reference-counted object shared by an unbounded sequence of users. `obj_get` / `obj_put`
 * count references; `use_object` fails (nondet) on a bad request and its error path drops
 * the reference, but the caller drops it again (bug: double put). A later user then touches
 * a freed object: `obj_touch` asserts the count is positive. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

static int refs = 1; /* the owner's reference */

static void obj_get(void) { refs++; }
static void obj_put(void) { refs--; }
static void obj_touch(void) { assert(refs > 0); }

static int use_object(void) {
  obj_touch();
  if (__VERIFIER_nondet_int()) {
    obj_put(); /* error path releases the reference */
    return -1;
  }
  return 0;
}

int main(void) {
  while (__VERIFIER_nondet_int()) {
    obj_get();
    use_object();
    obj_put(); /* bug: also after the error path already put it */
  }
  return 0;
}
