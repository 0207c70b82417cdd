/* The 2015 "Learning the Language of Error" tool's conventions, unmodified: nondet_int() and
 * check() used before any declaration (C89), _Learn_assert, void main(), a K&R definition,
 * and an input read from an uninitialised local in a nondet function the file defines. */

int nondet_int() { int v; return v; }

void main() {
  int mode = nondet_int();
  int speed = nondet_bool();
  int level = scale(mode, 3);
  if (speed)
    level = level + 1;
  _Learn_assert(level != 7); // expect: fails witness=2,1
  Learn_assert(check(level) >= 0); // expect: holds
}

int scale(m, k)
int m;
int k;
{
  return m * k;
}

int check(int v) { return v < 0 ? 0 : v; }
