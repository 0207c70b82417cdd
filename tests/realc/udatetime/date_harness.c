/* A user's harness for udatetime 0.0.17's RFC 3339 parser (rfc3339.c, its C part: built
 * without _PYTHON3 the CPython section is left out); its functions are static, so the
 * harness includes the file. A full-date "2024-0M-DD" whose month digit and day digits
 * are input characters. */
#include <assert.h>
#include "rfc3339.c"

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void)
{
    date_struct d;
    char known[] = "2024-02-29";
    _parse_date(known, &d);
    assert(d.ok && d.year == 2024 && d.month == 2 && d.day == 29);

    char text[] = "2024-01-01";
    text[6] = (char)__VERIFIER_nondet_uchar();
    text[8] = (char)__VERIFIER_nondet_uchar();
    text[9] = (char)__VERIFIER_nondet_uchar();
    _parse_date(text, &d);
    if (d.ok) {
        assert(d.year == 2024 && 1 <= d.month && d.month <= 9);
        assert(1 <= d.day && d.day <= 31 && (d.month != 2 || d.day <= 29));
        assert(d.day <= 30); /* the user's guess: fails, "2024-01-31" */
    }
    return 0;
}
