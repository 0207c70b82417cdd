// oracle-file: domain=0:3 loop-bound=4
/* A tiny stack machine: up to four instructions (0 = halt, 1 = push, 2 = add, 3 = dup)
 * on a stack of depth 3. `op_add` checks for two operands, `op_dup` forgets to check for
 * one (bug), reading below the stack: the bounds check asserts sp stays in range. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

#define DEPTH 3

static int stack[DEPTH];
static int sp;

static void check_sp(void) {
  assert(sp >= 0 && sp <= DEPTH); // oracle: alphabet=functions
}

static void op_push(int v) {
  if (sp < DEPTH) stack[sp++] = v;
}

static void op_add(void) {
  if (sp >= 2) {
    stack[sp - 2] += stack[sp - 1];
    sp--;
  }
}

static void op_dup(void) {
  if (sp < DEPTH) { /* bug: no check that sp >= 1 */
    sp--;
    check_sp();
    int top = stack[sp];
    sp++;
    stack[sp++] = top;
  }
}

int main(void) {
  for (int pc = 0; pc < 4; pc++) {
    int op = __VERIFIER_nondet_int();
    __VERIFIER_assume(op >= 0 && op <= 3);
    if (op == 0) break;
    if (op == 1) op_push(pc);
    else if (op == 2) op_add();
    else op_dup();
  }
  return 0;
}
