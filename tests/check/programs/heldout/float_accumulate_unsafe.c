/* Ten times 0.1f is not 1.0f in single precision. */
#include <assert.h>

int main(void)
{
  float sum = 0.0f;
  int i;
  for (i = 0; i < 10; i++)
    sum += 0.1f;
  assert(sum > 0.99f && sum < 1.01f);
  assert(sum == 1.0f);
  return 0;
}
