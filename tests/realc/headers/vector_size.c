/* vector_size changes the type itself: refused where used. */
typedef int v4 __attribute__((vector_size(16)));
int main(void) {
  v4 x = {1, 2, 3, 4};
  return x[0] - 1;
}
