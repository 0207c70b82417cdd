/* A user's CPython test double for markupsafe's _speedups.c (not CPython's <Python.h>): a str
 * is a struct with its kind, its length and its code units; PyUnicode_New allocates one
 * (python_stub.c); PyModuleDef_Init records the module's definition for the harness. */
#ifndef PYTHON_STUB_H
#define PYTHON_STUB_H
#include <assert.h>
#include <stddef.h>
#include <string.h>

typedef long Py_ssize_t;
typedef unsigned char Py_UCS1;
typedef unsigned short Py_UCS2;
typedef unsigned int Py_UCS4;

typedef struct {
    Py_ssize_t ob_refcnt;
    int is_str;
    int kind; /* 1, 2 or 4 bytes per code unit */
    int ascii;
    Py_ssize_t length;
    void *data;
} PyObject;
typedef PyObject PyUnicodeObject;

#define PyUnicode_1BYTE_KIND 1
#define PyUnicode_2BYTE_KIND 2
#define PyUnicode_4BYTE_KIND 4
#define PyUnicode_Check(o) (((PyObject *)(o))->is_str)
#define PyUnicode_READY(o) 0
#define PyUnicode_KIND(o) (((PyObject *)(o))->kind)
#define PyUnicode_GET_LENGTH(o) (((PyObject *)(o))->length)
#define PyUnicode_IS_ASCII(o) (((PyObject *)(o))->ascii)
#define PyUnicode_1BYTE_DATA(o) ((Py_UCS1 *)((PyObject *)(o))->data)
#define PyUnicode_2BYTE_DATA(o) ((Py_UCS2 *)((PyObject *)(o))->data)
#define PyUnicode_4BYTE_DATA(o) ((Py_UCS4 *)((PyObject *)(o))->data)
#define Py_INCREF(o) (((PyObject *)(o))->ob_refcnt++)

PyObject *PyUnicode_New(Py_ssize_t size, Py_UCS4 maxchar);

typedef PyObject *(*PyCFunction)(PyObject *, PyObject *);
typedef struct PyMethodDef {
    const char *ml_name;
    PyCFunction ml_meth;
    int ml_flags;
    const char *ml_doc;
} PyMethodDef;
#define METH_O 0x0008

typedef struct PyModuleDef_Slot {
    int slot;
    void *value;
} PyModuleDef_Slot;
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
    PyModuleDef_Slot *m_slots;
} PyModuleDef;

#define PyMODINIT_FUNC PyObject *
PyObject *PyModuleDef_Init(PyModuleDef *def);
extern PyModuleDef *stub_last_module;

#endif
