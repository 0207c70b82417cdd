"""C integer and character constants (C11 6.4.4.1, 6.4.4.4) with LP64 types."""

from __future__ import annotations

from pycparser import c_ast

from errlang.frontend.errors import UnsupportedError
from errlang.frontend.literals import c_string_bytes
from errlang.ir import types as t

_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "a": 7, "b": 8, "f": 12, "v": 11, "\\": 92}
_ESCAPES.update({"'": 39, '"': 34, "?": 63})


def parse_integer(text: str) -> tuple[int, t.IntType]:
    """Value and type of an integer literal such as ``0x7fffffffU`` or ``10L``."""
    if text.startswith("'") or text[:2] in ("L'", "u'", "U'"):
        # pycparser gives a multi-character constant ('ab') the type int: gcc's value is
        # the characters' bytes big-endian, the last four kept (C11 6.4.4.4p10: defined by
        # the implementation)
        return _multi_character(text), t.INT
    lowered = text.lower()
    suffix = ""
    while lowered and lowered[-1] in "ul":
        suffix = lowered[-1] + suffix
        lowered = lowered[:-1]
    if lowered.startswith("0x"):
        value, decimal = int(lowered[2:], 16), False
    elif lowered.startswith("0b"):
        value, decimal = int(lowered[2:], 2), False
    elif len(lowered) > 1 and lowered.startswith("0"):
        value, decimal = int(lowered[1:], 8), False
    else:
        value, decimal = int(lowered), True
    unsigned = "u" in suffix
    longs = suffix.count("l")
    candidates: list[t.IntType]
    if unsigned:
        candidates = [t.UINT, t.ULONG, t.ULLONG][min(longs, 2) :]
    elif decimal:
        candidates = [t.INT, t.LONG, t.LLONG][min(longs, 2) :]
    else:
        candidates = [t.INT, t.UINT, t.LONG, t.ULONG, t.LLONG, t.ULLONG][2 * min(longs, 2) :]
    for ctype in candidates:
        if value <= ctype.max:
            return value, ctype
    return value & ((1 << 64) - 1), t.ULLONG


def _multi_character(text: str) -> int:
    body = text[text.index("'") + 1 : -1]
    if text.startswith("'"):  # narrow: its bytes as gcc reads them ('é' is two: 0xC3A9)
        data = c_string_bytes(body)
    else:
        chars = body.encode("latin-1", "replace").decode("unicode_escape", "replace")
        data = bytes(ord(char) & 0xFF for char in chars)
    value = 0
    for byte in data:
        value = ((value << 8) | byte) & 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value


def parse_char(text: str) -> int:
    """Value (as int, char signed) of a character constant such as ``'a'`` or ``'\\n'``; a
    narrow one of several bytes (``'é'``, UTF-8) is gcc's multi-character value."""
    if text.startswith("'"):
        data = c_string_bytes(text[1:-1])
        if len(data) != 1:
            return _multi_character(text)
        return data[0] - 256 if data[0] >= 128 else data[0]
    body = text[2:-1]
    if body.startswith("\\"):
        rest = body[1:]
        if rest[:1] == "x":
            value = int(rest[1:], 16)
        elif rest[:1].isdigit():
            value = int(rest, 8)
        else:
            value = _ESCAPES.get(rest, ord(rest[:1]))
    else:
        value = ord(body[0]) if body else 0
    value &= 0xFF
    return value - 256 if value >= 128 else value


def string_display(data: bytes, longest: int = 40) -> str:
    """``"hello"``: how an explanation names a string literal's array (its bytes before the
    terminating zero, escaped as C writes them; a long one cut with ``…``)."""
    text: list[str] = []
    for code in data.split(b"\0", 1)[0]:
        if len(text) >= longest:
            text.append("…")
            break
        if chr(code) in '"\\':
            text.append("\\" + chr(code))
        elif 32 <= code < 127:
            text.append(chr(code))
        else:
            text.append({10: "\\n", 9: "\\t", 13: "\\r"}.get(code, f"\\{code:03o}"))
    return '"' + "".join(text) + '"'


def string_bytes(node: c_ast.Constant) -> bytes:
    """The bytes of a string literal, without the terminating zero. A ``u8`` literal is a
    narrow one; a wide literal (``L"…"``, ``u"…"``, ``U"…"``: arrays of ``wchar_t``,
    ``char16_t``, ``char32_t``) is refused at its line: read as bytes it was an array of the
    wrong length whose first element was the quote (``wchar_t a[] = L"ab"`` had a[0] = 34)."""
    value = node.value[2:] if node.value.startswith('u8"') else node.value
    if not value.startswith('"'):
        coord = node.coord
        raise UnsupportedError(
            str(coord.file) if coord else "<input>",
            coord.line if coord else 1,
            (coord.column or 1) if coord else 1,
            f"the wide string literal {node.value[:24]} is not supported (errlang reads narrow "
            "and u8 string literals only)",
        )
    body = value[1:-1]
    if "\ufffd" in body:  # the source's bytes there were not UTF-8 (read with "replace")
        coord = node.coord
        raise UnsupportedError(
            str(coord.file) if coord else "<input>",
            coord.line if coord else 1,
            (coord.column or 1) if coord else 1,
            "a string literal with bytes that are not UTF-8 is not supported (errlang reads "
            "sources as UTF-8, gcc's default input charset)",
        )
    return c_string_bytes(body)
