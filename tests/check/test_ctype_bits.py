"""<ctype.h>'s classes give glibc's table bits, as gcc's programs see them through glibc's
macros (measured with gcc 12 -O0: isdigit('5') == 2048, isalpha('a') == 1024, isspace(' ') ==
8192, ispunct('!') == 4, isalnum('0') == 8, isupper('Z') == 256, islower('a') == 512,
isxdigit('f') == 4096, isprint(' ') == 16384, isgraph('!') == 32768, isblank('\\t') == 1,
iscntrl(127) == 2). Before, errlang's models returned 1, and a program adding them (``n +=
isdigit(c)``) was said to hold an assertion gcc's run fails (K's note, ninth session)."""

from __future__ import annotations

from errlang.session.check import check_program
from errlang.session.settings import Settings

SUM = """#include <assert.h>
#include <ctype.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
    char s[3] = {__VERIFIER_nondet_char(), '7', 0};
    int n = 0;
    for (int i = 0; s[i]; i++) n += isdigit((unsigned char)s[i]);
    assert(n != 2048);
    assert(isalpha('q') == 1024 && isspace('\\n') == 8192 && ispunct('!') == 4);
    assert(isalnum('0') == 8 && isupper('Z') == 256 && islower('a') == 512);
    assert(isxdigit('f') == 4096 && isprint(' ') == 16384 && isgraph('!') == 32768);
    assert(isblank('\\t') == 1 && iscntrl(127) == 2 && !isdigit('x') && !isspace(200));
    return 0;
}
"""


def test_classes_are_glibcs_bits() -> None:
    result = check_program("ctype_bits.c", SUM, Settings(timeout=60))
    assert not result.errors, result.errors
    verdicts = {a.line: a.verdict for a in result.assertions}
    assert verdicts == {8: "fails", 9: "holds", 10: "holds", 11: "holds", 12: "holds"}
