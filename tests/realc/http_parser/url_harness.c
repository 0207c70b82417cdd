/* A user's harness for nodejs' http-parser (vendored by httptools 0.9.0): parse a known URL,
 * then a URL of 4 input bytes after "/", and check what the fields say. */
#include <assert.h>
#include <string.h>
#include "http_parser.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    struct http_parser_url u;
    const char *url = "http://a.b:80/p?q#f";
    http_parser_url_init(&u);
    assert(http_parser_parse_url(url, strlen(url), 0, &u) == 0);
    assert(u.port == 80 && (u.field_set & (1 << UF_QUERY)));
    assert(u.field_data[UF_HOST].off == 7 && u.field_data[UF_HOST].len == 3);

    char buf[5];
    buf[0] = '/';
    for (int i = 1; i < 5; i++)
        buf[i] = (char)__VERIFIER_nondet_uchar();
    http_parser_url_init(&u);
    if (http_parser_parse_url(buf, 5, 0, &u) == 0) {
        assert(u.field_set & (1 << UF_PATH));
        assert(u.field_data[UF_PATH].off + u.field_data[UF_PATH].len <= 5);
        assert(!(u.field_set & (1 << UF_QUERY))); /* fails: "/a?b" */
    }
    return 0;
}
