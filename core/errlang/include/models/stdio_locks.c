/* Models of POSIX's stream locks and unlocked character I/O (<stdio.h>): errlang follows one
 * thread, so a lock is taken at once and the unlocked forms are the locked ones. */
#include <stdio.h>

void flockfile(FILE *f) {}

int ftrylockfile(FILE *f) { return 0; }

void funlockfile(FILE *f) {}

int getc_unlocked(FILE *f) { return getc(f); }

int getchar_unlocked(void) { return getchar(); }

int putc_unlocked(int c, FILE *f) { return putc(c, f); }

int putchar_unlocked(int c) { return putchar(c); }

int fgetc_unlocked(FILE *f) { return fgetc(f); }

int fputc_unlocked(int c, FILE *f) { return fputc(c, f); }
