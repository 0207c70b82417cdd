// probe: array designators naming enumerators complete T a[] (tree-sitter's ts_supertype_map_slices)
// errlang: holds fails
// inputs: 0 | 1 | 5 | 9 | 10
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
typedef struct { unsigned short index; unsigned short length; } Slice;
enum { sym_a = 1, sym_b = sym_a + 4, sym_c = 2 * sym_b - 1 };
static const Slice slices[] = { [sym_b] = {.index = 0, .length = 4}, [sym_c] = {.index = 4, .length = 6}, [sym_a] = {1, 2} };
int main(void) {
  int i = __VERIFIER_nondet_int();
  assert(sizeof slices / sizeof slices[0] == 10);
  if (i < 0 || i >= 10) return 0;
  assert(slices[i].length == 0 || i == sym_a || i == sym_b);
  return 0;
}
