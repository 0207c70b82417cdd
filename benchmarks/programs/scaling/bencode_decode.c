/* Real code: the bencode decoder of bencode-c 0.0.14 (PyPI sdist, src/bencode_c/decode.c and
   the helpers it calls from overflow.h and str.h; MIT, by trim21: bencode_c-LICENSE beside this
   file). The functions below are the sdist's, unchanged but for the Python objects: a
   PyObject * is a pointer to a small record (NULL still means an error), PyLong_From* /
   PyBytes_FromStringAndSize / PyList_New / PyDict_New count what was decoded and return a
   record, PyList_Append / PyDict_SetItem / Py_DecRef do nothing, the error formatting is
   dropped (decodingError does nothing; the callers return NULL as before). The buffer is
   NUL-terminated as a Python bytes object's is, and bdecode's size is the input's size.

   A recursive-descent decoder: decodeAny dispatches on the first byte to decodeInt ("i42e",
   "i-7e"), decodeBytes ("4:spam", a decimal length then the bytes), decodeList ("l...e") and
   decodeDict ("d...e", keys sorted and unique, checked with strCompare), the last two calling
   decodeAny again for each element: recursion as deep as the input nests, inner `for` loops
   scanning for 'e' and ':' from an index passed by pointer.

   The bug is the library's own (this version, unchanged): the length of a byte string is
   accumulated in a signed Py_ssize_t with `len = len * 10 + digit` and no overflow check, and
   the negative-integer path's _i128_mul_overflow computes `a * b` in long long before testing
   it. A length of 19 nines ("9999999999999999999:", 20 bytes) or "i-" and 19 nines is signed
   overflow (gcc -fsanitize=undefined: "signed integer overflow" at the `len * 10` of
   decodeBytes and at the `a * b` of _i128_mul_overflow; benchmarks/scaling_truth.py's witness
   inputs). Below 20 bytes no input reaches it: safe (the same script, every input of 1 to 3
   bytes and random ones).

   The harness (written for issue 30, eleventh session) hands it N nondeterministic bytes and
   checks what any decoder of this format must say of an input it accepted: a byte string lies
   inside the input; an integer takes at least 3 bytes ("i0e"), a string, a list and a dict at
   least 2 ("0:", "le", "de"), so their counts weighed so are at most N; every dict key is a
   byte string, so there are at least as many strings as key-value pairs. */
#include <assert.h>
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

typedef long Py_ssize_t;

/* ---- the Python objects, as records ---- */
typedef struct object {
  const char *bytes; /* a byte string's first byte and its length */
  Py_ssize_t size;
} PyObject;
typedef PyObject *HPy;

static PyObject other_object; /* an int, a list or a dict */
static PyObject strings[N / 2 + 1];
static int ints, nstrings, lists, dicts, pairs;

static PyObject *PyLong_FromUnsignedLongLong(unsigned long long v) {
  (void)v;
  ints++;
  return &other_object;
}
static PyObject *PyLong_FromLongLong(long long v) {
  (void)v;
  ints++;
  return &other_object;
}
static PyObject *PyLong_FromString(const char *s, char **end, int base) {
  (void)s, (void)end, (void)base;
  ints++;
  return &other_object;
}
static PyObject *PyBytes_FromStringAndSize(const char *s, Py_ssize_t len) {
  PyObject *o = &strings[nstrings++];
  o->bytes = s;
  o->size = len;
  return o;
}
static Py_ssize_t PyBytes_Size(PyObject *o) { return o->size; }
static const char *PyBytes_AsString(PyObject *o) { return o->bytes; }
static PyObject *PyList_New(Py_ssize_t n) {
  (void)n;
  lists++;
  return &other_object;
}
static PyObject *PyDict_New(void) {
  dicts++;
  return &other_object;
}
static void PyList_Append(PyObject *l, PyObject *o) { (void)l, (void)o; }
static void PyDict_SetItem(PyObject *d, PyObject *k, PyObject *v) {
  (void)d, (void)k, (void)v;
  pairs++;
}
static void Py_DecRef(PyObject *o) { (void)o; }
#define Py_XDECREF(o) Py_DecRef(o)
#define PyErr_SetString(e, s) ((void)0)
#define decodingError(...) ((void)0)

/* ---- overflow.h (bencode-c 0.0.14), the two the decoder calls for each sign ---- */
static inline int _u128_add_overflow(unsigned long long a, unsigned long long b,
                                     unsigned long long *res) {
  if (a > ULLONG_MAX - b) {
    return -1;
  }

  *res = a + b;
  return 0;
}

static inline int _u128_mul_overflow(unsigned long long a, unsigned long long b,
                                     unsigned long long *res) {
  if (a == 0 || b == 0) {
    *res = 0;
    return 0;
  }

  *res = a * b;
  return !(a / b != *res);
}

static inline int _i128_add_overflow(long long a, long long b, long long *res) {
  if (a > 0 && b > LLONG_MAX - a) {
    return -1;
  } else if (a < 0 && b < LLONG_MAX - a) {
    return -1;
  }

  *res = a + b;
  return 0;
}

static inline int _i128_mul_overflow(long long a, long long b, long long *res) {
  if (a == 0 || b == 0) {
    *res = 0;
    return 0;
  }

  long long result = a * b;
  if (a == result / b) {
    *res = result;
    return 0;
  } else {
    return 1;
  }
}

/* ---- str.h (bencode-c 0.0.14) ---- */
static int strCompare(const char *s1, size_t len1, const char *s2, size_t len2) {
  size_t min_len = (len1 < len2) ? len1 : len2;
  int result = strncmp(s1, s2, min_len);

  if (result != 0) {
    return result;
  }

  // first min_len have same characters.
  if (len1 < len2) {
    return -1;
  } else if (len1 > len2) {
    return 1;
  } else {
    return 0;
  }
}

/* ---- decode.c (bencode-c 0.0.14) ---- */
static PyObject *decodeAny(const char *buf, Py_ssize_t *index, Py_ssize_t size);

static PyObject *decodeInt(const char *buf, Py_ssize_t *index, Py_ssize_t size) {
  Py_ssize_t index_e = 0;
  for (Py_ssize_t i = *index + 1; i < size; i++) {
    if (buf[i] == 'e') {
      index_e = i;
      break;
    }
  }

  if (index_e == 0) {
    decodingError("invalid int, missing 'e': %zd", *index);
    return NULL;
  }

  // malformed 'ie'
  if (*index + 1 == index_e) {
    decodingError("invalid int, found 'ie': %zd", index_e);
    return NULL;
  }

  int sign = 1;

  // i1234e
  // i-1234e
  //  ^ index
  *index = *index + 1;

  if (buf[*index] == '-') {
    if (buf[*index + 1] == '0') {
      decodingError("invalid int, '-0' found at %zd", *index);
      return NULL;
    }

    sign = -1;
  } else if (buf[*index] == '0') {
    if (*index + 1 != index_e) {
      decodingError("invalid int, non-zero int should not start with '0'. found at %zd", *index);
      return NULL;
    }
  }

  if (sign > 0) {
    unsigned long long val = 0;
    for (Py_ssize_t i = *index; i < index_e; i++) {
      char c = buf[i] - '0';
      if (c < 0 || c > 9) {
        decodingError("invalid int, '%c' found at %zd", c, i);
        return NULL;
      }

      // val = val * 10 + (buf[i] - '0')
      // but with overflow check

      int of = _u128_mul_overflow(val, 10, &val);
      of = of || _u128_add_overflow(val, c, &val);

      if (of) {
        goto __OverFlow;
      }
    }

    *index = index_e + 1;

    return PyLong_FromUnsignedLongLong(val);
  } else {
    long long val = 0;
    int of;
    for (Py_ssize_t i = *index + 1; i < index_e; i++) {
      char c = buf[i] - '0';
      if (c < 0 || c > 9) {
        decodingError("invalid int, '%c' found at %zd", c, i);
        return NULL;
      }

      of = _i128_mul_overflow(val, 10, &val);
      of = of || _i128_add_overflow(val, c, &val);

      if (of) {
        goto __OverFlow;
      }
    }

    if (_i128_mul_overflow(val, sign, &val)) {
      goto __OverFlow;
    }

    *index = index_e + 1;
    return PyLong_FromLongLong(val);
  }

  // i1234e
  // i-1234e
  //  ^ index

// bencode int overflow u128 or i128, build a PyLong object from Str directly.
__OverFlow:;
  const size_t n = index_e - *index + 1;
  char *s = (char *)malloc(n);
  if (s == NULL) {
    PyErr_SetString(PyExc_MemoryError, "failed to memory");

    return NULL;
  }

  strncpy(s, &buf[*index], n);

  *index = index_e + 1;

  s[n - 1] = 0;

  HPy i = PyLong_FromString(s, NULL, 10);

  free(s);

  return i;
}

// // there is no bytes/Str in bencode, they only have 1 type for both of them.
static PyObject *decodeBytes(const char *buf, Py_ssize_t *index, Py_ssize_t size) {
  Py_ssize_t index_sep = 0;
  for (Py_ssize_t i = *index; i < size; i++) {
    if (buf[i] == ':') {
      index_sep = i;
      break;
    }
  }

  if (index_sep == 0) {
    decodingError("invalid string, missing length: index %zd", *index);
    return NULL;
  }

  if (buf[*index] == '0' && *index + 1 != index_sep) {
    decodingError("invalid bytes length, found at %zd", *index);
    return NULL;
  }

  Py_ssize_t len = 0;
  for (Py_ssize_t i = *index; i < index_sep; i++) {
    if (buf[i] < '0' || buf[i] > '9') {
      decodingError("invalid bytes length, found '%c' at %zd", buf[i], i);
      return NULL;
    }
    len = len * 10 + (buf[i] - '0');
  }

  if (index_sep + len >= size) {
    decodingError("bytes length overflow, index %zd", *index);
    return NULL;
  }

  *index = index_sep + len + 1;

  return PyBytes_FromStringAndSize(&buf[index_sep + 1], len);
}

static PyObject *decodeList(const char *buf, Py_ssize_t *index, Py_ssize_t size) {
  *index = *index + 1;

  PyObject *l = PyList_New(0);

  while (1) {
    if (buf[*index] == 'e') {
      break;
    }

    PyObject *obj = decodeAny(buf, index, size);
    if (obj == NULL) {
      Py_DecRef(l);
      return NULL;
    }

    PyList_Append(l, obj);

    Py_DecRef(obj);

    if (*index >= size) {
      decodingError("bytes end when decoding list");
      return NULL;
    }
  }

  *index = *index + 1;

  return l;
}

static int decodeDict(const char *buf, Py_ssize_t *index, Py_ssize_t size, PyObject *d) {
  *index = *index + 1;
  const char *lastKey = NULL;
  Py_ssize_t lastKeyLen = 0;
  const char *currentKey;
  Py_ssize_t currentKeyLen;

  while (1) {
    if (buf[*index] == 'e') {
      break;
    }

    PyObject *key = decodeBytes(buf, index, size);
    if (key == NULL) {
      return 1;
    }

    PyObject *obj = decodeAny(buf, index, size);
    if (obj == NULL) {
      Py_DecRef(key);
      return 1;
    }
    currentKeyLen = PyBytes_Size(key);
    currentKey = PyBytes_AsString(key);
    // skip first key
    if (lastKey != NULL) {
      int keyCmp = strCompare(currentKey, currentKeyLen, lastKey, lastKeyLen);
      if (keyCmp < 0) {
        decodingError("invalid dict, key not sorted. index %zd", *index);
        return 1;
      }
      if (keyCmp == 0) {
        decodingError("invalid dict, find duplicated keys %.*s. index %zd", currentKeyLen,
                      currentKey, *index);
        return 1;
      }
    }
    lastKey = currentKey;
    lastKeyLen = currentKeyLen;
    PyDict_SetItem(d, key, obj);
    Py_DecRef(key);
    Py_DecRef(obj);

    if (*index >= size) {
      decodingError("bytes end when decoding dict");
      return 1;
    }
  }

  *index = *index + 1;

  return 0;
}

static PyObject *decodeAny(const char *buf, Py_ssize_t *index, Py_ssize_t size) {
  // int
  if (buf[*index] == 'i') {
    return decodeInt(buf, index, size);
  }

  // bytes
  if (buf[*index] >= '0' && buf[*index] <= '9') {
    return decodeBytes(buf, index, size);
  }

  // list
  if (buf[*index] == 'l') {
    return decodeList(buf, index, size);
  }

  // dict
  if (buf[*index] == 'd') {
    PyObject *dict = PyDict_New();
    if (dict == NULL) {
      Py_DecRef(dict);
      return NULL;
    }

    if (decodeDict(buf, index, size, dict)) {
      Py_DecRef(dict);
      return NULL;
    }

    return dict;
  }

  decodingError("invalid bencode prefix '%c', index %zd", buf[*index], *index);
  return NULL;
}

/* bdecode without the bytes-object checks: size > 0 and a NUL-terminated buffer */
static PyObject *bdecode(const char *buf, Py_ssize_t size) {
  Py_ssize_t index = 0;
  PyObject *r = decodeAny(buf, &index, size);
  if (r == NULL) {
    // failed to parse
    return NULL;
  }

  if (index != size) {
    Py_XDECREF(r);

    decodingError("invalid bencode data, parse end at index %zd but total bytes length %zd",
                  index, size);
    return NULL;
  }

  return r;
}

/* ---- the harness ---- */
int main(void) {
  ints = nstrings = lists = dicts = pairs = 0;
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = 0;
  PyObject *r = bdecode(buf, N);
  if (r != NULL) {
    for (int k = 0; k < nstrings; k++) {
      assert(strings[k].bytes > buf && strings[k].bytes + strings[k].size <= buf + N);
    }
    assert(3 * ints + 2 * (nstrings + lists + dicts) <= N);
    assert(nstrings >= pairs);
  }
  return 0;
}
