"""Integers as C shows them by their type (issue 21): a plain ``char`` by its character
(``'x'``, ``'\\n'``, ``'\\0'``; the number when it has no short literal), an ``enum`` by its
constant (``BLUE``; the number when no constant has that value). Only from the C type the
encoder recorded for the value (``ir.types.IntType``: its name, its ``enumerators``), never
guessed from the value: an ``int`` holding 120 stays 120."""

from __future__ import annotations

from errlang.ir.types import CType, IntType

_ESCAPES = {0: "\\0", 7: "\\a", 8: "\\b", 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r"}


def char_literal(code: int) -> str | None:
    """``'x'``, ``'\\n'``, ``'\\''``: the character literal of ``code`` (-128..255), None when
    it has none a reader knows (other control characters, bytes above 126)."""
    code &= 0xFF
    if code in _ESCAPES:
        return f"'{_ESCAPES[code]}'"
    if code in (39, 92):  # ' and \
        return f"'\\{chr(code)}'"
    if 32 <= code < 127:
        return f"'{chr(code)}'"
    return None


def typed_text(value: object, ctype: CType) -> str | None:
    """How C shows ``value`` of type ``ctype`` when that is not the number: a ``char``'s
    character literal, an enum's constant; None otherwise (the number is what C shows)."""
    if not isinstance(ctype, IntType) or not isinstance(value, int) or isinstance(value, bool):
        return None
    if ctype.enumerators:
        return next((name for name, number in ctype.enumerators if number == value), None)
    if ctype.name == "char":
        return char_literal(value)
    return None
