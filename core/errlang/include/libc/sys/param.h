/* errlang's <sys/param.h> (BSD, as glibc's): MIN, MAX and the path limits. */
#ifndef _ERRLANG_SYS_PARAM_H
#define _ERRLANG_SYS_PARAM_H
#include <limits.h>
#include <linux/limits.h>
#include <sys/types.h>
#define MAXPATHLEN PATH_MAX
#define MAXHOSTNAMELEN 64
#define NBBY 8
#define MIN(a, b) (((a) < (b)) ? (a) : (b))
#define MAX(a, b) (((a) > (b)) ? (a) : (b))
#define howmany(x, y) (((x) + ((y) - 1)) / (y))
#define roundup(x, y) ((((x) + ((y) - 1)) / (y)) * (y))
#define powerof2(x) ((((x) - 1) & (x)) == 0)
#endif
