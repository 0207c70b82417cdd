/* errlang's <dlfcn.h> (glibc's numbers). No shared object is loaded in an analysed run: the
 * functions are declared only, so a run calling one is cut there, with the reason. */
#ifndef _ERRLANG_DLFCN_H
#define _ERRLANG_DLFCN_H
#define RTLD_LAZY 0x00001
#define RTLD_NOW 0x00002
#define RTLD_BINDING_MASK 0x3
#define RTLD_NOLOAD 0x00004
#define RTLD_DEEPBIND 0x00008
#define RTLD_GLOBAL 0x00100
#define RTLD_LOCAL 0
#define RTLD_NODELETE 0x01000
#ifdef _GNU_SOURCE
#define RTLD_NEXT ((void *)-1l)
#define RTLD_DEFAULT ((void *)0)
typedef struct {
  const char *dli_fname;
  void *dli_fbase;
  const char *dli_sname;
  void *dli_saddr;
} Dl_info;
int dladdr(const void *, Dl_info *);
#endif
void *dlopen(const char *, int);
int dlclose(void *);
void *dlsym(void *, const char *);
char *dlerror(void);
#endif
