/* Struct assignment copies the pointer, not the buffer it points to. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "struct_shallow_copy.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }

struct point { int x, y; };
struct shape {
  struct point origin;
  int n;
  int *weights;
  int tags[3];
};

static int storage[3];

int main(void)
{
  struct shape a = { { 1, 2 }, 3, storage, { 7, 8, 9 } };
  struct shape b;
  int i;
  for (i = 0; i < 3; i++)
    storage[i] = i + 1;
  b = a;
  b.origin.x = __VERIFIER_nondet_int();
  b.tags[1] = 0;
  __VERIFIER_assert(a.tags[1] == 8);
  __VERIFIER_assert(a.origin.x == 1);
  if (__VERIFIER_nondet_int())
    b.weights[2] = 0;
  __VERIFIER_assert(a.weights[2] == 3);
  return 0;
}
