/* errlang's <stdarg.h> (C11 7.16), in gcc's own spelling: `va_arg(ap, T)` is gcc's
 * `__builtin_va_arg(ap, T)`, which the front end (frontend/gnu.py, frontend/normalise.py) makes
 * parseable and the IR lowers (ir/variadic.py): a `va_list` points into the argument area that
 * a call of a variadic function fills with 8-byte slots. Because the expansions are gcc's
 * builtins, the C regenerated from the AST for a replay compiles with gcc's real <stdarg.h>
 * semantics.
 *
 * `va_list` is a macro for gcc's builtin type rather than a typedef: errlang's headers are left
 * out of a replay, and `__builtin_va_list` needs no declaration in gcc (errlang's parser gets
 * `typedef char *__builtin_va_list;` from frontend/program.py). */
#ifndef _ERRLANG_STDARG_H
#define _ERRLANG_STDARG_H
/* pycparser's fake libc (the fallback for headers errlang does not provide) defines va_start,
 * va_arg and va_end in _fake_defines.h, dropping va_arg's type. It has an include guard:
 * included here first, a fake header included later cannot redefine them. The macros that
 * errlang's own headers define too keep errlang's meaning (defined or not): the fake file's
 * INT_MIN, LONG_MIN are not of type int, long, its RAND_MAX is not glibc's, its NULL is 0. */
#pragma push_macro("NULL")
#pragma push_macro("EXIT_FAILURE")
#pragma push_macro("EXIT_SUCCESS")
#pragma push_macro("RAND_MAX")
#pragma push_macro("CHAR_MIN")
#pragma push_macro("CHAR_MAX")
#pragma push_macro("UCHAR_MAX")
#pragma push_macro("SHRT_MIN")
#pragma push_macro("SHRT_MAX")
#pragma push_macro("USHRT_MAX")
#pragma push_macro("INT_MIN")
#pragma push_macro("INT_MAX")
#pragma push_macro("UINT_MAX")
#pragma push_macro("LONG_MIN")
#pragma push_macro("LONG_MAX")
#pragma push_macro("ULONG_MAX")
#pragma push_macro("true")
#pragma push_macro("false")
#pragma push_macro("__bool_true_false_are_defined")
#include <_fake_defines.h>
#pragma pop_macro("NULL")
#pragma pop_macro("EXIT_FAILURE")
#pragma pop_macro("EXIT_SUCCESS")
#pragma pop_macro("RAND_MAX")
#pragma pop_macro("CHAR_MIN")
#pragma pop_macro("CHAR_MAX")
#pragma pop_macro("UCHAR_MAX")
#pragma pop_macro("SHRT_MIN")
#pragma pop_macro("SHRT_MAX")
#pragma pop_macro("USHRT_MAX")
#pragma pop_macro("INT_MIN")
#pragma pop_macro("INT_MAX")
#pragma pop_macro("UINT_MAX")
#pragma pop_macro("LONG_MIN")
#pragma pop_macro("LONG_MAX")
#pragma pop_macro("ULONG_MAX")
#pragma pop_macro("true")
#pragma pop_macro("false")
#pragma pop_macro("__bool_true_false_are_defined")
#undef va_start
#undef va_arg
#undef va_end
#undef va_copy
#define va_list __builtin_va_list
#define __gnuc_va_list __builtin_va_list
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define __va_copy(dest, src) __builtin_va_copy(dest, src)
#endif
