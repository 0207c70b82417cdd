"""The assertions of a C file found without parsing it: a scan of its text (DESIGN §2: a run
errlang cannot follow is never lost silently).

When the time budget runs out before the parse has finished (a large program, errlang's C
models parsed on a loaded machine), or the analysis process dies before it sent the parse's
assertions, the result must still list every assertion, ``unknown`` with the reason. Parsing
again is what took too long, so this scan reads the text alone: comments, string and
character literals and preprocessor lines are blanked out, braces are counted to know the
enclosing function (the bodies of functions whose meaning errlang fixes, a program's own
``__VERIFIER_assert``, are skipped as the parse skips them), and every call of an assertion function
(:data:`~errlang.frontend.conventions.ASSERT_FUNCTIONS`,
:data:`~errlang.frontend.conventions.ERROR_FUNCTIONS`) inside a function body is a site, in
source order as the parse numbers them. A macro of the file whose body calls one
(``#define ERROR reach_error()``, ``#define assert(c) if (!(c)) __VERIFIER_error()``, also
through another such macro) is an assertion where it is used, of the kind it calls. It
misses what only the whole preprocessor shows (macros from headers, conditional
compilation), which is why it is used only when the parse did not finish.
"""

from __future__ import annotations

import re
from pathlib import Path

from pycparser import c_ast
from pycparser.c_parser import Coord

from errlang.frontend import AssertionSite
from errlang.frontend.conventions import ASSERT_FUNCTIONS, ERROR_FUNCTIONS, is_builtin

_BLANKED = re.compile(
    r"""/\*.*?\*/                       # a block comment
      | //[^\n]*                        # a line comment
      | "(?:\\.|[^"\\\n])*"             # a string literal
      | '(?:\\.|[^'\\\n])*'             # a character literal
      | ^[ \t]*\#(?:\\\n|[^\n])*        # a preprocessor line, with its continuations
    """,
    re.DOTALL | re.MULTILINE | re.VERBOSE,
)
_TOKEN = re.compile(r"[A-Za-z_]\w*|[(){};,]")
_NAMES = ASSERT_FUNCTIONS | ERROR_FUNCTIONS
_DEFINE = re.compile(r"^[ \t]*\#[ \t]*define[ \t]+([A-Za-z_]\w*)(\()?((?:\\\n|[^\n])*)", re.M)


def blanked(text: str, directives: bool = False) -> str:
    """``text`` with comments, literals and preprocessor lines (but with ``directives``)
    replaced by spaces (newlines kept, so offsets keep their lines and columns)."""

    def blank(match: re.Match[str]) -> str:
        kept = directives and match.group(0).lstrip().startswith("#")
        return match.group(0) if kept else re.sub(r"[^\n]", " ", match.group(0))

    return _BLANKED.sub(blank, text)


def assertion_macros(text: str) -> dict[str, tuple[str, bool]]:
    """The macros of ``text`` whose body calls an assertion function, or uses such a macro:
    name -> (the function, whether the macro takes arguments)."""
    defines = [
        (m.group(1), m.group(2) is not None, m.group(3))
        for m in _DEFINE.finditer(blanked(text, directives=True))
    ]
    found: dict[str, tuple[str, bool]] = {}
    for _ in range(3):  # a macro through another, defined in any order
        for name, takes, body in defines:
            calls = [
                found[t][0] if t in found else t
                for t in re.findall(r"[A-Za-z_]\w*", body)
                if (t in _NAMES or t in found) and t != name
            ]
            if calls and name not in found:
                found[name] = (calls[0], takes)
    return found


def scanned_sites(path: str | Path, text: str | None = None) -> tuple[AssertionSite, ...]:
    """The assertion calls of ``path`` (or of ``text`` standing for it) inside function
    bodies, numbered in source order (module text); () when the file cannot be read."""
    if text is None:
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ()
    code = blanked(text)
    macros = assertion_macros(text)
    tokens = [(m.group(0), m.start()) for m in _TOKEN.finditer(code)]
    sites: list[AssertionSite] = []
    depth = 0
    function = ""  # the function whose body is open
    candidate = ""  # at depth 0: the name before the last outermost parenthesis there
    previous = ""
    for at, (token, offset) in enumerate(tokens):
        if token == "{":
            if depth == 0:  # a body follows its parameters (K&R: their declarations)
                function = candidate if previous in {")", ";"} else ""
                function = "" if is_builtin(function) else function  # as the parse skips it
            depth += 1
        elif token == "}":
            depth = max(0, depth - 1)
        elif depth == 0:
            if token == "(" and _is_name(previous) and not candidate_closed(tokens, at):
                candidate = previous
        elif function and (token in macros or token in _NAMES):
            kind, takes = macros.get(token, (token, True))
            called = at + 1 < len(tokens) and tokens[at + 1][0] == "("
            if called or not takes:
                call = (offset, tokens[at + 1][1] if called else -1)
                sites.append(_site(len(sites), kind, function, (text, code), call))
        previous = token
    return tuple(sites)


def candidate_closed(tokens: list[tuple[str, int]], at: int) -> bool:
    """Whether the parenthesis at ``at`` opens a parameter list inside another one (a
    function pointer parameter's own list): the name before the outermost list is kept."""
    depth = 0
    for token, _ in reversed(tokens[:at]):
        if token == ")":
            depth += 1
        elif token == "(":
            if depth == 0:
                return True
            depth -= 1
        elif token in {";", "{", "}"}:
            return False
    return False


def _is_name(token: str) -> bool:
    return bool(token) and (token[0].isalpha() or token[0] == "_")


def _site(
    index: int, name: str, function: str, texts: tuple[str, str], call: tuple[int, int]
) -> AssertionSite:
    """The site of the call of ``name`` at ``call``'s offset whose argument list opens at its
    second: its text is the first argument as written (``texts``: the source and the source
    blanked), on one line."""
    source, code = texts
    offset, opening = call
    line = code.count("\n", 0, offset) + 1
    column = offset - (code.rfind("\n", 0, offset) + 1) + 1
    if name in ASSERT_FUNCTIONS and opening >= 0:
        text = " ".join(source[opening + 1 : _argument_end(code, opening)].split()) or "0"
    elif name in ASSERT_FUNCTIONS:  # a macro without arguments: its name stands for it
        word = re.match(r"\w+", source[offset:])
        text = word.group(0) if word else name
    else:
        text = f"{name}()"
    call = c_ast.FuncCall(c_ast.ID(name), None, Coord("", line, column))
    return AssertionSite(index, line, column, text, name, function, call)


def _argument_end(code: str, opening: int) -> int:
    """Where the first argument of the list opening at ``opening`` ends: its comma or
    closing parenthesis."""
    depth = 0
    for at in range(opening, len(code)):
        char = code[at]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth == 0:
                return at
        elif char == "," and depth == 1:
            return at
    return len(code)
