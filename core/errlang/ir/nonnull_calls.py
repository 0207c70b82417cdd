"""The null-pointer checks of a call to a function declared ``nonnull`` (glibc's ``__nonnull``
in errlang's headers, gcc's attribute in a program's: :mod:`errlang.frontend.nonnull`), and the
calls gcc -O0 removes (folds) so that its -fsanitize=undefined reports nothing there."""

from __future__ import annotations

from pycparser import c_ast

from errlang.frontend.errors import UnsupportedError
from errlang.frontend.nonnull import (
    GCC_FOLDED_AT_EMPTY_LITERAL,
    GCC_FOLDED_AT_ZERO_LENGTH,
    NONNULL_ARGUMENT,
)
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.consteval import const_eval
from errlang.ir.conversions import convert, zero
from errlang.ir.lowering_api import Lowering
from errlang.ir.string_folding import literal


def check_null_arguments(
    lowering: Lowering,
    node: c_ast.FuncCall,
    listed: tuple[int, ...] | None,
    values: tuple[n.Expr, ...],
) -> None:
    """gcc's ``nonnull`` (errlang.frontend.nonnull): a null pointer passed for a listed
    parameter is undefined, where -fsanitize=undefined stops the run; none where gcc folds the
    call away (a constant 0 length, a literal ``""``: :data:`GCC_FOLDED_AT_ZERO_LENGTH`), and
    none in errlang's C models of the library: their calls stand for glibc's own code, which
    the sanitizers do not check (puts(NULL) is a null dereference in the model's strlen, as the
    SEGV in glibc's, not a nonnull report at no line)."""
    if lowering.builder.library:
        return
    if isinstance(node.name, c_ast.ID) and _folded_by_gcc(lowering, node, node.name.name):
        return
    for index, value in enumerate(values):
        if (listed is not None and index not in listed) or not isinstance(
            value.type, t.PointerType
        ):
            continue
        passed = lowering.builder.new_label()
        lowering.builder.goto(passed, n.Binary(t.INT, "!=", value, zero(value.type)), node)
        lowering.emit(n.Unsupported(lowering.loc(node), NONNULL_ARGUMENT, undefined=True))
        lowering.builder.place_label(passed)


def _folded_by_gcc(lowering: Lowering, node: c_ast.FuncCall, called: str) -> bool:
    """Whether gcc -O0 removes this call of a builtin (and so reports no null argument)."""
    name = called.removeprefix("__builtin_")
    args = list(node.args.exprs) if node.args else []
    length = GCC_FOLDED_AT_ZERO_LENGTH.get(name)
    if length is not None and length < len(args):
        try:
            if const_eval(args[length], lowering.env) == 0:
                return True
        except UnsupportedError:
            pass
    return any(
        i < len(args) and literal(args[i]) == b"" for i in GCC_FOLDED_AT_EMPTY_LITERAL.get(name, ())
    )


def empty_literal_fold(
    lowering: Lowering, node: c_ast.FuncCall, name: str, args: list[c_ast.Node]
) -> n.Expr | None:
    """gcc's value of a call it removes for a literal ``""`` argument
    (:data:`GCC_FOLDED_AT_EMPTY_LITERAL`): ``strstr(p, "")`` and ``strcat(p, "")`` are
    ``p``, ``strpbrk(p, "")`` NULL, ``strspn`` 0: no call, so no read of ``p`` (the C
    model's read of a null ``p`` was a finding gcc's run does not have)."""
    if name not in GCC_FOLDED_AT_EMPTY_LITERAL or len(args) != 2:
        return None
    if not _folded_by_gcc(lowering, node, name):
        return None
    values = [lowering.rvalue(a) for a in reversed(args)][::-1]
    if name in ("strstr", "strcat"):
        return convert(values[0], t.PointerType(t.CHAR))
    if name == "strpbrk":
        return zero(t.PointerType(t.CHAR))
    return zero(t.SIZE_T)
