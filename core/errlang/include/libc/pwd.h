/* errlang's <pwd.h> (POSIX; glibc's x86-64 struct passwd: 48 bytes). The functions are
 * declared only: a run that looks up a user is cut where it calls one, with the reason (no
 * user database is modelled). */
#ifndef _ERRLANG_PWD_H
#define _ERRLANG_PWD_H
#include <_errlang_types.h>
#include <stddef.h>
#include <stdio.h>
struct passwd {
  char *pw_name;
  char *pw_passwd;
  uid_t pw_uid;
  gid_t pw_gid;
  char *pw_gecos;
  char *pw_dir;
  char *pw_shell;
};
struct passwd *getpwnam(const char *);
struct passwd *getpwuid(uid_t);
int getpwnam_r(const char *, struct passwd *, char *, size_t, struct passwd **);
int getpwuid_r(uid_t, struct passwd *, char *, size_t, struct passwd **);
struct passwd *getpwent(void);
void setpwent(void);
void endpwent(void);
struct passwd *fgetpwent(FILE *);
int putpwent(const struct passwd *, FILE *);
#endif
