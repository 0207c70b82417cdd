"""The values of a run as text (errlang.explain.values): a name a loop's line writes many
times is shown once with its first values and its last, in the step lines and in the deciding
step alike (one helper), while short lists keep every write in order."""

from __future__ import annotations

from pathlib import Path

from errlang.explain.deciding import DecidingStep
from errlang.explain.html import _example
from errlang.explain.values import (
    SHOWN_WRITES,
    input_receivers,
    input_rows,
    input_text,
    input_texts,
    named_values_text,
    value_text,
    violation_text,
    written_text,
    written_texts,
)
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.teacher.runs import InputValue, NamedValue, Run


def _values(*pairs: tuple[str, int | str]) -> tuple[NamedValue, ...]:
    return tuple(NamedValue(name, value) for name, value in pairs)


def _run(*steps: tuple[NamedValue, ...], inputs: tuple[InputValue, ...] = ()) -> Run:
    return Run(
        word=("!error",),
        inputs=inputs,
        steps=tuple((k + 1, "main") for k in range(len(steps))),
        events=(),
        end_line=len(steps),
        assignments=steps,
    )


def test_few_writes_are_shown_in_order() -> None:
    values = _values(("x", 1), ("y", 2), ("x", 3))
    assert named_values_text(values) == "x = 1, y = 2, x = 3"
    assert named_values_text(()) == ""


def test_a_name_written_many_times_is_shown_once() -> None:
    sums = [("i", k) for k in range(1001)]
    interleaved = [item for k in range(1000) for item in (("i", k), ("s", k + 1))] + [("i", 1000)]
    assert named_values_text(_values(*sums)) == "i = 0, 1, 2, …, 1000 (1001 writes)"
    text = named_values_text(_values(("t", 9), *interleaved, ("u", 5)))
    assert text == (
        "t = 9, i = 0, 1, 2, …, 1000 (1001 writes), s = 1, 2, 3, …, 1000 (1000 writes), u = 5"
    )


def test_the_limit_is_exact() -> None:
    at_limit = _values(*[("s", k) for k in range(SHOWN_WRITES + 1)])
    over = _values(*[("s", k) for k in range(SHOWN_WRITES + 2)])
    assert "…" not in named_values_text(at_limit)
    assert named_values_text(at_limit).count("s =") == SHOWN_WRITES + 1
    assert (
        named_values_text(over) == f"s = 0, 1, 2, …, {SHOWN_WRITES + 1} ({SHOWN_WRITES + 2} writes)"
    )


def test_the_elements_of_an_array_are_shown_as_one_group() -> None:
    values = _values(*[(f"a[{k}]", k * k) for k in range(100)], ("n", 3))
    assert named_values_text(values) == (
        "a[0] = 0, a[1] = 1, a[2] = 4, …, a[99] = 9801 (100 writes to a[…]), n = 3"
    )
    matrix = _values(*[(f"m[{k}][{k}].x", 1) for k in range(10)])
    assert named_values_text(matrix).endswith("m[9][9].x = 1 (10 writes to m[…][…].x)")


def test_step_lines_and_the_deciding_step_compress_alike() -> None:
    loop = _values(*[item for k in range(50) for item in (("i", k), ("s", 2 * k))])
    run = _run(_values(("s", 0)), loop)
    assert written_text(run, 0) == "s = 0"
    assert written_text(run, 1) == "i = 0, 1, 2, …, 49 (50 writes), s = 0, 2, 4, …, 98 (50 writes)"
    assert written_text(run, 7) == ""  # no such step: nothing written
    written = tuple(v for v in loop if v.name == "s")
    step = DecidingStep("branch", 1, 2, "main", _values(("i", 0)), 1, 2, written, True)
    assert step.text() == (
        "line 2 in main: tests i = 0 the first time; so line 2 writes "
        "s = 0, 2, 4, …, 98 (50 writes)"
    )
    assert step.to_json()["repeated"] is True
    assert len(step.to_json()["write"]["values"]) == 50  # the JSON keeps every write


def test_argv_and_the_harness_names_stay_out_of_the_step_text() -> None:
    inputs = (
        InputValue("parameter argc", 0, 2, "argc"),
        InputValue("main", 0, ord("x"), "__errlang_argv_text[1][0]"),
        InputValue("main", 0, 0, "__errlang_argv_text[1][1]"),
        InputValue("main", 0, 0, "__errlang_argv_text[0][0]"),
    )
    setup = _values(
        *[(f"__errlang_argv_text[1][{k}]", 0) for k in range(8)],
        ("argv", "&__errlang_argv"),
    )
    run = _run(setup, inputs=inputs)
    assert written_text(run, 0) == 'argv = {"", "x"}'


def test_a_place_in_a_heap_object_is_named_by_a_variable_holding_it() -> None:
    heap = "(heap object from line 6)"
    run = Run(
        word=("!error",),
        inputs=(),
        steps=((6, "make"), (13, "main"), (14, "main"), (15, "main")),
        events=(),
        end_line=15,
        assignments=(
            _values(("it", heap)),
            _values(("node", heap)),
            _values(("in", f"&{heap}->nested")),
            _values(("in->prev", f"&{heap}->nested"), ("last", heap)),
        ),
        violation=_values(("in->prev", f"&{heap}->nested")),
    )
    # in main, node holds the object; `it` (make's) is not in scope there
    assert written_texts(run) == [
        f"it = {heap}",  # the object itself keeps the line that allocated it
        f"node = {heap}",
        "in = &node->nested",
        f"in->prev = &node->nested, last = {heap}",
    ]
    assert violation_text(run) == "in->prev = &node->nested"


def test_pointers_into_the_command_line_read_as_argv() -> None:
    assert value_text("&__errlang_argv_text[1][0]") == "argv[1]"
    assert value_text("&__errlang_argv_text[1][2]") == "&argv[1][2]"
    assert value_text("&__errlang_argv[1]") == "&argv[1]"
    assert value_text("&list") == "&list" and value_text(3) == "3"


def test_inputs_of_other_commands_are_named_as_check_names_them(tmp_path: Path) -> None:
    path = tmp_path / "p.c"
    path.write_text(
        "extern int __VERIFIER_nondet_int(void);\n"
        "static int twice(int level) { return 2 * level; }\n"
        "int main(void) {\n"
        "  int op = __VERIFIER_nondet_int();\n"  # 4
        "  int t = twice(__VERIFIER_nondet_int());\n"  # 5
        "  int s = __VERIFIER_nondet_int() + __VERIFIER_nondet_int();\n"  # 6: no one receiver
        "  return op + t + s;\n"
        "}\n"
    )
    receivers = input_receivers(build_ir(parse_file(str(path))))
    call = "__VERIFIER_nondet_int"
    assert input_text(call, 4, 2, receivers) == "op = 2"
    assert input_text(call, 5, 0, receivers) == "twice(level) = 0"
    assert input_text(call, 6, 1, receivers) == f"{call}() at line 6 = 1"


def test_input_rows_gather_the_command_line() -> None:
    inputs = (
        InputValue("parameter argc", 0, 2, "argc"),
        InputValue("main", 0, ord("x"), "__errlang_argv_text[1][0]"),
        InputValue("main", 0, 0, "__errlang_argv_text[1][1]"),
        InputValue("main", 0, 0, "__errlang_argv_text[0][0]"),
        InputValue("__VERIFIER_nondet_int", 7, 3, "op"),
        InputValue("__VERIFIER_nondet_int", 9, 4),
    )
    rows = input_rows(_run(inputs=inputs))
    assert rows == [
        ("argc", None, 2),
        ("argv[0]", None, '""'),
        ("argv[1]", None, '"x"'),
        ("op", 7, 3),
        ("__VERIFIER_nondet_int() at line 9", 9, 4),
    ]
    # the HTML report's inputs table is these rows
    page = _example(_run(inputs=inputs), {"!error"})
    assert "__errlang" not in page and "argv[1]" in page and "&quot;x&quot;" in page


def test_indices_read_by_their_values() -> None:
    steps = (
        _values(("i", 0)),
        _values(("buf[i]", 97)),
        _values(("i", 1)),
        _values(("buf[i]", 101)),
        _values(("i", 0), ("buf[i]", 5), ("i", 1), ("buf[i]", 6)),  # a loop on one line
    )
    inputs = (
        InputValue("__VERIFIER_nondet_char", 2, 97, "buf[i]"),
        InputValue("__VERIFIER_nondet_char", 2, 101, "buf[i]"),
    )
    run = Run(
        word=("!error",),
        inputs=inputs,
        steps=((1, "main"), (2, "main"), (1, "main"), (2, "main"), (3, "main")),
        events=(),
        end_line=3,
        assignments=steps,
        violation=_values(("buf[i]", 101)),
    )
    texts = written_texts(run)
    assert texts[1] == "buf[0] = 97" and texts[3] == "buf[1] = 101"
    assert texts[4] == "i = 0, buf[0] = 5, i = 1, buf[1] = 6"
    assert input_texts(run) == ["buf[0] = 97", "buf[1] = 101"]
    assert violation_text(run) == "buf[1] = 101"  # i = 1 at the end
    step = DecidingStep("branch", 3, 2, "main", _values(("buf[i]", 101)))
    assert step.text(run) == "line 2 in main: tests buf[1] = 101"
    assert step.text() == "line 2 in main: tests buf[i] = 101"  # without the run: as named


def test_a_branch_on_values_the_run_does_not_name() -> None:
    step = DecidingStep("branch", 4, 12, "main", (), 5, 13, _values(("verbose", 1)))
    assert step.text() == "line 12 in main: the branch taken; so line 13 writes verbose = 1"
