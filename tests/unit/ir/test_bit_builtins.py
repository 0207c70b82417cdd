"""gcc's bit builtins (errlang.ir.bit_builtins) against Python's own arithmetic, symbolic
identities they satisfy for every input, and unknown builtins refused rather than inputs."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult


def check(tmp_path: Path, source: str, name: str = "prog.c") -> CheckResult:
    path = tmp_path / name
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return check_program(str(path), None, Settings(loop_bound=1, timeout=60))


def _clz(x: int, width: int) -> int:
    return width - x.bit_length()


def _ctz(x: int) -> int:
    return (x & -x).bit_length() - 1


VALUES = (1, 2, 0x80, 0xF0F0, 0x12345678, 0x80000000, 0xFFFFFFFF, 0x1000)
WIDE = (1, 0x8000000000000000, 0x0123456789ABCDEF, 0xFFFFFFFF00000000)


def test_bit_builtins_give_gccs_values_on_constants(tmp_path):
    lines = []
    for x in VALUES:
        lines.append(f"assert(__builtin_popcount({x}u) == {bin(x).count('1')});")
        lines.append(f"assert(__builtin_parity({x}u) == {bin(x).count('1') % 2});")
        lines.append(f"assert(__builtin_clz({x}u) == {_clz(x, 32)});")
        lines.append(f"assert(__builtin_ctz({x}u) == {_ctz(x)});")
        swapped = int.from_bytes(x.to_bytes(4, "little"), "big")
        lines.append(f"assert(__builtin_bswap32({x}u) == {swapped}u);")
    for x in WIDE:
        lines.append(f"assert(__builtin_popcountll({x}ull) == {bin(x).count('1')});")
        lines.append(f"assert(__builtin_clzl({x}ul) == {_clz(x, 64)});")
        lines.append(f"assert(__builtin_ctzll({x}ull) == {_ctz(x)});")
        swapped = int.from_bytes(x.to_bytes(8, "little"), "big")
        lines.append(f"assert(__builtin_bswap64({x}ul) == {swapped}ul);")
    lines.append("assert(__builtin_bswap16((unsigned short)0x1234) == 0x3412);")
    lines.append(
        "assert(__builtin_ffs(0) == 0 && __builtin_ffs(-8) == 4 && __builtin_ffsl(1L << 40) == 41);"
    )
    body = "\n  ".join(lines)
    result = check(tmp_path, f"#include <assert.h>\nint main(void) {{\n  {body}\n  return 0;\n}}\n")
    assert result.errors == ()
    assert {a.verdict for a in result.assertions} == {"holds"}, [
        (a.line, a.verdict) for a in result.assertions if a.verdict != "holds"
    ]


def test_bit_builtins_satisfy_their_identities_for_every_input(tmp_path):
    result = check(
        tmp_path,
        """
        #include <assert.h>
        extern unsigned __VERIFIER_nondet_uint(void);
        int main(void) {
          unsigned x = __VERIFIER_nondet_uint();
          assert(__builtin_popcount(x) == __builtin_popcount(x >> 1) + (int)(x & 1));
          assert(__builtin_parity(x) == (__builtin_popcount(x) & 1));
          if (x != 0) {
            assert(x >> (31 - __builtin_clz(x)) == 1);
            assert(((x >> __builtin_ctz(x)) & 1) == 1);
            assert(__builtin_ffs((int)x) == __builtin_ctz(x) + 1);
          }
          assert(__builtin_bswap32(__builtin_bswap32(x)) == x);
          assert(__builtin_constant_p(x) == 0);
          return 0;
        }
        """,
    )
    assert result.errors == ()
    assert {a.verdict for a in result.assertions} == {"holds"}


def test_a_wrong_claim_about_a_builtin_fails(tmp_path):
    result = check(
        tmp_path,
        """
        #include <assert.h>
        extern unsigned __VERIFIER_nondet_uint(void);
        int main(void) {
          unsigned x = __VERIFIER_nondet_uint();
          assert(__builtin_popcount(x) != 31);
          return 0;
        }
        """,
    )
    assert [a.verdict for a in result.assertions] == ["fails"]


def test_an_unknown_builtin_is_refused_never_an_input(tmp_path):
    result = check(
        tmp_path,
        """
        #include <assert.h>
        int main(void) {
          assert(__builtin_made_up(1) == 2);
          return 0;
        }
        """,
    )
    assert "fails" not in {a.verdict for a in result.assertions}
    assert any("__builtin_made_up is not supported" in e.message for e in result.errors)


def test_library_builtins_are_the_library_functions(tmp_path):
    result = check(
        tmp_path,
        """
        #include <assert.h>
        int main(void) {
          char a[4] = "abc", b[4];
          __builtin_memcpy(b, a, 4);
          assert(__builtin_strlen(b) == 3 && b[1] == 'b');
          return 0;
        }
        """,
    )
    assert result.errors == ()
    # strlen's model loops: at loop bound 1 it holds within the bound
    assert [a.verdict for a in result.assertions] == ["holds-within-bound"]
    assert result.warnings == ()  # no "not declared: an input" for the builtins
