"""GNU ranges (``case 'a' ... 'z':``, ``[0 ... 4] = v``), parsed by frontend/gnu_parser.py
(before: a text expansion of literal bounds only, so msgpack's ``case BASE + 0x0 ... BASE +
0xf:`` was a syntax error that did not say what was unsupported)."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.frontend.errors import FrontendError
from errlang.frontend.gnu_parser import RANGE_OP
from errlang.frontend.parse import parse_c
from pycparser import c_ast, c_generator


def _parsed(tmp_path: Path, text: str) -> c_ast.FileAST:
    return parse_c(tmp_path / "r.c", text)


def test_case_range_is_one_label_with_both_bounds(tmp_path: Path) -> None:
    ast = _parsed(tmp_path, "int f(int c) { switch (c) { case '0' ... '2': return 1; } return 0; }")
    switch = ast.ext[0].body.block_items[0]
    case = switch.stmt.block_items[0]
    assert isinstance(case.expr, c_ast.BinaryOp) and case.expr.op == RANGE_OP
    assert (case.expr.left.value, case.expr.right.value) == ("'0'", "'2'")
    assert "case '0' ... '2':" in c_generator.CGenerator().visit(ast)  # a replay's gcc reads it


def test_designator_range_repeats_its_value(tmp_path: Path) -> None:
    ast = _parsed(tmp_path, "int t[9] = { [1 + 1 ... 2 * 2] = 7, [8] = 4 };")
    items = ast.ext[0].init.exprs
    assert [i.name[0].expr.value for i in items] == ["2", "3", "4", "8"]
    assert [i.expr.value for i in items] == ["7", "7", "7", "4"]


def test_designator_range_bounds_may_be_enumerators(tmp_path: Path) -> None:
    text = "enum { A = 2, B, C = B * 2 + A }; int t[9] = { [A ... B] = 1, [C] = 2 };"
    items = _parsed(tmp_path, text).ext[-1].init.exprs
    assert [i.name[0].expr.value for i in items] == ["2", "3", "8"]  # [C]: its value


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("int t[9] = { [5 ... 1] = 0 };", "empty index range"),
        ("int t[9] = { [0 ... sizeof(int)] = 0 };", "integer and character literals"),
        ("int f(void); int t[9] = { [0 ... 2] = f() };", "side effects"),
    ],
)
def test_ranges_errlang_cannot_expand_are_refused_where_they_are(
    tmp_path: Path, text: str, message: str
) -> None:
    with pytest.raises(FrontendError) as refused:
        _parsed(tmp_path, "\n" + text)
    (diagnostic,) = refused.value.diagnostics
    assert diagnostic.line == 2 and message in diagnostic.message
