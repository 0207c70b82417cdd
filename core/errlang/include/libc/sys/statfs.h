/* errlang's <sys/statfs.h> (Linux; glibc's x86-64 struct statfs: 120 bytes). statfs and fstatfs
 * are declared only: a run calling one is cut there, with the reason. */
#ifndef _ERRLANG_SYS_STATFS_H
#define _ERRLANG_SYS_STATFS_H
#include <_errlang_types.h>
typedef long __fsword_t;
typedef struct {
  int __val[2];
} __fsid_t;
struct statfs {
  __fsword_t f_type;
  __fsword_t f_bsize;
  fsblkcnt_t f_blocks;
  fsblkcnt_t f_bfree;
  fsblkcnt_t f_bavail;
  fsfilcnt_t f_files;
  fsfilcnt_t f_ffree;
  __fsid_t f_fsid;
  __fsword_t f_namelen;
  __fsword_t f_frsize;
  __fsword_t f_flags;
  __fsword_t f_spare[4];
};
#define _STATFS_F_NAMELEN
#define _STATFS_F_FRSIZE
#define _STATFS_F_FLAGS
int statfs(const char *, struct statfs *);
int fstatfs(int, struct statfs *);
#endif
