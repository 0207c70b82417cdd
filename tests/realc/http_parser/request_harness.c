/* A user's harness for http-parser's request parser: callbacks count what they see; a known
 * request, then the same request with an input byte in place of the path's character. */
#include <assert.h>
#include <string.h>
#include "http_parser.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

static int urls, headers, completes;
static size_t url_length;

static int on_url(http_parser *p, const char *at, size_t len)
{
    (void)p; (void)at;
    urls++;
    url_length += len;
    return 0;
}
static int on_header_field(http_parser *p, const char *at, size_t len)
{
    (void)p; (void)at; (void)len;
    headers++;
    return 0;
}
static int on_message_complete(http_parser *p)
{
    (void)p;
    completes++;
    return 0;
}

int main(void)
{
    http_parser_settings settings;
    http_parser parser;
    char request[] = "GET /x HTTP/1.1\r\nHost: a\r\n\r\n";
    size_t n = sizeof request - 1;
    memset(&settings, 0, sizeof settings);
    settings.on_url = on_url;
    settings.on_header_field = on_header_field;
    settings.on_message_complete = on_message_complete;

    http_parser_init(&parser, HTTP_REQUEST);
    assert(http_parser_execute(&parser, &settings, request, n) == n);
    assert(urls == 1 && url_length == 2 && headers == 1 && completes == 1);
    assert(parser.method == HTTP_GET && parser.http_minor == 1);

    request[5] = (char)__VERIFIER_nondet_uchar();
    urls = headers = completes = 0;
    url_length = 0;
    http_parser_init(&parser, HTTP_REQUEST);
    size_t done = http_parser_execute(&parser, &settings, request, n);
    if (done == n)
        assert(completes == 1 && url_length == 2);
    else
        assert(HTTP_PARSER_ERRNO(&parser) != HPE_OK);
    return 0;
}
