/* Struct of arrays: positions and velocities kept in separate arrays, clamped into a box;
 * every particle stays inside the box after any number of steps. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

#define N 4
#define LO 0
#define HI 100

struct particles {
  int x[N];
  int vx[N];
  unsigned char alive[N];
};

static void step(struct particles *p)
{
  for (int i = 0; i < N; i++) {
    if (!p->alive[i])
      continue;
    int nx = p->x[i] + p->vx[i];
    if (nx < LO) {
      nx = LO;
      p->vx[i] = -p->vx[i];
    } else if (nx > HI) {
      nx = HI;
      p->vx[i] = -p->vx[i];
    }
    p->x[i] = nx;
  }
}

int main(void)
{
  struct particles p;
  for (int i = 0; i < N; i++) {
    p.x[i] = __VERIFIER_nondet_int();
    p.vx[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(p.x[i] >= LO && p.x[i] <= HI);
    __VERIFIER_assume(p.vx[i] >= -50 && p.vx[i] <= 50);
    p.alive[i] = (unsigned char)(i % 2 == 0 || p.vx[i] != 0);
  }
  for (int t = 0; t < 3; t++)
    step(&p);
  for (int i = 0; i < N; i++)
    assert(p.x[i] >= LO && p.x[i] <= HI);
  return 0;
}
