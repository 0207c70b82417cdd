/* Run-length encoding of a short byte string into (count, byte) pairs and back: decoding the
 * encoding gives the input, and the encoding is at most twice as long. */
#include <assert.h>
#include <string.h>
extern char __VERIFIER_nondet_char(void);

static int rle_encode(const char *in, int n, unsigned char *out)
{
  int o = 0;
  for (int i = 0; i < n;) {
    int j = i;
    while (j < n && in[j] == in[i] && j - i < 255)
      j++;
    out[o++] = (unsigned char)(j - i);
    out[o++] = (unsigned char)in[i];
    i = j;
  }
  return o;
}

static int rle_decode(const unsigned char *in, int n, char *out)
{
  int o = 0;
  for (int i = 0; i + 1 < n; i += 2)
    for (int k = 0; k < in[i]; k++)
      out[o++] = (char)in[i + 1];
  return o;
}

int main(void)
{
  char s[5];
  for (int i = 0; i < 5; i++)
    s[i] = (char)('a' + (__VERIFIER_nondet_char() & 1));
  unsigned char enc[10];
  char dec[5];
  int e = rle_encode(s, 5, enc);
  assert(e >= 2 && e <= 10 && e % 2 == 0);
  int d = rle_decode(enc, e, dec);
  assert(d == 5 && memcmp(s, dec, 5) == 0);
  return 0;
}
