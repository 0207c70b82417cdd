/* Converting seconds to h:m:s with div(); the formatter's rollover check uses > where >= is
 * needed, so 60 seconds are shown as 0:0:60 instead of 0:1:0. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

struct hms {
  int h, m, s;
};

static struct hms split(int total)
{
  div_t hm = div(total, 3600);
  div_t ms = div(hm.rem, 60);
  struct hms r = {hm.quot, ms.quot, ms.rem};
  return r;
}

static struct hms add_second(struct hms t)
{
  t.s++;
  if (t.s > 60) { /* should be >= 60 */
    t.s = 0;
    t.m++;
  }
  return t;
}

int main(void)
{
  int total = __VERIFIER_nondet_int();
  if (total < 0 || total > 7200)
    return 0;
  struct hms t = split(total);
  assert(t.h * 3600 + t.m * 60 + t.s == total);
  struct hms u = add_second(t);
  assert(u.s < 60);
  return 0;
}
