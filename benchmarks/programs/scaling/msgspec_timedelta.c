/* Real code: the ISO 8601 duration parser of msgspec 0.23.0 (PyPI sdist,
   src/msgspec/_core.c, behind msgspec.json.decode(..., type=datetime.timedelta) and the other
   protocols' str-to-timedelta conversion): ms_decode_timedelta unchanged, with its state enum,
   the range limits, DIV_ROUND_CLOSEST and is_digit; BSD-3-Clause (msgspec-LICENSE beside this
   file). The Python side is the little it uses: PyDelta_FromDSU normalises the days, seconds
   and microseconds it is given as CPython's new_delta does, and ms_error_with_path is an
   error (NULL).

   [-+]P#DT#H#M#S over a (pointer, size) view with no NUL after it: every step tests
   `p == end` before it reads; a number is read into a uint64_t with a range test per digit,
   up to 11 fraction digits as a numerator and a power of ten, the unit's scale applied and
   the fraction rounded to microseconds with DIV_ROUND_CLOSEST; the unit order is a state
   compared with `>=`; `goto`s to three error labels; a negative duration is normalised to
   Python's (days, 0 <= seconds < 86400, 0 <= microseconds < 10**6).

   The harness (written for issue 30, thirteenth session, held-out round four) is
   msgspec.json.decode of a JSON string of N nondeterministic bytes as a timedelta (the
   decoder hands the string's bytes, no quotes, as a view) and checks the timedelta that comes
   back: seconds and microseconds in Python's ranges, inside timedelta's range, no
   microseconds without a '.', no negative days without a '-', nothing at all from a string
   of fewer than 3 bytes. Ground truth: benchmarks/scaling_truth.py (gcc
   -fsanitize=address,undefined).

   -DBUG drops the test for the end of the input inside the loop over an integral part's
   digits ("missing unit"): a string that ends in a digit reads past the view (gcc:
   heap-buffer-overflow from 2 bytes, "P1"). */
#include <assert.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#ifndef N
#define N 8
#endif

/* ---- the Python side, as the parser uses it ---- */
typedef long Py_ssize_t;
typedef struct { int days, seconds, microseconds; } PyObject; /* a datetime.timedelta */
typedef struct PathNode PathNode;
typedef struct TypeNode TypeNode;
static PyObject a_timedelta;
/* CPython's new_delta(days, seconds, microseconds, normalize=1): seconds and microseconds
   brought into range by floor division (normalize_d_s_us), days beyond 999999999 refused */
static void carry(int *high, int *low, int factor)
{
    if (*low < 0 || *low >= factor) {
        int q = *low / factor;
        if (*low % factor < 0) q -= 1;
        *high += q;
        *low -= q * factor;
    }
}
static PyObject *PyDelta_FromDSU(int days, int seconds, int microseconds)
{
    carry(&seconds, &microseconds, 1000000);
    carry(&days, &seconds, 24 * 3600);
    if (days < -999999999 || days > 999999999) return NULL; /* OverflowError */
    a_timedelta.days = days;
    a_timedelta.seconds = seconds;
    a_timedelta.microseconds = microseconds;
    return &a_timedelta;
}
#define ms_error_with_path(message, path) ((void)(path), (PyObject *)NULL)

/* ---- src/msgspec/_core.c ---- */
#define DIV_ROUND_CLOSEST(n, d) ((((n) < 0) == ((d) < 0)) ? (((n) + (d)/2)/(d)) : (((n) - (d)/2)/(d)))

#define is_digit(c) (c >= '0' && c <= '9')

#define MS_TIMEDELTA_MAX_SECONDS (86399999999999LL)
#define MS_TIMEDELTA_MIN_SECONDS (-86399999913600LL)

enum timedelta_parse_state {
    TIMEDELTA_START = 0,
    TIMEDELTA_D = 1,
    TIMEDELTA_T = 2,
    TIMEDELTA_H = 3,
    TIMEDELTA_M = 4,
    TIMEDELTA_S = 5,
};

/* Parses a timedelta from an extended ISO8601 Duration. We try to follow the
 * ISO8601-2 spec as closely as possible, extrapolating as needed when the spec
 * is vague. We've also limited support for some units/ranges as needed to fit
 * python's timedelta model.
 *
 * Values parsed here are compatible with Java's `Time.Duration.parse`, as well
 * as the proposed javascript `Temporal.Duration.from` API.
 *
 * We accept the following format: [-/+]P#DT#H#M#S
 *
 * where # is a number with optional decimal component. Characters are case
 * insensitive.
 *
 * Additional restrictions, mostly taken from the ISO spec. Extrapolations or
 * self-imposed restrictions are noted.
 *
 * - The units D (days), H (hours), M (minutes) and S (seconds) may be omitted
 *   if their value is 0.
 *
 * - At least one value must be present (`P0D` is a valid 0 duration, but `P`
 *   is not).
 *
 * - If present, the values must be in the proper unit order (D, H, M, S).
 *
 * - If a unit value contains a fractional number, it must be the last unit.
 *   `PT1H1.5S` and `PT1.5H` are valid but `PT1.5H1S` is not.
 *
 * - Unlike JSON numbers, leading 0s are fine. `P001D` and `P1D` are
 *   equivalent.
 *
 * - If `T` is present, there must be at least one time component after it.
 *   This isn't explicitly said in the spec, but is enforced by both Java and
 *   Temporal APIs.
 *
 * - A leading `-` or `+` may be used to indicate a negative or positive
 *   duration. This is part of the extended spec in ISO8601-2, and is supported
 *   by both Java and Temporal apis.
 *
 * - We don't support relative duration units (Y (year), M (month), W (week)).
 *   Python's timedeltas are absolute deltas composed of fixed-length days,
 *   seconds, and microseconds. There's no way to accurately store a relative
 *   quantity like "months". Java's Duration implementation has the same
 *   restriction.
 *
 * - This implementation will error for durations that exceed python's
 *   timedelta range limits. The ISO spec provides no restrictions on duration
 *   range.
 */
static PyObject *
ms_decode_timedelta(
    const char *p, Py_ssize_t size,
    TypeNode *type, PathNode *path
) {
    bool neg = false;
    const char *end = p + size;

    if (p == end) goto invalid;

    if (*p == '-') {
        neg = true;
        p++;
        if (p == end) goto invalid;
    }
    else if (*p == '+') {
        p++;
        if (p == end) goto invalid;
    }

    if (*p != 'P' && *p != 'p') goto invalid;
    p++;
    if (p == end) goto invalid;

    int64_t seconds = 0;
    int micros = 0;
    enum timedelta_parse_state parse_state = TIMEDELTA_START;

    while (true) {
        if (p == end) goto invalid;  /* Missing segment */

        if (*p == 'T' || *p == 't') {
            if (parse_state >= TIMEDELTA_T) goto invalid;
            parse_state = TIMEDELTA_T;
            p++;
            continue;
        }

        uint32_t scale;
        bool has_frac = false;
        uint64_t x = 0, frac_num = 0, frac_den = 10;

        /* Read integral part */
        if (!is_digit(*p)) goto invalid;
        x = *p - '0';
        p++;

        while (true) {
#ifndef BUG
            if (p == end) goto invalid;  /* missing unit */
#endif
            if (!is_digit(*p)) break;
            x = x * 10 + (uint64_t)(*p - '0');
            /* Larger values are out of range for any unit. Checking here also
             * keeps `scale * x` below from overflowing int64. */
            if (x > (uint64_t)MS_TIMEDELTA_MAX_SECONDS) goto out_of_range;
            p++;
        }

        if (*p == '.') {
            /* Read fractional part */
            has_frac = true;
            p++;
            if (p == end) goto invalid;
            if (!is_digit(*p)) goto invalid;
            frac_num = *p - '0';
            p++;

            /* Parse up to 10 more decimal digits.
             *
             * Since the largest unit we support is days, and python's
             * timedelta has microsecond precision, only 11 decimal digits need
             * to be read. Any further precision will have no effect on the
             * output. */
            for (int i = 0; i < 10; i++) {
                if (p == end) goto invalid;  /* missing unit */
                if (!is_digit(*p)) goto parse_unit;
                frac_num = frac_num * 10 + (uint64_t)(*p - '0');
                frac_den *= 10;
                p++;
            }
            /* Remaining digits won't have any effect on output, skip them */
            while (true) {
                if (p == end) goto invalid;  /* missing unit */
                if (!is_digit(*p)) goto parse_unit;
                p++;
            }
        }

    parse_unit:

        switch (*p++) {
            case 'D':
            case 'd': {
                if (parse_state >= TIMEDELTA_D) goto invalid;
                parse_state = TIMEDELTA_D;
                scale = 24 * 60 * 60;
                break;
            };
            case 'H':
            case 'h': {
                if (parse_state < TIMEDELTA_T || parse_state >= TIMEDELTA_H) goto invalid;
                parse_state = TIMEDELTA_H;
                scale = 60 * 60;
                break;
            }
            case 'M':
            case 'm': {
                if (parse_state < TIMEDELTA_T) goto unsupported;
                if (parse_state >= TIMEDELTA_M) goto invalid;
                parse_state = TIMEDELTA_M;
                scale = 60;
                break;
            };
            case 'S':
            case 's': {
                if (parse_state < TIMEDELTA_T || parse_state >= TIMEDELTA_S) goto invalid;
                parse_state = TIMEDELTA_S;
                scale = 1;
                break;
            };
            case 'W':
            case 'w':
            case 'Y':
            case 'y':
                goto unsupported;
            default:
                goto invalid;
        }

        /* Apply integral part */
        seconds += scale * x;

        if (has_frac) {
            /* Apply fractional part */
            frac_num *= scale;
            int64_t extra_secs = frac_num / frac_den;
            int extra_micros = DIV_ROUND_CLOSEST(1000000 * (frac_num - (extra_secs * frac_den)), frac_den);
            micros += extra_micros;
            if (micros >= 1000000) {
                extra_secs++;
                micros -= 1000000;
            }
            seconds += extra_secs;
        }

        /* Ensure seconds are still in-bounds */
        if (seconds > MS_TIMEDELTA_MAX_SECONDS) goto out_of_range;

        if (p == end) {
            break;
        }
        else if (has_frac) {
            goto invalid; /* decimal segment must be last */
        }
    }
    if (neg) {
        seconds = -seconds;
        if (micros) {
            micros = 1000000 - micros;
            seconds -= 1;
        }
        /* abs(lower_limit) < upper_limit, so we need to recheck it here */
        if (seconds < MS_TIMEDELTA_MIN_SECONDS) goto out_of_range;
    }
    int64_t days = seconds / (24 * 60 * 60);
    seconds -= days * (24 * 60 * 60);
    return PyDelta_FromDSU(days, seconds, micros);

invalid:
    return ms_error_with_path("Invalid ISO8601 duration%U", path);
out_of_range:
    return ms_error_with_path("Duration is out of range%U", path);
unsupported:
    return ms_error_with_path(
        "Only units 'D', 'H', 'M', and 'S' are supported when parsing ISO8601 durations%U",
        path
    );
}

/* ---- the harness ---- */
int main(void)
{
    char *view = malloc(N);
    if (view == NULL) return 0;
    int has_point = 0, has_minus = 0;
    for (int k = 0; k < N; k++) {
        view[k] = (char)__VERIFIER_nondet_uchar();
        if (view[k] == '.') has_point = 1;
        if (view[k] == '-') has_minus = 1;
    }
    PyObject *delta = ms_decode_timedelta(view, N, NULL, NULL);
    if (delta == NULL) return 0;
    assert(N >= 3);
    assert(0 <= delta->seconds && delta->seconds < 24 * 60 * 60);
    assert(0 <= delta->microseconds && delta->microseconds < 1000000);
    assert(-999999999 <= delta->days && delta->days <= 999999999);
    if (!has_point) assert(delta->microseconds == 0);
    if (!has_minus) assert(delta->days >= 0);
    return 0;
}
