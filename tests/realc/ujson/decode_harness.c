/* A user's first harness for UltraJSON's decoder (ujson 1.35, lib/ unchanged; BSD-3, LICENSE):
 * JSON_DecodeObject of 3 input bytes with callbacks that build tagged values in a pool. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "ultrajson.h"

unsigned char __VERIFIER_nondet_uchar(void);

typedef struct { int kind; long long value; } Value;
static Value pool[8];
static int used;

static JSOBJ make(int kind, long long value) {
    if (used == 8) return NULL;
    pool[used].kind = kind;
    pool[used].value = value;
    return &pool[used++];
}
static JSOBJ newString(void *prv, wchar_t *start, wchar_t *end) { return make(JT_UTF8, end - start); }
static void objectAddKey(void *prv, JSOBJ obj, JSOBJ name, JSOBJ value) { ((Value *)obj)->value++; }
static void arrayAddItem(void *prv, JSOBJ obj, JSOBJ value) { ((Value *)obj)->value++; }
static JSOBJ newTrue(void *prv) { return make(JT_TRUE, 1); }
static JSOBJ newFalse(void *prv) { return make(JT_FALSE, 0); }
static JSOBJ newNull(void *prv) { return make(JT_NULL, 0); }
static JSOBJ newObject(void *prv) { return make(JT_OBJECT, 0); }
static JSOBJ newArray(void *prv) { return make(JT_ARRAY, 0); }
static JSOBJ newInt(void *prv, JSINT32 value) { return make(JT_INT, value); }
static JSOBJ newLong(void *prv, JSINT64 value) { return make(JT_LONG, value); }
static JSOBJ newUnsignedLong(void *prv, JSUINT64 value) { return make(JT_ULONG, (long long)value); }
static JSOBJ newDouble(void *prv, double value) { return make(JT_DOUBLE, (long long)value); }
static void releaseObject(void *prv, JSOBJ obj) {}

int main(void) {
    JSONObjectDecoder dec = {
        newString, objectAddKey, arrayAddItem, newTrue, newFalse, newNull, newObject,
        newArray, newInt, newLong, newUnsignedLong, newDouble, releaseObject,
        malloc, free, realloc,
    };
    char text[3];
    for (int i = 0; i < 3; i++) text[i] = (char)__VERIFIER_nondet_uchar();
    Value *v = JSON_DecodeObject(&dec, text, 3);
    if (v == NULL) {
        assert(dec.errorStr != NULL);
        return 0;
    }
    assert(dec.errorStr == NULL);
    if (v->kind == JT_INT) assert(v->value >= -99 && v->value <= 999);
    if (v->kind == JT_UTF8) assert(v->value <= 1);
    if (v->kind == JT_ARRAY) assert(v->value <= 1);
    /* a guess: three bytes never make an object */
    assert(v->kind != JT_OBJECT);
    return 0;
}
