/* A user's harness for libcperciva's size parser and printer as scrypt 1.3.3 vendors it
 * (libcperciva/util/humansize.c, asprintf.c, warnp.c of the scrypt 0.9.4 sdist, unchanged;
 * BSD-2, COPYRIGHT): humansize_parse of 3 input characters, humansize of a number < 1000. */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "humansize.h"

extern unsigned char __VERIFIER_nondet_uchar(void);

static int digit(char c) { return c >= '0' && c <= '9'; }

int main(void)
{
    char s[4] = {(char)__VERIFIER_nondet_uchar(), (char)__VERIFIER_nondet_uchar(),
                 (char)__VERIFIER_nondet_uchar(), 0};
    uint64_t size = 12345;
    int rc = humansize_parse(s, &size);
    if (!digit(s[0]))
        assert(rc != 0);
    if (digit(s[0]) && digit(s[1]) && digit(s[2]))
        assert(rc == 0 && size == (uint64_t)((s[0] - '0') * 100 + (s[1] - '0') * 10 + s[2] - '0'));
    if (rc == 0)
        assert(size < 1000); /* the guess: three characters make less than 1000 */

    unsigned n = __VERIFIER_nondet_uchar();
    char *text = humansize(n);
    assert(text != NULL);
    assert(text[strlen(text) - 1] == 'B' && strlen(text) <= 5);
    free(text);
    return 0;
}
