"""Long tables of integer literals parsed apart from pycparser (frontend/tables.py): the AST
is the one pycparser makes — every constant's type, text, file, line and column — and a list
whose placeholder would land in a string literal is parsed as it was."""

from __future__ import annotations

from pathlib import Path

from errlang.frontend import parse
from errlang.frontend.parse import parse_c
from pycparser import c_ast


def _shape(node: c_ast.Node) -> list[tuple[object, ...]]:
    found: list[tuple[object, ...]] = []

    def walk(n: c_ast.Node) -> None:
        value = getattr(n, "value", None)
        kind = getattr(n, "type", None)
        where = (n.coord.file, n.coord.line, n.coord.column) if n.coord else None
        found.append(
            (
                type(n).__name__,
                value if isinstance(value, str) else None,
                kind if isinstance(kind, str) else None,
                where,
            )
        )
        for _, child in n.children():
            walk(child)

    walk(node)
    return found


def _plain(path: Path, text: str) -> c_ast.FileAST:
    """pycparser on the whole text, as before frontend/tables.py."""
    original = parse._parsed
    parse._parsed = lambda text, path: parse.GnuParser().parse(text, filename=path)
    try:
        return parse_c(path, text)
    finally:
        parse._parsed = original


def test_a_table_parses_to_pycparsers_constants(tmp_path: Path) -> None:
    spellings = ["0", "7u", "0x1Fu", "012", "42UL", "3ll", "0XABCDEFul", "99"]
    rows = [", ".join(spellings[(i + k) % 8] for k in range(8)) for i in range(40)]
    source = tmp_path / "table.c"
    text = (
        "#include <stdint.h>\n"
        "static const uint32_t table[320] = {\n  " + ",\n  ".join(rows) + "\n};\n"
        "static const int grid[2][300] = {{"
        + ", ".join(["1"] * 300)
        + "}, {"
        + ",".join(["2"] * 300)
        + ",}};\n"
        "int main(void) { return (int)table[3] + grid[1][299]; }\n"
    )
    source.write_text(text)
    fast = parse_c(source, text)
    assert _shape(fast) == _shape(_plain(source, text))
    lists = [n for n in _walk(fast) if isinstance(n, c_ast.InitList) and len(n.exprs) >= 300]
    assert len(lists) == 3
    assert lists[0].exprs[9].coord.line == 4 and lists[0].exprs[9].value == "0x1Fu"


def test_a_placeholder_inside_a_string_is_parsed_as_written(tmp_path: Path) -> None:
    numbers = ", ".join(str(i) for i in range(300))
    text = f"const char *s = \"{{{numbers}}}\";\nint main(void) {{ return s[1] == '0'; }}\n"
    source = tmp_path / "string.c"
    source.write_text(text)
    fast = parse_c(source, text)
    (decl, _main) = fast.ext[-2:]
    assert numbers in decl.init.value
    assert _shape(fast) == _shape(_plain(source, text))


def _walk(node: c_ast.Node) -> list[c_ast.Node]:
    found = [node]
    for _, child in node.children():
        found += _walk(child)
    return found
