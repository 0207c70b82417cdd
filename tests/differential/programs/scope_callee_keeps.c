/* A helper keeps a pointer to a loop body's buffer in a static (a name table's last entry);
 * read after the loop, the buffer's life has ended (stack-use-after-scope). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static const char *saved;
static void remember(const char *s) { saved = s; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  for (int i = 0; i < n; i++) {
    char name[8] = "item";
    name[4] = (char)('0' + i);
    name[5] = 0;
    remember(name);
  }
  if (saved) assert(saved[4] != '2');
  return 0;
}
