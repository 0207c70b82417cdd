/* Structs holding arrays are copied by value (assignment, argument, return); modifying the
 * copy never changes the original, and comparing with memcmp after a full copy is equal. */
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

struct snapshot {
  int id;
  short samples[5];
  char label[6];
};

static struct snapshot bump(struct snapshot s)
{
  for (int i = 0; i < 5; i++)
    s.samples[i]++;
  s.label[0] = 'B';
  return s;
}

int main(void)
{
  struct snapshot a;
  memset(&a, 0, sizeof a);
  a.id = __VERIFIER_nondet_int();
  for (int i = 0; i < 5; i++)
    a.samples[i] = (short)(__VERIFIER_nondet_int() % 1000);
  strcpy(a.label, "snap");
  struct snapshot b = a;
  assert(memcmp(&a, &b, sizeof a) == 0);
  struct snapshot c = bump(b);
  assert(b.label[0] == 's' && c.label[0] == 'B');
  for (int i = 0; i < 5; i++)
    assert(c.samples[i] == b.samples[i] + 1 && b.samples[i] == a.samples[i]);
  b.samples[2] = 7;
  assert(a.samples[2] != 7 || c.samples[2] == 8);
  return 0;
}
