/* Structs, nested structs, pointers into them, struct copy and struct return. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct point {
  int x;
  int y;
};

struct account {
  int id;
  struct point pos;
  int balance;
};

static void move(struct point *p, int dx, int dy) {
  p->x += dx;
  p->y += dy;
}

static void withdraw(struct account *a, int amount) {
  if (amount <= a->balance)
    a->balance -= amount;
}

static struct point make_point(int x, int y) {
  struct point p = {x, y};
  return p;
}

int main(void) {
  struct account acc = {1, {0, 0}, 100};
  struct account copy;
  int *bp = &acc.balance;
  struct point *pp = &acc.pos;
  int amount = __VERIFIER_nondet_int();
  withdraw(&acc, amount);
  assert(*bp == acc.balance); // expect: holds
  assert(acc.balance >= 0); // expect: fails witness=-2147483600
  move(pp, 3, 4);
  move(&acc.pos, 1, 1);
  assert(acc.pos.x == 4 && acc.pos.y == 5); // expect: holds
  copy = acc;
  copy.pos.x = 99;
  assert(acc.pos.x == 4 && copy.pos.y == 5); // expect: holds
  struct point q = make_point(amount, 2);
  assert(q.x == amount && q.y == 2); // expect: holds
  int *py = &pp->y;
  *py = amount;
  assert(acc.pos.y != 42); // expect: fails witness=42
  return 0;
}
