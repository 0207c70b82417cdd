"""``strcmp``/``strncmp`` of a string against a literal need no loop bound (ir/string_folding.py
unrolls the model's steps over the literal's bytes): a user's harness comparing a library's
name with ``"_escape_inner"`` is complete at loop bound 1 (markupsafe's method look-up needed
bound 14 before). The reads of the other string stop where the model's stop: an unterminated
buffer is read past its end only when its bytes equal the literal's. Every verdict below is
gcc's with ASan/UBSan: all 2^24 values of ``b`` fail only the assertion on line 13 (a byte
above 127 compares above 'a', unsigned, as glibc's ``strcmp``), and ``c`` = "xy" is read past
its end by ``strcmp`` (ASan: stack-buffer-overflow)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings

PROGRAM = """
#include <string.h>
#include <assert.h>
unsigned char nondet_uchar(void);
struct def { const char *name; };
int main(void) {
  struct def m = { "_escape_inner" };
  assert(strcmp(m.name, "_escape_inner") == 0);
  assert(strcmp("_escape_outer", m.name) > 0);
  char b[4] = { nondet_uchar(), nondet_uchar(), nondet_uchar(), 0 };
  int r = strcmp(b, "ab");
  assert((r == 0) == (b[0] == 'a' && b[1] == 'b' && b[2] == 0));
  assert(strncmp(b, "ab", 1) != 0 || b[0] == 'a');
  assert(r < 0 || b[0] >= 'a');
  char c[2] = { nondet_uchar(), nondet_uchar() };
  return strcmp(c, "xyz") == 0;
}
"""


def test_comparisons_with_a_literal_are_complete_at_loop_bound_one(tmp_path: Path) -> None:
    path = tmp_path / "compare.c"
    path.write_text(textwrap.dedent(PROGRAM).lstrip("\n"))
    result = check_program(str(path), None, Settings(loop_bound=1, timeout=60))
    assert result.errors == ()
    verdicts = [(a.line, a.verdict) for a in result.assertions]
    assert verdicts == [(7, "holds"), (8, "holds"), (11, "holds"), (12, "holds"), (13, "fails")]
    assert [(f.reason, f.line) for f in result.findings] == [("out-of-bounds access", 15)]


MEMORY = """
#include <string.h>
#include <assert.h>
unsigned char nondet_uchar(void);
int main(void) {
  unsigned char a[4] = { nondet_uchar(), nondet_uchar(), nondet_uchar(), 0 };
  const char b[4] = "ab";
  int r = memcmp(a, b, sizeof a);
  assert((r == 0) == (a[0] == 'a' && a[1] == 'b' && a[2] == 0));
  assert(r >= 0 || a[0] <= 'a');
  unsigned char *q = memchr(a, 'x', 4);
  assert(q == 0 || (*q == 'x' && q < a + 3));
  assert(memchr(a, 0, 4) != 0);
  assert(memchr(a, 'z' + 256, 3) == 0);
  unsigned char small[2] = { a[0], a[1] };
  return memchr(small, 'q', 3) != 0;
}
"""


def test_memcmp_and_memchr_of_a_constant_length_need_no_bound(tmp_path: Path) -> None:
    """``memcmp``/``memchr`` of a constant length (a literal or ``sizeof``) are unrolled too
    (a tree-sitter scanner's ``memchr(text, '\\n', 4)`` needed bound 5). gcc with ASan/UBSan
    on all 2^24 inputs fails only line 13; ASan reports the read past ``small``."""
    path = tmp_path / "memory.c"
    path.write_text(textwrap.dedent(MEMORY).lstrip("\n"))
    result = check_program(str(path), None, Settings(loop_bound=1, timeout=60))
    assert result.errors == ()
    verdicts = [(a.line, a.verdict) for a in result.assertions]
    assert verdicts == [(8, "holds"), (9, "holds"), (11, "holds"), (12, "holds"), (13, "fails")]
    assert [(f.reason, f.line) for f in result.findings] == [("out-of-bounds access", 15)]


CONSTANT_ARRAYS = """
#include <assert.h>
#include <string.h>
unsigned char nondet_uchar(void);
static const char digits[] = "0123456789";
static char word[] = "ab";
static int shadowed(char c) {
  char digits[] = "xyz";
  digits[0] = c;
  return strchr(digits, 'q') != 0;
}
int main(void) {
  static const char hex[] = "0123456789abcdef";
  char c = (char)nondet_uchar();
  const char *p = strchr(digits, c);
  const char *q = strchr(hex, c);
  assert((p != NULL) == ((c >= '0' && c <= '9') || c == 0));
  assert(!p || !c || (*p == c && p - digits == c - '0'));
  assert(!strchr(" \\t\\n", c) || c == ' ' || c == '\\t' || c == '\\n' || c == 0);
  assert(shadowed(c) == (c == 'q'));
  word[0] = c;
  assert((strchr(word, 'b') == word) == (c == 'b'));
  assert(q == NULL || q - hex <= 9);
  return 0;
}
"""


FOLDED = """
#include <assert.h>
#include <string.h>
unsigned char nondet_uchar(void);
static const char digits[] = "0123456789";
static const char name[] = "abc";
int main(void) {
  char c = (char)nondet_uchar();
  char b[4] = { c, 'b', 'c', 0 };
  assert((strchr(digits, c) != NULL) == ((c >= '0' && c <= '9') || c == 0));
  assert(strlen(name) == 3 && strcmp(name, "abc") == 0 && strrchr(name, 'c') == name + 2);
  assert((strcmp(b, name) == 0) == (c == 'a'));
  assert(strchr(" \\t", c) == NULL);
  return 0;
}
"""


def test_strchr_over_a_constant_array_needs_no_loop_bound(tmp_path: Path) -> None:
    """libuv's inet_pton4 (uvloop 0.23.0): ``strchr(digits, ch)`` of a ``static const char
    digits[] = "0123456789"`` and a symbolic ``ch`` needed loop bound 11, where the harness
    needed 5. A ``const`` array initialised by a literal (declared once in sight: the shadowed
    ``digits`` and the writable ``word`` go to the model) and a literal are unrolled for a
    symbolic character. gcc with ASan/UBSan on all 256 values: only line 22 fails ('a'..'f'
    and the terminator)."""
    path = tmp_path / "strchr.c"
    path.write_text(textwrap.dedent(CONSTANT_ARRAYS).lstrip("\n"))
    result = check_program(str(path), None, Settings(timeout=60))
    assert result.errors == () and result.findings == ()
    verdicts = [(a.line, a.verdict) for a in result.assertions]
    assert verdicts == [(line, "holds") for line in (16, 17, 18, 19, 21)] + [(22, "fails")]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")
    path.write_text(textwrap.dedent(FOLDED).lstrip("\n"))
    alone = check_program(str(path), None, Settings(loop_bound=1, timeout=60))
    verdicts = [(a.line, a.verdict) for a in alone.assertions]
    assert verdicts == [(9, "holds"), (10, "holds"), (11, "holds"), (12, "fails")]
    assert all(a.complete for a in alone.assertions[:3])
