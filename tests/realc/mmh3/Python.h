/* The one thing murmurhash3.h takes from <Python.h> (the harness's stub, not CPython's). */
#include <stddef.h>
typedef long Py_ssize_t;
