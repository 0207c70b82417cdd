/* A user's harness for llhttp (vendor/llhttp of the httptools 0.9.0 sdist): a request line
 * whose method is 3 input characters, parsed with an on_method callback. */
#include <assert.h>
#include "llhttp.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

static int calls;
static int on_method(llhttp_t *p, const char *at, size_t length)
{
    (void)p;
    (void)at;
    calls++;
    return length == 3 ? 0 : -1;
}

int main(void)
{
    llhttp_settings_t settings;
    llhttp_t parser;
    calls = 0;
    llhttp_settings_init(&settings);
    settings.on_method = on_method;

    char req[] = "GET / HT"; /* the start of a request: llhttp waits for the rest */
    llhttp_init(&parser, HTTP_REQUEST, &settings);
    assert(llhttp_execute(&parser, req, 8) == HPE_OK);
    assert(parser.method == HTTP_GET && calls == 1);

    for (int i = 0; i < 3; i++)
        req[i] = (char)__VERIFIER_nondet_uchar();
    calls = 0;
    llhttp_init(&parser, HTTP_REQUEST, &settings);
    llhttp_errno_t err = llhttp_execute(&parser, req, 8);
    if (err == HPE_OK) {
        assert(calls == 1);
        assert(parser.method == HTTP_GET || parser.method == HTTP_PUT); /* fails: ACL */
        assert(parser.method == HTTP_GET); /* the user's guess: fails, "PUT" */
    }
    return 0;
}
