"""gcc's labels as values and computed goto ("Labels as Values" in gcc's manual), made plain C:
in each function, the labels whose address is taken (``&&name``) are numbered 1, 2, … in the
order their addresses first appear; ``&&name`` becomes that number as a ``void *``, and
``goto *e;`` becomes ``switch ((unsigned long)(e)) { case k: goto name; … default:
__builtin_unreachable(); }``. A jump to anything but one of the function's label addresses
is undefined in gcc ("You may not use this mechanism to jump to code in a different
function"): the ``default`` makes it a finding. Label differences (``&&a - &&b``, ``goto
*(&&base + offset)``) keep their meaning, since the numbers are distinct and the arithmetic
on them is exact. Before (tenth round), the function was refused (LZFSE's ``lzvn_decode``).
"""

from __future__ import annotations

from pycparser import c_ast

from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.gnu_parser import COMPUTED_GOTO_MARK, LABEL_ADDRESS_MARK


def _marked(node: c_ast.Node | None, mark: str) -> c_ast.Node | None:
    """The operand of ``mark(operand)``, if ``node`` is that call."""
    if (
        isinstance(node, c_ast.FuncCall)
        and isinstance(node.name, c_ast.ID)
        and node.name.name == mark
        and node.args is not None
    ):
        operand: c_ast.Node = node.args.exprs[0]
        return operand
    return None


def _type(names: list[str], pointer: bool, coord: object) -> c_ast.Typename:
    base: c_ast.Node = c_ast.TypeDecl(None, [], None, c_ast.IdentifierType(names), coord)
    if pointer:
        base = c_ast.PtrDecl([], base, coord)
    return c_ast.Typename(None, [], None, base, coord)


class _Numbering(c_ast.NodeVisitor):
    def __init__(self) -> None:
        self.numbers: dict[str, int] = {}

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        label = _marked(node, LABEL_ADDRESS_MARK)
        if isinstance(label, c_ast.ID):
            self.numbers.setdefault(label.name, len(self.numbers) + 1)
        self.generic_visit(node)


def _rewritten(node: c_ast.Node, numbers: dict[str, int]) -> c_ast.Node:
    label = _marked(node, LABEL_ADDRESS_MARK)
    if isinstance(label, c_ast.ID):
        number = c_ast.Constant("unsigned long", f"{numbers[label.name]}ul", node.coord)
        return c_ast.Cast(_type(["void"], True, node.coord), number, node.coord)
    if isinstance(node, c_ast.Switch):
        target = _marked(node.cond, COMPUTED_GOTO_MARK)
        if target is not None:
            coord = node.coord
            cases: list[c_ast.Node] = [
                c_ast.Case(
                    c_ast.Constant("unsigned long", f"{k}ul", coord),
                    [c_ast.Goto(name, coord)],
                    coord,
                )
                for name, k in numbers.items()
            ]
            unreachable = c_ast.FuncCall(c_ast.ID("__builtin_unreachable", coord), None, coord)
            cases.append(c_ast.Default([unreachable], coord))
            index = _rewritten(target, numbers)
            node.cond = c_ast.Cast(_type(["unsigned", "long"], False, coord), index, coord)
            node.stmt = c_ast.Compound(cases, coord)
            return node
    for slot in node.__slots__:
        if slot in ("coord", "__weakref__"):
            continue
        value = getattr(node, slot, None)
        if isinstance(value, c_ast.Node):
            setattr(node, slot, _rewritten(value, numbers))
        elif isinstance(value, list):
            setattr(
                node,
                slot,
                [_rewritten(v, numbers) if isinstance(v, c_ast.Node) else v for v in value],
            )
    return node


def computed_gotos(ast: c_ast.FileAST) -> None:
    """Every function's ``&&label`` and ``goto *e`` as the module says; a label address
    outside a function (gcc: "label ... used but not defined") is an error at its place."""
    for ext in ast.ext:
        numbering = _Numbering()
        numbering.visit(ext)
        if not isinstance(ext, c_ast.FuncDef):
            if numbering.numbers:
                coord = ext.coord
                message = "a label's address (&&label) outside a function"
                file, line = (str(coord.file), coord.line) if coord else ("", 1)
                raise FrontendError([Diagnostic(file, line, 1, message)])
            continue
        _rewritten(ext.body, numbering.numbers)
