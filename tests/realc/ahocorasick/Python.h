/* A user's CPython test double for pyahocorasick's trie nodes (trienode.c): only the types
 * and version macros common.h needs; the nodes hold integers, never Python objects. */
#ifndef PYTHON_STUB_H
#define PYTHON_STUB_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define PY_MAJOR_VERSION 3
#define PY_MINOR_VERSION 12
typedef long Py_ssize_t;
typedef uintptr_t Py_uintptr_t;
typedef struct _object { Py_ssize_t ob_refcnt; } PyObject;
#endif
