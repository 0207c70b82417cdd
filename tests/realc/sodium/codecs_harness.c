/* libsodium's constant-time codecs (sodium/codecs.c) as a user tests them: a known hex
   string with a separator ignored, hex and base64 round trips of two input bytes, and a
   base64 string with an input character. */
#include <assert.h>
#include <string.h>

#include "sodium/utils.h"

unsigned char nondet_uchar(void);

int main(void)
{
    unsigned char bin[4];
    size_t        len;
    const char   *end;
    int           r;

    r = sodium_hex2bin(bin, sizeof bin, "0a:Ff", 5, ":", &len, &end);
    assert(r == 0 && len == 2 && bin[0] == 0x0a && bin[1] == 0xff && *end == 0);

    unsigned char in[2] = { nondet_uchar(), nondet_uchar() };
    unsigned char back[2];
    char          hex[5];
    sodium_bin2hex(hex, sizeof hex, in, sizeof in);
    assert(strlen(hex) == 4);
    r = sodium_hex2bin(back, sizeof back, hex, 4, NULL, &len, NULL);
    assert(r == 0 && len == 2 && back[0] == in[0] && back[1] == in[1]);

    char b64[8];
    sodium_bin2base64(b64, sizeof b64, in, sizeof in, sodium_base64_VARIANT_ORIGINAL);
    assert(strlen(b64) == 4 && b64[3] == '=');
    r = sodium_base642bin(back, sizeof back, b64, 4, NULL, &len, NULL,
                          sodium_base64_VARIANT_ORIGINAL);
    assert(r == 0 && len == 2 && back[0] == in[0] && back[1] == in[1]);

    /* "QQ?=": the user expects two bytes whenever it decodes */
    char quad[4] = { 'Q', 'Q', (char) nondet_uchar(), '=' };
    r = sodium_base642bin(bin, sizeof bin, quad, 4, NULL, &len, NULL,
                          sodium_base64_VARIANT_ORIGINAL);
    if (r == 0) {
        assert(len == 2);
    }
    return 0;
}
