/* errlang's <sys/ioctl.h> (glibc's x86-64 struct winsize and request numbers). ioctl() is
 * declared only: what it writes depends on the device, so a run calling it is cut there, with
 * the reason. */
#ifndef _ERRLANG_SYS_IOCTL_H
#define _ERRLANG_SYS_IOCTL_H
struct winsize {
  unsigned short ws_row;
  unsigned short ws_col;
  unsigned short ws_xpixel;
  unsigned short ws_ypixel;
};
#define TCGETS 0x5401
#define TCSETS 0x5402
#define TIOCSCTTY 0x540E
#define TIOCGPGRP 0x540F
#define TIOCSPGRP 0x5410
#define TIOCGWINSZ 0x5413
#define TIOCSWINSZ 0x5414
#define FIONREAD 0x541B
#define TIOCINQ FIONREAD
#define FIONBIO 0x5421
#define TIOCNOTTY 0x5422
#define FIONCLEX 0x5450
#define FIOCLEX 0x5451
#define FIOASYNC 0x5452
int ioctl(int, unsigned long, ...);
#endif
