/* A length-prefixed string with a flexible array member; the constructor allocates room for
 * the characters but truncates the stored length to a byte, so long names compare wrong. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

struct pstr {
  unsigned char len;
  char text[];
};

static struct pstr *pstr_make(const char *s, size_t n)
{
  struct pstr *p = malloc(sizeof(struct pstr) + n + 1);
  p->len = (unsigned char)(n & 0x0f); /* a 4-bit length field */
  memcpy(p->text, s, n);
  p->text[n] = '\0';
  return p;
}

int main(void)
{
  char name[24];
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20)
    return 0;
  memset(name, 'x', (size_t)n);
  name[n] = '\0';
  struct pstr *p = pstr_make(name, strlen(name));
  assert(p->len == strlen(p->text));
  free(p);
  return 0;
}
