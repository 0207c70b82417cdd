/* A user's CPython test double for crcmod 1.7's _crcfunext.c (not CPython's <Python.h>): an
 * object is a struct that is a bytes-like buffer, a tuple of arguments or an integer;
 * PyArg_ParseTuple reads a tuple by the format's letters (python_stub.c); PyModule_Create
 * records the module's definition for the harness. */
#ifndef PYTHON_STUB_H
#define PYTHON_STUB_H
#include <stddef.h>

typedef long Py_ssize_t;

typedef struct _object {
    int kind; /* 0: bytes, 1: tuple, 2: int, 3: str */
    const unsigned char *bytes;
    Py_ssize_t length;
    struct _object **items; /* a tuple's */
    unsigned long long value; /* an int's */
} PyObject;

typedef struct {
    void *buf;
    PyObject *obj;
    Py_ssize_t len;
    int ndim;
} Py_buffer;

#define PyBUF_SIMPLE 0
#define PyUnicode_Check(o) ((o)->kind == 3)
#define PyObject_CheckBuffer(o) ((o)->kind == 0)
int PyObject_GetBuffer(PyObject *obj, Py_buffer *view, int flags);
void PyBuffer_Release(Py_buffer *view);
int PyArg_ParseTuple(PyObject *args, const char *format, ...);
void PyErr_SetString(PyObject *type, const char *message);
extern PyObject *PyExc_TypeError, *PyExc_ValueError, *PyExc_BufferError;
PyObject *PyLong_FromLong(long v);
PyObject *PyLong_FromUnsignedLong(unsigned long v);
PyObject *PyLong_FromUnsignedLongLong(unsigned long long v);
void Py_FatalError(const char *message);

typedef PyObject *(*PyCFunction)(PyObject *, PyObject *);
typedef struct PyMethodDef {
    const char *ml_name;
    PyCFunction ml_meth;
    int ml_flags;
    const char *ml_doc;
} PyMethodDef;
#define METH_VARARGS 0x0001

typedef struct {
    Py_ssize_t ob_refcnt;
} PyModuleDef_Base;
#define PyModuleDef_HEAD_INIT {1}
typedef struct PyModuleDef {
    PyModuleDef_Base m_base;
    const char *m_name;
    const char *m_doc;
    Py_ssize_t m_size;
    PyMethodDef *m_methods;
} PyModuleDef;

#define PyMODINIT_FUNC PyObject *
PyObject *PyModule_Create(PyModuleDef *def);
extern PyModuleDef *stub_last_module;
extern const char *stub_last_error;

#endif
