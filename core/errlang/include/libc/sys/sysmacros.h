/* errlang's <sys/sysmacros.h>: glibc's device-number macros. */
#ifndef _ERRLANG_SYS_SYSMACROS_H
#define _ERRLANG_SYS_SYSMACROS_H
#define major(dev) ((unsigned int)((((dev) >> 32) & 0xfffff000) | (((dev) >> 8) & 0xfff)))
#define minor(dev) ((unsigned int)((((dev) >> 12) & 0xffffff00) | ((dev) & 0xff)))
#define makedev(maj, min)                                                                  \
  ((((unsigned long)(maj) & 0xfffff000UL) << 32) | (((unsigned long)(maj) & 0xfffUL) << 8) | \
   (((unsigned long)(min) & 0xffffff00UL) << 12) | ((unsigned long)(min) & 0xffUL))
#endif
