/* errlang's <linux/limits.h>: Linux's path and argument limits. */
#ifndef _ERRLANG_LINUX_LIMITS_H
#define _ERRLANG_LINUX_LIMITS_H
#define NGROUPS_MAX 65536
#define ARG_MAX 131072
#define NAME_MAX 255
#define PATH_MAX 4096
#define PIPE_BUF 4096
#endif
