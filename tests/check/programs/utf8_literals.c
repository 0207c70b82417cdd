/* String and character literals with characters outside ASCII, as gcc reads them (UTF-8
   source and execution charsets): "é" is two bytes, 'é' a multi-character constant. All hold
   under gcc -fsanitize=address,undefined; errlang read "é" as one byte (sizeof 2) and crashed
   on "→" before the eighth session. */
#include <assert.h>
#include <stdio.h>
int main(void) {
  const char *s = "café";
  assert(sizeof("é") == 3);
  assert((unsigned char)s[3] == 0xc3 && (unsigned char)s[4] == 0xa9);
  assert('é' == 50089);
  char buf[16];
  int n = snprintf(buf, sizeof buf, "→%d", 5);
  assert(n == 4 && (unsigned char)buf[0] == 0xe2);
  assert(sizeof("\x4142") == 2 && "\x4142"[0] == 'B');
  assert(sizeof("\u00e9\U0001F600") == 7);
  return 0;
}
