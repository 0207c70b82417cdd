/* A harness a user of cmark writes for its UTF-8 decoder (utf8.c, unchanged from the cmarkgfm
 * sdist 2025.10.22): decode four input bytes, check the code point, encode it back with
 * cmark's own encoder. Line 30 fails: cmark encodes U+FFFE and U+FFFF as the single bytes
 * 0xFE and 0xFF (utf8.c's encode_char), so "\xEF\xBF\xBF" does not come back (gcc agrees). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "buffer.c"
#include "cmark_ctype.c"
#include "utf8.c"

extern unsigned char nondet_uchar(void);

static cmark_mem mem = { calloc, realloc, free };

int main(void) {
  uint8_t s[4];
  int32_t c;
  for (int i = 0; i < 4; i++)
    s[i] = nondet_uchar();
  int n = cmark_utf8proc_iterate(s, 4, &c);
  if (n < 0) {
    assert(c == -1);
    return 0;
  }
  assert(n >= 1 && n <= 4);
  assert(c <= 0x10FFFF && (c < 0xD800 || c > 0xDFFF));
  cmark_strbuf b = CMARK_BUF_INIT(&mem);
  cmark_utf8proc_encode_char(c, &b);
  assert(b.size == n);
  assert(memcmp(b.ptr, s, (size_t)n) == 0);
  cmark_strbuf_free(&b);
  return 0;
}
