"""<wchar.h> and <wctype.h> have C models (include/models/wchar.c; the header promised them,
but none existed: every call was an input, so ``assert(iswdigit('@') == 0)`` and
``assert(wcslen(w) == 2)`` FAILED where gcc holds). The classification is glibc's "C" locale:
ASCII only (gcc: for every code point, iswalpha is true for 52, iswspace for 6, none above
127). A wide string literal, which was read as bytes (``wchar_t a[] = L"ab"`` had a[0] = 34,
the quote), is refused at its line instead."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings

MODELS = """
#include <assert.h>
#include <ctype.h>
#include <wchar.h>
#include <wctype.h>
unsigned char nondet_uchar(void);
static int is_z(int c) { return c == 'z'; }
int main(void) {
  wchar_t w[3] = {'a', 'b', 0}, v[3] = {'a', 'c', 0}, d[3];
  assert(wcslen(w) == 2 && wcscmp(w, v) == -1 && wcscmp(v, w) == 1 && wcscmp(w, w) == 0);
  assert(wcscpy(d, w) == d && d[1] == 'b' && d[2] == 0 && wcschr(w, 'b') == w + 1);
  assert(iswdigit('@') == 0 && iswdigit('7') && iswspace('\\n') && !iswspace(0x2003));
  assert(!iswalpha(0xE9) && towupper('q') == 'Q' && towupper(0xE9) == 0xE9);
  assert(btowc(0x80) == WEOF && btowc('a') == 'a' && wctob(0xE9) == -1);
  unsigned char c = nondet_uchar();
  assert(!iswalpha(c) == !isalpha(c) && !iswspace(c) == !isspace(c));
  assert(towlower(c) == (wint_t)tolower(c));
  assert(!iswalnum(c) || c < 128);
  assert(iswalpha(c) || c != 'z');
  assert(!is_z(c));
  return 0;
}
"""


def check(tmp_path: Path, source: str):
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return check_program(str(path), None, Settings(loop_bound=4, timeout=60))


def test_wide_character_models_are_glibc_c_locale(tmp_path: Path) -> None:
    result = check(tmp_path, MODELS)
    assert result.errors == ()
    verdicts = [a.verdict for a in result.assertions]
    assert verdicts == ["holds"] * 9 + ["fails"]
    assert result.assertions[-1].line == 19


def test_a_wide_string_literal_is_refused_at_its_line(tmp_path: Path) -> None:
    result = check(
        tmp_path,
        """
        #include <wchar.h>
        int main(void) {
          wchar_t a[] = L"ab";
          return a[0] == 34;
        }
        """,
    )
    assert [(e.line, "wide string literal" in e.message) for e in result.errors] == [(3, True)]
