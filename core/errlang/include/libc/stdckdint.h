/* errlang's <stdckdint.h> (C23 7.20): checked integer arithmetic, as gcc's own header, on
   gcc's builtins (errlang.ir.overflow_builtins): the exact result wrapped into *R, true when
   it does not fit. */
#ifndef _ERRLANG_STDCKDINT_H
#define _ERRLANG_STDCKDINT_H
#define __STDC_VERSION_STDCKDINT_H__ 202311L
#define ckd_add(R, A, B) __builtin_add_overflow((A), (B), (R))
#define ckd_sub(R, A, B) __builtin_sub_overflow((A), (B), (R))
#define ckd_mul(R, A, B) __builtin_mul_overflow((A), (B), (R))
#endif
