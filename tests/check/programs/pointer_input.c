/* An undefined function returning a pointer: null or a fresh object, an input of the call. */
struct node { int value; struct node *next; };
struct node *find(int key);
int main(void) {
  struct node *n = find(3);
  if (n == 0) {
    __VERIFIER_assert(0);
    return 0;
  }
  n->value = 1;
  __VERIFIER_assert(find(4)->value != 5 || n->value == 1);
  __VERIFIER_assert(n == 0);
  return 0;
}
