/* Real code: the C speedup of MarkupSafe 3.0.4 (PyPI sdist, src/markupsafe/_speedups.c), the
   function behind markupsafe.escape() for str: its GET_DELTA and DO_ESCAPE macros and
   escape_unicode_kind1 (a str of Latin-1 characters, one byte each), unchanged; BSD-3-Clause
   (markupsafe-LICENSE beside this file). The Python side is the little it uses: a str object
   with a length and its bytes, PyUnicode_New allocating length + 1 bytes as CPython does (the
   last one its NUL), Py_INCREF doing nothing.

   Two passes over the input: the first (GET_DELTA, a `while` with a `switch`) adds 4 or 3 to a
   delta per character to replace; if there is none the input is returned itself, else a
   string of exactly length + delta is made and the second pass (DO_ESCAPE) copies runs of
   plain characters with memcpy, tracked by a count `ncopy` that is flushed before each entity
   (`&#34; &#39; &amp; &lt; &gt;`, written byte by byte) and once after the loop.

   The harness (written for issue 30, twelfth session) is markupsafe.escape() on a str of N
   nondeterministic Latin-1 characters, and checks what comes back: the input itself when it
   has nothing to escape; otherwise a string of exactly length + delta, with no `" ' < >` in
   it, that unescapes back to the input. Ground truth: benchmarks/scaling_truth.py (gcc
   -fsanitize=address,undefined).

   -DBUG counts '"' with '<' and '>' (3 more characters where `&#34;` needs 4), so the output
   string is one character short per quote: DO_ESCAPE writes past its end (gcc: a
   heap-buffer-overflow from two quotes; one overwrites the terminating NUL). */
#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

/* ---- the Python side, as escape_unicode_kind1 uses it ---- */
typedef long Py_ssize_t;
typedef uint8_t Py_UCS1;
typedef struct { Py_ssize_t length; int ascii; Py_UCS1 *data; } PyObject;
typedef PyObject PyUnicodeObject;
#define PyUnicode_1BYTE_DATA(o) (((PyObject *)(o))->data)
#define PyUnicode_GET_LENGTH(o) (((PyObject *)(o))->length)
#define PyUnicode_IS_ASCII(o) (((PyObject *)(o))->ascii)
#define Py_INCREF(o) ((void)(o))
static PyObject an_output;
static PyObject *PyUnicode_New(Py_ssize_t size, int maxchar)
{
	Py_UCS1 *data = malloc((size_t)size + 1);
	if (!data)
		return NULL;
	data[size] = 0;
	an_output.length = size;
	an_output.ascii = maxchar == 127;
	an_output.data = data;
	return &an_output;
}

/* ---- src/markupsafe/_speedups.c ---- */
#ifdef BUG
#define GET_DELTA(inp, inp_end, delta) \
	while (inp < inp_end) { \
		switch (*inp++) { \
		case '\'': \
		case '&': \
			delta += 4; \
			break; \
		case '"': \
		case '<': \
		case '>': \
			delta += 3; \
			break; \
		} \
	}
#else
#define GET_DELTA(inp, inp_end, delta) \
	while (inp < inp_end) { \
		switch (*inp++) { \
		case '"': \
		case '\'': \
		case '&': \
			delta += 4; \
			break; \
		case '<': \
		case '>': \
			delta += 3; \
			break; \
		} \
	}
#endif

#define DO_ESCAPE(inp, inp_end, outp) \
	{ \
		Py_ssize_t ncopy = 0; \
		while (inp < inp_end) { \
			switch (*inp) { \
			case '"': \
				memcpy(outp, inp-ncopy, sizeof(*outp)*ncopy); \
				outp += ncopy; ncopy = 0; \
				*outp++ = '&'; \
				*outp++ = '#'; \
				*outp++ = '3'; \
				*outp++ = '4'; \
				*outp++ = ';'; \
				break; \
			case '\'': \
				memcpy(outp, inp-ncopy, sizeof(*outp)*ncopy); \
				outp += ncopy; ncopy = 0; \
				*outp++ = '&'; \
				*outp++ = '#'; \
				*outp++ = '3'; \
				*outp++ = '9'; \
				*outp++ = ';'; \
				break; \
			case '&': \
				memcpy(outp, inp-ncopy, sizeof(*outp)*ncopy); \
				outp += ncopy; ncopy = 0; \
				*outp++ = '&'; \
				*outp++ = 'a'; \
				*outp++ = 'm'; \
				*outp++ = 'p'; \
				*outp++ = ';'; \
				break; \
			case '<': \
				memcpy(outp, inp-ncopy, sizeof(*outp)*ncopy); \
				outp += ncopy; ncopy = 0; \
				*outp++ = '&'; \
				*outp++ = 'l'; \
				*outp++ = 't'; \
				*outp++ = ';'; \
				break; \
			case '>': \
				memcpy(outp, inp-ncopy, sizeof(*outp)*ncopy); \
				outp += ncopy; ncopy = 0; \
				*outp++ = '&'; \
				*outp++ = 'g'; \
				*outp++ = 't'; \
				*outp++ = ';'; \
				break; \
			default: \
				ncopy++; \
			} \
			inp++; \
		} \
		memcpy(outp, inp-ncopy, sizeof(*outp)*ncopy); \
	}

static PyObject*
escape_unicode_kind1(PyUnicodeObject *in)
{
	Py_UCS1 *inp = PyUnicode_1BYTE_DATA(in);
	Py_UCS1 *inp_end = inp + PyUnicode_GET_LENGTH(in);
	Py_UCS1 *outp;
	PyObject *out;
	Py_ssize_t delta = 0;

	GET_DELTA(inp, inp_end, delta);
	if (!delta) {
		Py_INCREF(in);
		return (PyObject*)in;
	}

	out = PyUnicode_New(PyUnicode_GET_LENGTH(in) + delta,
						PyUnicode_IS_ASCII(in) ? 127 : 255);
	if (!out)
		return NULL;

	inp = PyUnicode_1BYTE_DATA(in);
	outp = PyUnicode_1BYTE_DATA(out);
	DO_ESCAPE(inp, inp_end, outp);
	return out;
}

/* ---- the harness: markupsafe.escape(s) on a str of N Latin-1 characters ---- */
int main(void) {
  Py_UCS1 text[N];
  int ascii = 1;
  for (int i = 0; i < N; i++) {
    text[i] = __VERIFIER_nondet_uchar();
    if (text[i] > 127) ascii = 0;
  }
  PyObject in = {N, ascii, text};
  PyObject *out = escape_unicode_kind1(&in);
  assert(out != NULL);
  int specials = 0;
  for (int i = 0; i < N; i++) {
    Py_UCS1 c = text[i];
    if (c == '"' || c == '\'' || c == '&' || c == '<' || c == '>') specials++;
  }
  if (out == &in) {
    assert(specials == 0);
    return 0;
  }
  assert(specials > 0 && out->length > N && out->length <= 5 * N);
  assert(out->data[out->length] == 0);
  /* unescape: the five entities back to their characters, the rest as it is */
  Py_ssize_t j = 0;
  for (int i = 0; i < N; i++) {
    Py_UCS1 c = out->data[j];
    assert(c != '"' && c != '\'' && c != '<' && c != '>');
    if (c == '&') {
      const char *rest = (const char *)out->data + j + 1;
      if (strncmp(rest, "#34;", 4) == 0) c = '"', j += 5;
      else if (strncmp(rest, "#39;", 4) == 0) c = '\'', j += 5;
      else if (strncmp(rest, "amp;", 4) == 0) c = '&', j += 5;
      else if (strncmp(rest, "lt;", 3) == 0) c = '<', j += 4;
      else if (strncmp(rest, "gt;", 3) == 0) c = '>', j += 4;
      else assert(0);
    } else {
      j++;
    }
    assert(c == text[i]);
  }
  assert(j == out->length);
  free(out->data);
  return 0;
}
