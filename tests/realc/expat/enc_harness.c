/* A user's harness for expat 2.2's tokenizer (xmltok.c of the npm node-expat 2.4.1 package's
 * deps/libexpat, MIT, COPYING): XmlUtf8Encode and XmlUtf16Encode of a code point from two
 * input bytes, decoded back by hand; the UTF-8 internal encoding's content scanner (a table
 * of function pointers, XmlContentTok) on "<a>". */
#include <assert.h>
#include "expat_config.h"
#include "expat_external.h"
#include "internal.h"
#include "xmltok.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    int c = (__VERIFIER_nondet_uchar() << 8) | __VERIFIER_nondet_uchar();
    char buf[XML_UTF8_ENCODE_MAX];
    int n = XmlUtf8Encode(c, buf);
    unsigned char *u = (unsigned char *)buf;
    if (c < 0x80)
        assert(n == 1 && u[0] == c);
    else if (c < 0x800)
        assert(n == 2 && (((u[0] & 0x1f) << 6) | (u[1] & 0x3f)) == c);
    else
        assert(n == 3 && (((u[0] & 0x0f) << 12) | ((u[1] & 0x3f) << 6) | (u[2] & 0x3f)) == c);
    unsigned short w[XML_UTF16_ENCODE_MAX];
    assert(XmlUtf16Encode(c, w) == 1 && w[0] == c);
    assert(XmlUtf16Encode(c + 0x10000, w) == 2 && w[0] >= 0xD800 && w[1] >= 0xDC00);
    assert(((w[0] - 0xD800) << 10 | (w[1] - 0xDC00)) == c);

    const ENCODING *enc = XmlGetUtf8InternalEncoding();
    const char *next = 0;
    const char known[] = "<a>";
    assert(XmlContentTok(enc, known, known + 3, &next) == XML_TOK_START_TAG_NO_ATTS);
    assert(next == known + 3);
    return 0;
}
