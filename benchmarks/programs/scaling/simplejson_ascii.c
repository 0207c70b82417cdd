/* Real code: the ASCII-only string encoder of simplejson 4.3.0 (PyPI sdist,
   simplejson/_speedups.c), behind simplejson.dumps(s) with ensure_ascii (its default):
   ascii_escape_char, ascii_char_size and the two-pass ascii_escape_unicode CPython before 3.14
   builds, unchanged, with S_CHAR and MIN_EXPANSION; MIT (simplejson-LICENSE beside this file,
   dual MIT / AFL-2.1). The Python side is the little it uses: a str of kind 4 (one uint32_t
   per code point), PyUnicode_New allocating length + 1 bytes as CPython does, errors that
   return NULL.

   Two passes over the code points: the first sums each one's output size (1 for printable
   ASCII, 2 for `\\ \" \b \f \n \r \t`, 6 for `\uXXXX`, 12 for a code point above U+FFFF,
   written as a UTF-16 surrogate pair `\uD8xx\uDCxx`) with an overflow test, the second writes
   the escapes into a string of exactly that size, the hex digits taken from a string literal
   by shifts and masks, and checks with the library's own `assert` that it wrote that size.

   The harness (written for issue 30, twelfth session) is simplejson.dumps(s) on a str of N / 4
   code points (4 nondeterministic bytes each, little-endian; a str holds nothing above
   U+10FFFF), and checks the result: quoted, printable ASCII only, no longer than 12 per code
   point and 2 more, and its escapes read back as UTF-16 give the string's UTF-16 code units
   (a surrogate pair for each code point above U+FFFF). Ground truth:
   benchmarks/scaling_truth.py (gcc -fsanitize=address,undefined).

   -DBUG sizes a code point above U+FFFF as one `\uXXXX` (MIN_EXPANSION) instead of two, the
   slip of an encoder written when str held UCS-2: the second pass writes 6 bytes past the
   string per such code point (gcc: heap-buffer-overflow). */
#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

/* ---- the Python side, as ascii_escape_unicode uses it ---- */
#define PY_MAJOR_VERSION 3
#define PY_VERSION_HEX 0x030C0000
typedef long Py_ssize_t;
typedef uint32_t Py_UCS4;
#define PY_SSIZE_T_MAX ((Py_ssize_t)(((size_t)-1) >> 1))
typedef struct { Py_ssize_t length; int kind; void *data; } PyObject;
#define PyUnicode_1BYTE_KIND 1
#define PyUnicode_4BYTE_KIND 4
#define PyUnicode_GET_LENGTH(o) ((o)->length)
#define PyUnicode_KIND(o) ((o)->kind)
#define PyUnicode_DATA(o) ((o)->data)
#define PyUnicode_READ(kind, data, index) \
    ((kind) == PyUnicode_1BYTE_KIND ? ((const unsigned char *)(data))[(index)] \
                                    : ((const Py_UCS4 *)(data))[(index)])
#define PyErr_SetString(type, message) ((void)0)
static PyObject an_output;
static PyObject *PyUnicode_New(Py_ssize_t size, Py_UCS4 maxchar)
{
    unsigned char *data = malloc((size_t)size + 1);
    (void)maxchar;
    if (!data)
        return NULL;
    data[size] = 0;
    an_output.length = size;
    an_output.kind = PyUnicode_1BYTE_KIND;
    an_output.data = data;
    return &an_output;
}

/* ---- simplejson/_speedups.c ---- */
#define JSON_UNICHR Py_UCS4
#define PY2_UNUSED
#define S_CHAR(c) (c >= ' ' && c <= '~' && c != '\\' && c != '"')
#define MIN_EXPANSION 6

static Py_ssize_t
ascii_escape_char(JSON_UNICHR c, char *output, Py_ssize_t chars)
{
    /* Escape unicode code point c to ASCII escape sequences
    in char *output. output must have at least 12 bytes unused to
    accommodate an escaped surrogate pair "\uXXXX\uXXXX" */
    if (S_CHAR(c)) {
        output[chars++] = (char)c;
    }
    else {
        output[chars++] = '\\';
        switch (c) {
            case '\\': output[chars++] = (char)c; break;
            case '"': output[chars++] = (char)c; break;
            case '\b': output[chars++] = 'b'; break;
            case '\f': output[chars++] = 'f'; break;
            case '\n': output[chars++] = 'n'; break;
            case '\r': output[chars++] = 'r'; break;
            case '\t': output[chars++] = 't'; break;
            default:
#if PY_MAJOR_VERSION >= 3 || defined(Py_UNICODE_WIDE)
                if (c >= 0x10000) {
                    /* UTF-16 surrogate pair */
                    JSON_UNICHR v = c - 0x10000;
                    c = 0xd800 | ((v >> 10) & 0x3ff);
                    output[chars++] = 'u';
                    output[chars++] = "0123456789abcdef"[(c >> 12) & 0xf];
                    output[chars++] = "0123456789abcdef"[(c >>  8) & 0xf];
                    output[chars++] = "0123456789abcdef"[(c >>  4) & 0xf];
                    output[chars++] = "0123456789abcdef"[(c      ) & 0xf];
                    c = 0xdc00 | (v & 0x3ff);
                    output[chars++] = '\\';
                }
#endif
                output[chars++] = 'u';
                output[chars++] = "0123456789abcdef"[(c >> 12) & 0xf];
                output[chars++] = "0123456789abcdef"[(c >>  8) & 0xf];
                output[chars++] = "0123456789abcdef"[(c >>  4) & 0xf];
                output[chars++] = "0123456789abcdef"[(c      ) & 0xf];
        }
    }
    return chars;
}

#if PY_VERSION_HEX < 0x030E0000 || PY_MAJOR_VERSION < 3
/* Only needed by the two-pass ascii_escape_unicode (pre-3.14) and
 * ascii_escape_str (Python 2). The PyUnicodeWriter path on 3.14+
 * computes sizes implicitly, so this would be unused there. */
static Py_ssize_t
ascii_char_size(JSON_UNICHR c)
{
    if (S_CHAR(c)) {
        return 1;
    }
    else if (c == '\\' ||
               c == '"'  ||
               c == '\b' ||
               c == '\f' ||
               c == '\n' ||
               c == '\r' ||
               c == '\t') {
        return 2;
    }
#if PY_MAJOR_VERSION >= 3 || defined(Py_UNICODE_WIDE)
    else if (c >= 0x10000U) {
#ifdef BUG
        return MIN_EXPANSION;
#else
        return 2 * MIN_EXPANSION;
#endif
    }
#endif
    else {
        return MIN_EXPANSION;
    }
}
#endif /* PY_VERSION_HEX < 0x030E0000 || PY_MAJOR_VERSION < 3 */

static PyObject *
ascii_escape_unicode(PyObject *pystr)
{
    /* Two-pass implementation: calculate exact output size, then fill. */
    Py_ssize_t i;
    Py_ssize_t input_chars = PyUnicode_GET_LENGTH(pystr);
    Py_ssize_t output_size = 2;
    Py_ssize_t chars;
    PY2_UNUSED int kind = PyUnicode_KIND(pystr);
    void *data = PyUnicode_DATA(pystr);
    PyObject *rval;
    char *output;

    output_size = 2;
    for (i = 0; i < input_chars; i++) {
        Py_ssize_t charsize = ascii_char_size(PyUnicode_READ(kind, data, i));
        if (output_size > PY_SSIZE_T_MAX - charsize) {
            PyErr_SetString(PyExc_OverflowError, "string is too long to escape");
            return NULL;
        }
        output_size += charsize;
    }
#if PY_MAJOR_VERSION >= 3
    rval = PyUnicode_New(output_size, 127);
    if (rval == NULL) {
        return NULL;
    }
    assert(PyUnicode_KIND(rval) == PyUnicode_1BYTE_KIND);
    output = (char *)PyUnicode_DATA(rval);
#else
    rval = PyString_FromStringAndSize(NULL, output_size);
    if (rval == NULL) {
        return NULL;
    }
    output = PyString_AS_STRING(rval);
#endif
    chars = 0;
    output[chars++] = '"';
    for (i = 0; i < input_chars; i++) {
        chars = ascii_escape_char(PyUnicode_READ(kind, data, i), output, chars);
    }
    output[chars++] = '"';
    assert(chars == output_size);
    return rval;
}

/* ---- the harness: simplejson.dumps(s) on a str of N / 4 code points ---- */
#define M (N / 4)
int main(void) {
  Py_UCS4 text[M > 0 ? M : 1];
  for (int i = 0; i < M; i++) {
    Py_UCS4 c = 0;
    for (int k = 0; k < 4; k++) c |= (Py_UCS4)__VERIFIER_nondet_uchar() << (8 * k);
    if (c > 0x10FFFF) return 0; /* no str holds it */
    text[i] = c;
  }
  PyObject in = {M, PyUnicode_4BYTE_KIND, text};
  PyObject *out = ascii_escape_unicode(&in);
  assert(out != NULL);
  const unsigned char *s = out->data;
  Py_ssize_t len = out->length;
  assert(len >= 2 && len <= 12 * M + 2 && s[0] == '"' && s[len - 1] == '"' && s[len] == 0);
  /* read the escapes back as UTF-16 code units and compare with the str's */
  Py_ssize_t j = 1;
  for (int i = 0; i < M; i++) {
    Py_UCS4 c = text[i];
    unsigned units[2];
    int count = 1;
    units[0] = c;
    if (c >= 0x10000) {
      units[0] = 0xD800 | ((c - 0x10000) >> 10);
      units[1] = 0xDC00 | ((c - 0x10000) & 0x3FF);
      count = 2;
    }
    for (int u = 0; u < count; u++) {
      unsigned unit;
      assert(j < len - 1);
      if (s[j] != '\\') {
        unit = s[j];
        assert(unit >= ' ' && unit <= '~');
        j += 1;
      } else if (s[j + 1] == 'u') {
        unit = 0;
        for (int h = 2; h < 6; h++) {
          unsigned char d = s[j + h];
          assert((d >= '0' && d <= '9') || (d >= 'a' && d <= 'f'));
          unit = unit * 16 + (unsigned)(d <= '9' ? d - '0' : d - 'a' + 10);
        }
        j += 6;
      } else {
        switch (s[j + 1]) {
          case '\\': unit = '\\'; break;
          case '"': unit = '"'; break;
          case 'b': unit = '\b'; break;
          case 'f': unit = '\f'; break;
          case 'n': unit = '\n'; break;
          case 'r': unit = '\r'; break;
          case 't': unit = '\t'; break;
          default: assert(0); unit = 0;
        }
        j += 2;
      }
      assert(unit == units[u]);
    }
  }
  assert(j == len - 1);
  free(out->data);
  return 0;
}
