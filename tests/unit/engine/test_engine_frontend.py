"""Front end: preprocessing, GNU extensions, conventions, located refusals."""

import pytest
from errlang.frontend import FrontendError, parse_file
from errlang.frontend.gnu import strip_gnu_extensions
from errlang.session import check
from errlang.session.markers import markers


def test_gnu_extensions_removed_keeping_columns():
    text = 'extern int f(int) __attribute__((__nothrow__ , __leaf__)) __asm__("f2");\nint x;'
    stripped = strip_gnu_extensions(text)
    assert "__attribute__" not in stripped and "__asm__" not in stripped
    assert [len(line) for line in stripped.splitlines()] == [
        len(line) for line in text.splitlines()
    ]


def test_svcomp_style_file_parses(c_file):
    path = c_file(
        """
        extern void abort(void);
        extern void __assert_fail(const char *, const char *, unsigned int, const char *)
            __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
        void reach_error() { __assert_fail("0", "t.c", 3, "reach_error"); }
        extern int __VERIFIER_nondet_int(void);
        __extension__ typedef unsigned long long u64;
        static __inline int twice(int x) { return 2 * x; }
        int main(void) {
          int x = __VERIFIER_nondet_int();
          if (twice(x) == 6) { reach_error(); }
          return 0;
        }
        """,
        "svcomp.i",
    )
    program = parse_file(path)
    kinds = [a.kind for a in program.assertions]
    assert kinds == ["reach_error"]  # the call site, not __assert_fail inside reach_error
    result = check(str(path))
    assert result["assertions"][0]["verdict"] == "fails"
    assert result["assertions"][0]["counterexample"]["inputs"][0]["value"] == 3


def test_syntax_error_is_located(c_file):
    path = c_file("int main(void) {\n  int x = ;\n  return 0;\n}\n")
    with pytest.raises(FrontendError) as info:
        parse_file(path)
    diagnostic = info.value.diagnostics[0]
    assert diagnostic.line == 2 and "syntax error" in diagnostic.message


def test_syntax_error_in_a_header_is_reported_at_its_include(c_file):
    c_file("int ok;\nint bad = ;\n", "bad.h")
    c_file('#include "bad.h"\n', "outer.h")
    path = c_file('#include <stdio.h>\n\n#include "outer.h"\nint main(void) { return 0; }\n')
    with pytest.raises(FrontendError) as info:
        parse_file(path)
    diagnostic = info.value.diagnostics[0]
    assert diagnostic.file == str(path) and diagnostic.line == 3
    assert "bad.h:2:" in diagnostic.message and "syntax error" in diagnostic.message


@pytest.mark.parametrize("header", ["time.h", "errno.h", "unistd.h", "signal.h", "wchar.h"])
def test_stdbool_with_a_header_of_the_fake_libc(c_file, header):
    # pycparser's fake libc declares `typedef _Bool bool;` (it once met `#define bool _Bool`)
    for first, second in (("stdbool.h", header), (header, "stdbool.h")):
        path = c_file(
            f"#include <{first}>\n#include <{second}>\n#include <assert.h>\n"
            "int main(void) { bool b = true; assert(b == 1); return 0; }\n"
        )
        result = check(str(path))
        assert result["errors"] == [], (first, second, result["errors"])
        assert result["assertions"][0]["verdict"] == "holds"


@pytest.mark.parametrize(
    ("code", "message", "line"),
    [
        ("long double d = 1.0L;", "long double", 3),
        ("setjmp(0);", "setjmp", 3),
        ('__asm__ volatile ("nop");', "inline assembly", 3),
    ],
)
def test_unsupported_constructs_are_refused_at_their_line(c_file, code, message, line):
    path = c_file(
        f"#include <assert.h>\nint main(void) {{\n  {code}\n  assert(1);\n  return 0;\n}}\n"
    )
    result = check(str(path))
    assert result["errors"], result
    error = result["errors"][0]
    assert message in error["message"] and error["line"] == line
    assert result["assertions"][0]["verdict"] == "unknown"
    assert "unsupported" in result["assertions"][0]["reason"]


def test_variadic_definition_refused(c_file):
    """Variadic definitions are no longer refused (errlang.ir.variadic): the extra arguments
    reach va_arg, also with a header of pycparser's fake libc included after <stdarg.h> (its
    own va_arg drops the type); only va_start outside a variadic function is refused."""
    path = c_file(
        """
        #include <assert.h>
        #include <stdarg.h>
        #include <time.h>
        extern int __VERIFIER_nondet_int(void);
        int first(int n, ...) { return n; }
        static long pick(int k, ...) {
          va_list ap;
          va_start(ap, k);
          long v = 0;
          for (int i = 0; i <= k; i++)
            v = va_arg(ap, long);
          va_end(ap);
          return v;
        }
        int main(void) {
          int k = __VERIFIER_nondet_int();
          assert(first(1, 2) == 1);
          assert(pick(k, 10L, 20L) != 20);
          assert(k < 2);
          return 0;
        }
        """
    )
    result = check(str(path))
    assert result["errors"] == [], result["errors"]
    verdicts = [(a["line"], a["verdict"]) for a in result["assertions"]]
    assert verdicts == [(18, "holds"), (19, "fails"), (20, "holds")]
    assert [i["value"] for i in result["assertions"][1]["counterexample"]["inputs"]] == [1]
    # k >= 2 reads past the two extra arguments: undefined, reported, never a failure of line 20
    assert [(f["reason"], f["line"]) for f in result["findings"]] == [("out-of-bounds access", 12)]
    refused = c_file(
        "#include <stdarg.h>\nint f(int n) {\n  va_list ap;\n  va_start(ap, n);\n"
        "  return va_arg(ap, int);\n}\nint main(void) { return f(1); }\n",
        "refused.c",
    )
    errors = check(str(refused))["errors"]
    assert [(e["line"], "without '...'" in e["message"]) for e in errors] == [(4, True)]


def test_nondet_conventions(c_file):
    path = c_file(
        """
        int nondet_int(void);
        int sensor(void);              /* declared, not defined: an input */
        void __CPROVER_assume(int);
        int main(void) {
          int a = nondet_int();
          int b = sensor();
          __CPROVER_assume(a > 0 && a < 3);
          __CPROVER_assume(b == a + 1);
          __VERIFIER_assert(b != 3);
          return 0;
        }
        """
    )
    item = check(str(path))["assertions"][0]
    assert item["verdict"] == "fails"
    assert [(i["function"], i["value"]) for i in item["counterexample"]["inputs"]] == [
        ("nondet_int", 2),
        ("sensor", 3),
    ]


def test_markers():
    text = (
        "int f(void)\n// errlang: learn loop-bound=2\nint g(int x) {\n"
        "  // errlang: learn alphabet=calls,branches\n  assert(x);\n}\n"
    )
    found = markers(text)
    assert [(m.line, m.kind, m.name) for m in found] == [
        (3, "function", "g"),
        (5, "assertion", None),
    ]
    assert found[0].options == {"loop_bound": 2}
    assert found[1].options == {"alphabet": ("calls", "branches")}
    assert markers("// errlang: learn loop-bound=0\nassert(1);")[0].error
