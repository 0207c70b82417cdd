/* A user's harness for ciso8601 2.4.1's ISO calendar (isocalendar.c, taken by ciso8601 from
 * CPython's _datetimemodule.c): ISO week dates and ordinal days of input values to
 * year/month/day, checked by what a calendar says. isocalendar.c's own asserts run too. */
#include <assert.h>
#include "isocalendar.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    int y, m, d;
    /* 2004-W53-6 is 2005-01-01; 2008-W01-1 is 2007-12-31 */
    assert(iso_to_ymd(2004, 53, 6, &y, &m, &d) == 0 && y == 2005 && m == 1 && d == 1);
    assert(iso_to_ymd(2008, 1, 1, &y, &m, &d) == 0 && y == 2007 && m == 12 && d == 31);
    assert(iso_to_ymd(2009, 54, 1, &y, &m, &d) == -2);

    int year = __VERIFIER_nondet_uchar() & 1 ? 2004 : 2026; /* 53 weeks; 53 weeks from Thursday */
    int week = __VERIFIER_nondet_uchar();
    int day = __VERIFIER_nondet_uchar();
    if (iso_to_ymd(year, week, day, &y, &m, &d) == 0) {
        assert(1 <= week && week <= 53 && 1 <= day && day <= 7);
        assert(1 <= m && m <= 12 && 1 <= d && d <= 31);
        assert(y == year || (y == year + 1 && m == 1 && d <= 3));
        assert(y == year); /* the user's guess: fails, week 53 may end in January */
    }

    int ordinal = __VERIFIER_nondet_uchar() * 2;
    if (ordinal_to_ymd(2024, ordinal, &y, &m, &d) == 0) {
        assert(y == 2024 && 1 <= m && m <= 12 && 1 <= d && d <= 31);
        assert(m != 2 || d <= 29);
    }
    return 0;
}
