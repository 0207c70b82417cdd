/* A user's first harness for UltraJSON's encoder (ujson 1.35, lib/ unchanged; BSD-3, LICENSE):
 * JSON_EncodeObject of an int, a double of an input byte (exact eighths, precision 10), a large
 * double (ujson prints it with snprintf's "%.15e") and a string of 2 input bytes; the text read
 * back with strtol/strtod. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "ultrajson.h"

unsigned char __VERIFIER_nondet_uchar(void);

typedef struct { int type; long long i; double d; const char *s; size_t len; } Value;

static void begin(JSOBJ obj, JSONTypeContext *tc, JSONObjectEncoder *enc) { tc->type = ((Value *)obj)->type; }
static void end(JSOBJ obj, JSONTypeContext *tc) {}
static const char *string(JSOBJ obj, JSONTypeContext *tc, size_t *len) { *len = ((Value *)obj)->len; return ((Value *)obj)->s; }
static JSINT64 longValue(JSOBJ obj, JSONTypeContext *tc) { return ((Value *)obj)->i; }
static JSUINT64 ulongValue(JSOBJ obj, JSONTypeContext *tc) { return (JSUINT64)((Value *)obj)->i; }
static JSINT32 intValue(JSOBJ obj, JSONTypeContext *tc) { return (JSINT32)((Value *)obj)->i; }
static double doubleValue(JSOBJ obj, JSONTypeContext *tc) { return ((Value *)obj)->d; }
static int iterNext(JSOBJ obj, JSONTypeContext *tc) { return 0; }
static void iterEnd(JSOBJ obj, JSONTypeContext *tc) {}
static JSOBJ iterGetValue(JSOBJ obj, JSONTypeContext *tc) { return NULL; }
static char *iterGetName(JSOBJ obj, JSONTypeContext *tc, size_t *len) { return NULL; }
static void release(JSOBJ obj) {}

static char *encode(JSONObjectEncoder *enc, Value *v, char *buffer, size_t size) {
    memset(enc, 0, sizeof *enc);
    enc->beginTypeContext = begin;
    enc->endTypeContext = end;
    enc->getStringValue = string;
    enc->getLongValue = longValue;
    enc->getUnsignedLongValue = ulongValue;
    enc->getIntValue = intValue;
    enc->getDoubleValue = doubleValue;
    enc->iterNext = iterNext;
    enc->iterEnd = iterEnd;
    enc->iterGetValue = iterGetValue;
    enc->iterGetName = iterGetName;
    enc->releaseObject = release;
    enc->doublePrecision = 10;
    enc->forceASCII = 1;
    return JSON_EncodeObject(v, enc, buffer, size);
}

int main(void) {
    JSONObjectEncoder enc;
    char buffer[512]; /* encode reserves 256 bytes first: a smaller buffer is replaced by the heap */
    signed char b = (signed char)__VERIFIER_nondet_uchar();

    Value i = {JT_INT, b * 1000};
    char *out = encode(&enc, &i, buffer, sizeof buffer);
    assert(out == buffer && enc.errorMsg == NULL);
    assert(strtol(out, NULL, 10) == b * 1000);

    Value d = {JT_DOUBLE, 0, b / 8.0};
    out = encode(&enc, &d, buffer, sizeof buffer);
    assert(strtod(out, NULL) == b / 8.0);

    Value big = {JT_DOUBLE, 0, (unsigned char)b * 1e17};
    out = encode(&enc, &big, buffer, sizeof buffer);
    assert(strlen(out) == 21 || (unsigned char)b == 0);

    char text[3] = {0}; /* NUL-terminated: the escaper reads the byte at the end */
    text[0] = (char)__VERIFIER_nondet_uchar();
    text[1] = (char)__VERIFIER_nondet_uchar();
    Value s = {JT_UTF8, 0, 0, text, 2};
    out = encode(&enc, &s, buffer, sizeof buffer);
    if (out != NULL) {
        assert(out[0] == '"');
        /* a guess: two characters need at most 8 of JSON */
        assert(strlen(out) <= 8);
    }
    return 0;
}
