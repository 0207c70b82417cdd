/* A function declared and defined nowhere (engineer K, ninth session): errlang takes its
 * result as any value of its type, but gcc cannot link this program, so a failure that needs
 * get to return 7 is no run of the program as it is: the verdict says what it assumes. A
 * failure on a run that never calls get is a plain failure. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int get(int key);
int *lookup(int key);

int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a > 0) {
    int v = get(a);
    assert(v != 7);
  }
  if (a < 0) {
    assert(a != -5);
  }
  if (a == 0) {
    int *p = lookup(a); /* NULL or a new object of any contents */
    assert(p != 0);
  }
  return 0;
}
