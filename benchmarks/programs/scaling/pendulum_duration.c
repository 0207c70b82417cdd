/* Real code: the ISO 8601 duration parser of pendulum 2.1.2 (PyPI sdist,
   pendulum/parsing/_iso8601.c, the C extension behind pendulum.parse and
   pendulum.parsing.parse_iso8601 for a string starting with 'P'): the parser's error codes,
   the Parsed struct, new_parsed and _parse_iso8601_duration, unchanged; MIT
   (pendulum-LICENSE beside this file). parse_iso8601 gets the string from PyArg_ParseTuple's
   "s" (NUL-terminated, no NUL inside) and calls _parse_iso8601_duration when it starts with
   'P'; nothing of Python is used by the parser itself.

   One loop over the characters through a `switch`: digits accumulate into an int `value`
   (or, after '.' or ',', into `fraction` with its length), a designator (Y M D W, T, then H
   M S) stores the value into its field after a dozen flag tests (which designators came
   before, whether a fraction is allowed there), converting a fraction through floating point
   (`fraction * 2.4` hours for a day, `fraction * 6` minutes for an hour, `pow(10, ...)` for a
   second's microseconds, a `float` for a week's days and hours).

   The harness (written for issue 30, thirteenth session, held-out round four) is pendulum's
   parse on "P" followed by N nondeterministic bytes; an accepted string is a duration, a week
   count excludes years and months, a string without '.' or ',' gives no microseconds, and a
   rejected one says why with one of the two duration errors. Ground truth:
   benchmarks/scaling_truth.py (gcc -fsanitize=address,undefined): 10 digits in a row
   overflow `value = 10 * value + *c - '0'` (signed overflow, from 10 bytes: a real bug).

   -DBUG adds the check a user would write next, that a duration without an H designator has
   fewer than 24 hours (a day's fraction is less than a day). That finds a bug of the real
   code, not one put in: a day's fraction is taken as tenths whatever its length, so "P1.55D"
   gives 132 hours (the assertion fails from 5 bytes). */
#include <assert.h>
#include <math.h>
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

/* ---- pendulum/parsing/_iso8601.c ---- */
// Parsing errors
const int PARSER_INVALID_ISO8601 = 0;
const int PARSER_INVALID_DATE = 1;
const int PARSER_INVALID_TIME = 2;
const int PARSER_INVALID_WEEK_DATE = 3;
const int PARSER_INVALID_WEEK_NUMBER = 4;
const int PARSER_INVALID_WEEKDAY_NUMBER = 5;
const int PARSER_INVALID_ORDINAL_DAY_FOR_YEAR = 6;
const int PARSER_INVALID_MONTH_OR_DAY = 7;
const int PARSER_INVALID_MONTH = 8;
const int PARSER_INVALID_DAY_FOR_MONTH = 9;
const int PARSER_INVALID_HOUR = 10;
const int PARSER_INVALID_MINUTE = 11;
const int PARSER_INVALID_SECOND = 12;
const int PARSER_INVALID_SUBSECOND = 13;
const int PARSER_INVALID_TZ_OFFSET = 14;
const int PARSER_INVALID_DURATION = 15;
const int PARSER_INVALID_DURATION_FLOAT_YEAR_MONTH_NOT_SUPPORTED = 16;

typedef struct {
    int is_date;
    int is_time;
    int is_datetime;
    int is_duration;
    int is_period;
    int ambiguous;
    int year;
    int month;
    int day;
    int hour;
    int minute;
    int second;
    int microsecond;
    int offset;
    int has_offset;
    char *tzname;
    int years;
    int months;
    int weeks;
    int days;
    int hours;
    int minutes;
    int seconds;
    int microseconds;
    int error;
} Parsed;


Parsed* new_parsed() {
    Parsed *parsed;

    if((parsed = malloc(sizeof *parsed)) != NULL) {
        parsed->is_date = 0;
        parsed->is_time = 0;
        parsed->is_datetime = 0;
        parsed->is_duration = 0;
        parsed->is_period = 0;

        parsed->ambiguous = 0;
        parsed->year = 0;
        parsed->month = 1;
        parsed->day = 1;
        parsed->hour = 0;
        parsed->minute = 0;
        parsed->second = 0;
        parsed->microsecond = 0;
        parsed->offset = 0;
        parsed->has_offset = 0;
        parsed->tzname = NULL;

        parsed->years = 0;
        parsed->months = 0;
        parsed->weeks = 0;
        parsed->days = 0;
        parsed->hours = 0;
        parsed->minutes = 0;
        parsed->seconds = 0;
        parsed->microseconds = 0;

        parsed->error = -1;
    }

    return parsed;
}

Parsed* _parse_iso8601_duration(char *str, Parsed *parsed) {
    char* c;
    int value = 0;
    int grabbed = 0;
    int in_time = 0;
    int in_fraction = 0;
    int fraction_length = 0;
    int has_fractional = 0;
    int fraction = 0;
    int has_ymd = 0;
    int has_week = 0;
    int has_year = 0;
    int has_month = 0;
    int has_day = 0;
    int has_hour = 0;
    int has_minute = 0;
    int has_second = 0;

    c = str;

    // Removing P operator
    c++;

    parsed->is_duration = 1;

    for (; *c != '\0'; c++) {
        switch (*c) {
            case 'Y':
                if (!grabbed || in_time || has_week || has_ymd) {
                    // No value grabbed
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                if (fraction) {
                    parsed->error = PARSER_INVALID_DURATION_FLOAT_YEAR_MONTH_NOT_SUPPORTED;

                    return NULL;
                }

                parsed->years = value;

                grabbed = 0;
                value = 0;
                fraction = 0;
                in_fraction = 0;
                has_ymd = 1;
                has_year = 1;

                break;
            case 'M':
                if (!grabbed || has_week) {
                    // No value grabbed
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                if (in_time) {
                    if (has_second) {
                        parsed->error = PARSER_INVALID_DURATION;

                        return NULL;
                    }

                    if (has_fractional) {
                        parsed->error = PARSER_INVALID_DURATION;

                        return NULL;
                    }

                    parsed->minutes = value;
                    if (fraction) {
                        parsed->seconds = fraction * 6;
                        has_fractional = 1;
                    }

                    has_minute = 1;
                } else {
                    if (fraction) {
                        parsed->error = PARSER_INVALID_DURATION_FLOAT_YEAR_MONTH_NOT_SUPPORTED;

                        return NULL;
                    }

                    if (has_month || has_day) {
                        parsed->error = PARSER_INVALID_DURATION;

                        return NULL;
                    }

                    parsed->months = value;
                    has_ymd = 1;
                    has_month = 1;
                }

                grabbed = 0;
                value = 0;
                fraction = 0;
                in_fraction = 0;

                break;
            case 'D':
                if (!grabbed || in_time || has_week) {
                    // No value grabbed
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                if (has_day) {
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                parsed->days = value;
                if (fraction) {
                    parsed->hours = fraction * 2.4;
                    has_fractional = 1;
                }

                grabbed = 0;
                value = 0;
                fraction = 0;
                in_fraction = 0;
                has_ymd = 1;
                has_day = 1;

                break;
            case 'T':
                if (grabbed) {
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                in_time = 1;

                break;
            case 'H':
                if (!grabbed || !in_time || has_week) {
                    // No value grabbed
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                if (has_hour || has_second || has_minute) {
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                if (has_fractional) {
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                parsed->hours = value;
                if (fraction) {
                    parsed->minutes = fraction * 6;
                    has_fractional = 1;
                }

                grabbed = 0;
                value = 0;
                fraction = 0;
                in_fraction = 0;
                has_hour = 1;

                break;
            case 'S':
                if (!grabbed || !in_time || has_week) {
                    // No value grabbed
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                if (has_second) {
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                if (has_fractional) {
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                if (fraction) {
                    parsed->seconds = value;
                    if (fraction_length > 6) {
                        parsed->microseconds = fraction / pow(10, fraction_length - 6);
                    } else {
                        parsed->microseconds = fraction * pow(10, 6 - fraction_length);
                    }
                    has_fractional = 1;
                } else {
                    parsed->seconds = value;
                }

                grabbed = 0;
                value = 0;
                fraction = 0;
                in_fraction = 0;
                has_second = 1;

                break;
            case 'W':
                if (!grabbed || in_time || has_ymd) {
                    // No value grabbed
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                parsed->weeks = value;
                if (fraction) {
                    float days;
                    days = fraction * 0.7;
                    parsed->hours = (int) ((days - (int) days) * 24);
                    parsed->days = (int) days;
                }

                grabbed = 0;
                value = 0;
                fraction = 0;
                in_fraction = 0;
                has_week = 1;

                break;
            case '.':
                if (!grabbed || has_fractional) {
                    // No value grabbed
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                in_fraction = 1;

                break;
            case ',':
                if (!grabbed || has_fractional) {
                    // No value grabbed
                    parsed->error = PARSER_INVALID_DURATION;

                    return NULL;
                }

                in_fraction = 1;

                break;
            default:
                if (*c >= '0' && *c <='9') {
                    if (in_fraction) {
                        fraction = 10 * fraction + *c - '0';
                        fraction_length++;
                    } else {
                        value = 10 * value + *c - '0';
                        grabbed = 1;
                    }
                    break;
                }

                parsed->error = PARSER_INVALID_DURATION;

                return NULL;
        }
    }

    return parsed;
}


/* ---- the harness ---- */
int main(void)
{
    char str[N + 2];
    int has_fraction_mark = 0;
#ifdef BUG
    int has_hours = 0;
#endif
    str[0] = 'P';
    for (int k = 1; k <= N; k++) {
        str[k] = (char)__VERIFIER_nondet_uchar();
        if (str[k] == 0) return 0; /* PyArg_ParseTuple("s") refuses an embedded NUL */
        if (str[k] == '.' || str[k] == ',') has_fraction_mark = 1;
#ifdef BUG
        if (str[k] == 'H') has_hours = 1;
#endif
    }
    str[N + 1] = 0;
    Parsed *parsed = new_parsed();
    if (parsed == NULL) return 0;
    if (_parse_iso8601_duration(str, parsed) == NULL) {
        assert(parsed->error == PARSER_INVALID_DURATION
               || parsed->error == PARSER_INVALID_DURATION_FLOAT_YEAR_MONTH_NOT_SUPPORTED);
        return 0;
    }
    assert(parsed->is_duration == 1 && parsed->error == -1);
    assert(parsed->weeks == 0 || (parsed->years == 0 && parsed->months == 0));
    if (!has_fraction_mark) assert(parsed->microseconds == 0);
#ifdef BUG
    if (!has_hours) assert(parsed->hours < 24);
#endif
    return 0;
}
