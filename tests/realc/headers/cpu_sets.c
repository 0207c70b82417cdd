/* glibc's CPU sets (<sched.h> under _GNU_SOURCE), as libuv's uv_available_parallelism uses them
 * (before: "syntax error before set"). gcc with glibc on all 65,536 inputs fails only the
 * last line (when a == b). */
#define _GNU_SOURCE
#include <assert.h>
#include <sched.h>
#include <string.h>
unsigned char nondet_uchar(void);
int main(void) {
  cpu_set_t set;
  unsigned a = nondet_uchar() % 200, b = nondet_uchar() % 200;
  assert(sizeof set == 128);
  CPU_ZERO(&set);
  CPU_SET(a, &set);
  CPU_SET(b, &set);
  assert(CPU_ISSET(a, &set) && CPU_ISSET(b, &set));
  assert(CPU_COUNT(&set) == (a == b ? 1 : 2));
  CPU_CLR(a, &set);
  assert(CPU_COUNT(&set) == (a == b ? 0 : 1) && !CPU_ISSET(a, &set));
  assert(CPU_COUNT(&set) != 0); /* fails when a == b */
  return 0;
}
