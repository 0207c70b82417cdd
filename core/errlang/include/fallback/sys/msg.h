/* errlang's fallback for a header it does not write itself (a copy of pycparser's fake libc
 * header): its types and declarations come from errlang's own headers through
 * <_errlang_fallback.h>, so that they agree with the rest (docs/libc.md). */
#include <_errlang_fallback.h>
