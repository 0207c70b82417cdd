/* A ticket dispenser with a static local counter of type unsigned char: after 256 tickets
 * the numbers repeat, and the "all tickets distinct" check fails. */
#include <assert.h>

static unsigned char next_ticket(void)
{
  static unsigned char counter = 0;
  return counter++;
}

int main(void)
{
  unsigned char first = next_ticket();
  for (int i = 0; i < 300; i++) {
    unsigned char t = next_ticket();
    assert(t != first);
  }
  return 0;
}
