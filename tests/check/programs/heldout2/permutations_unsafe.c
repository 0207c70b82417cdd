/* Generating all permutations of 4 elements recursively by swapping; the count should be
 * 4! = 24, but the backtracking step swaps with the wrong index, producing duplicates that the
 * "all distinct" check catches. */
#include <assert.h>
#include <string.h>

static char seen[24][5];
static int count;

static void swap(char *a, char *b)
{
  char t = *a;
  *a = *b;
  *b = t;
}

static void permute(char *s, int k, int n)
{
  if (k == n) {
    memcpy(seen[count], s, 5);
    count++;
    return;
  }
  for (int i = k; i < n; i++) {
    swap(&s[k], &s[i]);
    permute(s, k + 1, n);
    swap(&s[k], &s[k + (i > k)]); /* should undo with &s[i] */
  }
}

int main(void)
{
  char s[5] = "abcd";
  permute(s, 0, 4);
  assert(count == 24);
  for (int i = 0; i < count; i++)
    for (int j = i + 1; j < count; j++)
      assert(strcmp(seen[i], seen[j]) != 0);
  return 0;
}
