/* The functions of the harness's CPython test double (Python.h). */
#include <stdlib.h>
#include "Python.h"

PyModuleDef *stub_last_module;
static PyObject module_object = {1, 0, 0, 0, 0, NULL};

PyObject *PyUnicode_New(Py_ssize_t size, Py_UCS4 maxchar)
{
    int kind = maxchar < 256 ? 1 : maxchar < 65536 ? 2 : 4;
    PyObject *s = malloc(sizeof(PyObject));
    if (s == NULL)
        return NULL;
    s->data = calloc((size_t)size + 1, (size_t)kind);
    if (s->data == NULL) {
        free(s);
        return NULL;
    }
    s->ob_refcnt = 1;
    s->is_str = 1;
    s->kind = kind;
    s->ascii = maxchar < 128;
    s->length = size;
    return s;
}

PyObject *PyModuleDef_Init(PyModuleDef *def)
{
    stub_last_module = def;
    return &module_object;
}
