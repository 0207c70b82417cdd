/* strdup's copy is checked before use: under --malloc-may-fail its allocation may fail and
   glibc's strdup then returns NULL (no dereference inside strdup). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *s = strdup("hey");
  assert(s == NULL || s[2] == 'y');
  char *t = strndup("abcdef", 3);
  assert(t == NULL || t[3] == 0);
  free(s);
  free(t);
  return 0;
}
