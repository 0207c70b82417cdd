/* errlang's <sys/mman.h> (POSIX, glibc's x86-64 values): the constants programs test and the
 * functions declared only. A mapping is memory the system gives: mmap has no model, so a run
 * calling it is cut there with the reason (a fresh object would miss what the file holds). */
#ifndef _ERRLANG_SYS_MMAN_H
#define _ERRLANG_SYS_MMAN_H
#include <_errlang_types.h>
#define PROT_NONE 0
#define PROT_READ 1
#define PROT_WRITE 2
#define PROT_EXEC 4
#define MAP_SHARED 1
#define MAP_PRIVATE 2
#define MAP_FIXED 16
#define MAP_ANONYMOUS 32
#define MAP_ANON MAP_ANONYMOUS
#define MAP_NORESERVE 16384
#define MAP_FAILED ((void *)-1)
#define MS_ASYNC 1
#define MS_INVALIDATE 2
#define MS_SYNC 4
#define MADV_NORMAL 0
#define MADV_RANDOM 1
#define MADV_SEQUENTIAL 2
#define MADV_WILLNEED 3
#define MADV_DONTNEED 4
#define POSIX_MADV_NORMAL 0
#define POSIX_MADV_RANDOM 1
#define POSIX_MADV_SEQUENTIAL 2
#define POSIX_MADV_WILLNEED 3
#define POSIX_MADV_DONTNEED 4
#define MREMAP_MAYMOVE 1
void *mmap(void *, size_t, int, int, int, off_t);
int munmap(void *, size_t);
int mprotect(void *, size_t, int);
int msync(void *, size_t, int);
int madvise(void *, size_t, int);
int posix_madvise(void *, size_t, int);
void *mremap(void *, size_t, size_t, int, ...);
int mlock(const void *, size_t);
int munlock(const void *, size_t);
#endif
