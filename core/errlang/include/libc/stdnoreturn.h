/* errlang's <stdnoreturn.h> (C11 7.23). */
#ifndef _ERRLANG_STDNORETURN_H
#define _ERRLANG_STDNORETURN_H
#define noreturn _Noreturn
#endif
