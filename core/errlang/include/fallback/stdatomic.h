/* errlang's fallback for a header it does not write itself (a copy of pycparser's fake libc
 * header): its types and declarations come from errlang's own headers through
 * <_errlang_fallback.h>, so that they agree with the rest (docs/libc.md). */
#include <_errlang_fallback.h>
/* C11 7.17's macros (the generic functions are gcc's builtins: errlang/frontend/atomics.py) */
#define ATOMIC_FLAG_INIT { 0 }
#define ATOMIC_VAR_INIT(value) (value)
#define kill_dependency(y) (y)
