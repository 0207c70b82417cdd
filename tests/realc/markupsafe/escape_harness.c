/* A user's harness for markupsafe 3.0.4's escape (_speedups.c unchanged) through a CPython
 * test double: the module is initialised, its "_escape_inner" found in the method table and
 * called through the pointer on "a" and an input character (1-byte kind) and on U+1F600 and
 * an input character (4-byte kind); what comes back is checked. */
#include <assert.h>
#include "Python.h"

extern unsigned char __VERIFIER_nondet_uchar(void);
PyObject *PyInit__speedups(void);

static int special(Py_UCS4 c)
{
    return c == '<' || c == '>' || c == '&' || c == '"' || c == '\'';
}

int main(void)
{
    assert(PyInit__speedups() != NULL && stub_last_module != NULL);
    PyMethodDef *m = &stub_last_module->m_methods[0];
    assert(m->ml_name[0] == '_' && m->ml_flags == METH_O); /* "_escape_inner" */

    Py_UCS1 text[2] = {'a', __VERIFIER_nondet_uchar()};
    int specials = special(text[1]);
    PyObject in = {1, 1, PyUnicode_1BYTE_KIND, 0, 2, text};
    PyObject *out = m->ml_meth(NULL, &in);
    assert(out != NULL);
    if (specials == 0) {
        assert(out == &in && in.ob_refcnt == 2);
    } else {
        assert(out != &in && out->kind == PyUnicode_1BYTE_KIND);
        assert(out->length >= 2 + 3 * specials && out->length <= 2 + 4 * specials);
        Py_UCS1 *o = PyUnicode_1BYTE_DATA(out);
        for (Py_ssize_t k = 0; k < out->length; k++)
            assert(o[k] != '<' && o[k] != '"');
        assert(o[out->length - 1] == ';' || !special(text[1]));
        assert(out->length <= 5); /* the user's guess: fails, "a&#34;" is 6 */
    }

    Py_UCS4 wide[2] = {0x1F600, __VERIFIER_nondet_uchar()};
    PyObject w = {1, 1, PyUnicode_4BYTE_KIND, 0, 2, wide};
    PyObject *wout = m->ml_meth(NULL, &w);
    if (wout != &w) {
        assert(wout->kind == PyUnicode_4BYTE_KIND && PyUnicode_4BYTE_DATA(wout)[0] == 0x1F600);
        assert(PyUnicode_4BYTE_DATA(wout)[1] == '&');
    }
    return 0;
}
