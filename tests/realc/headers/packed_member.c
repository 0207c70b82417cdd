/* A packed attribute on a member changes the layout too: refused at its place. */
#include <assert.h>
struct m {
  char c;
  int x __attribute__((packed));
};
int main(void) {
  assert(sizeof(struct m) == 5);
  return 0;
}
