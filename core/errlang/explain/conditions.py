"""An assertion's condition as the user wrote it, when the engine's reads through a macro.

The engine prints an assertion's condition from the preprocessed program: on real C a macro
shows through (xxHash's ``assert(XXH3_64bits("", 0) == …)`` read ``XXH_INLINE_XXH3_64bits(…)``,
``assert(state != NULL)`` read ``state != ((void *) 0)``, zstd's ``ZSTD_CONTENTSIZE_ERROR`` read
``(0ULL - 2)``): names the user never wrote. The editor (the server has the text that was
checked) and the command line (the file on disk) quote the call's argument from the source —
only when the names in the engine's text and the source's differ (a macro at work); otherwise
the engine's text stays (its parentheses make the precedence explicit). One module for both,
so that they show the same words; it imports nothing of the engine (the server loads it).
"""

from __future__ import annotations

import re
from typing import Any

IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
CALL = re.compile(r"[A-Za-z_]\w*\s*\(")
LONGEST = 2000  # characters scanned for the closing parenthesis


def source_condition(text: str, line: int, column: int) -> str | None:
    """The first argument of the assertion call at 1-based ``line``/``column`` of ``text``
    (``assert(c)``, ``__VERIFIER_assert(c)``, ``__CPROVER_assert(c, "…")``), its white space
    collapsed outside its literals; another call there (a macro whose expansion asserts:
    ``array_back(&v)``) as written, whole; None when there is no call there or its line is
    not ASCII (the engine's column counts bytes)."""
    call = _call_at(text, line, column)
    if call is None:
        return None
    name, first, start, end = call
    return first if ASSERTING.search(name) else squeezed(text[start:end])


def _call_at(text: str, line: int, column: int) -> tuple[str, str | None, int, int] | None:
    """The call at 1-based ``line``/``column`` of ``text``: its name, its first argument
    (None: there is none), and where the call starts and ends in ``text``. None when there
    is no call there (a column past the line's end is no call: a macro's expansion moved it)."""
    lines = text.splitlines(keepends=True)
    if not 0 < line <= len(lines) or not lines[line - 1].isascii() or column < 1:
        return None
    if column > len(lines[line - 1].rstrip("\r\n")):
        return None
    begin = sum(len(item) for item in lines[: line - 1])
    start = begin + column - 1
    while start > begin and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1  # the column fell inside a name: a macro expansion shifted it
    opened = CALL.match(text, start)
    if opened is None:
        return None
    name = IDENTIFIER.match(text, start)
    assert name is not None
    depth, quote, index, first = 1, "", opened.end(), None
    while index < min(len(text), opened.end() + LONGEST):
        char = text[index]
        if quote:
            if char == "\\":
                index += 1
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char == "(":
            depth += 1
        elif char == ")" or (char == "," and depth == 1):
            depth -= char == ")"
            if first is None and depth <= 1 and (char == "," or depth == 0):
                first = squeezed(text[opened.end() : index]) or None
            if depth == 0:
                return name[0], first, start, index + 1
        index += 1
    return None


def written_text(shown: str, text: str, line: int, column: int) -> str | None:
    """An assertion as the user wrote it at ``line``/``column`` of ``text`` (the command
    line's words; the JSON keeps the engine's ``shown``): the condition of an assertion call
    (``a[k] % 2 == 0`` for ``assert(a[k] % 2 == 0)``, not ``(a[k] % 2) == 0``); an error
    call as written (``reach_error()``), or the macro the user wrote there (``ERROR`` for
    ``#define ERROR __VERIFIER_error()``, ``CHECK(k != 2)`` when the expansion moved the
    column: the line's one assertion-like call). None when the source has nothing there."""
    lines = text.splitlines()
    if not 0 < line <= len(lines) or not lines[line - 1].isascii():
        return None
    call = _call_at(text, line, column)
    if call is None:
        word = IDENTIFIER.match(lines[line - 1], column - 1) if column >= 1 else None
        if word is not None and (column == 1 or not lines[line - 1][column - 2].isalnum()):
            return word[0] if word[0] != shown.partition("(")[0] else None
        return _only_call(text, line, shown)
    name, first, start, end = call
    written = squeezed(text[start:end])
    single = first is not None and written.endswith(f"({first})")
    if ASSERTING.search(name) and first is not None and (single or name in MESSAGE_SECOND):
        return first
    return written


# a string or character literal (escapes kept), or a run of white space outside one
_LITERAL_OR_SPACE = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|\s+')


def squeezed(text: str) -> str:
    """``text`` with each run of white space outside string and character literals made one
    space, the ends stripped: ``strcmp(buf, "   2|ab")`` keeps its three spaces (before, the
    condition shown read ``" 2|ab"``, which is not what the program compares)."""
    return _LITERAL_OR_SPACE.sub(lambda m: m[0] if m[0][0] in "\"'" else " ", text).strip()


ASSERTING = re.compile(r"assert", re.IGNORECASE)
MESSAGE_SECOND = frozenset({"__CPROVER_assert"})  # (condition, "message")


def _only_call(text: str, line: int, shown: str) -> str | None:
    """The one call of ``line`` that looks like an assertion (its name says ``assert``,
    ``error``, ``check``, or the engine's call), as written."""
    source = text.splitlines()[line - 1]
    wanted = re.compile(r"assert|error|check|fail|abort", re.IGNORECASE)
    callee = shown.partition("(")[0] if shown.endswith("()") else ""
    found = []
    for match in CALL.finditer(source):
        name = IDENTIFIER.match(source, match.start())
        if name is not None and (wanted.search(name[0]) or name[0] == callee):
            found.append(match.start() + 1)
    if len(found) != 1:
        return None
    return written_text(shown, text, line, found[0])


def as_written(text: str, assertion: dict[str, Any]) -> str | None:
    """The condition of ``assertion`` (engine JSON, in the checked ``text``) as written, when
    the engine's text names other things (a macro expanded: a name gone or a name added);
    else None."""
    shown = assertion.get("text")
    if not isinstance(shown, str) or assertion.get("file"):  # another unit's: not this text
        return None
    line, column = int(assertion.get("line") or 0), int(assertion.get("column") or 1)
    return written_condition(shown, text, line, column)


def written_condition(shown: str, text: str, line: int, column: int) -> str | None:
    """The condition the engine shows as ``shown``, quoted from ``text`` at its call's
    ``line``/``column`` when the names differ (a macro expanded); else None."""
    source = source_condition(text, line, column)
    if source is None or set(IDENTIFIER.findall(shown)) == set(IDENTIFIER.findall(source)):
        return None
    return source


def with_written_conditions(result: dict[str, Any] | None, text: str) -> dict[str, Any] | None:
    """``result`` (a check's JSON for ``text``) whose assertions read as written."""
    if not result or not result.get("assertions"):
        return result
    assertions = []
    for assertion in result["assertions"]:
        written = as_written(text, assertion)
        assertions.append(assertion if written is None else {**assertion, "text": written})
    return {**result, "assertions": assertions}
