/* The user's CPython test double (Python.h): argument tuples, buffers, integers, errors. */
#include <stdarg.h>
#include <stdlib.h>
#include "Python.h"

PyModuleDef *stub_last_module;
const char *stub_last_error;
static PyObject exceptions[3];
PyObject *PyExc_TypeError = &exceptions[0], *PyExc_ValueError = &exceptions[1],
         *PyExc_BufferError = &exceptions[2];
static PyObject module = {2, 0, 0, 0, 0};

PyObject *PyModule_Create(PyModuleDef *def)
{
    stub_last_module = def;
    return &module;
}

void PyErr_SetString(PyObject *type, const char *message)
{
    (void)type;
    stub_last_error = message;
}

void Py_FatalError(const char *message)
{
    stub_last_error = message;
    abort();
}

int PyObject_GetBuffer(PyObject *obj, Py_buffer *view, int flags)
{
    (void)flags;
    view->buf = (void *)obj->bytes;
    view->obj = obj;
    view->len = obj->length;
    view->ndim = 1;
    return 0;
}

void PyBuffer_Release(Py_buffer *view)
{
    view->obj = NULL;
}

static PyObject *integer(unsigned long long v)
{
    PyObject *o = calloc(1, sizeof *o);
    if (o) {
        o->kind = 2;
        o->value = v;
    }
    return o;
}

PyObject *PyLong_FromLong(long v) { return integer((unsigned long long)v); }
PyObject *PyLong_FromUnsignedLong(unsigned long v) { return integer(v); }
PyObject *PyLong_FromUnsignedLongLong(unsigned long long v) { return integer(v); }

/* "O" an object, "B"/"H"/"I"/"K" an int truncated to 8/16/32/64 bits, "s#" a bytes object's
 * data and length; anything else (or a wrong item) fails, as CPython's would. */
int PyArg_ParseTuple(PyObject *args, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    int ok = args->kind == 1;
    for (Py_ssize_t i = 0; ok && format[0]; i++, format++) {
        if (i >= args->length) {
            ok = 0;
            break;
        }
        PyObject *item = args->items[i];
        char f = format[0];
        if (f == 'O')
            *va_arg(ap, PyObject **) = item;
        else if (f == 's' && format[1] == '#' && item->kind == 0) {
            *va_arg(ap, const unsigned char **) = item->bytes;
            *va_arg(ap, Py_ssize_t *) = item->length;
            format++;
        } else if (item->kind != 2)
            ok = 0;
        else if (f == 'B')
            *va_arg(ap, unsigned char *) = (unsigned char)item->value;
        else if (f == 'H')
            *va_arg(ap, unsigned short *) = (unsigned short)item->value;
        else if (f == 'I')
            *va_arg(ap, unsigned int *) = (unsigned int)item->value;
        else if (f == 'K')
            *va_arg(ap, unsigned long long *) = item->value;
        else
            ok = 0;
    }
    va_end(ap);
    if (!ok)
        stub_last_error = "bad arguments";
    return ok;
}
