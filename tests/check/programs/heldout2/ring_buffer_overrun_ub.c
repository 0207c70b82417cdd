/* A ring buffer whose wrap-around test is off by one: the head reaches index CAP and the
 * push writes one element past the array (undefined behaviour). */
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);

#define CAP 4
static int16_t samples[CAP];
static unsigned head, count;

static void push(int16_t v)
{
  samples[head] = v;
  head++;
  if (head > CAP) /* should be head == CAP */
    head = 0;
  if (count < CAP)
    count++;
}

static int average(void)
{
  int sum = 0;
  for (unsigned i = 0; i < count; i++)
    sum += samples[i];
  return count ? sum / (int)count : 0;
}

int main(void)
{
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  for (int i = 0; i < n; i++)
    push((int16_t)(i * 3));
  return average() > 100;
}
