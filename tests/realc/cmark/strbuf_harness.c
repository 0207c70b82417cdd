/* A harness a user of cmark writes for its string buffer (buffer.c, unchanged from cmark-gfm
 * 0.29.0.gfm as vendored by the cmarkgfm sdist): the allocator hooks are libc's own functions,
 * `{ calloc, realloc, free }`, called through buf->mem->realloc as cmark does. */
#include <assert.h>
#include <stdlib.h>
#include "buffer.c"
#include "cmark_ctype.c"

extern char nondet_char(void);

static cmark_mem mem = { calloc, realloc, free };

int main(void) {
  cmark_strbuf buf = CMARK_BUF_INIT(&mem);
  char c = nondet_char();
  cmark_strbuf_puts(&buf, "ab");
  cmark_strbuf_putc(&buf, c);
  assert(buf.size == 3);
  assert(buf.ptr[2] == (unsigned char)c);
  assert(buf.ptr[3] == 0);                  /* zero-terminated */
  assert(buf.asize >= buf.size + 1);
  cmark_strbuf_trim(&buf);
  assert(buf.size == 3);                    /* fails: c may be a space */
  cmark_strbuf_free(&buf);
  assert(buf.ptr == cmark_strbuf__initbuf && buf.size == 0);
  return 0;
}
