/* errlang's <syscall.h>: as glibc's, the system call numbers of <sys/syscall.h>. */
#include <sys/syscall.h>
