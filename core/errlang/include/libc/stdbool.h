#ifndef _ERRLANG_STDBOOL_H
#define _ERRLANG_STDBOOL_H
/* A typedef rather than C's `#define bool _Bool`: pycparser's fake libc (the fallback for the
   headers errlang does not provide, frontend/preprocess.py) declares `typedef _Bool bool;`,
   which the macro would turn into `typedef _Bool _Bool;`, a syntax error. The macro that names
   itself keeps `#ifdef bool` true, as with the standard header. */
typedef _Bool bool;
#define bool bool
#define true 1
#define false 0
#define __bool_true_false_are_defined 1
#endif
