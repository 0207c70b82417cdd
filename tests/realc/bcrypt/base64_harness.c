/* A user's harness for bcrypt's helpers (PyPI bcrypt 3.2.2, src/_csrc unchanged; BSD-style,
 * LICENSE): timingsafe_bcmp on an input byte, and bcrypt's own base64 (bcrypt.c's
 * encode_base64) of 3 bytes, one an input. blf.h declares its functions with u_int8_t and
 * u_int32_t, which errlang's <sys/types.h> lacked (refused: "syntax error before: *"). */
#include <assert.h>
#include <string.h>
#include "pycabcrypt.h"
#include "blf.h"

unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    char a[4] = "abc", b[4] = "abc";
    b[1] = (char)__VERIFIER_nondet_uchar();
    int r = timingsafe_bcmp(a, b, 4);
    assert((r == 0) == (b[1] == 'b'));
    char enc[8];
    u_int8_t raw[3] = {0, 0, 0};
    raw[2] = __VERIFIER_nondet_uchar();
    assert(encode_base64(enc, raw, 3) == 0);
    assert(strlen(enc) == 4);
    /* bcrypt's alphabet starts "./A": a zero byte is '.' */
    assert(enc[0] == '.');
    /* a guess: the last character is a letter */
    assert(enc[3] >= 'A');
    return 0;
}
