/* errlang's <setjmp.h> (C11 7.13): declared so that programs parse; setjmp and longjmp are
 * refused where a function calls them (errlang/ir/builtins.py): errlang does not model
 * non-local jumps. */
#ifndef _ERRLANG_SETJMP_H
#define _ERRLANG_SETJMP_H
typedef long jmp_buf[8];
typedef long sigjmp_buf[8];
int setjmp(jmp_buf);
void longjmp(jmp_buf, int);
int sigsetjmp(sigjmp_buf, int);
void siglongjmp(sigjmp_buf, int);
#endif
