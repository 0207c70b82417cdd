/* errlang's <alloca.h>: alloca is an allocation of the IR (errlang.ir.builtins). */
#ifndef _ERRLANG_ALLOCA_H
#define _ERRLANG_ALLOCA_H
#include <stddef.h>
void *alloca(size_t);
#endif
