/* <limits.h>'s POSIX limits as glibc gives them under gcc's default (_DEFAULT_SOURCE):
 * hiredis' sds.c compares a length with SSIZE_MAX ("'SSIZE_MAX' is not declared" before).
 * Every assertion holds under gcc too (test_realc_headers.py compiles and runs it). */
#include <assert.h>
#include <limits.h>
#include <sys/types.h>

int main(void)
{
    assert(SSIZE_MAX == LONG_MAX && sizeof(ssize_t) == sizeof(long));
    assert(MB_LEN_MAX == 16 && PATH_MAX == 4096 && NAME_MAX == 255 && PIPE_BUF == 4096);
    assert(HOST_NAME_MAX == 64 && LOGIN_NAME_MAX == 256 && LINE_MAX == 2048);
    assert(NGROUPS_MAX == 65536 && _POSIX_SSIZE_MAX == 32767 && _POSIX_PATH_MAX == 256);
    assert(_POSIX_NAME_MAX == 14 && _POSIX_PIPE_BUF == 512 && _POSIX_ARG_MAX == 4096);
    assert(_POSIX_OPEN_MAX == 20 && _POSIX_HOST_NAME_MAX == 255 && _POSIX2_LINE_MAX == 2048);
    assert(_POSIX_LOGIN_NAME_MAX == 9);
    return 0;
}
