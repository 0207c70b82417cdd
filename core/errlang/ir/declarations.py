"""Rules a declaration of a function body must meet, as gcc enforces them: an object's type is
complete (C11 6.7p7), a static assertion holds (6.7.10)."""

from __future__ import annotations

from pycparser import c_ast

from errlang.ir import types as t
from errlang.ir.consteval import const_eval
from errlang.ir.typeenv import TypeEnv, located


def incomplete_struct(ctype: t.CType) -> t.StructType | None:
    """The struct or union type, declared but not (yet) defined, of an object of ``ctype``
    (an array's element's)."""
    while isinstance(ctype, t.ArrayType):
        ctype = ctype.element
    return ctype if isinstance(ctype, t.StructType) and not ctype.complete else None


def refuse_incomplete(node: c_ast.Decl, ctype: t.CType) -> None:
    """An object whose struct or union type is declared but not defined has no size: gcc
    refuses it ("storage size of 'x' isn't known"). Before, errlang gave it size 0 and said
    ``sizeof(x) == 390`` FAILS where gcc, with glibc's complete ``struct utsname``, holds."""
    inner = incomplete_struct(ctype)
    if inner is not None:
        kind = "union" if inner.is_union else "struct"
        raise located(
            node,
            f"storage size of '{node.name}' isn't known: {kind} {inner.tag} is declared but "
            "never defined here (a header errlang ships may lack a definition your system has)",
        )


def static_assertion(node: c_ast.StaticAssert, env: TypeEnv) -> None:
    """C11's ``_Static_assert(c, "message")`` (6.7.10): a constant ``c`` that is 0 is an
    error, as in gcc (before, errlang ignored the declaration)."""
    value = const_eval(node.cond, env)
    if value is None:
        raise located(node, "the condition of _Static_assert is not an integer constant")
    if value == 0:
        message = f": {node.message.value}" if node.message is not None else ""
        raise located(node, f"static assertion failed{message}")
