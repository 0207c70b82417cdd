/* Real code: metaphone of jellyfish 0.9.0 (PyPI sdist, cjellyfish/metaphone.c; the last
   version of jellyfish written in C), unchanged; BSD-2-Clause (James Turk, Sunlight Foundation:
   jellyfish-LICENSE beside this file). jellyfish calls it on the UTF-8 bytes of the
   NFKD-normalised Python string, NUL-terminated.

   A phonetic encoder: `for (s = str, r = result; next; s++)` over a NUL-terminated string with
   a look-ahead of two characters (`next`, `nextnext`, each through tolower), a `switch` over
   the letter with 21 cases, several of which skip one or two characters (`s += 2`,
   `*(++s + 1)`) or look one back (`*(s - 1)`); the output, calloc'd at twice the input's length
   plus one, is written through a pointer `r` (one or two characters per input character).

   The bug is the library's own (this version, unchanged): `nextnext = tolower(*(s + 2))` is
   read at every character, also at the last one, where s + 1 is the terminating NUL and s + 2
   is past it. For an input of N non-NUL bytes in a buffer of N + 1, that is one byte past the
   buffer (gcc -fsanitize=address: stack-buffer-overflow in metaphone, found by
   benchmarks/scaling_truth.py at every size from 1 byte). -DFIXED reads nextnext only while
   next is not the NUL, the fix any reader would make: safe (the same script).

   The harness (written for issue 30, eleventh session) hands it N nondeterministic bytes,
   NUL-terminated, and checks the code it returns: at most twice as long as the input, and made
   of upper-case letters, '0' (for "th") and spaces. */
#include <assert.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif


#define ISVOWEL(a) ((a) == 'a' || (a) == 'e' || (a) == 'i' || \
                    (a) == 'o' || (a) == 'u')

char* metaphone(const char *str)
{
    const char *s;
    char c, next, nextnext, temp = '\0';

    // Worst case (a string of all x's) will result in a
    // metaphone twice as large as the original string
    char *result = calloc(strlen(str) * 2 + 1, sizeof(char));
    char *r;

    if (!result) {
        return NULL;
    }

    c = tolower(*str);
    if (c) {
        next = tolower(*(str + 1));

        if ((c == 'k' && next == 'n') ||
            (c == 'g' && next == 'n') ||
            (c == 'p' && next == 'n') ||
            (c == 'w' && next == 'r') ||
            (c == 'a' && next == 'e')) {
            str++;
        }
    }


    next = tolower(*str);
    for (s = str, r = result; next; s++) {
        c = next;
        next = tolower(*(s + 1));
#ifdef FIXED
        nextnext = next ? tolower(*(s + 2)) : '\0';
#else
        nextnext = tolower(*(s + 2));
#endif

        if (c == next && c != 'c') {
            continue;
        }

        switch(c) {
        case 'a':
        case 'e':
        case 'i':
        case 'o':
        case 'u':
            if (s == str || *(s - 1) == ' ') {
                *r++ = toupper(c);
            }
            break;
        case 'b':
            if (!(s > str && tolower(*(s - 1)) == 'm') || next) {
                *r++ = 'B';
            }
            break;
        case 'c':
            if ((next == 'i' && nextnext == 'a') || next == 'h') {
                *r++ = 'X';
                next = tolower(*(++s + 1));
            } else if (next == 'i' || next == 'e' || next == 'y') {
                *r++ = 'S';
                next = tolower(*(++s + 1));
            } else {
                *r++ = 'K';
            }
            break;
        case 'd':
            if (next == 'g' && (nextnext == 'e' || nextnext == 'y' ||
                                nextnext == 'i')) {
                *r++ = 'J';
                s += 2;
                next = tolower(*(s + 1));
            } else {
                *r++ = 'T';
            }
            break;
        case 'f':
            *r++ = 'F';
            break;
        case 'g':
            if (next == 'i' || next == 'e' || next == 'y') {
                *r++ = 'J';
            } else if(next == 'h' && !(ISVOWEL(nextnext))) {
                s++;
                next = tolower(*(s + 1));
            } else if(next == 'n' && !nextnext) {
                s++;
                next = tolower(*(s + 1));
            } else {
                *r++ = 'K';
            }
            break;
        case 'h':
            if (s == str || ISVOWEL(next) || (temp = tolower(*(s - 1)) &&
                                              ISVOWEL(temp))) {
                *r++ = 'H';
            }
            break;
        case 'j':
            *r++ = 'J';
            break;
        case 'k':
            if (s == str || tolower(*(s - 1)) != 'c') {
                *r++ = 'K';
            }
            break;
        case 'l':
            *r++ = 'L';
            break;
        case 'm':
            *r++ = 'M';
            break;
        case 'n':
            *r++ = 'N';
            break;
        case 'p':
            if (next == 'h') {
                *r++ = 'F';
                next = tolower(*(++s + 1));
            } else {
                *r++ = 'P';
            }
            break;
        case 'q':
            *r++ = 'K';
            break;
        case 'r':
            *r++ = 'R';
            break;
        case 's':
            if (next == 'h') {
                *r++ = 'X';
                next = tolower(*(++s + 1));
            } else if (next == 'i' && (nextnext == 'o' || nextnext == 'a')) {
                *r++ = 'X';
                s += 2;
                next = tolower(*(s + 1));
            } else {
                *r++ = 'S';
            }
            break;
        case 't':
            if (next == 'i' && (nextnext == 'a' || nextnext == 'o')) {
                *r++ = 'X';
            } else if(next == 'h') {
                *r++ = '0';
                next = tolower(*(++s + 1));
            } else if(next != 'c' || nextnext != 'h') {
                *r++ = 'T';
            }
            break;
        case 'v':
            *r++ = 'F';
            break;
        case 'w':
            if (s == str && next == 'h') {
                next = tolower(*(++s + 1));
                *r++ = 'W';
            } else if (ISVOWEL(next)) {
                *r++ = 'W';
            }
            break;
        case 'x':
            if (s == str) {
                if (next == 'h' || (next == 'i' && (nextnext == 'o' || nextnext == 'a'))) {
                    *r++ = 'X';
                } else {
                    *r++ = 'S';
                }
            } else {
                *r++ = 'K';
                *r++ = 'S';
            }
            break;
        case 'y':
            if (ISVOWEL(next)) {
                *r++ = 'Y';
            }
            break;
        case 'z':
            *r++ = 'S';
            break;
        case ' ':
            if (r != result && *r != ' ') {
                *r++ = ' ';
            }
            break;
        }
    }

    return result;
}

int main(void)
{
    char buf[N + 1];
    for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
    buf[N] = 0;
    char *code = metaphone(buf);
    size_t n = strlen(code);
    assert(n <= 2 * strlen(buf));
    for (size_t i = 0; i < n; i++)
        assert((code[i] >= 'A' && code[i] <= 'Z') || code[i] == '0' || code[i] == ' ');
    free(code);
    return 0;
}
