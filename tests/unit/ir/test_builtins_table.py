"""The lowering's builtins as one table that depends on the lowering, never the reverse
(issue 32): the lowering modules import no builtin, the table lists each name once, and the
call lowering consults the table it is handed."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from types import ModuleType

import pytest
from errlang.frontend.program import parse_file
from errlang.ir import lower, lower_call, lower_expr, lower_stmt
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.builtins import BUILTINS, ENTRIES
from errlang.ir.lower import lower_program
from errlang.ir.lowering_api import Builtin, Lowering, table
from pycparser import c_ast

HANDLER_MODULES = {
    "errlang.ir.builtins",
    "errlang.ir.bit_builtins",
    "errlang.ir.variadic",
    "errlang.ir.scanf",
}


@pytest.mark.parametrize("module", [lower, lower_stmt, lower_expr, lower_call])
def test_the_lowering_imports_no_builtin_table(module: ModuleType) -> None:
    tree = ast.parse(inspect.getsource(module))
    imported = {
        (node.module, alias.name)
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    assert not {m for m, _ in imported} & {"errlang.ir.builtins", "errlang.ir.bit_builtins"}
    # <stdarg.h>'s area and promotions are the lowering's; its handlers (va_*) are the table's
    assert not {name for m, name in imported if m in HANDLER_MODULES and name.startswith("va_")}


def test_every_name_is_listed_once() -> None:
    assert len(BUILTINS) == len(ENTRIES)
    with pytest.raises(ValueError, match="listed twice"):
        table((ENTRIES[0], ENTRIES[0]))


def test_the_call_lowering_consults_the_table_it_is_handed(tmp_path: Path) -> None:
    """``abort()`` is lowered by whatever the table says: with the table, a Stop; with a table
    that maps it to an assumption of false, that."""
    path = tmp_path / "p.c"
    path.write_text("int main(void) { abort(); return 0; }\n")
    program = parse_file(str(path))

    def cut(lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool) -> None:
        lowering.emit(n.Assume(lowering.loc(node), n.Const(t.INT, 0)))
        return None

    functions, *_ = lower_program(program, BUILTINS)
    assert any(isinstance(i, n.Stop) for i in functions["main"].body)
    functions, *_ = lower_program(parse_file(str(path)), {"abort": Builtin("abort", cut)})
    body = functions["main"].body
    assert not any(isinstance(i, n.Stop) for i in body)
    assert any(isinstance(i, n.Assume) for i in body)
