/* <time.h>'s UTC conversions as glibc's (include/models/time.c): the epoch, the last day of
 * 1969, and a time of the input within three days of 2000-02-28 broken down (its round trip
 * through timegm is beyond the solver in minutes: docs/realc.md). gmtime_r and timegm were
 * declared only before: a run through gmtime_r was cut ("no definition or model"). */
#include <assert.h>
#include <time.h>

extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int);

int main(void)
{
    struct tm date;
    time_t t = 0;
    assert(gmtime_r(&t, &date) == &date);
    assert(date.tm_year == 70 && date.tm_mday == 1 && date.tm_wday == 4);
    assert(date.tm_isdst == 0 && date.tm_gmtoff == 0 && date.tm_zone[0] == 'G');
    t = -1;
    assert(gmtime(&t)->tm_yday == 364 && gmtime(&t)->tm_sec == 59 && timegm(&date) == 0);
    long k = __VERIFIER_nondet_long();
    __VERIFIER_assume(k >= 0 && k < 3 * 86400);
    t = 951696000 + k; /* 2000-02-28 00:00:00 */
    assert(gmtime_r(&t, &date) != NULL);
    assert(date.tm_year == 100 && (date.tm_mon == 1 || date.tm_mday == 1));
    assert(date.tm_mday != 29); /* 2000 is a leap year */
    return 0;
}
