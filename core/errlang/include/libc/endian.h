/* errlang's <endian.h> (glibc's, x86-64: little-endian): the byte-order numbers and the
 * htobe16/be16toh/htole32/le64toh/... conversions, as gcc's byte-swap builtins
 * (errlang/ir/bit_builtins.py) or an identity in the type's width. Was the fake libc's empty
 * header: every conversion was an undeclared function whose result was an input. */
#ifndef _ERRLANG_ENDIAN_H
#define _ERRLANG_ENDIAN_H
#include <stdint.h>
#define __LITTLE_ENDIAN 1234
#define __BIG_ENDIAN 4321
#define __PDP_ENDIAN 3412
#define __BYTE_ORDER __LITTLE_ENDIAN
#define __FLOAT_WORD_ORDER __BYTE_ORDER
#define LITTLE_ENDIAN __LITTLE_ENDIAN
#define BIG_ENDIAN __BIG_ENDIAN
#define PDP_ENDIAN __PDP_ENDIAN
#define BYTE_ORDER __BYTE_ORDER
#define htobe16(x) ((uint16_t)__builtin_bswap16(x))
#define htole16(x) ((uint16_t)(x))
#define be16toh(x) ((uint16_t)__builtin_bswap16(x))
#define le16toh(x) ((uint16_t)(x))
#define htobe32(x) ((uint32_t)__builtin_bswap32(x))
#define htole32(x) ((uint32_t)(x))
#define be32toh(x) ((uint32_t)__builtin_bswap32(x))
#define le32toh(x) ((uint32_t)(x))
#define htobe64(x) ((uint64_t)__builtin_bswap64(x))
#define htole64(x) ((uint64_t)(x))
#define be64toh(x) ((uint64_t)__builtin_bswap64(x))
#define le64toh(x) ((uint64_t)(x))
#endif
