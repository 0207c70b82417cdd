"""The IR of C snippets (DESIGN §2 conventions and C coverage, lowered in the IR alone)."""

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.lower_expr import _RVALUE
from errlang.ir.lower_objects import LVALUE
from errlang.ir.lower_stmt import _STATEMENT
from gcc_layout import gcc_output
from pycparser import c_ast


def instrs(function: n.Function, kind: type) -> list:
    return [i for i in function.body if isinstance(i, kind)]


def test_dispatch_tables_name_their_node_types():
    for table, prefix in ((_STATEMENT, "visit_"), (_RVALUE, "visit_"), (LVALUE, "lvalue_")):
        for node_type, method in table.items():
            assert issubclass(node_type, c_ast.Node)
            # a Compound is a statement and, as GNU's ``({ … })``, an expression: the
            # expression's method has its own name (StatementLowering is an ExprLowering)
            if method.__name__ not in ("visit_Nothing", "value_of_statements"):
                assert method.__name__ == prefix + node_type.__name__


def test_undeclared_functions_are_inputs_with_one_warning_each(lower_c):
    ir = lower_c(
        """
        int main() {
          int a = nondet_int();
          int b = sensor(a) + sensor(0);
          _Learn_assert(a + b != 3);
          return helper(a);
        }
        int helper(int v) { return v; }
        """
    )
    main = ir.functions["main"]
    assert [i.function for i in instrs(main, n.Nondet)] == ["nondet_int", "sensor", "sensor"]
    assert {"nondet_int", "sensor"} <= ir.inputs and "helper" not in ir.inputs
    assert [(w.line, "sensor" in w.message or "nondet_int" in w.message) for w in ir.warnings] == [
        (2, True),
        (3, True),
    ]
    assert len(instrs(main, n.Assert)) == 1  # _Learn_assert is an assertion
    assert [c.function for c in instrs(main, n.Call)] == ["helper"]  # C89: defined later


def test_kr_definition_takes_its_declared_parameter_types(lower_c):
    ir = lower_c(
        """
        long add(a, b, c) char a; long b; { return a + b + c; }
        int main(void) { return (int)add(1, 2, 3); }
        """
    )
    params = ir.functions["add"].params
    assert [(p.display, p.type) for p in params] == [("a", t.CHAR), ("b", t.LONG), ("c", t.INT)]


def test_main_arguments_follow_cbmcs_model(lower_c):
    ir = lower_c(
        """
        int main(int ac, char *av[]) {
          return av[ac - 1][0];
        }
        """
    )
    main = ir.functions["main"]
    assert main.params == []
    nondet = instrs(main, n.Nondet)
    assert nondet[0].function == "__errlang_argc"
    assert {i.function for i in nondet[1:]} == {"__errlang_argv_char"}
    assert {"__errlang_argc", "__errlang_argv_char"} <= ir.inputs
    assert len(instrs(main, n.Assume)) == 1  # 1 <= argc <= MAX_ARGC
    assert {"ac", "av"} <= {v.display for v in main.variables.values()}


_BIT_FIELD_STRUCTS = """
struct a { unsigned x : 3; unsigned y : 30; char c; };
struct b { char c; int x : 4; short s : 12; };
struct d { unsigned long long x : 40; unsigned y : 20; unsigned : 0; char z; };
struct e { char c; int : 4; };
struct f { unsigned char a : 3, b : 6; unsigned short c : 9, d : 9; signed s : 5; };
"""


def _layouts() -> dict[str, t.StructType]:
    from errlang.ir.typeenv import TypeEnv
    from pycparser import c_parser

    env = TypeEnv()
    found = {}
    for decl in c_parser.CParser().parse(_BIT_FIELD_STRUCTS).ext:
        struct = env.resolve(decl.type)
        assert isinstance(struct, t.StructType)
        found[struct.tag] = struct
    return found


def test_bit_fields_follow_gccs_layout(tmp_path):
    """Each field set to all ones in a zeroed struct: the bytes gcc stores are the bits
    errlang's layout gives the field; sizes and alignments agree."""
    layouts = _layouts()
    lines = ["#include <stdio.h>", "#include <string.h>", _BIT_FIELD_STRUCTS, "int main(void) {"]
    expected = []
    for tag, struct in layouts.items():
        lines.append(f'printf("%zu %zu\\n", sizeof(struct {tag}), _Alignof(struct {tag}));')
        expected.append(f"{struct.size} {struct.align}")
        for field in struct.fields:
            if field.width is None:
                continue
            lines.append(
                f"{{ union {{ struct {tag} s; unsigned char b[sizeof(struct {tag})]; }} u;"
                f" memset(&u, 0, sizeof u); u.s.{field.name} = -1;"
                f' for (unsigned i = 0; i < sizeof u.b; i++) printf("%02x", u.b[i]);'
                f' printf("\\n"); }}'
            )
            bits = sum(1 << (field.offset * 8 + field.bit + k) for k in range(field.width))
            expected.append(bits.to_bytes(struct.size, "little").hex())
    assert gcc_output(tmp_path, [*lines, "return 0; }"]) == " ".join(expected).split()


def test_bit_field_store_keeps_the_other_bits(lower_c):
    ir = lower_c(
        """
        struct s { unsigned lo : 4; unsigned hi : 4; };
        int main(void) { struct s v = {1, 2}; v.hi = 7; return v.lo; }
        """
    )
    stores = [
        i
        for i in instrs(ir.functions["main"], n.Assign)
        if isinstance(i.target, n.MemLV) and i.target.type == t.UINT
    ]
    last = stores[-1].value
    assert isinstance(last, n.Binary) and last.op == "|"  # (unit & ~mask) | (value << 4)


def test_call_through_a_pointer_dispatches_over_address_taken_functions(lower_c):
    ir = lower_c(
        """
        int inc(int v) { return v + 1; }
        int dec(int v) { return v - 1; }
        int two(int a, int b) { return a + b; }
        int main(void) { int (*f)(int) = dec; f = &inc; return f(3) + two(1, 2); }
        """
    )
    main = ir.functions["main"]
    assert [c.function for c in instrs(main, n.Call)] == ["inc", "dec", "two"]
    # no target: a visible cut (issue 28; was an assumption false, a run that vanished)
    assert not any(isinstance(i, n.Assume) for i in main.body)
    (cut,) = instrs(main, n.Unsupported)
    assert cut.message.startswith("the call through `f` at line 4")


def test_compound_literal_is_an_initialised_unnamed_object(lower_c):
    ir = lower_c(
        """
        struct p { int x, y; };
        int main(void) { struct p *q = &(struct p){1, 2}; return q->y; }
        """
    )
    declared = instrs(ir.functions["main"], n.Declare)
    literal = [d for d in declared if d.name.startswith("$literal")]
    assert len(literal) == 1 and literal[0].in_memory


def test_variable_length_array_is_an_allocation(lower_c):
    ir = lower_c(
        """
        int main(void) { int n = nondet_int(); int a[n][2]; a[0][1] = n; return a[0][1]; }
        """
    )
    main = ir.functions["main"]
    (alloc,) = instrs(main, n.Alloc)
    assert isinstance(alloc.size, n.Reg)  # sizeof a, computed where the declarator is
    (size,) = [
        i for i in instrs(main, n.Assign) if getattr(i.target, "name", "") == alloc.size.name
    ]
    assert isinstance(size.value, n.Binary) and size.value.right == n.Const(t.SIZE_T, 8)


def test_multidimensional_variable_length_array_sizes(lower_c):
    """``int a[n][k]``: the row's size k*4 and the array's n*(k*4) in registers, in that
    order; a subscript scales by the row register; parameters ``int a[n][k]`` too."""
    ir = lower_c(
        """
        int get(int n, int k, int a[n][k], int i) { return a[i][0]; }
        int main(void) {
          int n = nondet_int(), k = nondet_int();
          int a[n][k];
          return get(n, k, a, 1) + (int)sizeof a;
        }
        """
    )
    main = ir.functions["main"]
    (alloc,) = instrs(main, n.Alloc)
    sizes = {
        i.target.name: i.value
        for i in instrs(main, n.Assign)
        if isinstance(i.value, n.Binary) and i.value.op == "*" and i.value.type == t.SIZE_T
    }
    row = sizes[alloc.size.name].right
    assert isinstance(row, n.Reg) and isinstance(sizes[row.name].right, n.Const)
    get = ir.functions["get"]
    steps = [
        i
        for i in instrs(get, n.Assign)
        if isinstance(i.value, n.Binary) and i.value.type == t.SIZE_T
    ]
    assert len(steps) == 1  # the row size of the parameter, k * 4
    assert not ir.refused


def test_library_models_are_linked_with_what_they_call(lower_c):
    ir = lower_c(
        """
        #include <string.h>
        #include <stdio.h>
        int main(void) { char s[8] = "ab"; strcat(s, "c"); printf("%d", 1); return strlen(s); }
        """
    )
    assert {"strcat", "strcpy", "strlen"} <= set(ir.functions)
    assert "memcmp" not in ir.functions and "printf" not in ir.inputs
    strlen = ir.functions["strlen"]
    assert not instrs(strlen, n.Event)  # models emit no letters
    assert all(i.loc.line == 0 for i in strlen.body)  # nor steps in the user's file
    assert not ir.refused


def test_a_refused_function_does_not_refuse_the_file(lower_c):
    ir = lower_c(
        """
        static long double half(long double x) { return x / 2; }
        int twice(int x) { return 2 * x; }
        int main(void) { return twice(3); }
        """
    )
    assert "main" in ir.functions and "twice" in ir.functions
    assert [e.diagnostics[0].line for e in ir.refused] == [1]


def test_uses_of_a_refused_global_are_refused_where_they_are(lower_c):
    ir = lower_c(
        """
        long double ratio = 0.5L;
        int other(void) { return (int)(ratio * 2); }
        int main(void) { return 0; }
        """
    )
    assert isinstance(ir.functions["other"].body[0], n.Unsupported)
    assert isinstance(ir.functions["main"].body[-1], n.Return)


def test_undefined_function_returning_a_pointer_gives_an_object_or_null(lower_c):
    ir = lower_c(
        """
        struct dev { int id; };
        struct dev *open_device(int n);
        int main(void) { struct dev *d = open_device(1); return d ? d->id : 0; }
        """
    )
    main = ir.functions["main"]
    assert len(instrs(main, n.Alloc)) == 1
    assert [i.function for i in instrs(main, n.Nondet)] == ["open_device:null"]
    assert "open_device:null" not in ir.inputs


def test_switch_jumps_are_resolved(lower_c):
    ir = lower_c(
        """
        int main(void) {
          int x = nondet_int(), y = 0;
          switch (x) { case 1: y = 1; break; case 2: y = 2; default: y++; }
          return y;
        }
        """
    )
    body = ir.functions["main"].body
    gotos = instrs(ir.functions["main"], n.Goto)
    assert all(0 <= g.target <= len(body) for g in gotos)


def test_bool_bit_field_stores_zero_or_one(lower_c):
    ir = lower_c(
        """
        struct s { _Bool d : 3; };
        int main(void) { struct s v; v.d = 2; return v.d; }
        """
    )
    (store,) = [
        i
        for i in instrs(ir.functions["main"], n.Assign)
        if isinstance(i.target, n.MemLV) and i.target.type == t.UCHAR
    ]
    placed = store.value.right.left  # (unit & ~mask) | ((value & 7) << 0)
    assert placed.left == n.Const(t.UCHAR, 1)  # 2 converted to _Bool before it is placed


def test_pragma_pack_caps_member_alignment(lower_c):
    ir = lower_c(
        """
        #pragma pack(push)
        #pragma pack(1)
        struct p { char c; int i; short s; };
        #pragma pack(pop)
        struct q { char c; int i; };
        #pragma pack(2)
        struct r { char c; int i; };
        #pragma pack()
        struct p gp; struct q gq; struct r gr;
        int main(void) { return 0; }
        """
    )
    sizes = {v.display: (v.type.size, v.type.align) for v in ir.globals.values()}
    assert sizes["gp"] == (7, 1) and sizes["gq"] == (8, 4) and sizes["gr"] == (6, 2)


def test_implicit_int_kr_main_with_arguments(lower_c):
    ir = lower_c(
        """
        main(argc, argv)
        int argc;
        char **argv;
        {
          return argc > 1 && argv[1][0] == 'x';
        }
        """
    )
    main = ir.functions["main"]
    assert main.params == [] and main.result == t.INT
    assert instrs(main, n.Nondet)[0].function == "__errlang_argc"
