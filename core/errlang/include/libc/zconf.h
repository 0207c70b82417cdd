/* errlang's <zconf.h>: the configuration zlib's <zlib.h> includes, as zlib 1.2.13 configures
 * itself on x86-64 Linux (LP64; STDC; no FAR; z_off_t is long). Only the types and the
 * macros a program sees are here (docs/libc.md, "zlib"). zlib is (C) 1995-2024 Jean-loup
 * Gailly and Mark Adler, under the zlib licence; this is an altered version, written for
 * errlang. */
#ifndef ZCONF_H
#define ZCONF_H

#include <stddef.h>

#define STDC
#define STDC99
#define z_const const
#define ZEXTERN extern
#define ZEXPORT
#define ZEXPORTVA
#define FAR
#define OF(args) args
#define Z_ARG(args) args
#define MAX_MEM_LEVEL 9
#define MAX_WBITS 15
#define Z_HAVE_UNISTD_H
#define Z_HAVE_STDARG_H
#define Z_U4 unsigned
#define z_off_t long
#define z_off64_t z_off_t

typedef size_t z_size_t;
typedef unsigned char Byte;
typedef unsigned int uInt;
typedef unsigned long uLong;
typedef Byte Bytef;
typedef char charf;
typedef int intf;
typedef uInt uIntf;
typedef uLong uLongf;
typedef void const *voidpc;
typedef void *voidpf;
typedef void *voidp;
typedef unsigned z_crc_t;

#endif
