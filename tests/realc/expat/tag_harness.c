/* A user's harness for expat 2.2's tokenizer (xmltok.c of the npm node-expat 2.4.1 package's
 * deps/libexpat, MIT, COPYING): the UTF-8 internal encoding's content scanner (a table of
 * function pointers, XmlContentTok) on "<?>" with ? an input byte. */
#include <assert.h>
#include "expat_config.h"
#include "expat_external.h"
#include "internal.h"
#include "xmltok.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    const ENCODING *enc = XmlGetUtf8InternalEncoding();
    const char *next = 0;
    unsigned char b = __VERIFIER_nondet_uchar();
    char tag[3] = {'<', (char)b, '>'};
    int tok = XmlContentTok(enc, tag, tag + 3, &next);
    assert(tok != XML_TOK_START_TAG_NO_ATTS || next == tag + 3);
    assert(tok != XML_TOK_START_TAG_NO_ATTS || b != '-'); /* a name cannot start with '-' */
    assert(tok != XML_TOK_START_TAG_NO_ATTS || b < 0x80); /* the guess */
    return 0;
}
