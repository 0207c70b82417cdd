/* errlang's <sys/eventfd.h> (Linux; glibc's numbers). The functions are declared only: a run
 * calling one is cut there, with the reason. */
#ifndef _ERRLANG_SYS_EVENTFD_H
#define _ERRLANG_SYS_EVENTFD_H
#include <stdint.h>
typedef uint64_t eventfd_t;
#define EFD_SEMAPHORE 00000001
#define EFD_NONBLOCK 00004000
#define EFD_CLOEXEC 02000000
int eventfd(unsigned int, int);
int eventfd_read(int, eventfd_t *);
int eventfd_write(int, eventfd_t);
#endif
