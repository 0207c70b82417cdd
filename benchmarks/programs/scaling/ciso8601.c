/* ciso8601's ISO 8601 / RFC 3339 timestamp parser (module.c and isocalendar.c of the ciso8601
   2.4.1 sdist on PyPI, `pip download --no-binary :all: ciso8601`; module.c MIT, see
   ciso8601-LICENSE; isocalendar.c taken by ciso8601 from CPython's _datetimemodule.c, PSF
   licence, kept below). _parse is copied with its macros (PARSE_INTEGER, PARSE_SEPARATOR,
   PARSE_FRACTIONAL_SECOND) and every branch; what changed: the Python objects went. The string
   comes in as (str, len) instead of a PyUnicode, every `PyErr_...; return NULL;` is `return
   -1;`, the fields go out through a struct instead of a datetime, the tz cache and
   new_fixed_offset are gone (the offset in minutes is returned), and
   format_unexpected_character_exception keeps only its tests on the character. Called as
   ciso8601.parse_datetime: parse_any_tzinfo = 1, rfc3339_only = 0. isocalendar.c is verbatim
   but for its includes; its assert()s are CPython's and stay active.

   Its shape: a cursor `c` over a NUL-terminated string, fixed-width digit fields in `for`
   loops that return early on a non-digit, nested optional parts decided by the character at
   the cursor, an unbounded `while (*c is digit) c++` after six fractional digits, and the
   ISO-week and ordinal-day conversions (divisions, a month loop).

   The harness (written for issue 30, tenth session) hands it N nondeterministic characters,
   NUL-terminated, as Python hands it a str's UTF-8, and checks the fields of an accepted
   timestamp: the sub-second part is at most 999999, the UTC offset is inside a day, the
   two-digit fields are at most 99, and a date from an ordinal or a week has month 1-12 and day
   1-31. Ground truth: safe (benchmarks/scaling_truth.py, gcc -fsanitize=address,undefined;
   docs/benchmarks-scaling.md, "Held-out harnesses (tenth session)"). */
#include <assert.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif

/* ---- isocalendar.c (ciso8601 2.4.1), from CPython's Modules/_datetimemodule.c ----
 * PSF LICENSE AGREEMENT FOR PYTHON 3.11.0: Copyright (c) 2001-2022 Python Software
 * Foundation; All Rights Reserved. The licence's full text is in the ciso8601 sdist's
 * isocalendar.c. Changes made (licence clause 3): the #include lines were removed. */
/* For each month ordinal in 1..12, the number of days in that month,
 * and the number of days before that month in the same year.  These
 * are correct for non-leap years only.
 */
static const int _days_in_month[] = {
    0, /* unused; this vector uses 1-based indexing */
    31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
};

static const int _days_before_month[] = {
    0, /* unused; this vector uses 1-based indexing */
    0,  31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334,
    365  // Useful for month + 1 accesses for December
};

/* year -> 1 if leap year, else 0. */
static int
is_leap(int year)
{
    /* Cast year to unsigned.  The result is the same either way, but
     * C can generate faster code for unsigned mod than for signed
     * mod (especially for % 4 -- a good compiler should just grab
     * the last 2 bits when the LHS is unsigned).
     */
    const unsigned int ayear = (unsigned int)year;
    return ayear % 4 == 0 && (ayear % 100 != 0 || ayear % 400 == 0);
}

/* year, month -> number of days in that month in that year */
static int
days_in_month(int year, int month)
{
    assert(month >= 1);
    assert(month <= 12);
    if (month == 2 && is_leap(year))
        return 29;
    else
        return _days_in_month[month];
}

/* year, month -> number of days in year preceding first day of month */
static int
days_before_month(int year, int month)
{
    int days;

    assert(month >= 1);
    assert(month <= 12);
    days = _days_before_month[month];
    if (month > 2 && is_leap(year))
        ++days;
    return days;
}

/* year -> number of days before January 1st of year.  Remember that we
 * start with year 1, so days_before_year(1) == 0.
 */
static int
days_before_year(int year)
{
    int y = year - 1;
    /* This is incorrect if year <= 0; we really want the floor
     * here.  But so long as MINYEAR is 1, the smallest year this
     * can see is 1.
     */
    assert(year >= 1);
    return y * 365 + y / 4 - y / 100 + y / 400;
}

/* Number of days in 4, 100, and 400 year cycles.  That these have
 * the correct values is asserted in the module init function.
 */
#define DI4Y   1461   /* days_before_year(5); days in 4 years */
#define DI100Y 36524  /* days_before_year(101); days in 100 years */
#define DI400Y 146097 /* days_before_year(401); days in 400 years  */

/* ordinal -> year, month, day, considering 01-Jan-0001 as day 1. */
static void
ord_to_ymd(int ordinal, int *year, int *month, int *day)
{
    int n, n1, n4, n100, n400, leapyear, preceding;

    /* ordinal is a 1-based index, starting at 1-Jan-1.  The pattern of
     * leap years repeats exactly every 400 years.  The basic strategy is
     * to find the closest 400-year boundary at or before ordinal, then
     * work with the offset from that boundary to ordinal.  Life is much
     * clearer if we subtract 1 from ordinal first -- then the values
     * of ordinal at 400-year boundaries are exactly those divisible
     * by DI400Y:
     *
     *    D  M   Y            n              n-1
     *    -- --- ----        ----------     ----------------
     *    31 Dec -400        -DI400Y       -DI400Y -1
     *     1 Jan -399         -DI400Y +1   -DI400Y      400-year boundary
     *    ...
     *    30 Dec  000        -1             -2
     *    31 Dec  000         0             -1
     *     1 Jan  001         1              0          400-year boundary
     *     2 Jan  001         2              1
     *     3 Jan  001         3              2
     *    ...
     *    31 Dec  400         DI400Y        DI400Y -1
     *     1 Jan  401         DI400Y +1     DI400Y      400-year boundary
     */
    assert(ordinal >= 1);
    --ordinal;
    n400 = ordinal / DI400Y;
    n = ordinal % DI400Y;
    *year = n400 * 400 + 1;

    /* Now n is the (non-negative) offset, in days, from January 1 of
     * year, to the desired date.  Now compute how many 100-year cycles
     * precede n.
     * Note that it's possible for n100 to equal 4!  In that case 4 full
     * 100-year cycles precede the desired day, which implies the
     * desired day is December 31 at the end of a 400-year cycle.
     */
    n100 = n / DI100Y;
    n = n % DI100Y;

    /* Now compute how many 4-year cycles precede it. */
    n4 = n / DI4Y;
    n = n % DI4Y;

    /* And now how many single years.  Again n1 can be 4, and again
     * meaning that the desired day is December 31 at the end of the
     * 4-year cycle.
     */
    n1 = n / 365;
    n = n % 365;

    *year += n100 * 100 + n4 * 4 + n1;
    if (n1 == 4 || n100 == 4) {
        assert(n == 0);
        *year -= 1;
        *month = 12;
        *day = 31;
        return;
    }

    /* Now the year is correct, and n is the offset from January 1.  We
     * find the month via an estimate that's either exact or one too
     * large.
     */
    leapyear = n1 == 3 && (n4 != 24 || n100 == 3);
    assert(leapyear == is_leap(*year));
    *month = (n + 50) >> 5;
    preceding = (_days_before_month[*month] + (*month > 2 && leapyear));
    if (preceding > n) {
        /* estimate is too large */
        *month -= 1;
        preceding -= days_in_month(*year, *month);
    }
    n -= preceding;
    assert(0 <= n);
    assert(n < days_in_month(*year, *month));

    *day = n + 1;
}

/* year, month, day -> ordinal, considering 01-Jan-0001 as day 1. */
static int
ymd_to_ord(int year, int month, int day)
{
    return days_before_year(year) + days_before_month(year, month) + day;
}

/* Day of week, where Monday==0, ..., Sunday==6.  1/1/1 was a Monday. */
static int
weekday(int year, int month, int day)
{
    return (ymd_to_ord(year, month, day) + 6) % 7;
}

/* Ordinal of the Monday starting week 1 of the ISO year.  Week 1 is the
 * first calendar week containing a Thursday.
 */
static int
iso_week1_monday(int year)
{
    int first_day = ymd_to_ord(year, 1, 1); /* ord of 1/1 */
    /* 0 if 1/1 is a Monday, 1 if a Tue, etc. */
    int first_weekday = (first_day + 6) % 7;
    /* ordinal of closest Monday at or before 1/1 */
    int week1_monday = first_day - first_weekday;

    if (first_weekday > 3) /* if 1/1 was Fri, Sat, Sun */
        week1_monday += 7;
    return week1_monday;
}

int
iso_to_ymd(const int iso_year, const int iso_week, const int iso_day,
           int *year, int *month, int *day)
{
    // The ordinal math below is only valid for year >= 1 (days_before_year)
    if (iso_year < 1) {
        return -1;
    }

    if (iso_week <= 0 || iso_week >= 53) {
        int out_of_range = 1;
        if (iso_week == 53) {
            // ISO years have 53 weeks in it on years starting with a Thursday
            // and on leap years starting on Wednesday
            int first_weekday = weekday(iso_year, 1, 1);
            if (first_weekday == 3 ||
                (first_weekday == 2 && is_leap(iso_year))) {
                out_of_range = 0;
            }
        }

        if (out_of_range) {
            return -2;
        }
    }

    if (iso_day <= 0 || iso_day >= 8) {
        return -3;
    }

    // Convert (Y, W, D) to (Y, M, D) in-place
    int day_1 = iso_week1_monday(iso_year);

    int day_offset = (iso_week - 1) * 7 + iso_day - 1;

    ord_to_ymd(day_1 + day_offset, year, month, day);
    return 0;
}

int
ordinal_to_ymd(const int iso_year, int ordinal_day, int *year, int *month,
               int *day)
{
    if (ordinal_day < 1) {
        return -1;
    }

    /* January */
    if (ordinal_day <= _days_before_month[2]) {
        *year = iso_year;
        *month = 1;
        *day = ordinal_day - _days_before_month[1];
        return 0;
    }

    /* February */
    if (ordinal_day <= (_days_before_month[3] + (is_leap(iso_year) ? 1 : 0))) {
        *year = iso_year;
        *month = 2;
        *day = ordinal_day - _days_before_month[2];
        return 0;
    }

    if (is_leap(iso_year)) {
        ordinal_day -= 1;
    }

    /* March - December */
    for (int i = 3; i <= 12; i++) {
        if (ordinal_day <= _days_before_month[i + 1]) {
            *year = iso_year;
            *month = i;
            *day = ordinal_day - _days_before_month[i];
            return 0;
        }
    }

    return -2;
}

/* ---- module.c (ciso8601 2.4.1): _parse, with the Python objects taken out ---- */
struct parsed {
  int year, month, day, hour, minute, second, usecond, time_is_midnight;
  int has_tz, tz_minutes; /* minutes east of UTC */
  int from_calendar;      /* the date came from an ordinal day or an ISO week */
};

#define PARSE_INTEGER(field, length, field_name)                      \
    for (i = 0; i < length; i++) {                                    \
        if (*c >= '0' && *c <= '9') {                                 \
            field = 10 * field + *c++ - '0';                          \
        }                                                             \
        else {                                                        \
            return format_unexpected_character_exception(             \
                field_name, c, (c - str) / sizeof(char), length - i); \
        }                                                             \
    }

#define PARSE_FRACTIONAL_SECOND()                             \
    for (i = 0; i < 6; i++) {                                 \
        if (*c >= '0' && *c <= '9') {                         \
            usecond = 10 * usecond + *c++ - '0';              \
        }                                                     \
        else if (i == 0) {                                    \
            /* We need at least one digit. */                 \
            /* Trailing '.' or ',' is not allowed */          \
            return format_unexpected_character_exception(     \
                "subsecond", c, (c - str) / sizeof(char), 1); \
        }                                                     \
        else                                                  \
            break;                                            \
    }                                                         \
                                                              \
    /* Omit excessive digits */                               \
    while (*c >= '0' && *c <= '9') c++;                       \
                                                              \
    /* If we break early, fully expand the usecond */         \
    while (i++ < 6) usecond *= 10;

#define PARSE_SEPARATOR(separator, field_name)                                \
    if (separator) {                                                          \
        c++;                                                                  \
    }                                                                         \
    else {                                                                    \
        return -1;                                                            \
    }

static int
format_unexpected_character_exception(char *field_name, const char *c,
                                      size_t index,
                                      int expected_character_count)
{
    (void)expected_character_count;
    if (*c == '\0') {
        return -1; /* "Unexpected end of string while parsing %s ..." */
    }
    else if (*c == '-' && index == 0 && strcmp(field_name, "year") == 0) {
        return -1; /* "... BCE years are not supported ..." */
    }
    else {
        return -1; /* "Invalid character while parsing %s ..." */
    }
}

#define IS_CALENDAR_DATE_SEPARATOR (*c == '-')
#define IS_ISOCALENDAR_SEPARATOR   (*c == 'W')
#define IS_DATE_AND_TIME_SEPARATOR (*c == 'T' || *c == ' ' || *c == 't')
#define IS_TIME_SEPARATOR          (*c == ':')
#define IS_TIME_ZONE_SEPARATOR \
    (*c == 'Z' || *c == '-' || *c == '+' || *c == 'z')
#define IS_FRACTIONAL_SEPARATOR (*c == '.' || (*c == ',' && !rfc3339_only))

static int
_parse(const char *dtstr, long len, int parse_any_tzinfo, int rfc3339_only,
       struct parsed *out)
{
    int i;
    const char *str;
    const char *c;
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0,
        usecond = 0;
    int iso_week = 0, iso_day = 0;
    int ordinal_day = 0;
    int time_is_midnight = 0;
    int tzhour = 0, tzminute = 0, tzsign = 0;
    int has_tz = 0, from_calendar = 0;
    int extended_date_format = 0;

    str = c = dtstr;
    /* Year */
    PARSE_INTEGER(year, 4, "year")

    /* Year validation is handled by Python 3.6+ datetime's C API constructor.
     * See
     * https://github.com/python/cpython/commit/b67f0967386a9c9041166d2bbe0a421bd81e10bc
     */

    if (IS_CALENDAR_DATE_SEPARATOR) {
        c++;
        extended_date_format = 1;

        if (IS_ISOCALENDAR_SEPARATOR) { /* Separated ISO Calendar week and day
                                           (i.e., Www-D) */
            c++;

            if (rfc3339_only) {
                return -1;
            }

            PARSE_INTEGER(iso_week, 2, "iso_week")

            if (*c != '\0' && !IS_DATE_AND_TIME_SEPARATOR) { /* Optional Day */
                PARSE_SEPARATOR(IS_CALENDAR_DATE_SEPARATOR,
                                "date separator ('-')")
                PARSE_INTEGER(iso_day, 1, "iso_day")
            }
            else {
                iso_day = 1;
            }

            int rv = iso_to_ymd(year, iso_week, iso_day, &year, &month, &day);
            if (rv) {
                return -1;
            }
            from_calendar = 1;
        }
        else { /* Separated month and may (i.e., MM-DD) or
                  ordinal date (i.e., DDD) */
            /* For sake of simplicity, we'll assume that it is a month
             * If we find out later that it's an ordinal day, then we'll adjust
             */
            PARSE_INTEGER(month, 2, "month")

            if (*c != '\0' && !IS_DATE_AND_TIME_SEPARATOR) {
                if (IS_CALENDAR_DATE_SEPARATOR) { /* Optional day */
                    c++;
                    PARSE_INTEGER(day, 2, "day")
                }
                else { /* Ordinal day */
                    PARSE_INTEGER(ordinal_day, 1, "ordinal day")
                    ordinal_day = (month * 10) + ordinal_day;

                    int rv =
                        ordinal_to_ymd(year, ordinal_day, &year, &month, &day);
                    if (rv) {
                        return -1;
                    }
                    from_calendar = 1;
                }
            }
            else if (rfc3339_only) {
                return -1;
            }
            else {
                day = 1;
            }
        }
    }
    else if (rfc3339_only) {
        return -1;
    }
    else {
        if (IS_ISOCALENDAR_SEPARATOR) { /* Non-separated ISO Calendar week and
                                           day (i.e., WwwD) */
            c++;

            PARSE_INTEGER(iso_week, 2, "iso_week")

            if (*c != '\0' && !IS_DATE_AND_TIME_SEPARATOR) { /* Optional Day */
                PARSE_INTEGER(iso_day, 1, "iso_day")
            }
            else {
                iso_day = 1;
            }

            int rv = iso_to_ymd(year, iso_week, iso_day, &year, &month, &day);
            if (rv) {
                return -1;
            }
            from_calendar = 1;
        }
        else { /* Non-separated Month and Day (i.e., MMDD) or
                  ordinal date (i.e., DDD)*/
            /* For sake of simplicity, we'll assume that it is a month
             * If we find out later that it's an ordinal day, then we'll adjust
             */
            PARSE_INTEGER(month, 2, "month")

            PARSE_INTEGER(ordinal_day, 1, "ordinal day")

            if (*c == '\0' || IS_DATE_AND_TIME_SEPARATOR) { /* Ordinal day */
                ordinal_day = (month * 10) + ordinal_day;
                int rv =
                    ordinal_to_ymd(year, ordinal_day, &year, &month, &day);
                if (rv) {
                    return -1;
                }
                from_calendar = 1;
            }
            else { /* Day */
                /* Note that YYYYMM is not a valid timestamp. If the calendar
                 * date is not separated, a day is required (i.e., YYMMDD)
                 */
                PARSE_INTEGER(day, 1, "day")
                day = (ordinal_day * 10) + day;
            }
        }
    }

    /* Validation of date fields is handled by Python 3.6+ datetime's C API
     * constructor. See https://github.com/closeio/ciso8601/pull/30 and
     * https://github.com/python/cpython/commit/b67f0967386a9c9041166d2bbe0a421bd81e10bc
     */

    if (*c != '\0') {
        /* Date and time separator */
        PARSE_SEPARATOR(IS_DATE_AND_TIME_SEPARATOR,
                        "date and time separator (i.e., 'T', 't', or ' ')")

        /* Hour */
        PARSE_INTEGER(hour, 2, "hour")

        if (*c != '\0' &&
            !IS_TIME_ZONE_SEPARATOR) { /* Optional minute and second */

            if (IS_TIME_SEPARATOR) { /* Separated Minute and Second
                                      *  (i.e., mm:ss)
                                      */
                c++;

                /* Minute */
                PARSE_INTEGER(minute, 2, "minute")

                if (*c != '\0' &&
                    !IS_TIME_ZONE_SEPARATOR) { /* Optional Second */
                    PARSE_SEPARATOR(IS_TIME_SEPARATOR, "time separator (':')")

                    /* Second */
                    PARSE_INTEGER(second, 2, "second")

                    /* Optional Fractional Second */
                    if (IS_FRACTIONAL_SEPARATOR) {
                        c++;
                        PARSE_FRACTIONAL_SECOND()
                    }
                }
                else if (rfc3339_only) {
                    return -1;
                }

                if (!extended_date_format) {
                    return -1;
                }
            }
            else if (rfc3339_only) {
                return -1;
            }
            else { /* Non-separated Minute and Second (i.e., mmss) */
                /* Minute */
                PARSE_INTEGER(minute, 2, "minute")
                if (*c != '\0' &&
                    !IS_TIME_ZONE_SEPARATOR) { /* Optional Second */
                    /* Second */
                    PARSE_INTEGER(second, 2, "second")

                    /* Optional Fractional Second */
                    if (IS_FRACTIONAL_SEPARATOR) {
                        c++;
                        PARSE_FRACTIONAL_SECOND()
                    }
                }

                if (extended_date_format) {
                    return -1;
                }
            }
        }
        else if (rfc3339_only) {
            return -1;
        }

        if (hour == 24 && minute == 0 && second == 0 && usecond == 0) {
            /* Special case of 24:00:00, that is allowed in ISO 8601. It is
             * equivalent to 00:00:00 the following day
             */
            if (rfc3339_only) {
                return -1;
            }
            hour = 0, minute = 0, second = 0, usecond = 0;
            time_is_midnight = 1;
        }

        /* Validation of hour/minute/second is handled by Python 3.6+
         * datetime's constructor.
         */

        /* Optional tzinfo */
        if (IS_TIME_ZONE_SEPARATOR) {
            if (*c == '+') {
                tzsign = 1;
            }
            else if (*c == '-') {
                tzsign = -1;
            }
            c++;

            if (tzsign != 0) {
                /* tz hour */
                PARSE_INTEGER(tzhour, 2, "tz hour")

                if (IS_TIME_SEPARATOR) { /* Optional separator */
                    c++;
                    /* tz minute */
                    PARSE_INTEGER(tzminute, 2, "tz minute")
                }
                else if (rfc3339_only) {
                    return -1;
                }
                else if (*c != '\0') { /* Optional tz minute */
                    PARSE_INTEGER(tzminute, 2, "tz minute")
                }
            }

            /* It's not entirely clear whether this validation check is
             * necessary under ISO 8601. For now, we will err on the side of
             * caution and prevent suspected invalid timestamps. If we need to
             * loosen this restriction later, we can.
             */
            if (tzminute > 59) {
                return -1;
            }

            if (parse_any_tzinfo) {
                tzminute += 60 * tzhour;
                tzminute *= tzsign;

                if (tzminute == 0) {
                    has_tz = 1; /* tzinfo = utc */
                }
                else if (abs(tzminute) >= 1440) {
                    return -1;
                }
                else {
                    has_tz = 1; /* tzinfo = new_fixed_offset(60 * tzminute) */
                }
            }
        }
        else if (rfc3339_only) {
            return -1;
        }
    }
    else if (rfc3339_only) {
        return -1;
    }

    /* Make sure that there is no more to parse. */
    if (c != str + len) {
        return -1; /* "unconverted data remains" */
    }

    out->year = year, out->month = month, out->day = day;
    out->hour = hour, out->minute = minute, out->second = second;
    out->usecond = usecond, out->time_is_midnight = time_is_midnight;
    out->has_tz = has_tz, out->tz_minutes = tzminute;
    out->from_calendar = from_calendar;
    return 0;
}

/* The harness: a timestamp from a log line or a JSON field, N characters. */
int main(void) {
  char s[N + 1];
  for (int i = 0; i < N; i++) s[i] = __VERIFIER_nondet_char();
  s[N] = 0;
  struct parsed d;
  if (_parse(s, N, 1, 0, &d) == 0) {
    assert(d.usecond >= 0 && d.usecond <= 999999);
    assert(d.hour <= 99 && d.minute <= 99 && d.second <= 99);
    if (d.has_tz) assert(d.tz_minutes > -1440 && d.tz_minutes < 1440);
    if (d.from_calendar) assert(d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= 31);
  }
  return 0;
}
