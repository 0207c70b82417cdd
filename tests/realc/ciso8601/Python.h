/* What isocalendar.c takes from <Python.h> (the harness's stub, not CPython's): assert. */
#include <assert.h>
