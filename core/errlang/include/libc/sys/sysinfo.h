/* errlang's <sys/sysinfo.h> (Linux; glibc's x86-64 struct sysinfo: 112 bytes). The functions
 * are declared only: a run calling one is cut there, with the reason. */
#ifndef _ERRLANG_SYS_SYSINFO_H
#define _ERRLANG_SYS_SYSINFO_H
#define SI_LOAD_SHIFT 16
struct sysinfo {
  long uptime;
  unsigned long loads[3];
  unsigned long totalram;
  unsigned long freeram;
  unsigned long sharedram;
  unsigned long bufferram;
  unsigned long totalswap;
  unsigned long freeswap;
  unsigned short procs;
  unsigned short pad;
  unsigned long totalhigh;
  unsigned long freehigh;
  unsigned int mem_unit;
};
int sysinfo(struct sysinfo *);
int get_nprocs_conf(void);
int get_nprocs(void);
long get_phys_pages(void);
long get_avphys_pages(void);
#endif
