"""Values typed as C shows them (issue 21): a ``char`` by its character, an enum by its
constant, a char array written up to its zero as its string — from the C type the encoder
recorded, never from the value (an ``int`` holding 120 stays 120)."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.encoder.names import FunctionNames
from errlang.explain.deciding import DecidingStep
from errlang.explain.grouping import named_values_text
from errlang.explain.results import run_from_json
from errlang.explain.values import input_texts, mark_shown, written_text
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import build_ir
from errlang.teacher.runs import InputValue, NamedValue, Run
from errlang.teacher.typed_values import char_literal, typed_text

COLOUR = t.IntType("unsigned int", 4, False, 3, enumerators=(("RED", 0), ("GREEN", 1), ("BLUE", 2)))


@pytest.mark.parametrize(
    ("code", "literal"),
    [
        (120, "'x'"),
        (10, "'\\n'"),
        (0, "'\\0'"),
        (9, "'\\t'"),
        (39, "'\\''"),
        (92, "'\\\\'"),
        (32, "' '"),
        (1, None),
        (127, None),
        (-56, None),
    ],
)
def test_a_char_reads_by_its_literal_else_its_number(code: int, literal: str | None) -> None:
    assert char_literal(code) == literal
    assert typed_text(code, t.CHAR) == literal


def test_only_the_type_decides() -> None:
    assert typed_text(120, t.INT) is None  # an int holding 'x' is 120
    assert typed_text(120, t.UCHAR) is None  # bytes stay numbers (uint8_t)
    assert typed_text(120, t.SCHAR) is None
    assert typed_text(2, COLOUR) == "BLUE"
    assert typed_text(7, COLOUR) is None  # no constant has that value: the number
    assert typed_text("0 (uninitialised)", t.CHAR) is None
    assert COLOUR == t.UINT and hash(COLOUR) == hash(t.UINT)  # not part of the type's identity


def _named(*items: tuple[str, int, str | None]) -> list[NamedValue]:
    return [NamedValue(name, value, shown) for name, value, shown in items]


def test_the_text_shows_the_typed_values_and_strings() -> None:
    values = _named(("d", 2, "BLUE"), ("c", 120, "'x'"), ("k", 3, None))
    assert named_values_text(values) == "d = BLUE, c = 'x', k = 3"
    name = _named(
        ("s[0]", 100, "'d'"), ("s[1]", 101, "'e'"), ("s[2]", 102, "'f'"), ("s[3]", 0, "'\\0'")
    )
    assert named_values_text(name) == 's = "def"'
    assert named_values_text([*name, NamedValue("k", 1)]) == 's = "def", k = 1'
    assert named_values_text(name[:1] + name[3:]) == "s[0] = 'd', s[3] = '\\0'"  # not in order
    assert named_values_text(name[:3]).startswith("s[0] = 'd'")  # no zero written: elements
    ints = _named(("a[0]", 100, None), ("a[1]", 0, None))
    assert named_values_text(ints) == "a[0] = 100, a[1] = 0"  # not chars: no string


def test_the_shown_text_goes_through_the_json() -> None:
    run = Run(("!error",), (), ((3, "main"),), (), 3, ((NamedValue("c", 120, "'x'"),),))
    data = run.to_json()
    assert data["steps"][0]["assignments"] == [{"name": "c", "value": 120, "shown": "'x'"}]  # type: ignore[index]
    again = run_from_json(data)
    assert again.assignments[0][0].shown == "'x'" and written_text(again, 0) == "c = 'x'"


def test_an_enum_type_carries_its_constants(tmp_path: Path) -> None:
    program = tmp_path / "e.c"
    program.write_text(
        "enum colour { RED, GREEN = 5, BLUE };\n"
        "typedef enum { LOW = -1, HIGH } level;\n"
        "int main(void) {\n"
        "    enum colour d = GREEN;\n"
        "    level v = HIGH;\n"
        '    char name[] = "ab";\n'
        '    char four[2] = "xy";\n'
        "    return d + v + name[0] + four[0];\n"
        "}\n"
    )
    ir = build_ir(parse_file(program))
    main = ir.functions["main"]
    names = FunctionNames(main, ir.globals, ir.functions)
    declared = {i.name: i.type for i in main.body if isinstance(i, n.Declare)}
    assert isinstance(declared["d"], t.IntType)
    assert declared["d"].enumerators == (("RED", 0), ("GREEN", 5), ("BLUE", 6))
    assert isinstance(declared["v"], t.IntType) and declared["v"].signed
    assert declared["v"].enumerators == (("LOW", -1), ("HIGH", 0))
    written = [
        (names.lvalue(i.target), i.value.value)
        for i in main.body
        if isinstance(i, n.Assign) and isinstance(i.value, n.Const) and i.loc.line in (6, 7)
    ]
    # each element by its name (was &name[0] for the first, nothing for the others), the
    # string's zero where it fits
    assert written == [
        ("name[0]", 97),
        ("name[1]", 98),
        ("name[2]", 0),
        ("four[0]", 120),
        ("four[1]", 121),
    ]


def test_an_input_reads_by_its_own_type_through_the_json() -> None:
    given = InputValue("__VERIFIER_nondet_char", 6, 97, "buf[i]", shown="'a'")
    assert given.text() == "buf[i] = 'a'"
    data = given.to_json()
    assert data["value"] == 97 and data["shown"] == "'a'"  # a replay feeds the number
    assert InputValue.from_json(data).shown == "'a'"
    run = Run(("!error",), (given, InputValue("f", 7, 3, "k")), ((6, "main"),), (), 6)
    assert input_texts(run) == ["buf[i] = 'a'", "k = 3"]


def test_mark_shown_gives_the_json_the_command_line_s_texts() -> None:
    steps = (
        (NamedValue("i", 1),),
        (NamedValue("buf[i]", 97, "'a'"),),
    )
    given = InputValue("__VERIFIER_nondet_char", 2, 97, "buf[i]", shown="'a'")
    run = Run(("!error",), (given,), ((1, "main"), (2, "main"), (3, "main")), (), 3, steps)
    data = run.to_json()
    mark_shown(data)
    assert [s.get("written_text") for s in data["steps"]] == ["i = 1", "buf[1] = 'a'", None]  # type: ignore[union-attr]
    assert data["inputs_text"] == ["buf[1] = 'a'"]
    assert data["steps"][1]["assignments"] == [{"name": "buf[i]", "value": 97, "shown": "'a'"}]  # type: ignore[index]
    broken: dict[str, object] = {"steps": [{"line": "x"}]}
    mark_shown(broken)  # not a run: left as it is, no exception
    assert broken == {"steps": [{"line": "x"}]}


def test_a_deciding_step_reads_back_from_its_json_and_says_what_check_says() -> None:
    step = DecidingStep(
        "branch", 1, 5, "main", (NamedValue("c", 97, "'a'"),), 2, 6, (NamedValue("buf[i]", 1),)
    )
    steps = ((NamedValue("i", 2),), (), ())
    run = Run(("!error",), (), ((4, "main"), (5, "main"), (6, "main")), (), 6, steps)
    again = DecidingStep.from_json(step.to_json())
    assert again == step
    assert again.detail(run) == "tests c = 'a'; so line 6 writes buf[2] = 1"
    assert again.text(run) == f"line 5 in main: {again.detail(run)}"
    data = run.to_json()
    data["deciding"] = step.to_json()
    mark_shown(data)
    assert data["deciding"]["text"] == "tests c = 'a'; so line 6 writes buf[2] = 1"  # type: ignore[index]
