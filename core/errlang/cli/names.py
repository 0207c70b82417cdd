"""Renamed statics as users read them: ``ledger.c:valid`` (docs/projects.md).

The linker renames a static that another unit's name clashes with (``valid`` of ``ledger.c``
becomes ``valid__ledger_c`` inside the engine, so that every function and object has one
name); what errlang prints — letters, words, counterexample steps, values, reasons, SARIF and
HTML — names it as gdb does, ``FILE:NAME``. These helpers rewrite finished output; the engine
and the cache keep the internal names.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from errlang.frontend.errors import FrontendError
from errlang.frontend.link import LinkedProgram, shown_text
from errlang.frontend.link import shown_json as link_shown_json
from errlang.frontend.program import Program
from errlang.session.errors import AnalysisError


def renames(program: Program | None) -> dict[str, str]:
    """Internal name -> shown name, for a linked program (empty otherwise)."""
    return program.renamed if isinstance(program, LinkedProgram) else {}


def internal_name(name: str, program: Program | None) -> str:
    """The engine's name of a function or object the user names as errlang prints it
    (``--function ledger.c:valid``); other names unchanged."""
    return next((k for k, v in renames(program).items() if v == name), name)


def shown_output(text: str, program: Program | None, fmt: str = "text") -> str:
    """``text`` (printed as ``fmt``: text, dot, json or html) with renamed statics shown by
    their C names and files, escaped for the format."""
    table = renames(program)
    if not table:
        return text
    if fmt == "text":
        return _aligned(text, table)
    if fmt == "json":
        table = {k: json.dumps(v)[1:-1] for k, v in table.items()}
    elif fmt == "html":
        table = {k: html.escape(v) for k, v in table.items()}
    return shown_text(text, table)


def _aligned(text: str, table: dict[str, str]) -> str:
    """``text`` with the names of ``table`` replaced, a padded column (a name followed by two
    or more spaces) keeping its width."""
    names = sorted(table, key=len, reverse=True)
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b( {2,})?")

    def replace(match: re.Match[str]) -> str:
        shown, padding = table[match.group(1)], match.group(2)
        if not padding:
            return shown
        width = len(match.group(1)) + len(padding)
        return shown + " " * max(width - len(shown), 1)

    return pattern.sub(replace, text)


def shown_json(value: Any, program: Program | None) -> Any:
    """A JSON value with renamed statics shown by their C names and files, in every string and
    every key (:func:`errlang.frontend.link.shown_json`)."""
    return link_shown_json(value, renames(program))


def located_error(error: FrontendError, path: str) -> AnalysisError:
    """``error`` (a unit that does not parse, units that do not link) as the command line's
    bad input, every diagnostic with its own file (``b.c:2:5: error: duplicate definition …``
    is in ``b.c`` even when the program is named by ``a.c``)."""
    return AnalysisError(
        [
            {"file": d.file, "line": d.line, "column": d.column, "message": d.message}
            for d in error.diagnostics
        ],
        path,
    )
