/* errlang's <sys/random.h> (Linux): getrandom fills the buffer with input bytes
 * (models/unistd.c). */
#ifndef _ERRLANG_SYS_RANDOM_H
#define _ERRLANG_SYS_RANDOM_H
#include <_errlang_types.h>
#define GRND_NONBLOCK 1
#define GRND_RANDOM 2
ssize_t getrandom(void *, size_t, unsigned int);
int getentropy(void *, size_t);
#endif
