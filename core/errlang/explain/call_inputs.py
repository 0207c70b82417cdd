"""Inputs a library call draws, said in what they mean to the program (docs/replay.md): the
value errlang's C model of a call chose is a number in the run (``fopen``'s 0), which the
program never sees as such. On screen the choice is said by its meaning: ``fopen() at line 4:
opened``, ``fscanf() at line 7 returned 1`` (its count: the call's own return value, never
``condition at line 7``), ``getenv() at line 5 = "ab"`` or ``getenv() at line 5: not set``
(whether the variable is set, its length and bytes gathered into the string). The run and its
JSON keep the numbers, which a replay feeds (``include/models/stdio.c``, ``getenv.c``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from errlang.explain.grouping import c_string
from errlang.teacher.runs import InputValue, call_words

# the models whose one drawn value is whether the call failed (0: it did not)
OPENED = frozenset({"fopen", "fdopen", "tmpfile"})
# the models whose one drawn value is whether a write failed (1), include/models/stdio.c
WRITES = {"fwrite": "written", "fflush": "flushed", "fclose": "closed"}
# the calls whose count is an input of the run (errlang/ir/scanf.py)
COUNTED = frozenset({"scanf", "fscanf", "vscanf", "vfscanf"})
EOF = -1
AFTER_SCANF = "__errlang_after_scanf"  # fscanf's stream model (errlang/ir/scanf.py)


@dataclass(frozen=True)
class CallInput:
    """One input row in the program's words: ``who``, its call's line, the value as shown, and
    how the two are joined (``" = "``, ``": "`` for a state, ``" "`` for ``returned 1``);
    ``taken``: how many of the run's inputs it stands for."""

    who: str
    line: int | None
    value: int | str
    joint: str = " = "
    taken: int = 1
    shown: bool = True  # False: a conversion the call did not store (its count is lower)

    def text(self) -> str:
        return f"{self.who}{self.joint}{self.value}"


def call_input(inputs: Sequence[InputValue], at: int) -> CallInput | None:
    """The row for ``inputs[at]`` when it is a library call's drawn choice said by its meaning
    (None: shown as the number it is)."""
    given = inputs[at]
    function, line = given.function, given.line or None
    where = call_words(function, line)
    if function in OPENED and isinstance(given.value, int):
        return CallInput(where, line, "failed" if given.value else "opened", ": ")
    if function in WRITES and isinstance(given.value, int):
        return CallInput(where, line, "failed" if given.value else WRITES[function], ": ")
    if function in COUNTED and isinstance(given.value, int):
        return _count(inputs, at)
    base, _, conversion = function.partition(":")
    if base in COUNTED and conversion.isdigit():
        count = _count_before(inputs, at)
        if count is not None and int(conversion) > count:  # not stored: the call read no value
            return CallInput(where, line, given.value, shown=False)
    if function == "getenv":
        return _environment(inputs, at)
    return None


def _count(inputs: Sequence[InputValue], at: int) -> CallInput:
    """A scanf's count as the call's return value, with what ``fscanf``'s stream model drew
    after it (``__errlang_after_scanf``, include/models/scanf.c: whether a pushed-back
    character, if any, was taken, then for EOF a read error (1) or the end of the file (0),
    for another count whether the call met one (1: then which)). An fscanf after which the
    model drew nothing was at the end of its file already: it returned EOF whatever the count
    drawn."""
    given = inputs[at]
    line = given.line or None
    drawn = _after(inputs, at)
    returned, why = _returned(given.function, int(given.value), drawn)
    who = call_words(given.function, line)  # the call's own value, whoever receives it
    return CallInput(f"{who} returned", line, returned + why, " ", taken=1 + len(drawn))


def _returned(function: str, count: int, drawn: Sequence[int]) -> tuple[str, str]:
    """The value a scanf returned, in words, and what it met (`` (the end of the file)``)."""
    shown = "EOF" if count == EOF else str(count)
    if function != "fscanf" or not drawn:
        return (
            ("EOF", " (its file was at its end already)") if function == "fscanf" else (shown, "")
        )
    said = []
    if count == EOF:
        said.append("a read error" if len(drawn) > 1 and drawn[1] else "the end of the file")
    elif len(drawn) > 2 and drawn[1]:
        said.append("it met " + ("a read error" if drawn[2] else "the end of the file"))
    # drawn[0], whether a character pushed back (ungetc), if any, was taken: the run does not
    # say whether one was, so it is not said
    return shown, f" ({'; '.join(said)})" if said else ""


def _after(inputs: Sequence[InputValue], at: int) -> list[int]:
    """The values ``__errlang_after_scanf`` drew right after the count ``inputs[at]``."""
    drawn: list[int] = []
    for given in inputs[at + 1 : at + 4]:
        if given.function != AFTER_SCANF or given.line != inputs[at].line:
            break
        if not isinstance(given.value, int):
            break
        drawn.append(given.value)
    return drawn


def _count_before(inputs: Sequence[InputValue], at: int) -> int | None:
    """The count of the scanf whose conversion is ``inputs[at]`` (-1 for EOF), as the call
    returned it (an fscanf at the end of its file: EOF), None when not found."""
    base = inputs[at].function.partition(":")[0]
    for back in range(at - 1, -1, -1):
        given = inputs[back]
        if given.function == base and given.line == inputs[at].line:
            if not isinstance(given.value, int):
                return None
            drawn = _after(inputs, back)
            ended = base == "fscanf" and not drawn
            return EOF if ended else given.value
        if given.function.partition(":")[0] != base and given.function != AFTER_SCANF:
            return None
    return None


def _environment(inputs: Sequence[InputValue], at: int) -> CallInput | None:
    """getenv's call as its string, or ``not set``."""
    given = inputs[at]
    where = call_words("getenv", given.line or None)
    drawn = getenv_value(inputs, at)
    if drawn is None:
        return None
    value, taken = drawn
    if value is None:
        return CallInput(where, given.line or None, "not set", ": ")
    return CallInput(where, given.line or None, c_string(list(value)), taken=taken)


def getenv_value(inputs: Sequence[InputValue], at: int) -> tuple[bytes | None, int] | None:
    """The value getenv's model drew at ``inputs[at]`` (include/models/getenv.c: 1, not set:
    None; or 0, the length, the bytes) and how many inputs it took; None when the draws do not
    read so (a run cut short)."""
    line = inputs[at].line
    same: list[int] = []  # the model's draws are consecutive inputs
    for drawn in inputs[at : at + 65]:
        if drawn.function != "getenv" or drawn.line != line:
            break
        if not isinstance(drawn.value, int):
            return None
        same.append(drawn.value)
    if not same or same[0] not in (0, 1):
        return None
    if same[0]:
        return None, 1
    if len(same) < 2 or not 0 <= same[1] <= len(same) - 2:
        return None
    codes = [code & 0xFF for code in same[2 : 2 + same[1]]]
    return None if 0 in codes else (bytes(codes), 2 + same[1])
