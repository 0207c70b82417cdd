"""gcc's ``nonnull`` function attribute (gcc's "Common Function Attributes"): a null pointer
passed for a parameter it names (all pointer parameters when it names none) is undefined, and
gcc's -fsanitize=undefined stops the run there ("null pointer passed as argument 1, which is
declared to never be null"). Before (ninth session) the attribute was removed with the others
and the run went on: an assertion after it FAILED where gcc's run stops (a wrong verdict met
more often once ``__GNUC__`` is defined: libsodium's API is declared ``nonnull``).

The attributes are found in the preprocessed text (before or after the declarator, as
``constructor``) and recorded in the AST as ``#pragma errlang_nonnull NAME 1 3`` (``all``: every
pointer parameter) at the end of the file, so that they reach the lowering with the AST, also
of a linked program; the lowering checks each listed argument of a direct call
(``errlang.ir.lower_call``). gcc ignores the pragma in a replay.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pycparser import c_ast

from errlang.frontend.constructors import (
    Position,
    follows_declarator,
    function_declarations,
    function_of,
)
from errlang.frontend.gnu import attribute_spans

PRAGMA = "errlang_nonnull"
NONNULL_ARGUMENT = "null pointer passed for a parameter declared nonnull"
"""The finding's reason (UBSan: "null pointer passed as argument 1, which is declared to never
be null")."""
_NONNULL_RE = re.compile(r"(?<![\w])_*nonnull_*(?![\w])(?:\s*\(([^()]*)\))?")


def nonnull_attributes(
    text: str, position: Callable[[int], Position]
) -> list[tuple[Position, bool, tuple[int, ...] | None]]:
    """The ``nonnull`` attributes of preprocessed ``text``: where, whether after the
    declarator, the 1-based parameter numbers (None: every pointer parameter)."""
    found = []
    for start, end in attribute_spans(text):
        for match in _NONNULL_RE.finditer(text, start, end):
            listed = match.group(1)
            numbers = None
            if listed is not None and listed.strip():
                words = [w.strip() for w in listed.split(",")]
                if not all(w.isdigit() for w in words):
                    continue  # an expression errlang does not fold: the attribute is left out
                numbers = tuple(int(w) for w in words)
            after = follows_declarator(text, start, end)
            found.append((position(start), after, numbers))
    return found


def record_nonnull(
    ast: c_ast.FileAST, attributes: list[tuple[Position, bool, tuple[int, ...] | None]]
) -> None:
    """Append one ``#pragma errlang_nonnull`` per function an attribute is on."""
    if not attributes:
        return
    declared = function_declarations(ast)
    chosen: dict[str, set[int] | None] = {}
    for position, after, numbers in attributes:
        decl = function_of(position, after, declared)
        if decl is None:
            continue
        if numbers is None or (decl.name in chosen and chosen[decl.name] is None):
            chosen[decl.name] = None
        else:
            chosen[decl.name] = (chosen.get(decl.name) or set()) | set(numbers)
    for name, listed in chosen.items():
        which = "all" if listed is None else " ".join(str(k) for k in sorted(listed))
        ast.ext.append(c_ast.Pragma(f"{PRAGMA} {name} {which}"))


def parse_pragma(text: str) -> tuple[str, tuple[int, ...] | None] | None:
    """``(function, 0-based parameter indices or None for all)`` of an ``errlang_nonnull``
    pragma's text; None for another pragma."""
    words = text.split()
    if len(words) < 3 or words[0] != PRAGMA:
        return None
    if words[2:] == ["all"]:
        return words[1], None
    return words[1], tuple(int(w) - 1 for w in words[2:] if w.isdigit())


GCC_FOLDED_AT_ZERO_LENGTH: dict[str, int] = {
    **{
        name: 2
        for name in (
            "memcpy",
            "memmove",
            "mempcpy",
            "memset",
            "memcmp",
            "bcmp",
            "memchr",
            "strncmp",
            "strncasecmp",
            "strncpy",
            "strncat",
            "bcopy",
        )
    },
    "bzero": 1,
}
"""gcc's builtins whose call gcc removes (folds) at -O0 when the length argument (0-based index)
is an integer constant expression 0: ``memcpy(NULL, s, 0)`` is then no call and
-fsanitize=undefined reports nothing, where the same call with a length that is 0 at run time
is reported (measured with gcc 12, tenth session: also ``0 * sizeof(int)``; not a ``const``
variable; memmem, memrchr, memccpy, strnlen, strndup, qsort are not folded)."""

GCC_FOLDED_AT_EMPTY_LITERAL: dict[str, tuple[int, ...]] = {
    "strstr": (1,),
    "strpbrk": (1,),
    "strcat": (1,),
    "strspn": (0, 1),
    "strcspn": (0,),
}
"""gcc's builtins whose call gcc removes when the argument (0-based index) is the literal
``""``: ``strstr(p, "")`` is ``p``, ``strspn("", p)`` is 0, no call, no report (measured as
above; ``strstr("", p)`` and ``strpbrk("", p)`` are reported)."""
