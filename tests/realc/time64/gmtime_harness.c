/* pymongo's 64-bit time functions (bson/time64.c, Michael G Schwern's y2038 code): the epoch
 * and 1971-03-01 broken down by cbson_gmtime64_r, the latter put back together by
 * cbson_timegm64; a time of the input within three days of 2012-02-28 broken down. */
#include <assert.h>
#include <stddef.h>
#include "time64.h"

extern long long __VERIFIER_nondet_longlong(void);
extern void __VERIFIER_assume(int);

int main(void)
{
    struct tm date;
    Time64_T t = 0;
    assert(cbson_gmtime64_r(&t, &date) == &date);
    assert(date.tm_year == 70 && date.tm_mon == 0 && date.tm_mday == 1 && date.tm_wday == 4);
    t = 36633600LL; /* 1971-03-01 */
    assert(cbson_gmtime64_r(&t, &date) == &date && date.tm_year == 71 && date.tm_mon == 2);
    assert(cbson_timegm64(&date) == t);
    long long k = __VERIFIER_nondet_longlong();
    __VERIFIER_assume(k >= 0 && k < 3 * 86400);
    t = 1330387200LL + k; /* 2012-02-28 00:00:00 */
    assert(cbson_gmtime64_r(&t, &date) == &date);
    assert(date.tm_year == 112 && (date.tm_mon == 1 || date.tm_mday == 1));
    assert(date.tm_mday != 29); /* 2012 is a leap year */
    return 0;
}
