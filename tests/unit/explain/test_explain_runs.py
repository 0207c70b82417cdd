"""Runs with values (DESIGN §5): their JSON reads back, and values read as C shows them."""

from __future__ import annotations

from pathlib import Path

from errlang.encoder.encoding import MemoryObject
from errlang.encoder.names import FunctionNames
from errlang.explain.results import run_from_json
from errlang.explain.values import c_string, input_texts, written_text
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import build_ir
from errlang.teacher.pointer_names import pointer_name
from errlang.teacher.runs import InputValue, NamedValue, Run, float_from_bits


def test_a_run_with_values_reads_back_from_its_json() -> None:
    run = Run(
        word=("withdraw", "!error"),
        inputs=(InputValue("nondet_int", 25, 1, "rounds"), InputValue("nondet_int", 28, 7)),
        steps=((25, "main"), (16, "withdraw"), (34, "main")),
        events=(),
        end_line=34,
        assignments=((NamedValue("rounds", 1),), (NamedValue("credit", -1),), ()),
        violation=(NamedValue("credit", -1),),
    )
    data = run.to_json()
    steps = data["steps"]
    assert isinstance(steps, list)
    assert data["inputs"] == [
        {"function": "nondet_int", "line": 25, "name": "rounds", "value": 1},
        {"function": "nondet_int", "line": 28, "value": 7},
    ]
    assert steps[1] == {
        "line": 16,
        "function": "withdraw",
        "assignments": [{"name": "credit", "value": -1}],
    }
    assert "assignments" not in steps[2]
    assert data["violation"] == [{"name": "credit", "value": -1}]
    back = run_from_json({**data, "end_line": 34})
    assert back == run
    assert [i.text() for i in back.inputs] == ["rounds = 1", "nondet_int() at line 28 = 7"]
    assert back.written(1) == "credit = -1" and back.written(2) == ""
    assert back.violation_text() == "credit = -1"


INT = t.IntType("int", 4, True, 3)
LIST = t.StructType("list_head", complete=True, size=16, align=8)
LIST.fields = [t.Field("next", t.PointerType(LIST), 0), t.Field("prev", t.PointerType(LIST), 8)]
NODE = t.StructType(
    "node",
    fields=[t.Field("value", INT, 0), t.Field("linkage", LIST, 8), t.Field("nested", LIST, 24)],
    complete=True,
    size=40,
    align=8,
)
PAIR = t.StructType(
    "pair", fields=[t.Field("a", INT, 0), t.Field("b", t.ArrayType(INT, 4), 4)], size=20
)
OBJECTS = {
    1: MemoryObject("global", "list", LIST, 0, ""),
    2: MemoryObject("global", "a", t.ArrayType(INT, 5), 0, ""),
    3: MemoryObject("local", "p", PAIR, 4, "main"),
    4: MemoryObject("heap", None, NODE, 113, "gl_insert"),
    5: MemoryObject("heap", None, NODE, 113, "gl_insert", 2),
    6: MemoryObject("heap", None, None, 40, "main"),
    7: MemoryObject("heap", None, INT, 41, "main"),
}


def test_pointers_as_a_c_engineer_writes_them() -> None:
    def shown(obj: int, offset: int, pointee: t.CType | None) -> str:
        return pointer_name((obj << 48) + offset, OBJECTS, pointee)

    assert pointer_name(0, OBJECTS) == "NULL"
    assert shown(1, 0, LIST) == "&list"
    assert shown(1, 8, t.PointerType(LIST)) == "&list.prev"
    assert shown(2, 12, INT) == "&a[3]"
    assert shown(2, 0, INT) == "&a[0]"
    assert shown(2, 22, INT) == "&a + 22"  # past the end: bytes from the start
    assert shown(3, 12, INT) == "&p.b[2]"
    assert shown(4, 0, NODE) == "(heap object from line 113)"
    assert shown(4, 24, LIST) == "&(heap object from line 113)->nested"
    assert shown(4, 32, t.PointerType(LIST)) == "&(heap object from line 113)->nested.prev"
    assert shown(5, 8, LIST) == "&(heap object from line 113, #2)->linkage"
    assert shown(6, 8, None) == "(heap object from line 40) + 8"
    assert shown(7, 12, INT) == "&(heap object from line 41)[3]"
    assert "object 9" not in shown(9, 0, INT)


def test_inputs_by_who_receives_them_and_argv_as_strings() -> None:
    argv = [
        InputValue("parameter argc", 3, 2, "argc"),
        *(
            InputValue("argv", 3, ord(c) if c else 0, f"__errlang_argv_text[1][{k}]")
            for k, c in enumerate(["x", "y", "", ""])
        ),
        InputValue("argv", 3, 0, "__errlang_argv_text[0][0]"),
        InputValue("argv", 3, 0, "__errlang_argv_text[2][0]"),
        InputValue("__VERIFIER_nondet_int", 28, 5, "gl_insert(value)"),
        InputValue("__VERIFIER_nondet_int", 29, 0),
    ]
    run = Run(
        ("!error",),
        tuple(argv),
        ((3, "main"),),
        (),
        5,
        ((NamedValue("__errlang_argv[0]", "&__errlang_argv_text[0][0]"),
          NamedValue("argv", "&__errlang_argv[0]"), NamedValue("argc", 2)),),
    )  # fmt: skip
    assert input_texts(run) == [
        "argc = 2",
        'argv[0] = ""',
        'argv[1] = "xy"',
        "gl_insert(value) = 5",
        "__VERIFIER_nondet_int() at line 29 = 0",
    ]
    assert written_text(run, 0) == 'argv = {"", "xy"}, argc = 2'
    assert c_string([ord('"'), 10, 200, 0, 65]) == '"\\"\\n\\310"'
    assert float_from_bits(0x3F000000, 32) == 0.5
    assert float_from_bits(0xBFF0000000000000, 64) == -1.0


def test_inputs_named_by_the_parameter_or_condition_receiving_them(tmp_path: Path) -> None:
    """``gl_insert(__VERIFIER_nondet_int())`` → ``gl_insert(value)``; ``while (nondet())`` →
    ``condition at line 7``; ``int op = nondet();`` → ``op``."""
    path = tmp_path / "names.c"
    path.write_text(
        "extern int __VERIFIER_nondet_int(void);\n"
        "void gl_insert(int value) { (void)value; }\n"
        "int main(void) {\n"
        "  int op = __VERIFIER_nondet_int();\n"
        "  do {\n"
        "    gl_insert(__VERIFIER_nondet_int());\n"
        "  } while (__VERIFIER_nondet_int());\n"
        "  return op;\n"
        "}\n"
    )
    ir = build_ir(parse_file(str(path)))
    main = ir.functions["main"]
    names = FunctionNames(main, ir.globals, ir.functions)
    received = {i.loc.line: names.receiver(i.result) for i in main.body if isinstance(i, n.Nondet)}
    assert received == {4: "op", 6: "gl_insert(value)", 7: "condition at line 7"}
