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
#define va_list __builtin_va_list
#define __gnuc_va_list __builtin_va_list
#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define __va_copy(dest, src) __builtin_va_copy(dest, src)
#endif
