"""GNU C that SV-COMP's Linux-derived tasks use: ``typeof``/``__typeof__`` (errlang.frontend.typeof)
and statement expressions ``({ …; e; })`` with a value (the IR's StatementLowering)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.frontend import parse_file
from errlang.frontend.typeof import TypeofName, replace_typeof
from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult


def check(tmp_path: Path, source: str) -> CheckResult:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return check_program(str(path), None, Settings(loop_bound=1, timeout=60))


def test_typeof_is_replaced_without_moving_columns():
    text = "int f(int x) { typeof( x ) y = x; __typeof__(x + 1L) z; return y; }"
    replaced, operands = replace_typeof(text)
    assert len(replaced) == len(text)
    assert replaced.index("y = x") == text.index("y = x")
    assert list(operands.values()) == [" x ", "x + 1L"]


def test_uses_carry_their_operand(tmp_path):
    path = tmp_path / "p.c"
    path.write_text(
        "struct s { char c; };\nint main(void) { struct s v; typeof(v.c) d = 1; return d; }\n"
    )
    program = parse_file(str(path))
    names = []
    for item in program.functions["main"].body.block_items:
        kind = getattr(getattr(item, "type", None), "type", None)
        if kind is not None and hasattr(kind, "names"):
            names += kind.names
    typeof_names = [n for n in names if isinstance(n, TypeofName)]
    assert [str(n) for n in typeof_names] == ["__typeof__(v.c)"]


def test_typeof_gives_the_operands_type_unevaluated(tmp_path):
    result = check(
        tmp_path,
        """
        #include <assert.h>
        extern int __VERIFIER_nondet_int(void);
        struct s { long v; char c; };
        int main(void) {
          long x = __VERIFIER_nondet_int();
          int calls = 0;
          typeof(x) y = x;
          typeof(struct s) z = { 1, 'a' };
          typeof(z.c) q = 300;
          typeof(calls++) r = 0;
          assert(sizeof(y) == 8 && sizeof(q) == 1 && sizeof(z) == 16);
          assert(q == 44 && calls == 0 && r == 0);
          return 0;
        }
        """,
    )
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds", "holds"]


def test_container_of_with_typeof_and_a_statement_expression(tmp_path):
    result = check(
        tmp_path,
        """
        #include <assert.h>
        #include <stddef.h>
        #define container_of(ptr, type, member) ({ \\
            const typeof(((type *)0)->member) *__mptr = (ptr); \\
            (type *)((char *)__mptr - offsetof(type, member)); })
        struct link { struct link *next; };
        struct item { int value; struct link link; };
        extern int __VERIFIER_nondet_int(void);
        int main(void) {
          struct item it;
          it.value = __VERIFIER_nondet_int();
          struct item *back = container_of(&it.link, struct item, link);
          assert(back == &it);
          assert(back->value != 7);
          return 0;
        }
        """,
    )
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds", "fails"]


def test_statement_expression_values_and_effects(tmp_path):
    result = check(
        tmp_path,
        """
        #include <assert.h>
        extern int __VERIFIER_nondet_int(void);
        #define MAX(a, b) ({ int _a = (a); int _b = (b); _a > _b ? _a : _b; })
        int main(void) {
          int x = __VERIFIER_nondet_int(), n = 0;
          int m = MAX(x, 3);
          ({ n++; if (x > 0) n++; });
          assert(m >= 3 && m >= x);
          assert(n == 1 || x > 0);
          assert(m != 5);
          return 0;
        }
        """,
    )
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["holds", "holds", "fails"]
