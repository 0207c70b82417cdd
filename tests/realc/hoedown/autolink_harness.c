/* A user's harness for hoedown's autolinker (misaka 2.1.1's vendored hoedown 3: autolink.c,
 * buffer.c): is "http://" followed by an input byte a safe link; is "www." followed by three
 * input bytes a www link, and what is linked. */
#include <assert.h>
#include <ctype.h>
#include <string.h>
#include "autolink.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    uint8_t url[8] = "http://";
    url[7] = __VERIFIER_nondet_uchar();
    assert(hoedown_autolink_is_safe(url, 8) == (isalnum(url[7]) != 0));

    uint8_t text[7] = {'w', 'w', 'w', '.'};
    for (int i = 4; i < 7; i++)
        text[i] = __VERIFIER_nondet_uchar();
    hoedown_buffer *link = hoedown_buffer_new(16);
    size_t rewind = 5;
    size_t n = hoedown_autolink__www(&rewind, link, text, 0, 7, 0);
    if (n > 0) {
        assert(n >= 5 && n <= 7 && rewind == 0);
        assert(link->size == n && memcmp(link->data, "www.", 4) == 0);
        assert(isalnum(text[n - 1]) || text[n - 1] == '/' || text[n - 1] >= 0x80);
        assert(n == 7); /* the user's guess: fails, "www.a b" links "www.a" */
    }
    hoedown_buffer_free(link);
    return 0;
}
