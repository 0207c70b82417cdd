/* Real code: the COBS codec of cobs 1.2.2 (PyPI sdist, src/ext/_cobs_ext.c, the C extension
   behind cobs.cobs.encode/decode): cobs_encode and cobs_decode unchanged, with the file's
   macros (GET_BUFFER_VIEW_OR_ERROUT, the buffer-size macros) and its module state; MIT
   (cobs-LICENSE beside this file). The Python side is the little they use: a bytes object as
   a size and a heap buffer (PyBytes_FromStringAndSize allocating size + 1 bytes as CPython
   does), a buffer view of it, errors that return NULL.

   Consistent Overhead Byte Stuffing: each block of nonzero bytes is prefixed by its length
   + 1, a zero byte ends a block. The decoder reads a length code, checks that many bytes are
   left, copies them (each must be nonzero) and writes a zero between blocks; the encoder
   scans for zeros and back-patches each block's code through a pointer kept behind the
   write pointer.

   The harness (written for issue 30, thirteenth session, held-out round four) is
   cobs.decode on a buffer of N nondeterministic bytes (a memoryview: no NUL after it, which
   a bytes object would have); an accepted input decodes to at most N - 1 bytes
   with no zero inside a block, and encoding what came back gives the input again (true below
   255 bytes, where no block is 254 long). Ground truth: benchmarks/scaling_truth.py (gcc
   -fsanitize=address,undefined).

   -DBUG drops the decoder's test that the length code fits in what is left (`len_code >
   remaining_bytes`), the bug of every length-prefixed reader: a code larger than the rest
   reads past the input (gcc: heap-buffer-overflow from 1 byte, "\x02"). */
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
typedef struct { void *buf; Py_ssize_t len; int ndim; Py_ssize_t itemsize; } Py_buffer;
#define PyUnicode_Check(o) 0
#define PyObject_CheckBuffer(o) 1
#define PyBUF_FORMAT 4
static int PyObject_GetBuffer(PyObject *obj, Py_buffer *view, int flags)
{
    (void)flags;
    view->buf = obj->data;
    view->len = obj->size;
    view->ndim = 1;
    view->itemsize = 1;
    return 0;
}
#define PyBuffer_Release(view) ((void)0)
#define PyErr_SetString(type, message) ((void)0)
#define Py_DECREF(o) ((void)0)
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

/* ---- _cobs_ext.c ---- */
#ifndef FALSE
#define FALSE       (0)
#endif

#ifndef TRUE
#define TRUE        (!FALSE)
#endif


#define GETSTATE(M) ((struct module_state *) PyModule_GetState(M))

#define GET_BUFFER_VIEW_OR_ERROUT(obj, viewp) do { \
        if (!PyObject_CheckBuffer((obj))) { \
            PyErr_SetString(PyExc_TypeError, \
                            "object supporting the buffer API is required"); \
            return NULL; \
        } \
        if (PyObject_GetBuffer((obj), (viewp), PyBUF_FORMAT) == -1) { \
            return NULL; \
        } \
        if (((viewp)->ndim > 1) || ((viewp)->itemsize > 1)) { \
            PyErr_SetString(PyExc_BufferError, \
                            "object must be a single-dimension buffer of bytes"); \
            PyBuffer_Release((viewp)); \
            return NULL; \
        } \
    } while(0);


#define COBS_ENCODE_DST_BUF_LEN_MAX(SRC_LEN)            ((SRC_LEN) + ((SRC_LEN)/254u) + 1)
#define COBS_DECODE_DST_BUF_LEN_MAX(SRC_LEN)            (((SRC_LEN) <= 1) ? 1 : ((SRC_LEN) - 1))


/*****************************************************************************
 * Types
 ****************************************************************************/

struct module_state
{
    /* cobs.DecodeError exception class. */
    PyObject * CobsDecodeError;
};



static PyObject*
cobs_encode(PyObject* module, PyObject* arg)
{
    Py_buffer       src_py_buffer;
    const char *    src_ptr;
    Py_ssize_t      src_len;
    const char *    src_end_ptr;
    char *          dst_buf_ptr;
    char *          dst_code_write_ptr;
    char *          dst_write_ptr;
    char            src_byte;
    unsigned char   search_len;
    PyObject *      dst_py_obj_ptr;


    if (PyUnicode_Check((arg)))
    {
        PyErr_SetString(PyExc_TypeError,
                        "Unicode-objects must be encoded as bytes first");
        return NULL;
    }
    GET_BUFFER_VIEW_OR_ERROUT(arg, &src_py_buffer);
    src_ptr = src_py_buffer.buf;
    src_len = src_py_buffer.len;

    src_end_ptr = src_ptr + src_len;

    /* Make an output string */
    dst_py_obj_ptr = PyBytes_FromStringAndSize(NULL, COBS_ENCODE_DST_BUF_LEN_MAX(src_len));
    if (dst_py_obj_ptr == NULL)
    {
        return NULL;
    }
    dst_buf_ptr = PyBytes_AsString(dst_py_obj_ptr);

    /* Encode */
    dst_code_write_ptr  = dst_buf_ptr;
    dst_write_ptr = dst_code_write_ptr + 1;
    search_len = 1;

    /* Iterate over the source bytes */
    if (src_len != 0)
    {
        for (;;)
        {
            src_byte = *src_ptr++;
            if (src_byte == 0)
            {
                /* We found a zero byte */
                *dst_code_write_ptr = (char) search_len;
                dst_code_write_ptr = dst_write_ptr++;
                search_len = 1;
                if (src_ptr >= src_end_ptr)
                {
                    break;
                }
            }
            else
            {
                /* Copy the non-zero byte to the destination buffer */
                *dst_write_ptr++ = src_byte;
                search_len++;
                if (src_ptr >= src_end_ptr)
                {
                    break;
                }
                if (search_len == 0xFF)
                {
                    /* We have a long string of non-zero bytes */
                    *dst_code_write_ptr = (char) search_len;
                    dst_code_write_ptr = dst_write_ptr++;
                    search_len = 1;
                }
            }
        }
    }

    /* We're done with the input buffer now, so we have to release the PyBuffer. */
    PyBuffer_Release(&src_py_buffer);

    /* We've reached the end of the source data.
     * Finalise the remaining output. In particular, write the code (length) byte.
     * Update the pointer to calculate the final output length.
     */
    *dst_code_write_ptr = (char) search_len;

    /* Calculate the output length, from the value of dst_code_write_ptr */
    _PyBytes_Resize(&dst_py_obj_ptr, dst_write_ptr - dst_buf_ptr);

    return dst_py_obj_ptr;
}

static PyObject*
cobs_decode(PyObject* module, PyObject* arg)
{
    Py_buffer               src_py_buffer;
    const char *            src_ptr;
    Py_ssize_t              src_len;
    const char *            src_end_ptr;
    char *                  dst_buf_ptr;
    char *                  dst_write_ptr;
    Py_ssize_t              remaining_bytes;
    unsigned char           len_code;
    unsigned char           src_byte;
    unsigned char           i;
    PyObject *              dst_py_obj_ptr;


    if (PyUnicode_Check((arg)))
    {
        PyErr_SetString(PyExc_TypeError,
                        "Unicode-objects are not supported; byte buffer objects only");
        return NULL;
    }
    GET_BUFFER_VIEW_OR_ERROUT(arg, &src_py_buffer);
    src_ptr = src_py_buffer.buf;
    src_len = src_py_buffer.len;

    src_end_ptr = src_ptr + src_len;

    /* Make an output string */
    dst_py_obj_ptr = PyBytes_FromStringAndSize(NULL, COBS_DECODE_DST_BUF_LEN_MAX(src_len));
    if (dst_py_obj_ptr == NULL)
    {
        PyBuffer_Release(&src_py_buffer);
        return NULL;
    }
    dst_buf_ptr = PyBytes_AsString(dst_py_obj_ptr);

    /* Decode */
    dst_write_ptr = dst_buf_ptr;

    if (src_len != 0)
    {
        for (;;)
        {
            len_code = (unsigned char) *src_ptr++;
            if (len_code == 0)
            {
                PyBuffer_Release(&src_py_buffer);
                Py_DECREF(dst_py_obj_ptr);
                PyErr_SetString(GETSTATE(module)->CobsDecodeError, "zero byte found in input");
                return NULL;
            }
            len_code--;

            remaining_bytes = src_end_ptr - src_ptr;
#ifndef BUG
            if (len_code > remaining_bytes)
#else
            if (0)
#endif
            {
                PyBuffer_Release(&src_py_buffer);
                Py_DECREF(dst_py_obj_ptr);
                PyErr_SetString(GETSTATE(module)->CobsDecodeError, "not enough input bytes for length code");
                return NULL;
            }

            for (i = len_code; i != 0; i--)
            {
                src_byte = *src_ptr++;
                if (src_byte == 0)
                {
                    PyBuffer_Release(&src_py_buffer);
                    Py_DECREF(dst_py_obj_ptr);
                    PyErr_SetString(GETSTATE(module)->CobsDecodeError, "zero byte found in input");
                    return NULL;
                }
                *dst_write_ptr++ = src_byte;
            }

            if (src_ptr >= src_end_ptr)
            {
                break;
            }

            /* Add a zero to the end */
            if (len_code != 0xFE)
            {
                *dst_write_ptr++ = 0;
            }
        }
    }

    /* We're done with the input buffer now, so we have to release the PyBuffer. */
    PyBuffer_Release(&src_py_buffer);

    /* Calculate the output length, from the value of dst_code_write_ptr */
    _PyBytes_Resize(&dst_py_obj_ptr, dst_write_ptr - dst_buf_ptr);

    return dst_py_obj_ptr;
}

/* ---- the harness ---- */
int main(void)
{
    PyObject input;
    input.size = N;
    /* a buffer of exactly N bytes (a memoryview of a slice, an mmap): no NUL after it */
    input.data = malloc(N);
    if (input.data == NULL) return 0;
    for (int k = 0; k < N; k++) input.data[k] = (char)__VERIFIER_nondet_uchar();
    PyObject *decoded = cobs_decode(NULL, &input);
    if (decoded == NULL) return 0; /* cobs.DecodeError */
    assert(decoded->size <= N - 1 || (N == 1 && decoded->size == 0));
    PyObject *encoded = cobs_encode(NULL, decoded);
    if (encoded == NULL) return 0;
    assert(encoded->size == N);
    for (int k = 0; k < N; k++) assert(encoded->data[k] == input.data[k]);
    return 0;
}
