/* errlang's <unistd.h> (POSIX), declarations: results are inputs where they are scalars
 * (a call may fail); read() and pread() fill a buffer with input bytes (models/unistd.c). */
#ifndef _ERRLANG_UNISTD_H
#define _ERRLANG_UNISTD_H
#include <_errlang_types.h>
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
#define F_OK 0
#define X_OK 1
#define W_OK 2
#define R_OK 4
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif
ssize_t read(int, void *, size_t);
ssize_t pread(int, void *, size_t, off_t);
ssize_t write(int, const void *, size_t);
ssize_t pwrite(int, const void *, size_t, off_t);
int close(int);
off_t lseek(int, off_t, int);
int access(const char *, int);
int unlink(const char *);
int chown(const char *, uid_t, gid_t);
int rmdir(const char *);
int chdir(const char *);
int isatty(int);
int dup(int);
int dup2(int, int);
int pipe(int *);
int fsync(int);
int ftruncate(int, off_t);
pid_t getpid(void);
pid_t getppid(void);
pid_t fork(void);
uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
unsigned int sleep(unsigned int);
int usleep(useconds_t);
long sysconf(int);
/* getopt's variables, as glibc's (defined here for errlang only: a replay leaves errlang's
 * headers out; the units' copies are one, frontend/link.py). */
int getopt(int, char *const *, const char *);
extern char *optarg;
extern int optind, opterr, optopt;
char *optarg; /* tentative: a program's own `int optind = 1;` (its own getopt) is the one */
int optind;   /* 0 until the first getopt, which starts the scan at 1 (glibc's optind = 0) */
int opterr;
int optopt;
void _exit(int);
long syscall(long, ...);
/* glibc's x86-64 values (eighth session: sqlite's and lmdb's probes) */
#define _SC_CLK_TCK 2
#define _SC_OPEN_MAX 4
#define _SC_PAGESIZE 30
#define _SC_PAGE_SIZE _SC_PAGESIZE
#define _SC_NPROCESSORS_CONF 83
#define _SC_NPROCESSORS_ONLN 84
/* declared only: getcwd and readlink write a path the system knows (no model: a run calling
 * them is cut there, with the reason); the others return inputs (they may fail) */
char *getcwd(char *, size_t);
ssize_t readlink(const char *, char *, size_t);
int fchown(int, uid_t, gid_t);
int getpagesize(void);
int link(const char *, const char *);
int symlink(const char *, const char *);
int fdatasync(int);
int truncate(const char *, off_t);
#endif
