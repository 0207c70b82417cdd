"""Names of the letters located by a line: branch outcomes (``L<line>:T`` / ``L<line>:F``) and
call sites (``name@<line>``), DESIGN §3.

In a program of one file a line locates the event. In a program linked from several units
(:mod:`errlang.frontend.link`) line 6 of ``main.c`` and line 6 of ``ledger.c`` are different
events, so their letters name the file, as a renamed static is shown (``ledger.c:valid``,
gdb's ``FILE:NAME``): a branch is ``ledger.c:L6:T`` and a call site ``ledger_post@main.c:6``
(the callee, then the site as gdb writes a location, ``FILE:LINE``). The file is the unit's
base name, or its path as given when two units share a base name (a header's base name); a
whitespace character in it is written ``%20``-style, so a letter stays one token of a word.
A program of one file keeps ``L6:T`` and ``name@6``.
"""

from __future__ import annotations

import re
from pathlib import Path

from pycparser import c_ast

from errlang.frontend.program import Program

_SPACE = re.compile(r"[\s%]")


def site_file(program: Program, coord: c_ast.Coord | None) -> str | None:
    """The file a letter located at ``coord`` names, ``None`` in a program of one file."""
    if len(program.units) < 2 or coord is None or not coord.file:
        return None
    file = str(coord.file)
    base = Path(file).name
    bases = [unit.name for unit in program.units]
    if bases.count(base) > 1:
        given = next((str(u) for u in program.units if _same(u, file)), file)
        name = given
    else:
        name = base
    return _SPACE.sub(lambda m: f"%{ord(m.group(0)):02X}", name)


def branch_letter(line: int, outcome: bool, file: str | None = None) -> str:
    """``L<line>:T`` / ``L<line>:F``; ``FILE:L<line>:T`` in a linked program."""
    letter = f"L{line}:{'T' if outcome else 'F'}"
    return f"{file}:{letter}" if file else letter


def call_letter(name: str, line: int, file: str | None = None) -> str:
    """``name@<line>``; ``name@FILE:<line>`` in a linked program."""
    return f"{name}@{file}:{line}" if file else f"{name}@{line}"


def _same(unit: Path, file: str) -> bool:
    try:
        return unit.resolve() == Path(file).resolve()
    except OSError:
        return str(unit) == file
