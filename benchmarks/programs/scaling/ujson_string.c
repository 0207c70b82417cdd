/* Real code: decode_string of ujson 6.1.0 (PyPI sdist, src/ujson/decode.c), unchanged, with
   its lookup table g_decoderLookup, its DecoderState and SetError; BSD-3-Clause (ujson-LICENSE
   beside this file; the file's own notice below). The Python side is replaced by what it does
   with the result: Object_newString keeps the code points' range instead of building a str,
   PyObject_Malloc is malloc.

   The decoder of a JSON string after its opening quote: a `for (;;)` over a NUL-terminated
   buffer, a 256-entry table classifying each byte (NUL, quote, backslash, ASCII, a 2-, 3- or
   4-byte UTF-8 lead, a continuation, a lead above U+10FFFF), UTF-8 decoded to UCS-4 with the
   overlong and range checks, escapes `\\ \" \/ \b \f \n \r \t` and `\uXXXX` of four hex digits
   where a low surrogate right after a high one (`lastHighSurrogate == inputOffset - 6`)
   overwrites the high one with the combined code point. The output is an array of uint32_t,
   the 256 of ujson_loads's stack buffer (a heap one for longer inputs).

   The harness (written for issue 30, twelfth session) is ujson.loads(b'"' + N bytes): the
   buffer a Python bytes object gives it (NUL after the last byte), ujson_loads's DecoderState
   and its trailing-data check, and assertions on what a decoded string must be: every code
   point at most U+10FFFF, at most one code point per input byte, the string's end inside the
   input and just after a quote; a string of printable ASCII without a backslash decodes to its
   own bytes. Ground truth: benchmarks/scaling_truth.py (gcc -fsanitize=address,undefined).

   -DBUG pairs a low surrogate with whatever came before it, as a decoder that tests the
   surrogate's value and not that a high one came just before: a string starting `\uDC00`
   writes the element before the output buffer (escOffset - 1 == escStart - 1), and after any
   other code point the combined value is no code point at all. */
/*
Developed by ESN, an Electronic Arts Inc. studio.
Copyright (c) 2014, Electronic Arts Inc.
All rights reserved.

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:
* Redistributions of source code must retain the above copyright
notice, this list of conditions and the following disclaimer.
* Redistributions in binary form must reproduce the above copyright
notice, this list of conditions and the following disclaimer in the
documentation and/or other materials provided with the distribution.
* Neither the name of ESN, Electronic Arts Inc. nor the
names of its contributors may be used to endorse or promote products
derived from this software without specific prior written permission.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
DISCLAIMED. IN NO EVENT SHALL ELECTRONIC ARTS INC. BE LIABLE
FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES
(INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES;
LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND
ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
(INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS
SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.


Portions of code from MODP_ASCII - Ascii transformations (upper/lower, etc)
https://github.com/client9/stringencoders
Copyright (c) 2007  Nick Galbreath -- nickg [at] modp [dot] com. All rights reserved.

Numeric decoder derived from from TCL library
https://opensource.apple.com/source/tcl/tcl-14/tcl/license.terms
* Copyright (c) 1988-1993 The Regents of the University of California.
* Copyright (c) 1994 Sun Microsystems, Inc.
*/

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

/* ---- the Python side and ultrajson.h, as decode_string uses them ---- */
#define FASTCALL_ATTR
#define FASTCALL_MSVC
#define JSON_MAX_STACK_BUFFER_SIZE 1024
enum JSTYPES { JT_NULL, JT_TRUE, JT_FALSE, JT_INT, JT_LONG, JT_ULONG, JT_DOUBLE, JT_UTF8,
               JT_ARRAY, JT_OBJECT, JT_INVALID };
typedef struct { uint32_t *start, *end; } PyObject;
static PyObject a_string;
#define PyObject_Malloc malloc
static PyObject *Object_newString(uint32_t *start, uint32_t *end)
{
  a_string.start = start;
  a_string.end = end;
  return &a_string;
}

/* ---- src/ujson/decode.c ---- */
struct DecoderState
{
  char *start;
  char *end;
  uint32_t *escStart;
  uint32_t *escEnd;
  bool escHeap;
  int lastType;
  uint32_t objDepth;
  char *errorStr;
  char *errorOffset;
  void *s2d;
};

static PyObject *SetError( struct DecoderState *ds, int offset, const char *message)
{
  ds->errorOffset = ds->start + offset;
  ds->errorStr = (char *) message;
  return NULL;
}

static FASTCALL_ATTR void FASTCALL_MSVC SkipWhitespace(struct DecoderState *ds)
{
  char *offset = ds->start;

  for (;;)
  {
    switch (*offset)
    {
      case ' ':
      case '\t':
      case '\r':
      case '\n':
        offset ++;
        break;

      default:
        ds->start = offset;
        return;
    }
  }
}

enum DECODESTRINGSTATE
{
  DS_ISNULL = 0x32,
  DS_ISQUOTE,
  DS_ISESCAPE,
  DS_UTFLENERROR,
  DS_CONT,
  DS_EXCEEDSMAX,
};

static const uint8_t g_decoderLookup[256] =
{
  /* 0x00 */ DS_ISNULL, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  /* 0x10 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  /* 0x20 */ 1, 1, DS_ISQUOTE, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  /* 0x30 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  /* 0x40 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  /* 0x50 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, DS_ISESCAPE, 1, 1, 1,
  /* 0x60 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  /* 0x70 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  /* 0x80 */ DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT,
  /* 0x90 */ DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT,
  /* 0xa0 */ DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT,
  /* 0xb0 */ DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT, DS_CONT,
  /* 0xc0 */ 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  /* 0xd0 */ 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  /* 0xe0 */ 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  /* 0xf0 */ 4, 4, 4, 4, 4, DS_EXCEEDSMAX, DS_EXCEEDSMAX, DS_EXCEEDSMAX, DS_UTFLENERROR, DS_UTFLENERROR, DS_UTFLENERROR, DS_UTFLENERROR, DS_UTFLENERROR, DS_UTFLENERROR, DS_UTFLENERROR, DS_UTFLENERROR,
};

static FASTCALL_ATTR PyObject *FASTCALL_MSVC decode_string ( struct DecoderState *ds)
{
  int index;
  uint32_t *escOffset;
  size_t escLen = (ds->escEnd - ds->escStart);
  uint8_t *inputOffset;
  uint16_t ch = 0;
  uint8_t *lastHighSurrogate = NULL;
  uint8_t oct;
  uint32_t ucs;
  ds->lastType = JT_INVALID;
  ds->start ++;

  if ( (size_t) (ds->end - ds->start) > escLen)
  {
    size_t newSize = (ds->end - ds->start);

    uint32_t *oldStart = ds->escStart;
    if (newSize > (SIZE_MAX / sizeof(uint32_t)))
    {
      return SetError(ds, -1, "Could not reserve memory block");
    }
    ds->escStart = (uint32_t *) PyObject_Malloc(newSize * sizeof(uint32_t));
    if (!ds->escStart)
    {
      return SetError(ds, -1, "Could not reserve memory block");
    }
    ds->escHeap = true;
    memcpy(ds->escStart, oldStart, escLen * sizeof(uint32_t));

    ds->escEnd = ds->escStart + newSize;
  }

  escOffset = ds->escStart;
  inputOffset = (uint8_t *) ds->start;

  for (;;)
  {
    switch (g_decoderLookup[(uint8_t)(*inputOffset)])
    {
      case DS_ISNULL:
      {
        return SetError(ds, -1, "Unmatched '\"' when decoding 'string'");
      }
      case DS_ISQUOTE:
      {
        ds->lastType = JT_UTF8;
        inputOffset ++;
        ds->start += ( (char *) inputOffset - (ds->start));
        return Object_newString(ds->escStart, escOffset);
      }
      case DS_UTFLENERROR:
      {
        return SetError (ds, -1, "Invalid UTF-8 sequence length when decoding 'string'");
      }
      case DS_CONT:
      {
        return SetError (ds, -1, "Found UTF-8 continuation byte without corresponding start byte when decoding 'string'");
      }
      case DS_EXCEEDSMAX:
      {
        return SetError(ds, -1, "Code point > U+10FFFF encountered whilst decoding 'string'");
      }
      case DS_ISESCAPE:
      {
        inputOffset ++;
        switch (*inputOffset)
        {
          case '\\': *(escOffset++) = '\\'; inputOffset++; continue;
          case '\"': *(escOffset++) = '\"'; inputOffset++; continue;
          case '/':  *(escOffset++) = '/';  inputOffset++; continue;
          case 'b':  *(escOffset++) = '\b'; inputOffset++; continue;
          case 'f':  *(escOffset++) = '\f'; inputOffset++; continue;
          case 'n':  *(escOffset++) = '\n'; inputOffset++; continue;
          case 'r':  *(escOffset++) = '\r'; inputOffset++; continue;
          case 't':  *(escOffset++) = '\t'; inputOffset++; continue;

          case 'u':
          {
            int index;
            inputOffset ++;

            for (index = 0; index < 4; index ++)
            {
              switch (*inputOffset)
              {
                case '\0': return SetError (ds, -1, "Unterminated unicode escape sequence when decoding 'string'");
                default: return SetError (ds, -1, "Unexpected character in unicode escape sequence when decoding 'string'");

                case '0':
                case '1':
                case '2':
                case '3':
                case '4':
                case '5':
                case '6':
                case '7':
                case '8':
                case '9':
                  ch = (ch << 4) + (uint16_t) (*inputOffset - '0');
                  break;

                case 'a':
                case 'b':
                case 'c':
                case 'd':
                case 'e':
                case 'f':
                  ch = (ch << 4) + 10 + (uint16_t) (*inputOffset - 'a');
                  break;

                case 'A':
                case 'B':
                case 'C':
                case 'D':
                case 'E':
                case 'F':
                  ch = (ch << 4) + 10 + (uint16_t) (*inputOffset - 'A');
                  break;
              }

              inputOffset ++;
            }

#ifdef BUG
            if ((ch & 0xfc00) == 0xdc00)
#else
            if ((ch & 0xfc00) == 0xdc00 && lastHighSurrogate == inputOffset - 6 * sizeof(*inputOffset))
#endif
            {
              // Low surrogate immediately following a high surrogate
              // Overwrite existing high surrogate with combined character
              *(escOffset-1) = (((*(escOffset-1) - 0xd800) <<10) | (ch - 0xdc00)) + 0x10000;
            }
            else
            {
              *(escOffset++) = (uint32_t) ch;
            }
            if ((ch & 0xfc00) == 0xd800)
            {
              lastHighSurrogate = inputOffset;
            }
            break;
          }

          case '\0': return SetError(ds, -1, "Unterminated escape sequence when decoding 'string'");
          default: return SetError(ds, -1, "Unrecognized escape sequence when decoding 'string'");
        }
        break;
      }

      case 1:
      {
        *(escOffset++) = (uint32_t) (*inputOffset++);
        break;
      }

      case 2:
      {
        ucs = (*inputOffset++) & 0x1f;
        ucs <<= 6;
        if (((*inputOffset) & 0xc0) != 0x80)
        {
          return SetError(ds, -1, "Invalid UTF-8 continuation byte when decoding 'string'");
        }
        ucs |= (*inputOffset++) & 0x3f;
        if (ucs < 0x80) return SetError (ds, -1, "Overlong 2-byte UTF-8 sequence detected when decoding 'string'");
        *(escOffset++) = (uint32_t) ucs;
        break;
      }

      case 3:
      {
        uint32_t ucs = 0;
        ucs |= (*inputOffset++) & 0x0f;

        for (index = 0; index < 2; index ++)
        {
          ucs <<= 6;
          oct = (*inputOffset++);

          if ((oct & 0xc0) != 0x80)
          {
            return SetError(ds, -1, "Invalid UTF-8 continuation byte when decoding 'string'");
          }

          ucs |= oct & 0x3f;
        }

        if (ucs < 0x800) return SetError (ds, -1, "Overlong 3-byte UTF-8 sequence detected when encoding string");
        *(escOffset++) = (uint32_t) ucs;
        break;
      }

      case 4:
      {
        uint32_t ucs = 0;
        ucs |= (*inputOffset++) & 0x07;

        for (index = 0; index < 3; index ++)
        {
          ucs <<= 6;
          oct = (*inputOffset++);

          if ((oct & 0xc0) != 0x80)
          {
            return SetError(ds, -1, "Invalid UTF-8 continuation byte when decoding 'string'");
          }

          ucs |= oct & 0x3f;
        }

        if (ucs < 0x10000) return SetError (ds, -1, "Overlong 4-byte UTF-8 sequence detected when decoding 'string'");
        if (ucs > 0x10FFFF) return SetError(ds, -1, "Code point > U+10FFFF encountered whilst decoding 'string'");

        *(escOffset++) = (uint32_t) ucs;
        break;
      }
    }
  }
}

/* ---- the harness: ujson_loads on b'"' + N bytes ---- */
int main(void) {
  char raw[N + 2];
  raw[0] = '"';
  for (int i = 1; i <= N; i++) raw[i] = __VERIFIER_nondet_char();
  raw[N + 1] = '\0'; /* a bytes object's buffer ends in a NUL */
  size_t sarg_length = N + 1;

  struct DecoderState ds;
  uint32_t escBuffer[(JSON_MAX_STACK_BUFFER_SIZE / sizeof(uint32_t))];
  ds.start = (char *) raw;
  ds.end = ds.start + sarg_length;
  ds.escStart = escBuffer;
  ds.escEnd = ds.escStart + (JSON_MAX_STACK_BUFFER_SIZE / sizeof(uint32_t));
  ds.escHeap = false;
  ds.errorStr = NULL;
  ds.errorOffset = NULL;
  ds.objDepth = 0;
  ds.s2d = NULL;

  PyObject *ret = decode_string(&ds);
  if (!ds.errorStr) {
    assert(ret == &a_string && ds.lastType == JT_UTF8);
    if ((ds.end - ds.start) > 0) {
      SkipWhitespace(&ds);
    }
    if (ds.start != ds.end) {
      ret = NULL; /* "Trailing data" */
    }
  }
  if (ret) {
    /* the string ends inside the input, right after a quote */
    assert(ds.start > raw + 1 && ds.start <= raw + N + 1);
    size_t count = (size_t)(ret->end - ret->start);
    assert(count <= N);
    int plain = 1;
    for (size_t k = 0; k < count; k++) {
      assert(ret->start[k] <= 0x10FFFF);
    }
    for (int i = 1; i <= N && raw[i] != '"'; i++) {
      if (raw[i] == '\\' || raw[i] < 0x20 || raw[i] > 0x7e) plain = 0;
    }
    if (plain) {
      /* no escape, no multi-byte sequence: the code points are the bytes up to the quote */
      for (size_t k = 0; k < count; k++) {
        assert(ret->start[k] == (uint32_t)(unsigned char)raw[k + 1]);
      }
    }
  }
  if (ds.escHeap) {
    free(ds.escStart);
  }
  return 0;
}
