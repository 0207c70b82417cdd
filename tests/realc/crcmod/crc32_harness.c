/* A user's harness for crcmod 1.7's C extension (python3/src/_crcfunext.c unchanged; MIT,
 * LICENSE) through a CPython test double (Python.h, python_stub.c): the module is made, its
 * "_crc32r" found by name in the method table and called as crcmod's Python calls it for
 * mkCrcFun('crc-32') — (data, crc, table) with the init 0xFFFFFFFF and the final xor done by
 * the caller — on "123456789" (the check value 0xCBF43926), on 2 input bytes against a
 * bit-by-bit CRC-32, on a short table (refused). */
#include <assert.h>
#include <string.h>
#include "Python.h"
#include "crc32_table.h"

extern unsigned char __VERIFIER_nondet_uchar(void);
PyObject *PyInit__crcfunext(void);

static PyObject int_object(unsigned long long v)
{
    PyObject o = {2, 0, 0, 0, v};
    return o;
}

static unsigned int crc32_bitwise(const unsigned char *p, int n)
{
    unsigned int c = 0xFFFFFFFFu;
    for (int i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
    }
    return c ^ 0xFFFFFFFFu;
}

static PyObject *call(PyCFunction f, const unsigned char *data, Py_ssize_t n, Py_ssize_t table)
{
    PyObject bytes = {0, data, n, 0, 0};
    PyObject crc = int_object(0xFFFFFFFFu);
    PyObject tab = {0, (const unsigned char *)crc32_table, table, 0, 0};
    PyObject *items[3] = {&bytes, &crc, &tab};
    PyObject args = {1, 0, 3, items, 0};
    return f(NULL, &args);
}

int main(void)
{
    assert(PyInit__crcfunext() != NULL && stub_last_module != NULL);
    PyMethodDef *m = stub_last_module->m_methods;
    while (m->ml_name && strcmp(m->ml_name, "_crc32r") != 0)
        m++;
    assert(m->ml_meth != NULL && m->ml_flags == METH_VARARGS);

    PyObject *r = call(m->ml_meth, (const unsigned char *)"123456789", 9, 1024);
    assert(r != NULL && r->kind == 2 && (r->value ^ 0xFFFFFFFFu) == 0xCBF43926u);

    unsigned char in[2] = {__VERIFIER_nondet_uchar(), __VERIFIER_nondet_uchar()};
    r = call(m->ml_meth, in, 2, 1024);
    assert(r != NULL && (unsigned int)(r->value ^ 0xFFFFFFFFu) == crc32_bitwise(in, 2));
    assert(call(m->ml_meth, in, 2, 1000) == NULL && stub_last_error != NULL);
    return 0;
}
