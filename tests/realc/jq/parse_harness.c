/* A user's first harness for jq 1.5's JSON parser (jq-1.5.tar.gz of the PyPI pyjq 2.6.0 sdist,
 * these units unchanged; MIT, COPYING): jv_parse_sized of 3 input bytes, the kind and value of
 * what comes back; jvp_utf8_next on the same bytes. */
#define _GNU_SOURCE
#include <assert.h>
#include "jv.h"
#include "jv_unicode.h"

unsigned char __VERIFIER_nondet_uchar(void);

/* jv.c's string search lives in util.c with jq's input callbacks: the user's stand-in */
#include <string.h>
const void *_jq_memmem(const void *haystack, size_t haystacklen, const void *needle,
                       size_t needlelen) {
    return memmem(haystack, haystacklen, needle, needlelen);
}

int main(void) {
    char text[3];
    for (int i = 0; i < 3; i++) text[i] = (char)__VERIFIER_nondet_uchar();
    int codepoint;
    const char *next = jvp_utf8_next(text, text + 3, &codepoint);
    assert(next > text && next <= text + 3);
    assert(codepoint == -1 || (codepoint >= 0 && codepoint <= 0x10FFFF));
    if ((unsigned char)text[0] < 0x80)
        assert(codepoint == text[0] && next == text + 1);

    jv value = jv_parse_sized(text, 3);
    jv_kind kind = jv_get_kind(value);
    if (kind == JV_KIND_NUMBER) {
        double d = jv_number_value(value);
        assert(d >= -99.0 && d <= 999.0);
    }
    if (kind == JV_KIND_STRING)
        assert(jv_string_length_bytes(jv_copy(value)) <= 1);
    /* a guess: three bytes never parse to an array */
    assert(kind != JV_KIND_ARRAY);
    jv_free(value);
    return 0;
}
