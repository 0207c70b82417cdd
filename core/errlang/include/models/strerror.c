/* strerror (C11 7.24.6.2): a string of static storage describing the error; its words are the
 * C library's and the locale's, so here they are input characters (printable, at most 63):
 * a program may print or copy it, never rely on its letters. */
#include <string.h>

int __VERIFIER_nondet_int(void);
unsigned char __VERIFIER_nondet_uchar(void);

char *strerror(int error)
{
  static char message[64];
  int length = __VERIFIER_nondet_int(), i = 0;
  __VERIFIER_assume(length >= 1 && length <= 63);
  while (i < length) {
    unsigned char c = __VERIFIER_nondet_uchar();
    __VERIFIER_assume(c >= 32 && c < 127);
    message[i] = (char)c;
    i++;
  }
  message[length] = 0;
  return message;
}
