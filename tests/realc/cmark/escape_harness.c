/* A harness a user of cmark writes for its HTML escaping (houdini_html_e.c, unchanged) into a
 * string buffer whose allocator is a struct of the user's own hooks over libc (as cmark.c's
 * default allocator: xcalloc/xrealloc/xfree), on two input bytes. */
#include <assert.h>
#include <stdlib.h>
#include "buffer.c"
#include "cmark_ctype.c"
#include "houdini_html_e.c"

extern unsigned char nondet_uchar(void);

static int allocations;
static void *counted_calloc(size_t n, size_t size) { allocations++; return calloc(n, size); }
static void *counted_realloc(void *p, size_t size) { allocations++; return realloc(p, size); }
static cmark_mem hooks = { counted_calloc, counted_realloc, free };

int main(void) {
  cmark_strbuf out = CMARK_BUF_INIT(&hooks);
  uint8_t text[2] = { nondet_uchar(), nondet_uchar() };
  houdini_escape_html0(&out, text, 2, 0);
  assert(allocations >= 1 || out.size == 0);
  assert(out.size >= 2 && out.size <= 12);          /* "&quot;" is the longest escape */
  assert(out.ptr[out.size] == 0);
  if (text[0] == '<') assert(out.ptr[0] == '&' && out.ptr[1] == 'l');
  if (text[0] == '/') assert(out.ptr[0] == '/');    /* not escaped when not secure */
  assert(out.size != 10);                           /* fails: "&amp;&quot;" */
  cmark_strbuf_free(&out);
  return 0;
}
