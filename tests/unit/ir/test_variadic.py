"""Variadic definitions in the front end and the IR (errlang.ir.variadic): the argument area a
call fills, va_start/va_arg/va_copy in the callee, gcc's builtin spelling kept for replays."""

from errlang.frontend import parse_file
from errlang.frontend.gnu import strip_gnu_extensions
from errlang.frontend.preprocess import LIBC_DIR, preprocess
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.variadic import CURSOR, VA_AREA
from pycparser import c_generator


def instrs(function: n.Function, kind: type) -> list:
    return [i for i in function.body if isinstance(i, kind)]


def slot_stores(function: n.Function) -> list[tuple[t.CType, int]]:
    """(type, offset in the area) of each store into an argument area."""
    found = []
    for store in instrs(function, n.Assign):
        target = store.target
        if isinstance(target, n.MemLV) and isinstance(target.address, n.PtrAdd):
            offset = target.address.offset
            assert isinstance(offset, n.Const)
            found.append((target.type, offset.value))
    return found


def test_a_call_stores_the_promoted_extra_arguments_in_slots(lower_c):
    ir = lower_c(
        """
        #include <stdarg.h>
        struct pair { int a; long b; };
        int f(int n, ...) { return n; }
        int main(void) {
          char c = 1; float x = 1.5f; struct pair p = {1, 2};
          return f(3, c, x, p, "s");
        }
        """
    )
    assert not ir.refused
    callee = ir.functions["f"]
    assert [(p.name, p.type) for p in callee.params] == [("n", t.INT), (VA_AREA, CURSOR)]
    main = ir.functions["main"]
    (call,) = instrs(main, n.Call)
    assert len(call.args) == 2 and call.args[1].type == CURSOR
    (area,) = [d for d in instrs(main, n.Declare) if d.name.startswith("$va_args")]
    assert area.type == t.ArrayType(t.ULONG, 5)  # char, double: one slot each; the struct: 2
    slots = slot_stores(main)[-4:]
    assert slots == [
        (t.INT, 0),  # char → int
        (t.DOUBLE, 8),  # float → double
        (slots[2][0], 16),  # the struct, whole
        (t.PointerType(t.CHAR), 32),
    ]
    assert isinstance(slots[2][0], t.StructType)


def test_va_arg_reads_its_type_and_moves_one_slot_on(lower_c):
    ir = lower_c(
        """
        #include <stdarg.h>
        struct pair { int a; long b; };
        long f(int n, ...) {
          va_list ap, copy;
          va_start(ap, n);
          va_copy(copy, ap);
          struct pair p = va_arg(ap, struct pair);
          double d = va_arg(copy, double);
          va_end(copy);
          va_end(ap);
          return p.b + (long)d;
        }
        int main(void) { return (int)f(1, 2.0); }
        """
    )
    f = ir.functions["f"]
    assert [v.type for v in f.variables.values() if v.display in ("ap", "copy")] == [
        t.ArrayType(CURSOR, 1),  # as x86-64's __va_list_tag[1]
        t.ArrayType(CURSOR, 1),
    ]
    cursors = [i.value for i in instrs(f, n.Assign) if i.target.type == CURSOR]
    cursors = [v for v in cursors if not isinstance(v, n.Load) or v.address.type != CURSOR]
    # va_start: the hidden parameter; va_copy: the other cursor; two va_arg steps (16, then 8)
    assert isinstance(cursors[0], n.Reg) and cursors[0].name == VA_AREA
    assert isinstance(cursors[1], n.Load)
    steps = [v.offset for v in cursors[2:] if isinstance(v, n.PtrAdd)]
    assert steps == [n.Const(t.LONG, 16), n.Const(t.LONG, 8)]
    loads = [i.value.type for i in instrs(f, n.Assign) if isinstance(i.value, n.Load)]
    assert [str(x) for x in loads if x != CURSOR] == ["struct pair", "double"]


def test_a_va_list_passed_to_a_helper_is_the_callers_cursor(lower_c):
    """As on x86-64, a va_list argument is a pointer to the caller's va_list: va_arg in the
    helper moves the caller's cursor."""
    ir = lower_c(
        """
        #include <stdarg.h>
        static int next(va_list ap) { return va_arg(ap, int); }
        int f(int n, ...) {
          va_list ap;
          va_start(ap, n);
          int a = next(ap);
          return a + va_arg(ap, int);
        }
        int main(void) { return f(2, 1, 2); }
        """
    )
    assert [p.type for p in ir.functions["next"].params] == [t.PointerType(CURSOR)]
    (call,) = instrs(ir.functions["f"], n.Call)
    assert call.args[0].type == t.PointerType(CURSOR)
    assert isinstance(call.args[0], n.Cast) and isinstance(call.args[0].operand, n.VarAddr)


def test_va_arg_of_a_promoted_type_cuts_the_run(lower_c):
    """C11 7.16.1.1p2: no argument has type char after the promotions (gcc traps there)."""
    ir = lower_c(
        """
        #include <stdarg.h>
        int f(int n, ...) { va_list ap; va_start(ap, n); return va_arg(ap, char); }
        int main(void) { return f(1, 'a'); }
        """
    )
    f = ir.functions["f"]
    # cut visibly (issue 28; was an assumption false: the run vanished)
    assert not instrs(f, n.Assume)
    assert [c.message for c in instrs(f, n.Unsupported)] == [
        "va_arg of char, a type arguments are promoted from: undefined"
    ]
    assert not [i for i in instrs(f, n.Assign) if isinstance(i.value, n.Load)]


def test_va_start_outside_a_variadic_function_is_refused(lower_c):
    ir = lower_c(
        """
        #include <stdarg.h>
        int f(int n) {
          va_list ap;
          va_start(ap, n);
          return va_arg(ap, int);
        }
        int main(void) { return f(1); }
        """
    )
    assert [(e.diagnostics[0].line, "'...'" in e.diagnostics[0].message) for e in ir.refused] == [
        (4, True)
    ]


def test_a_variadic_function_pointer_calls_variadic_functions_only(lower_c):
    ir = lower_c(
        """
        int v(int n, ...) { return n; }
        int w(int n) { return n; }
        int main(void) {
          int (*fv)(int, ...) = v;
          int (*fw)(int) = w;
          return fv(1, 2) + fw(3);
        }
        """
    )
    calls = instrs(ir.functions["main"], n.Call)
    assert [(c.function, len(c.args)) for c in calls] == [("v", 2), ("w", 1)]


def test_gcc_va_arg_parses_keeping_columns_and_prints_back_for_replays(tmp_path):
    """A .i file's ``__builtin_va_arg(ap, T)``: parseable, every column after it unmoved, and
    the C regenerated for a replay is gcc's builtin again."""
    line = "  s += __builtin_va_arg (ap,int (*)(int)) != 0; s += 1;"
    stripped = strip_gnu_extensions(line)
    assert len(stripped) == len(line) and stripped.endswith("s += 1;")
    source = tmp_path / "prog.c"
    source.write_text(
        "typedef __builtin_va_list va_list;\n"
        "int f(int n, ...) {\n"
        "  va_list ap; __builtin_va_start(ap, n);\n"
        "  int s = __builtin_va_arg(ap, int); __builtin_va_end(ap);\n"
        "  return s;\n"
        "}\n"
    )
    program = parse_file(source)
    text = c_generator.CGenerator().visit(program.functions["f"])
    assert "__builtin_va_arg(ap, int)" in text
    first = program.ast.ext[0]  # the front end's __builtin_va_list, as if from <stdarg.h>
    assert first.name == "__builtin_va_list" and str(first.coord.file).startswith(str(LIBC_DIR))
    assert program.assertions == () and program.functions["f"].coord.line == 2


def test_fake_libc_headers_after_stdarg_keep_va_arg(tmp_path):
    """pycparser's fake <time.h> redefines va_arg without its type and typedefs
    ``__builtin_va_list`` as int: errlang's <stdarg.h> and front end keep gcc's meaning."""
    source = tmp_path / "prog.c"
    source.write_text(
        "#include <stdarg.h>\n#include <time.h>\n#include <stdio.h>\n"
        "int f(int n, ...) { va_list ap; va_start(ap, n); return va_arg(ap, int); }\n"
    )
    program = parse_file(source)
    typedefs = [e for e in program.ast.ext if getattr(e, "name", None) == "__builtin_va_list"]
    assert len([e for e in typedefs if type(e).__name__ == "Typedef"]) == 1
    text = c_generator.CGenerator().visit(program.functions["f"])
    assert "__builtin_va_arg(ap, int)" in text and "__builtin_va_list ap" in text


def test_stdarg_keeps_the_meaning_of_errlang_macros(tmp_path):
    """<stdarg.h> includes the fake libc's _fake_defines.h (for its guard): INT_MIN, RAND_MAX,
    NULL, ... keep the meaning errlang's headers give them, before and after it."""
    path = tmp_path / "prog.c"
    text = (
        "#include <limits.h>\n#include <stdarg.h>\n#include <time.h>\n#include <stdlib.h>\n"
        "long a = INT_MIN; long b = RAND_MAX; long c = LONG_MIN; void *d = NULL;\n"
        "int f(int n, ...) { va_list ap; va_start(ap, n); return va_arg(ap, int); }\n"
    )
    out = preprocess(path, text)
    assert "long a = (-2147483647 - 1); long b = 2147483647;" in out
    assert "long c = (-9223372036854775807L - 1L); void *d = ((void *)0);" in out
    assert "__builtin_va_arg(ap, int)" in out
