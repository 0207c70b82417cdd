/* errlang's <sys/statvfs.h> (POSIX; glibc's x86-64 struct statvfs: 112 bytes). statvfs and
 * fstatvfs are declared only: a run calling one is cut there, with the reason. */
#ifndef _ERRLANG_SYS_STATVFS_H
#define _ERRLANG_SYS_STATVFS_H
#include <_errlang_types.h>
struct statvfs {
  unsigned long f_bsize;
  unsigned long f_frsize;
  fsblkcnt_t f_blocks;
  fsblkcnt_t f_bfree;
  fsblkcnt_t f_bavail;
  fsfilcnt_t f_files;
  fsfilcnt_t f_ffree;
  fsfilcnt_t f_favail;
  unsigned long f_fsid;
  unsigned long f_flag;
  unsigned long f_namemax;
  int __f_spare[6];
};
#define ST_RDONLY 1
#define ST_NOSUID 2
int statvfs(const char *, struct statvfs *);
int fstatvfs(int, struct statvfs *);
#endif
