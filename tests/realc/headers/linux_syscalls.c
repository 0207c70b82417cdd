/* <sys/syscall.h>, <sys/prctl.h>, <execinfo.h> were missing ("No such file or directory"):
 * glibc's numbers (checked by gcc: test_realc_headers.py compiles and runs this), syscall()
 * of a thread id an input (any other system call cuts the run with the reason:
 * test_realc_headers.py). */
#include <assert.h>
#include <execinfo.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
    assert(SYS_read == 0 && SYS_gettid == 186 && SYS_getrandom == 318 && SYS_futex == 202);
    assert(PR_SET_NAME == 15 && PR_SET_NO_NEW_PRIVS == 38);
    long tid = syscall(SYS_gettid);
    assert(tid > 0);
    assert(syscall(SYS_sched_yield) == 0);
    return 0;
}
