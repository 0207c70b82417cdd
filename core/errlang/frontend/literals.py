"""The bytes of C string literals as gcc gives them (C11 6.4.5, 6.4.4.4): one reading shared
by the front end (format strings, ``frontend/print_formats.py``) and the lowering
(``ir/constants.py``). Before, both decoded the literal with Python's ``unicode_escape`` over
Latin-1: ``"é"`` was one byte where gcc has two (``sizeof("é") == 3`` was said to fail), and a
character outside Latin-1 (``"→%d"``) crashed the analysis."""

from __future__ import annotations

_SIMPLE_ESCAPES = {
    "n": 10, "t": 9, "r": 13, "a": 7, "b": 8, "f": 12, "v": 11, "e": 27, "E": 27,
    "\\": 92, '"': 34, "'": 39, "?": 63,
}  # fmt: skip
_OCTAL = frozenset("01234567")
_HEX = frozenset("0123456789abcdefABCDEF")


def c_string_bytes(body: str) -> bytes:
    """The bytes gcc gives the text between a narrow literal's quotes: characters as UTF-8
    (gcc's default execution charset: ``"é"`` is two bytes), escapes at byte level — an octal
    escape of up to three digits, ``\\x`` with every hex digit that follows (C11 6.4.4.4;
    the value kept modulo 256, as gcc after its warning), ``\\u``/``\\U`` as the code point's
    UTF-8 bytes, gcc's ``\\e``; an unknown escape gives its character, as gcc."""
    out = bytearray()
    at = 0
    while at < len(body):
        char = body[at]
        if char != "\\" or at + 1 == len(body):
            out += char.encode("utf-8")
            at += 1
            continue
        kind = body[at + 1]
        at += 2
        if kind in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[kind])
        elif kind in _OCTAL:
            end = at
            while end < len(body) and end < at + 2 and body[end] in _OCTAL:
                end += 1
            out.append(int(kind + body[at:end], 8) & 0xFF)
            at = end
        elif kind == "x" and at < len(body) and body[at] in _HEX:
            end = at
            while end < len(body) and body[end] in _HEX:
                end += 1
            out.append(int(body[at:end], 16) & 0xFF)
            at = end
        elif kind in "uU" and _universal(body[at : at + (4 if kind == "u" else 8)]):
            digits = 4 if kind == "u" else 8
            out += chr(int(body[at : at + digits], 16)).encode("utf-8")
            at += digits
        else:
            out += kind.encode("utf-8")
    return bytes(out)


def _universal(digits: str) -> bool:
    """``digits`` name a character a ``\\u``/``\\U`` escape may give (gcc refuses the
    others, "incomplete universal character name": kept as the letter then, never a crash)."""
    if len(digits) not in (4, 8) or not set(digits) <= _HEX:
        return False
    code = int(digits, 16)
    return code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF
