/* ujson's string decoder (src/ujson/decode.c of the ujson 6.1.0 sdist on PyPI; BSD-3-Clause,
   Electronic Arts Inc., see ujson-LICENSE.txt): struct DecoderState, SetError, the
   g_decoderLookup table and decode_string copied verbatim. decode_string classifies each byte
   through the 256-entry table (plain byte, UTF-8 lead of 2-4 bytes, continuation, quote,
   backslash, NUL) and decodes into a buffer of code points it grows to the input's length.
   The shims for Python's API (PyObject, PyObject_Malloc, Object_newString) and the harness
   (below decode_string, written for issue 30) are not ujson's: the harness decodes N
   nondeterministic bytes after an opening quote and checks every code point decoded is a
   Unicode code point, one per input byte at most, inside the buffer. With -DBUG the caller
   says the input ends two bytes early (ds.end = buf + N - 2): the buffer is then one code
   point short and decode_string writes past it (gcc -fsanitize=address: heap-buffer-overflow). */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 6
#endif

/* shims for Python's API */
typedef struct { int kind; } PyObject;
static PyObject the_string;
#define PyObject_Malloc malloc
#define FASTCALL_ATTR
#define FASTCALL_MSVC
enum { JT_UTF8 = 5, JT_INVALID = 9 };
static size_t decoded;
static PyObject *Object_newString(uint32_t *start, uint32_t *end);
struct DecoderState;

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

            if ((ch & 0xfc00) == 0xdc00 && lastHighSurrogate == inputOffset - 6 * sizeof(*inputOffset))
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

static struct DecoderState *decoding;

/* the harness's check of what decode_string returns (Python's string constructor in ujson) */
static PyObject *Object_newString(uint32_t *start, uint32_t *end)
{
  assert(start <= end && end <= decoding->escEnd);
  for (uint32_t *p = start; p < end; p++)
    assert(*p < 0x110000);
  decoded = (size_t)(end - start);
  return &the_string;
}

int main(void)
{
  char buf[N + 1];
  buf[0] = '"';
  for (int i = 1; i < N; i++) buf[i] = (char)__VERIFIER_nondet_uchar();
  buf[N] = '\0';
  uint32_t stack[1];
  struct DecoderState ds;
  ds.start = buf;
#ifdef BUG
  ds.end = buf + N - 2;
#else
  ds.end = buf + N;
#endif
  ds.escStart = stack;
  ds.escEnd = stack + 1;
  ds.escHeap = false;
  ds.objDepth = 0;
  ds.s2d = NULL;
  decoding = &ds;
  PyObject *s = decode_string(&ds);
  if (s != NULL) {
    assert(ds.lastType == JT_UTF8 && ds.start[-1] == '"');
    assert(decoded <= (size_t)(ds.start - buf) - 2);
  }
  if (ds.escHeap) free(ds.escStart);
  return 0;
}
