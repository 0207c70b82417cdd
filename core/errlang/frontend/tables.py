"""Large initialiser lists of integer literals, parsed without pycparser: a library's tables
(brotli's 122 KB dictionary, CRC and Huffman tables, Unicode classes) cost pycparser's
recursive descent about 140 µs an element — 18 of the 23 s that brotli's decoder took to
parse. Such a list is set aside before parsing (one placeholder name in its braces, its lines
kept), and its elements are put back afterwards as the same ``Constant`` nodes pycparser makes
(type from the suffix, the literal's text, its file, line and column). A placeholder found
anywhere but alone in an initialiser list (inside a string literal) makes the caller parse the
text as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from pycparser import c_ast
from pycparser.c_parser import Coord

MIN_ELEMENTS = 256  # smaller lists parse in a few milliseconds: left to pycparser
PLACEHOLDER = "__errlang_table_"
_NUMBER = r"(?:0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]{0,3}"
_ELEMENTS = "{" + str(MIN_ELEMENTS - 1) + ",}"  # the first ones, each with its comma
_TABLE = re.compile(
    r"\{((?:\s*" + _NUMBER + r"\s*,)" + _ELEMENTS + r"\s*" + _NUMBER + r"\s*,?\s*)\}"
)
_ELEMENT = re.compile(_NUMBER)

Position = Callable[[int], tuple[str, int, int]]  # offset in the text -> file, line, column


@dataclass(frozen=True)
class Table:
    """One list set aside: its placeholder, where its text starts, the text between braces."""

    name: str
    start: int
    body: str


def set_aside(text: str) -> tuple[str, list[Table]]:
    """``text`` with every long list of integer literals replaced by a placeholder (the
    list's newlines kept, so that every later line keeps its number), and the lists."""
    pieces: list[str] = []
    tables: list[Table] = []
    last = 0
    for index, match in enumerate(_TABLE.finditer(text)):
        table = Table(f"{PLACEHOLDER}{index}", match.start(1), match.group(1))
        pieces += [text[last : table.start], table.name, "\n" * table.body.count("\n")]
        tables.append(table)
        last = match.end(1)
    pieces.append(text[last:])
    return "".join(pieces), tables


def put_back(ast: c_ast.FileAST, tables: list[Table], position: Position) -> bool:
    """Replace each placeholder's initialiser list by the table's constants; False (``ast``
    unchanged) when a placeholder is not found alone in one initialiser list."""
    wanted = {table.name: table for table in tables}
    finder = _Placeholders(set(wanted))
    finder.visit(ast)
    if sorted(finder.found) != sorted(wanted) or finder.stray:
        return False
    for name, node in finder.found.items():
        node.exprs = constants(wanted[name], position)
        node.coord = node.exprs[0].coord  # pycparser's: its first element's
    return True


def constants(table: Table, position: Position) -> list[c_ast.Node]:
    """The table's elements as pycparser's constants: ``unsigned``/``long`` from the suffix
    (c_parser's ``_parse_constant``), each located at its own line and column."""
    file, line, column = position(table.start)
    found: list[c_ast.Node] = []
    newline = -1  # the body's last newline before the element (-1: none yet)
    counted = 0
    for match in _ELEMENT.finditer(table.body):
        at = match.start()
        lines = table.body.count("\n", counted, at)
        if lines:
            line += lines
            newline = table.body.rfind("\n", counted, at)
        counted = at
        here = column + at if newline < 0 else at - newline
        literal = match.group()
        suffix = literal[-3:]
        unsigned = sum(ch in "uU" for ch in suffix)
        longs = sum(ch in "lL" for ch in suffix)
        kind = "unsigned " * unsigned + "long " * longs + "int"
        found.append(c_ast.Constant(kind, literal, Coord(file, line, here)))
    return found


class _Placeholders(c_ast.NodeVisitor):
    def __init__(self, names: set[str]) -> None:
        self.names = names
        self.found: dict[str, c_ast.InitList] = {}
        self.stray = False

    def visit_InitList(self, node: c_ast.InitList) -> None:
        exprs = node.exprs
        if len(exprs) == 1 and isinstance(exprs[0], c_ast.ID) and exprs[0].name in self.names:
            self.stray |= exprs[0].name in self.found
            self.found[exprs[0].name] = node
            return
        self.generic_visit(node)

    def visit_ID(self, node: c_ast.ID) -> None:
        self.stray |= node.name in self.names  # not alone in a list: the text meant more

    def visit_Constant(self, node: c_ast.Constant) -> None:
        self.stray |= PLACEHOLDER in node.value  # a string literal that held a list
