/* errlang's <sys/utsname.h> (POSIX; glibc's x86-64 layout: 390 bytes). uname() is declared
 * only: it writes the structure, so a run calling it is cut there, with the reason. */
#ifndef _ERRLANG_SYS_UTSNAME_H
#define _ERRLANG_SYS_UTSNAME_H
#define _UTSNAME_LENGTH 65
#define _UTSNAME_SYSNAME_LENGTH _UTSNAME_LENGTH
#define _UTSNAME_NODENAME_LENGTH _UTSNAME_LENGTH
#define _UTSNAME_RELEASE_LENGTH _UTSNAME_LENGTH
#define _UTSNAME_VERSION_LENGTH _UTSNAME_LENGTH
#define _UTSNAME_MACHINE_LENGTH _UTSNAME_LENGTH
#define _UTSNAME_DOMAIN_LENGTH _UTSNAME_LENGTH
struct utsname {
  char sysname[65];
  char nodename[65];
  char release[65];
  char version[65];
  char machine[65];
#ifdef _GNU_SOURCE
  char domainname[65];
#else
  char __domainname[65];
#endif
};
int uname(struct utsname *);
#endif
