"""Removal of the GNU extensions common in SV-COMP ``.i`` files, which pycparser cannot parse.

Removed text is replaced by spaces (newlines kept) so that every line and column after the
removal stays where it was: diagnostics keep pointing at the user's source.
"""

from __future__ import annotations

import bisect
import re

from errlang.frontend.asm import asm_call

# Keywords replaced by their standard spelling (or nothing), padded to keep columns.
_KEYWORDS = {
    "__extension__": "",
    "__restrict__": "restrict",
    "__restrict": "restrict",
    "__inline__": "inline",
    "__inline": "inline",
    "__const__": "const",
    "__const": "const",
    "__volatile__": "volatile",
    "__signed__": "signed",
    "__signed": "signed",
    "_Noreturn": "",
    "__alignof__": "_Alignof",
    "__alignof": "_Alignof",
    "__thread": "",
}
_KEYWORD_RE = re.compile(r"\b(" + "|".join(re.escape(k) for k in _KEYWORDS) + r")\b")
# Constructs followed by a parenthesised argument that are removed with it.
_DROPPED_CALL_RE = re.compile(r"\b(__attribute__|__attribute|__declspec)\s*\(")
_ASM_RE = re.compile(r"\b(__asm__|__asm|asm)\b(\s*(volatile|__volatile__|goto|inline))*\s*\(")
# Replacement for an asm *statement*; the IR refuses it at its location.
ASM_STATEMENT_CALL = "__errlang_asm_statement"
# gcc's ``__builtin_va_arg(ap, T)`` (``va_arg`` of <stdarg.h>) takes a type, which no C call
# can: it becomes ``__va_arg(ap, sizeof(T))`` (the same length), which
# :func:`errlang.frontend.normalise.va_arg_types` turns back into a call of
# ``__builtin_va_arg`` with the type name as its second argument.
VA_ARG_BUILTIN = "__builtin_va_arg"
VA_ARG_PARSED = "__va_arg"
_VA_ARG_RE = re.compile(r"\b__builtin_va_arg(\s*)\(")


# a string or character literal (the text is preprocessed: no comments); a rewrite below never
# applies inside one (LuaJIT's "__attribute__((vector_size(" was blanked into a syntax error,
# and "__inline__" read "inline    ": gcc's bytes are the literal's)
_LITERAL_RE = re.compile(r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"|\'[^\'\\\n]*(?:\\.[^\'\\\n]*)*\'')


class Literals:
    """Where the string and character literals of a text are."""

    def __init__(self, text: str) -> None:
        spans = (
            [m.span() for m in _LITERAL_RE.finditer(text)] if ('"' in text or "'" in text) else []
        )
        self._starts = [start for start, _ in spans]
        self._ends = [end for _, end in spans]

    def inside(self, offset: int) -> bool:
        """Whether ``offset`` is inside a literal (its opening quote included)."""
        i = bisect.bisect_right(self._starts, offset) - 1
        return i >= 0 and offset < self._ends[i]


def outside_literals(pattern: re.Pattern[str], text: str) -> list[re.Match[str]]:
    """The matches of ``pattern`` in ``text`` that do not start inside a literal."""
    literals = Literals(text)
    return [m for m in pattern.finditer(text) if not literals.inside(m.start())]


def _blank(text: str) -> str:
    return re.sub(r"[^\n]", " ", text)


def _matching_paren(text: str, open_index: int) -> int:
    """Index just after the parenthesis closing the one at ``open_index`` (strings skipped)."""
    depth = 0
    i = open_index
    while i < len(text):
        c = text[i]
        if c in "\"'":
            i += 1
            while i < len(text) and text[i] != c:
                i += 2 if text[i] == "\\" else 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(text)


def _previous_token_char(text: str, index: int) -> str:
    i = index - 1
    while i >= 0 and text[i] in " \t\r\n":
        i -= 1
    return text[i] if i >= 0 else ";"


_STATEMENT_WORD_RE = re.compile(r"\b(else|do)\s*$")
_CONDITION_WORD_RE = re.compile(r"\b(if|while|for|switch)\s*$")


def _starts_statement(text: str, index: int) -> bool:
    """Whether a statement may begin at ``index``: after ``;``, a brace or a label, after
    ``else``/``do``, or after the condition of ``if``/``while``/``for``/``switch`` (``if (c)
    asm(...);`` is a statement; ``int f(void) asm("g");`` is a declaration's asm label)."""
    before = _previous_token_char(text, index)
    head = text[max(0, index - 4096) : index].rstrip()
    if before in ";{}:" or _STATEMENT_WORD_RE.search(head):
        return True
    if before != ")":
        return False
    depth, i = 0, len(head) - 1
    while i >= 0:  # the ( of the parenthesis that ends here
        depth += {")": 1, "(": -1}.get(head[i], 0)
        if depth == 0:
            return bool(_CONDITION_WORD_RE.search(head[:i]))
        i -= 1
    return False


def attribute_spans(text: str) -> list[tuple[int, int]]:
    """The start and end offsets of every ``__attribute__((…))`` in ``text``."""
    return [
        (match.start(), _matching_paren(text, match.end() - 1))
        for match in outside_literals(_DROPPED_CALL_RE, text)
        if match.group(1) != "__declspec"
    ]


def strip_gnu_extensions(text: str) -> str:
    """Return ``text`` with GNU attributes, asm labels and extension keywords removed."""
    out = []
    pos = 0
    for match in outside_literals(_DROPPED_CALL_RE, text):
        if match.start() < pos:
            continue
        end = _matching_paren(text, match.end() - 1)
        out.append(text[pos : match.start()])
        out.append(_blank(text[match.start() : end]))
        pos = end
    out.append(text[pos:])
    text = "".join(out)

    out, pos = [], 0
    for match in outside_literals(_ASM_RE, text):
        if match.start() < pos:
            continue
        end = _matching_paren(text, match.end() - 1)
        out.append(text[pos : match.start()])
        if _starts_statement(text, match.start()):
            # An asm statement: a call the IR lowers (its outputs) or refuses, at its place.
            keyword = text[match.start() : match.end() - 1]
            out.append(asm_call(ASM_STATEMENT_CALL, keyword, text[match.end() : end - 1]))
        else:
            out.append(_blank(text[match.start() : end]))  # an asm label of a declaration
        pos = end
    out.append(text[pos:])
    text = "".join(out)

    literals = Literals(text)  # the same offsets below: every rewrite keeps the length

    def standard(m: re.Match[str]) -> str:
        word = m.group(1)
        return word if literals.inside(m.start()) else _KEYWORDS[word].ljust(len(word))

    def offsetof(m: re.Match[str]) -> str:
        return m.group(0) if literals.inside(m.start()) else "offsetof".ljust(len(m.group(0)))

    text = _KEYWORD_RE.sub(standard, text)
    # gcc's `__builtin_offsetof(T, m)` (glibc's <stddef.h> in .i files) is pycparser's
    # `offsetof(T, m)`, which the IR lowers (errlang.ir.builtins)
    text = _OFFSETOF_RE.sub(offsetof, text)
    return _va_arg_calls(text)


_OFFSETOF_RE = re.compile(r"\b__builtin_offsetof\b")


def _top_level_comma(text: str) -> int:
    """Index of the last comma of ``text`` outside parentheses (-1 when there is none)."""
    depth, found = 0, -1
    for i, c in enumerate(text):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0:
            found = i
    return found


def _va_arg_calls(text: str) -> str:
    """``__builtin_va_arg(ap, T)`` → ``__va_arg(ap, sizeof(T))``: the name is 8 characters
    shorter, ``sizeof(`` and ``)`` 8 longer, so no column moves after the call."""
    out, pos = [], 0
    for match in outside_literals(_VA_ARG_RE, text):
        if match.start() < pos:
            continue
        end = _matching_paren(text, match.end() - 1)
        inner = text[match.end() : end - 1]
        comma = _top_level_comma(inner)
        if comma < 0 or text[end - 1 : end] != ")":
            continue  # not gcc's form: left for the parser to report
        first, kind = inner[:comma], inner[comma + 1 :]
        out.append(text[pos : match.start()])
        out.append(f"{VA_ARG_PARSED}{match.group(1)}({first},sizeof({kind}))")
        pos = end
    out.append(text[pos:])
    return "".join(out)
