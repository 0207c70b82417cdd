"""``__attribute__((cleanup(f)))`` written out as calls (errlang/frontend/cleanup.py): the
calls' places in the AST, and the refusals that refuse one function, not the file (before,
the attribute refused the whole file). The verdicts against gcc: ``dialect/cleanup.c``."""

from __future__ import annotations

from pathlib import Path

from errlang.frontend.parse import parse_c
from errlang.session.check import check_program
from errlang.session.settings import Settings
from pycparser import c_generator

SOURCE = """
void f(int *p);
int g(int c) {
  __attribute__((cleanup(f))) int a = 1, b = 2;
  int d __attribute__((cleanup(f))) = 3, e = 4;
  while (c) { int x __attribute__((cleanup(f))) = c; if (x > 2) break; c--; continue; }
  return a + e;
}
void h(void) { int x __attribute__((cleanup(f))) = 0; return; }
"""


def _generated(tmp_path: Path, text: str) -> str:
    path = tmp_path / "t.c"
    path.write_text(text)
    return c_generator.CGenerator().visit(parse_c(path, text))


def _refusal(tmp_path: Path, text: str) -> tuple[int, str]:
    """The line and message of the refusal that starts the last function of ``text``."""
    path = tmp_path / "t.c"
    path.write_text(text)
    first = parse_c(path, text).ext[-1].body.block_items[0]
    assert type(first).__name__ == "Refused"
    return first.coord.line, first.message


def test_the_calls_are_written_at_every_exit_in_reverse_order(tmp_path: Path) -> None:
    code = " ".join(_generated(tmp_path, SOURCE).split())
    # the loop's variable at break and continue and at the end of its block
    assert "if (x > 2) { f(&x); break; }" in code
    assert "c--; { f(&x); continue; } f(&x);" in code
    # return: the value first, then d, b, a (e has no cleanup); void: the calls, then return
    assert "int __errlang_cleanup_value" in code and "= a + e; f(&d); f(&b); f(&a); return" in code
    assert "{ f(&x); return; }" in code


def test_a_goto_into_the_scope_refuses_its_function_only(tmp_path: Path) -> None:
    """A goto out of a cleanup variable's scope is followed (the next test); one into it
    would run the cleanup on an object never initialised: refused, the function alone."""
    path = tmp_path / "goto.c"
    path.write_text(
        "#include <assert.h>\n"
        "extern int __VERIFIER_nondet_int(void);\n"
        "void f(int *p) { (void)p; }\n"
        "int g(int c) {\n"
        "  if (c) { int y __attribute__((cleanup(f))) = c; (void)y; }\n"
        "  if (c) goto out;\n"
        "  int x __attribute__((cleanup(f))) = c;\n"
        "out:\n"
        "  return x;\n"
        "}\n"
        "int main(void) {\n"
        "  int c = __VERIFIER_nondet_int();\n"
        "  if (c > 5) return g(c);\n"
        "  assert(c != 3);\n"
        "  return 0;\n"
        "}\n"
    )
    result = check_program(str(path), None, Settings(timeout=30))
    refused = [(e.line, "goto into the scope of 'x'" in e.message) for e in result.errors]
    assert refused == [(6, True)]
    assert [a.verdict for a in result.assertions] == ["fails"]


def test_a_goto_runs_the_cleanups_of_the_scopes_it_leaves(tmp_path: Path) -> None:
    text = (
        "void f(int *p);\n"
        "int g(int c) {\n"
        "  int r = 0;\n"
        " again:;\n"
        "  int a __attribute__((cleanup(f))) = c;\n"
        "  if (c < 3) { c++; goto again; }\n"
        "  { int b __attribute__((cleanup(f))) = c; if (c > 5) goto finish; r = b; }\n"
        "  r++;\n"
        " finish:\n"
        "  return r;\n"
        "}\n"
    )
    code = " ".join(_generated(tmp_path, text).split())
    assert "{ c++; { f(&a); goto again; } }" in code  # back before a's declaration: a ends
    assert "if (c > 5) { f(&b); goto finish; }" in code  # finish is in a's scope: b only
    assert "return __errlang_cleanup_value" in code


def test_local_labels_are_told_apart_before_the_gotos_cleanups(tmp_path: Path) -> None:
    """A statement-expression macro with a ``__label__`` used at two depths: each goto
    reaches its own copy of the label (same scope: no cleanup call, nothing refused)."""
    text = (
        "void f(int *p);\n"
        "#define TRY(e) ({ __label__ out; int r_ = (e); if (r_ < 0) goto out; r_ = 0; out: r_; })\n"
        "int g(int c) {\n"
        "  int a __attribute__((cleanup(f))) = c;\n"
        "  int x = TRY(c);\n"
        "  { int b __attribute__((cleanup(f))) = c; x += TRY(c - 1); }\n"
        "  return x;\n"
        "}\n"
    )
    code = " ".join(_generated(tmp_path, text).split())
    assert "if (r_ < 0) { goto out__local1; }" in code
    assert "if (r_ < 0) { goto out__local2; }" in code


def test_a_switch_inside_a_cleanup_variables_scope_is_followed(tmp_path: Path) -> None:
    text = (
        "void f(int *p);\n"
        "int g(int c) {\n"
        "  int x __attribute__((cleanup(f))) = c;\n"
        "  switch (c) { case 1: return 2; default: break; }\n"
        "  switch (c) { case 1: { int y __attribute__((cleanup(f))) = 0; break; } }\n"
        "  return 0;\n"
        "}\n"
    )
    code = " ".join(_generated(tmp_path, text).split())
    assert "Refused" not in code and "case 1: { int __errlang_cleanup_value" in code
    assert "{ int y = 0; { f(&y); break; } f(&y); }" in code


def test_a_case_label_inside_a_cleanup_variables_scope_refuses_the_function(
    tmp_path: Path,
) -> None:
    text = (
        "void f(int *p);\n"
        "int g(int c) {\n"
        "  switch (c) { int y __attribute__((cleanup(f))) = 0; case 1: return 2; }\n"
        "  return 0;\n"
        "}\n"
    )
    assert _refusal(tmp_path, text) == (3, "a case label in the scope of a cleanup variable")


def test_the_attribute_is_on_its_own_declaration(tmp_path: Path) -> None:
    text = (
        "void f(char **p);\n"
        "void g(void) {\n"
        "  int n = 0; char __attribute__((cleanup(f))) *p = 0; (void)n;\n"
        "  int a = 1; __attribute__((cleanup(f))) char *q = 0, *r = 0; (void)a;\n"
        "}\n"
    )
    code = " ".join(_generated(tmp_path, text).split())
    assert "f(&r); f(&q); f(&p); }" in code and "f(&n)" not in code and "f(&a)" not in code


def test_a_declaration_hiding_a_cleanup_variable_refuses_the_function(tmp_path: Path) -> None:
    text = (
        "void f(int *p);\n"
        "int g(int c) {\n"
        "  int x __attribute__((cleanup(f))) = c;\n"
        "  if (c) { int x = 2; return x; }\n"
        "  return 0;\n"
        "}\n"
    )
    line, message = _refusal(tmp_path, text)
    assert line == 4 and "hides a variable" in message
