/* A cleanup function runs where no call is written (at the end of fd's scope): written out as
 * a call (it was dropped once, closer's assertion held: "never called"; then refused). */
#include <assert.h>
static int closed;
static void closer(int *p) { closed = *p; assert(*p != 7); }
extern int nondet_int(void);
int main(void) {
  {
    int fd __attribute__((cleanup(closer))) = nondet_int();
    (void)fd;
  }
  return 0;
}
