#ifndef _ERRLANG_INTTYPES_H
#define _ERRLANG_INTTYPES_H
#include <stdint.h>
#endif
