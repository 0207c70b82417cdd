/* errlang's <grp.h> (POSIX; glibc's x86-64 struct group: 32 bytes). The functions are declared
 * only: a run that looks up a group is cut where it calls one, with the reason. */
#ifndef _ERRLANG_GRP_H
#define _ERRLANG_GRP_H
#include <_errlang_types.h>
#include <stddef.h>
#include <stdio.h>
struct group {
  char *gr_name;
  char *gr_passwd;
  gid_t gr_gid;
  char **gr_mem;
};
struct group *getgrgid(gid_t);
struct group *getgrnam(const char *);
int getgrgid_r(gid_t, struct group *, char *, size_t, struct group **);
int getgrnam_r(const char *, struct group *, char *, size_t, struct group **);
struct group *getgrent(void);
void setgrent(void);
void endgrent(void);
struct group *fgetgrent(FILE *);
int setgroups(size_t, const gid_t *);
int initgroups(const char *, gid_t);
int getgrouplist(const char *, gid_t, gid_t *, int *);
#endif
