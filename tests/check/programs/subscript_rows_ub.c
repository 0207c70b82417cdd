/* A subscript through a pointer to arrays, outside the pointed-to array: gcc 12's
 * -fsanitize=bounds reports both ("index 2 out of bounds for type 'int [2]'"). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int m[3][2] = { { 1, 2 }, { 3, 4 }, { 5, 6 } };

int row_item(int (*rows)[2], int i) { return rows[1][i]; }
int first_row_item(int (*row)[2], int i) { return (*row)[i]; }

int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 2) return 0;
  int choice = __VERIFIER_nondet_int();
  int v = choice ? row_item(m, i) : first_row_item(m, i);
  assert(v != 5 && v != 3);
  return 0;
}
