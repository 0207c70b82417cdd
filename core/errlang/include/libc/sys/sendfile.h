/* errlang's <sys/sendfile.h> (Linux). sendfile() is declared only: a run calling it is cut
 * there, with the reason (no file is modelled behind a descriptor). */
#ifndef _ERRLANG_SYS_SENDFILE_H
#define _ERRLANG_SYS_SENDFILE_H
#include <_errlang_types.h>
#include <stddef.h>
ssize_t sendfile(int, int, off_t *, size_t);
#endif
