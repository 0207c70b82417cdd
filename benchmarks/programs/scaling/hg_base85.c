/* Real code: Mercurial's base85 codec (mercurial 7.2.4, PyPI sdist, mercurial/cext/base85.c,
   "largely based on git's implementation"), the C module behind mercurial.pure's fallback and
   the git-style binary diffs: b85chars, b85dec, b85prep, b85encode (unpadded) and b85decode,
   unchanged; GPL-2.0-or-later (mercurial-COPYING beside this file). The Python side is the
   little they use: PyArg_ParseTuple of "y#" / "y#|p" as a pointer and a length, a bytes object
   as a size and a heap buffer (PyBytes_FromStringAndSize allocating size + 1 bytes as CPython
   does, _PyBytes_Resize shrinking it), errors that return NULL.

   Four bytes are one 32-bit word written as five base-85 digits (the last group shorter); the
   decoder accumulates a group through a 256-entry table (0 = not a base-85 character), tests
   the fifth digit against overflow ("|NsC0" is 0xffffffff), pads a short group by multiplying
   and adding 0xffffff >> ..., and writes the word's bytes by rotating the accumulator.

   The harness (written for issue 30, thirteenth session, held-out round four) is the round
   trip a user checks first: b85decode(b85encode(x)) == x for N nondeterministic bytes x, with
   the encoded length (5 characters per 4 bytes, 1 more than the bytes for a short group).
   Ground truth: benchmarks/scaling_truth.py (gcc -fsanitize=address,undefined).

   -DBUG also hands the N bytes themselves to b85decode, the second thing a user tries (a
   decoder must reject bad input, not only decode good input). That finds a bug of the real
   code, not one put in: b85decode indexes its table with `(int)*text` where text is a `const
   char *`, so a byte of 0x80 or more (char is signed on x86-64 and in errlang) reads
   b85dec[-128..-1] (gcc: UBSan's index out of bounds, from 1 byte). */
#include <assert.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

/* ---- the Python side, as the two functions use it ---- */
typedef long Py_ssize_t;
typedef struct { Py_ssize_t size; char *data; } PyObject;
/* the argument tuple: "y#" is a bytes object's buffer and length, "|p" an optional flag */
typedef struct { const unsigned char *text; Py_ssize_t len; } Arguments;
static Arguments the_arguments;
/* b85encode's optional pad flag is not given (b85encode(x)): it keeps its default 0 */
#define PyArg_ParseTuple(args, format, pointer, length, ...) \
    (*(pointer) = (const void *)the_arguments.text, *(length) = the_arguments.len, 1)
#define PyErr_Format(type, ...) ((void)0)
#define Py_XDECREF(o) ((void)0)
static PyObject *PyBytes_FromStringAndSize(const char *v, Py_ssize_t size)
{
    PyObject *o = malloc(sizeof *o);
    (void)v;
    if (o == NULL) return NULL;
    o->data = malloc((size_t)size + 1);
    if (o->data == NULL) return NULL;
    o->data[size] = 0;
    o->size = size;
    return o;
}
#define PyBytes_AsString(o) ((o)->data)
static int _PyBytes_Resize(PyObject **o, Py_ssize_t size)
{
    (*o)->size = size;
    (*o)->data[size] = 0;
    return 0;
}

/* ---- mercurial/cext/base85.c ---- */
static const char b85chars[] =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    "abcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";
static char b85dec[256];

static void b85prep(void)
{
	unsigned i;

	memset(b85dec, 0, sizeof(b85dec));
	for (i = 0; i < sizeof(b85chars); i++) {
		b85dec[(int)(b85chars[i])] = i + 1;
	}
}

static PyObject *b85encode(PyObject *self, PyObject *args)
{
	const unsigned char *text;
	PyObject *out;
	char *dst;
	Py_ssize_t len, olen, i;
	unsigned int acc, val, ch;
	int pad = 0;

	if (!PyArg_ParseTuple(args, "y#|p", &text, &len, &pad)) {
		return NULL;
	}

	if (pad) {
		olen = ((len + 3) / 4 * 5) - 3;
	} else {
		olen = len % 4;
		if (olen) {
			olen++;
		}
		olen += len / 4 * 5;
	}
	if (!(out = PyBytes_FromStringAndSize(NULL, olen + 3))) {
		return NULL;
	}

	dst = PyBytes_AsString(out);

	while (len) {
		acc = 0;
		for (i = 24; i >= 0; i -= 8) {
			ch = *text++;
			acc |= ch << i;
			if (--len == 0) {
				break;
			}
		}
		for (i = 4; i >= 0; i--) {
			val = acc % 85;
			acc /= 85;
			dst[i] = b85chars[val];
		}
		dst += 5;
	}

	if (!pad) {
		_PyBytes_Resize(&out, olen);
	}

	return out;
}

static PyObject *b85decode(PyObject *self, PyObject *args)
{
	PyObject *out = NULL;
	const char *text;
	char *dst;
	Py_ssize_t len, i, j, olen, cap;
	int c;
	unsigned int acc;

	if (!PyArg_ParseTuple(args, "y#", &text, &len)) {
		return NULL;
	}

	olen = len / 5 * 4;
	i = len % 5;
	if (i) {
		olen += i - 1;
	}
	if (!(out = PyBytes_FromStringAndSize(NULL, olen))) {
		return NULL;
	}

	dst = PyBytes_AsString(out);

	i = 0;
	while (i < len) {
		acc = 0;
		cap = len - i - 1;
		if (cap > 4) {
			cap = 4;
		}
		for (j = 0; j < cap; i++, j++) {
			c = b85dec[(int)*text++] - 1;
			if (c < 0) {
				PyErr_Format(
				    PyExc_ValueError,
				    "bad base85 character at position %d",
				    (int)i);
				goto bail;
			}
			acc = acc * 85 + c;
		}
		if (i++ < len) {
			c = b85dec[(int)*text++] - 1;
			if (c < 0) {
				PyErr_Format(
				    PyExc_ValueError,
				    "bad base85 character at position %d",
				    (int)i);
				goto bail;
			}
			/* overflow detection: 0xffffffff == "|NsC0",
			 * "|NsC" == 0x03030303 */
			if (acc > 0x03030303 || (acc *= 85) > 0xffffffff - c) {
				PyErr_Format(
				    PyExc_ValueError,
				    "bad base85 sequence at position %d",
				    (int)i);
				goto bail;
			}
			acc += c;
		}

		cap = olen < 4 ? olen : 4;
		olen -= cap;
		for (j = 0; j < 4 - cap; j++) {
			acc *= 85;
		}
		if (cap && cap < 4) {
			acc += 0xffffff >> (cap - 1) * 8;
		}
		for (j = 0; j < cap; j++) {
			acc = (acc << 8) | (acc >> 24);
			*dst++ = acc;
		}
	}

	return out;
bail:
	Py_XDECREF(out);
	return NULL;
}

/* ---- the harness ---- */
int main(void)
{
    unsigned char *x = malloc(N);
    if (x == NULL) return 0;
    for (int k = 0; k < N; k++) x[k] = __VERIFIER_nondet_uchar();
    b85prep();
#ifdef BUG
    /* bytes given to the decoder as they are: bad characters must be rejected */
    the_arguments.text = x;
    the_arguments.len = N;
    PyObject *raw = b85decode(NULL, NULL);
    if (raw != NULL) assert(raw->size <= N);
#endif
    the_arguments.text = x;
    the_arguments.len = N;
    PyObject *text = b85encode(NULL, NULL);
    if (text == NULL) return 0;
    assert(text->size == N / 4 * 5 + (N % 4 ? N % 4 + 1 : 0));
    the_arguments.text = (const unsigned char *)text->data;
    the_arguments.len = text->size;
    PyObject *back = b85decode(NULL, NULL);
    assert(back != NULL);
    assert(back->size == N);
    for (int k = 0; k < N; k++) assert((unsigned char)back->data[k] == x[k]);
    return 0;
}
