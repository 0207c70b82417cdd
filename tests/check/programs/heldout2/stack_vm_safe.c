/* A tiny stack machine: opcodes as an enum, a switch with fallthrough for the binary ops'
 * common pop, a bounds-checked stack; evaluating (a + b) * 3 - a gives the direct result. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

enum op { PUSH, LOAD_A, LOAD_B, ADD, MUL, SUB, HALT };
struct insn {
  enum op op;
  int arg;
};

static int run(const struct insn *code, int a, int b, int *ok)
{
  int stack[4], sp = 0;
  *ok = 0;
  for (int pc = 0; pc < 16; pc++) {
    const struct insn *i = &code[pc];
    int rhs = 0;
    switch (i->op) {
    case PUSH:
    case LOAD_A:
    case LOAD_B:
      if (sp == 4)
        return 0;
      stack[sp++] = i->op == PUSH ? i->arg : i->op == LOAD_A ? a : b;
      continue;
    case ADD:
    case MUL:
    case SUB:
      if (sp < 2)
        return 0;
      rhs = stack[--sp];
      if (i->op == ADD)
        stack[sp - 1] += rhs;
      else if (i->op == MUL)
        stack[sp - 1] *= rhs;
      else
        stack[sp - 1] -= rhs;
      continue;
    case HALT:
      *ok = sp == 1;
      return sp == 1 ? stack[0] : 0;
    }
  }
  return 0;
}

int main(void)
{
  static const struct insn prog[] = {{LOAD_A, 0}, {LOAD_B, 0}, {ADD, 0}, {PUSH, 3},
                                     {MUL, 0},    {LOAD_A, 0}, {SUB, 0}, {HALT, 0}};
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a > -1000 && a < 1000 && b > -1000 && b < 1000);
  int ok;
  int r = run(prog, a, b, &ok);
  assert(ok && r == (a + b) * 3 - a);
  return 0;
}
