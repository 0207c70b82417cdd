/* errlang's <sys/file.h>: flock returns an input (it may fail). */
#ifndef _ERRLANG_SYS_FILE_H
#define _ERRLANG_SYS_FILE_H
#include <fcntl.h>
#define LOCK_SH 1
#define LOCK_EX 2
#define LOCK_NB 4
#define LOCK_UN 8
int flock(int, int);
#endif
