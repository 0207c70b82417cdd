/* A user's CPython test double for bitarray's header (bitarray.h): a variable-size object
 * header whose ob_size is the buffer's size in bytes, as CPython's PyVarObject. */
#ifndef PYTHON_STUB_H
#define PYTHON_STUB_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <assert.h>
#include <stdlib.h>
typedef long Py_ssize_t;
typedef struct _object { Py_ssize_t ob_refcnt; } PyObject;
typedef struct { PyObject ob_base; Py_ssize_t ob_size; } PyVarObject;
#define PyObject_VAR_HEAD PyVarObject ob_base;
#define Py_SIZE(o) (((PyVarObject *)(o))->ob_size)
typedef struct { void *buf; } Py_buffer;
#define Py_UNREACHABLE() abort()
#define Py_DECREF(o) ((void)0)
extern PyObject *PyExc_ValueError;
void PyErr_SetString(PyObject *type, const char *message);
void PyErr_Format(PyObject *type, const char *format, ...);
PyObject *PyErr_Occurred(void);
Py_ssize_t PyNumber_AsSsize_t(PyObject *o, PyObject *exc);
Py_ssize_t PySlice_AdjustIndices(Py_ssize_t length, Py_ssize_t *start, Py_ssize_t *stop,
                                 Py_ssize_t step);
PyObject *PyImport_ImportModule(const char *name);
PyObject *PyObject_GetAttrString(PyObject *o, const char *name);
#endif
