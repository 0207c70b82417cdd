/* errlang's <byteswap.h> (glibc): gcc's byte-swap builtins (errlang/ir/bit_builtins.py). */
#ifndef _ERRLANG_BYTESWAP_H
#define _ERRLANG_BYTESWAP_H
#define bswap_16(x) __builtin_bswap16(x)
#define bswap_32(x) __builtin_bswap32(x)
#define bswap_64(x) __builtin_bswap64(x)
#endif
