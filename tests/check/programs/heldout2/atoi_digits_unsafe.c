/* A PIN checker converts four input digit characters with atoi and compares against a
 * stored PIN; an input that equals the PIN reaches the alarm. */
#include <assert.h>
#include <stdlib.h>
extern char __VERIFIER_nondet_char(void);

static const int stored_pin = 4071;

int main(void)
{
  char pin[5];
  for (int i = 0; i < 4; i++) {
    char c = __VERIFIER_nondet_char();
    if (c < '0' || c > '9')
      return 0;
    pin[i] = c;
  }
  pin[4] = '\0';
  int v = atoi(pin);
  assert(v >= 0 && v <= 9999);
  assert(v != stored_pin); /* the secret must not be guessable: it is */
  return 0;
}
